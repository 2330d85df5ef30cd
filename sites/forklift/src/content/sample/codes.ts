// Drafts the error codes of one series: which parts and failure modes it reports, in the brand's format, with the
// texts that the manuals print word for word (the page references are filled in once the pages are laid out).
import type { BrandSpec, SeriesSpec } from './brands';
import { COMPONENTS, type ComponentSpec, type ControllerRole } from './components';
import { FAILURE_MODES, type FailureMode } from './failure-modes';
import type { Random } from './random';
import type { FuelType, Severity, Tier } from './types';

export interface CodeDraft {
  key: string;
  brandId: string;
  seriesId: string;
  fuelTypes: FuelType[];
  systemId: string;
  code: string;
  title: string;
  controller: string;
  severity: Severity;
  tier: Tier;
  symptoms: string;
  triggerCondition: string;
  effect: string;
  safety: string;
  causes: string[];
  checks: Array<{ text: string; expected: string }>;
  remedy: string;
  components: string[];
  connectors: string[];
}

const SAFETY: Record<string, string> = {
  hydraulics:
    'Lower the forks to the floor and relieve hydraulic pressure by operating each lever with the key off before opening any hydraulic line; oil may be hot.',
  electrical:
    'Turn the key off, disconnect the battery and apply lockout/tagout before unplugging connectors; wait 2 minutes for the controller capacitors to discharge.',
  drive: 'Block the wheels and raise the drive wheels clear of the floor on rated stands before testing drive functions.',
  engine: 'Let the engine cool before working on it; the exhaust manifold, muffler and coolant are hot enough to burn.',
  brakes: 'Chock the wheels before releasing the parking brake; a truck without brakes can roll on the slightest slope.',
  steering: 'Keep hands and tools clear of the steer axle and wheels while the steering is powered.',
  mast: 'Never stand or reach under raised forks; lower them, or support the raised mast and carriage with blocking or chains rated for the load before working on it.',
  'operator-presence':
    'Do not bypass or bridge the operator presence circuit, even for a test drive; refit the switch before returning the truck to work.',
  battery:
    'Disconnect the battery connector and apply lockout/tagout; wear eye protection and insulated gloves, and keep sparks away from a charging battery.',
  'can-network':
    'Turn the key off and disconnect the battery before unplugging any controller; never probe CAN pins with the truck driving.',
};

/** What a technician notices about each failure mode, beyond the part's own symptoms. */
const MODE_HINTS: Record<string, string> = {
  'volt-high': 'The code sets as soon as the key is turned on, before anything is operated.',
  'volt-low': 'The code sets at key-on and often returns straight after it is cleared.',
  erratic: 'The fault comes and goes, often over bumps, dock plates or when the mast is moving.',
  calibration: 'It started right after a part or controller was replaced.',
  'temp-open': 'The temperature reading shows the lowest value even on a warm truck.',
  'temp-short': 'The temperature reading jumps to maximum on a cold truck.',
  'over-temp': 'It only happens late in the shift or on hot days, and clears after the truck has cooled down.',
  open: 'The function is completely dead; nothing clicks or moves when it is commanded.',
  short: 'The fault appears the instant the function is used, and a fuse may blow.',
  stuck: 'The coil is heard clicking but the function does not move, or keeps moving after release.',
  welded: 'The truck will not start its power-up sequence; the contactor does not click at key-on.',
  overcurrent: 'The truck cuts out under heavy load or when pulling away on a ramp.',
  'motor-hot': 'Performance fades gradually during long, heavy duty cycles.',
  stall: 'The motor draws current and hums but does not turn.',
  encoder: 'Speed control is rough and the truck may only creep.',
  implausible: 'The fault appears when the control is operated slowly or held halfway.',
  'stuck-closed': 'The code shows at start-up, before the operator touches anything.',
  'switch-open': 'The truck behaves as if the switch were never operated.',
  'supply-high': 'It appears during braking or right after charging.',
  'supply-low': 'It appears at the end of the shift or when lifting a heavy load.',
  timeout: 'The display shows dashes or freezes and several functions stop at once.',
  'bad-device': 'The fault is present at every key-on, even with nothing operated.',
  mismatch: 'It appeared after a controller swap or a software update.',
  'level-low': 'There may be oil or fluid on the floor under the truck.',
  'level-high': 'It appeared after the last service or top-up.',
};

