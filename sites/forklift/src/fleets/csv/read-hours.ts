// Reads an hour meter as spreadsheets write it: "8210", "8,210", "8 210", "8’210", "8.210,5", "8210,5", "8,210.5 h".
// The decimal mark is the last of '.' and ',' when both appear; a lone mark followed by exactly three digits groups
// thousands ("8,210", "8.210"), unless spaces or apostrophes already group the digits; any other lone mark is decimal
// ("8210,5", "0.5"). Hour meters count tenths, so three decimals never occur and this reading is not ambiguous.

/** Spaces a spreadsheet or a locale puts between digit groups (no-break, figure, thin, narrow no-break). */
const SPACE_LIKE = /[\s\u00a0\u2007\u2009\u202f]+/g;
const UNIT = /\s*(h|hr|hrs|hour|hours|std|u)\.?$/i;

/** `digits` grouped by `mark` in threes after a first group of one to three digits ("8,210", "12 345 678"), or as
 * Indian figures group them (the last three, then twos: "1,23,456"). */
function grouped(digits: string, mark: string): boolean {
  const [first, ...rest] = digits.split(mark);
  const western = /^\d{1,3}$/.test(first ?? '') && rest.length > 0 && rest.every((group) => /^\d{3}$/.test(group));
  return western || (mark === ',' && /^\d{1,2}(,\d{2})*,\d{3}$/.test(digits));
}

/** The integer part without its grouping marks, or undefined when it is grouped wrongly or by two kinds of mark. */
function integerPart(text: string): string | undefined {
  if (/^\d*$/.test(text)) return text;
  const marks = new Set(text.replace(/\d/g, ''));
  if (marks.size !== 1) return undefined;
  const [mark] = [...marks] as [string];
  return grouped(text, mark) ? text.split(mark).join('') : undefined;
}

/** The number written, or undefined when it is not a plain non-negative number. */
export function readHours(written: string): number | undefined {
  const text = written.trim().replace(UNIT, '').replace(SPACE_LIKE, ' ').replace(/[’‘`]/g, "'").replace(/^\+/, '');
  if (!/^[\d '.,]*\d[\d '.,]*$/.test(text) || /^[ '.,]|[ ']$/.test(text.replace(/^[.,](?=\d)/, '0.'))) return undefined;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let decimalAt = -1;
  if (lastDot >= 0 && lastComma >= 0) {
    decimalAt = Math.max(lastDot, lastComma);
    const mark = text.charAt(decimalAt);
    if (text.indexOf(mark) !== decimalAt) return undefined;
  } else if (lastDot >= 0 || lastComma >= 0) {
    const at = Math.max(lastDot, lastComma);
    const mark = text.charAt(at);
    const single = text.indexOf(mark) === at;
    const groupsThousands = single && /^\d{3}$/.test(text.slice(at + 1)) && /^[1-9]\d{0,2}$/.test(text.slice(0, at));
    if (single && !groupsThousands) decimalAt = at;
  }
  const whole = integerPart(decimalAt < 0 ? text : text.slice(0, decimalAt));
  const fraction = decimalAt < 0 ? '' : text.slice(decimalAt + 1);
  if (whole === undefined || !/^\d*$/.test(fraction) || (whole === '' && fraction === '')) return undefined;
  return Number(`${whole || '0'}.${fraction || '0'}`);
}
