// Workshop procedures and specification tables for the sample service manuals, written from the part catalogue.
import type { SeriesSpec } from './brands';
import { capitalise } from './codes';
import type { ComponentSpec } from './components';
import type { Block, Group } from './layout';
import type { Random } from './random';

const TORQUES = [8, 10, 12, 22, 25, 45, 55, 85];
const BOLTS = ['M6', 'M8', 'M10', 'M12'];

export interface PartFacts {
  component: ComponentSpec;
  connector: string;
  controller: string;
}

function steps(title: string, lines: string[]): Group {
  const blocks: Block[] = [{ type: 'heading', text: title, level: 2 }];
  lines.forEach((line, index) => blocks.push({ type: 'para', text: `${index + 1}. ${line}`, indent: 10 }));
  return { blocks };
}

/** The inspection, removal, installation and test procedures of one part (`variant` names a model group). */
export function partProcedures(part: PartFacts, series: SeriesSpec, random: Random, variant?: string): Group[] {
  const { component, connector, controller } = part;
  const name = component.name;
  const Name = capitalise(name);
  const electric = series.fuelTypes.includes('electric');
  const torque = random.pick(TORQUES);
  const bolt = random.pick(BOLTS);
  const count = random.int(2, 4);
  const isolate = electric
    ? 'Turn the key off, disconnect the battery connector and apply lockout/tagout; wait 2 minutes for the controller capacitors to discharge.'
    : 'Turn the key off, disconnect the battery negative cable and apply lockout/tagout; let the engine and exhaust cool.';
  const suffix = variant ? ` (${variant})` : '';
  const groups = [
    steps(`${Name}: inspection${suffix}`, [
      'Park the truck on level ground, lower the forks fully, apply the parking brake and turn the key off.',
      `Locate the ${name} ${component.location}.`,
      `Inspect connector ${connector} for cracked housings, corrosion, pushed-back terminals and a secure lock.`,
      `Check the ${bolt} mounting bolts of the ${name}; tighten to ${torque} Nm if loose.`,
      `Turn the key on and read the ${name} value in the ${controller} monitor menu; compare it with the electrical values table.`,
    ]),
    steps(`${Name}: removal${suffix}`, [
      isolate,
      component.system === 'mast' || component.system === 'hydraulics'
        ? 'Lower the forks to the floor, or block the raised carriage with rated supports, and relieve hydraulic pressure.'
        : 'Block the wheels so the truck cannot roll.',
      `Unplug connector ${connector} from the ${name} and cap the terminals.`,
      `Mark the position of the ${name} on its bracket so it can be refitted in the same place.`,
      `Remove the ${count} ${bolt} bolts and lift the ${name} out.`,
    ]),
    steps(`${Name}: installation${suffix}`, [
      `Fit the ${name} to the marks made at removal and tighten the ${count} ${bolt} bolts to ${torque} Nm.`,
      `Plug in connector ${connector} until the lock clicks; pull gently on the housing to confirm.`,
      'Reconnect the battery and remove the lockout/tagout devices.',
      component.kind === 'sensor'
        ? `Run the ${name} calibration from the ${controller} service menu.`
        : `Clear the fault memory of the ${controller} with the service tool.`,
    ]),
    steps(`${Name}: functional test${suffix}`, [
      `Turn the key on and check that no code for the ${name} is active.`,
      `Operate the function served by the ${name} through its full range with no load, then with a rated load.`,
      'Check that the function starts smoothly, reaches full speed and stops where commanded.',
    ]),
  ];
  return groups;
}

export function electricalValuesTable(parts: readonly PartFacts[], random: Random): Group {
  const rows = parts.map((part) => {
    const kind = part.component.kind;
    const value =
      kind === 'sensor'
        ? '0.5-4.5 V signal, 5 V supply'
        : kind === 'temp-sensor'
          ? '2.2-2.8 kohm at 20 °C'
          : kind === 'solenoid' || kind === 'contactor'
            ? `${random.pick([8.2, 12, 18.5, 24, 28])} ohm coil`
            : kind === 'motor'
              ? '5-20 mohm phase to phase'
              : kind === 'switch'
                ? 'NO/NC, < 1 ohm closed'
                : kind === 'module'
                  ? '60 ohm CAN, 2.5 V bias'
                  : kind === 'supply'
                    ? 'nominal ±25 %'
                    : 'sender 10-180 ohm';
    return [capitalise(part.component.name).slice(0, 38), part.connector, value, capitalise(part.controller).slice(0, 26)];
  });
  return { blocks: [{ type: 'table', columns: ['Part', 'Connector', 'Value', 'Read by'], widths: [0.4, 0.12, 0.26, 0.22], rows }] };
}

export function torqueTable(series: SeriesSpec): Group {
  const rows = [
    ['Drive wheel nuts', 'M18 x 1.5', series.volts >= 48 ? '280 Nm' : '310 Nm'],
    ['Steer axle mounting bolts', 'M16', '210 Nm'],
    ['Mast mounting caps', 'M16', '230 Nm'],
    ['Tilt cylinder pins', 'M12', '85 Nm'],
    ['Counterweight bolts', 'M24', '640 Nm'],
    ['Overhead guard bolts', 'M12', '85 Nm'],
    ['Hydraulic pump flange', 'M10', '45 Nm'],
    ['Controller mounting screws', 'M6', '8 Nm'],
    ['Battery cable lugs', 'M8', '12 Nm'],
  ];
  return { blocks: [{ type: 'table', columns: ['Joint', 'Thread', 'Torque'], widths: [0.55, 0.2, 0.25], rows }] };
}

export function fluidsTable(series: SeriesSpec): Group {
  const electric = series.fuelTypes.includes('electric');
  const rows = [
    ['Hydraulic oil', 'ISO VG 32 (cold store VG 22)', electric ? '24 L' : '38 L'],
    ['Drive axle / gear oil', 'SAE 80W-90 GL-5', electric ? '2.8 L' : '9.5 L'],
    ['Brake fluid', 'DOT 4 or mineral (see cap)', '0.4 L'],
    ...(electric
      ? [['Battery electrolyte', 'Demineralised water to level marks', 'as needed']]
      : [
          ['Engine oil', 'SAE 10W-30 API CK-4', '5.5 L'],
          ['Coolant', 'Ethylene glycol 50 %', '9.0 L'],
          ['Transmission fluid', 'ATF Dexron III', '11 L'],
        ]),
  ];
  return { blocks: [{ type: 'table', columns: ['Fluid', 'Specification', 'Capacity'], widths: [0.35, 0.45, 0.2], rows }] };
}