export function controllerName(role: ControllerRole, electric: boolean): string {
  switch (role) {
    case 'traction':
      return electric ? 'traction controller' : 'vehicle controller';
    case 'pump':
      return electric ? 'pump controller' : 'hydraulic valve controller';
    case 'vehicle':
      return 'vehicle controller';
    case 'engine':
      return 'engine control unit';
    case 'steering':
      return electric ? 'steering controller' : 'vehicle controller';
    case 'display':
      return 'display unit';
    case 'bms':
      return 'battery management system';
  }
}

const COIL_OHMS = [6.8, 8.2, 12, 15, 18.5, 24, 28, 32];

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{([A-Za-z0-9]+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`template value ${key} missing in "${template}"`);
    return value;
  });
}

function fits(component: ComponentSpec, series: SeriesSpec): boolean {
  const electric = series.fuelTypes.includes('electric');
  return component.on === 'all' || (component.on === 'electric') === electric;
}

/** Every (part, failure mode) a series can report, shuffled per series. */
function candidates(series: SeriesSpec, random: Random): Array<{ component: ComponentSpec; componentIndex: number; mode: FailureMode }> {
  const all = COMPONENTS.flatMap((component, componentIndex) =>
    fits(component, series) ? FAILURE_MODES[component.kind].map((mode) => ({ component, componentIndex, mode })) : [],
  );
  return random.shuffle(all);
}

export interface DraftOptions {
  brand: BrandSpec;
  brandIndex: number;
  series: SeriesSpec;
  seriesIndex: number;
  count: number;
  freeCount: number;
  allocate: (input: { systemId: string; seriesIndex: number; componentIndex: number; fmi: number }) => string | undefined;
  random: Random;
}

export function draftSeriesCodes(options: DraftOptions): CodeDraft[] {
  const { brand, series, random } = options;
  const electric = series.fuelTypes.includes('electric');
  const drafts: CodeDraft[] = [];
  for (const { component, componentIndex, mode } of candidates(series, random)) {
    if (drafts.length >= options.count) break;
    const code = options.allocate({ systemId: component.system, seriesIndex: options.seriesIndex, componentIndex, fmi: mode.fmi });
    if (code === undefined) continue;
    const pins = random.shuffle([1, 2, 3, 4, 5, 6, 7, 8]);
    const connector = `${brand.connectorPrefix}${10 + componentIndex}`;
    const controller = controllerName(component.controller, electric);
    const values: Record<string, string> = {
      c: component.name,
      C: capitalise(component.name),
      ctrl: controller,
      x: connector,
      p1: String(pins[0]),
      p2: String(pins[1]),
      p3: String(pins[2]),
      h: `W${1 + (componentIndex % 9)}`,
      loc: component.location.replace(/^(on|in|at|under|from|inside) (the )?/, ''),
      r: String(COIL_OHMS[random.int(0, COIL_OHMS.length - 1)] ?? 12),
      v: String(series.volts),
    };
    // Each brand (and controller generation, i.e. series) words its titles its own way.
    const title = fill(mode.titles[(options.brandIndex + options.seriesIndex) % 3] as string, values);
    const fuelTypes = series.fuelTypes.filter((fuel) => (component.on === 'engine' ? fuel !== 'electric' : true));
    drafts.push({
      key: `${series.id}:${componentIndex}:${mode.id}`,
      brandId: brand.id,
      seriesId: series.id,
      fuelTypes,
      systemId: component.system,
      code,
      title,
      controller: capitalise(controller),
      severity: mode.severity,
      tier: drafts.length < options.freeCount ? 'free' : 'premium',
      symptoms: `The operator reports that ${component.symptoms[0]}, or that ${component.symptoms[1]}. ${MODE_HINTS[mode.id] ?? ''}`.trim(),
      triggerCondition: fill(mode.trigger, values),
      effect: component.effect,
      safety: SAFETY[component.system] ?? (SAFETY.electrical as string),
      causes: mode.causes.map((cause) => fill(cause, values)),
      checks: mode.checks.map(([text, expected]) => ({ text: fill(text, values), expected: fill(expected, values) })),
      remedy: fill(mode.remedy, values),
      components: [capitalise(component.name), capitalise(controller)],
      connectors: [connector],
    });
  }
  return drafts;
}
