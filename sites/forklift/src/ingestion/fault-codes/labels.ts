// The words manuals use for the parts of a fault's explanation (as table headers or paragraph labels), and how their
// contents become causes, checks with expected values, a severity and a system.

export type Field = 'code' | 'title' | 'condition' | 'cause' | 'check' | 'remedy' | 'effect' | 'severity' | 'system';

const LABELS: ReadonlyArray<[Field, RegExp]> = [
  ['code', /^(?:(?:fault|error|alarm|dtc|diagnostic|trouble)\s+)?(?:code|no\.?|number|#)$/i],
  [
    'condition',
    /^(?:(?:trigger(?:ing)?|setting|detection|fault)\s+)?conditions?$|^(?:set|detected|logged)\s+when$|^when\s+set$|^detection$/i,
  ],
  ['cause', /^(?:possible|probable|likely)?\s*causes?$/i],
  ['check', /^(?:checks?|inspection|tests?|check\s*points?|diagnosis|diagnostic\s+(?:steps|procedure)|how\s+to\s+check)$/i],
  [
    'remedy',
    /^(?:remedy|remedies|action|actions|corrective\s+action|recommended\s+action|repair|solution|fix|what\s+to\s+do|countermeasure)$/i,
  ],
  ['effect', /^(?:effect|symptoms?|result|truck\s+response|reaction|response)$/i],
  ['severity', /^(?:severity|level|class|priority)$/i],
  ['system', /^(?:system|group|area)$/i],
  ['title', /^(?:description|fault|title|meaning|name|fault\s+name|message|display(?:\s+text)?|fault\s+description|error\s+description)$/i],
];

/** The field a header cell or a paragraph label names, if any. */
export function fieldOf(label: string): Field | null {
  const text = label
    .replace(/[:.]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [field, re] of LABELS) if (re.test(text)) return field;
  return null;
}

/** "Cause: the sensor…" → ['cause', 'the sensor…'] (the label must end with a colon when it shares the line). */
export function labelled(text: string): [Field, string] | null {
  const found = /^([A-Za-z][A-Za-z ]{1,30}?)\s*:\s*(.*)$/.exec(text.trim());
  if (!found) return null;
  const field = fieldOf(found[1] ?? '');
  return field && field !== 'code' ? [field, (found[2] ?? '').trim()] : null;
}

/** Items of a cause or check text: bullets, numbered steps or semicolons; one item otherwise. */
export function splitItems(text: string): string[] {
  const normal = text.replace(/\s+/g, ' ').trim();
  if (normal === '') return [];
  const parts = normal
    .split(/\s*(?:[•▪●]|(?:^|\s)(?:\d{1,2}[.)]|[a-h]\))\s|;\s+|\s-\s(?=[A-Z]))\s*/)
    .map((p) => p.replace(/^[-–•]\s*/, '').trim())
    .filter((p) => /[A-Za-z]{2}/.test(p));
  return parts.length > 0 ? parts : [normal];
}

const UNIT = String.raw`(?:V|mV|A|mA|Ω|ohms?|kΩ|kohms?|bar|psi|MPa|kPa|mm|°C|%|rpm|Nm|l/min)`;
const VALUE = new RegExp(String.raw`[<>≤≥]?\s*\d+(?:[.,]\d+)?\s*${UNIT}?(?:\s*(?:to|–|-|±|\.\.)\s*\d+(?:[.,]\d+)?)?\s*${UNIT}(?![A-Za-z])`);

/** A check and the value it expects: "Measure CN12 pins 1–2, expected 0.5 V to 4.5 V" → text, "0.5 V to 4.5 V". */
export function checkOf(item: string): { text: string; expected: string } {
  const said =
    /^(.*?)[,;(]?\s*\b(?:expected|expect|spec(?:ification)?|standard|nominal|should\s+(?:read|be)|must\s+(?:read|be))\b\s*[:=]?\s*(.+?)[).]?$/i.exec(
      item,
    );
  if (said && (said[2] ?? '').length > 0)
    return { text: (said[1] ?? '').trim().replace(/[,;:]$/, '') || item, expected: (said[2] ?? '').trim() };
  const value = VALUE.exec(item);
  return { text: item.replace(/\.$/, ''), expected: value ? value[0].trim() : '' };
}

export function severityOf(explicit: string, text: string): 'stop' | 'warn' | 'info' {
  const said = explicit.toLowerCase();
  if (/stop|shut\s*down|critical|severe|red|fatal|high/.test(said)) return 'stop';
  if (/info|notice|note|message|low|log/.test(said)) return 'info';
  if (/warn|caution|amber|yellow|medium/.test(said)) return 'warn';
  if (
    /\b(?:truck stops|stops the truck|travel (?:is )?(?:inhibited|disabled|stopped|cut)|lift(?:ing)? (?:is )?(?:inhibited|disabled)|shuts? down|emergency stop|will not (?:start|travel|run))\b/i.test(
      text,
    )
  )
    return 'stop';
  return 'warn';
}

const SYSTEMS: ReadonlyArray<[string, RegExp]> = [
  ['hydraulics', /hydraulic|pump|valve/i],
  ['battery', /battery|charg/i],
  ['brakes', /brake|braking/i],
  ['steering', /steer/i],
  ['mast', /\bmast\b|\blift(?:ing)?\b|tilt|fork/i],
  ['operator-presence', /operator presence|seat switch|\bseat\b|deadman/i],
  ['can-network', /\bCAN\b|network|communication|controller|display/i],
  ['drive', /drive|traction|transmission|travel/i],
  ['engine', /engine|fuel|ignition/i],
  ['electrical', /electric|wiring|fuse|power supply|voltage/i],
];

/** The system a section heading or a system cell names ("Hydraulic system faults" → hydraulics). */
export function systemOf(text: string, known: ReadonlySet<string>): string | null {
  for (const [id, re] of SYSTEMS) if (re.test(text) && known.has(id)) return id;
  return null;
}
