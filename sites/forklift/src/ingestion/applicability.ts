// What a manual applies to, read from its title pages when the manifest does not say: the serial range ("Serial No.
// CX90-21000 and up", "Serial numbers RN7-5000 to RN7-8999"), the models named there, and the revision and its date.
// Serial numbers compare by their last run of digits, as fleet_serial_numeric does for trucks.

export interface Applicability {
  serialFrom: number | null;
  serialTo: number | null;
  /** Catalogue model ids of the brand whose names appear on the title pages. */
  modelIds: string[];
  revision: string | null;
  revisionDate: string | null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function serialNumber(serial: string): number | null {
  const digits = /([0-9]{1,15})[^0-9]*$/.exec(serial)?.[1];
  return digits ? Number(digits) : null;
}

const SERIAL = String.raw`([A-Z0-9][A-Z0-9-]*[0-9][A-Z]?)`;
const RANGE = new RegExp(
  String.raw`serial\s*(?:no\.?|nos\.?|numbers?|#)?\s*[:.]?\s*(?:from\s+)?${SERIAL}\s*(?:(and\s+(?:up|later|above|after)|(?:-\s*)?up\b|onwards?|or\s+later|\+)|(?:to|through|thru|–|—|-)\s*${SERIAL})?`,
  'i',
);

function dateOf(text: string): string | null {
  const iso = /\b(20[0-9]{2}|19[0-9]{2})-([01][0-9])-([0-3][0-9])\b/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const named = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:([0-3]?[0-9]),?\s+)?((?:19|20)[0-9]{2})\b/i.exec(text);
  if (named) {
    const month = MONTHS.indexOf((named[1] ?? '').toLowerCase()) + 1;
    const day = Number(named[2] ?? 1);
    return `${named[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  }
  const monthYear = /\b([01]?[0-9])\/((?:19|20)[0-9]{2})\b/.exec(text);
  if (monthYear && Number(monthYear[1]) >= 1 && Number(monthYear[1]) <= 12)
    return `${monthYear[2]}-${String(monthYear[1]).padStart(2, '0')}-01`;
  return null;
}

/** Reads the first pages' text; `models` are the brand's catalogue models (id, name). */
export function readApplicability(titlePages: readonly string[], models: ReadonlyArray<{ id: string; name: string }>): Applicability {
  const text = titlePages.join('\n').replace(/[\u2010-\u2015\u2212]/g, '-');
  const range = RANGE.exec(text);
  let serialFrom: number | null = null;
  let serialTo: number | null = null;
  if (range) {
    serialFrom = serialNumber(range[1] ?? '');
    serialTo = range[3] ? serialNumber(range[3]) : null;
    if (serialFrom !== null && serialTo !== null && serialTo < serialFrom) serialTo = null;
  }
  const modelIds = models
    .filter((m) =>
      new RegExp(String.raw`(?<![A-Za-z0-9])${m.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9]|-[0-9])`, 'i').test(text),
    )
    .map((m) => m.id);
  // A revision is a letter or two ("C", "AB") or has a digit ("4", "3.1"): "Revision history" names none.
  const revisionMatch = /\b(?:revision|rev\.?)\s*(?:no\.?|level)?\s*[:.]?\s*([A-Z]{1,2}|[A-Z]?[0-9][A-Z0-9.-]{0,7})(?![A-Za-z0-9])/.exec(
    text.replace(/\bREV(ISION)?\b/gi, (w) => w.toLowerCase()),
  );
  const edition = /\b(?:edition|issue|version)\s*[:.]?\s*([0-9][0-9.]{0,6})\b/i.exec(text);
  const revision = revisionMatch?.[1] ?? edition?.[1] ?? null;
  const dated = /(?:revis\w*|rev\.?|issued?|publi\w*|dated?|edition|printed)[^\n]{0,40}/gi;
  let revisionDate: string | null = null;
  for (const m of text.matchAll(dated)) {
    revisionDate = dateOf(m[0]);
    if (revisionDate) break;
  }
  return { serialFrom, serialTo, modelIds, revision, revisionDate: revisionDate ?? dateOf(text) };
}
