// The one code reader (migration 0080, `public.read_error_code`) over the codes saved on the phone: the same readings
// of a typing (O/0 and I/1 confusions), the same re-segmenting through the brand's example and pattern, the same
// penalties and the same last resort by digits — so a code typed offline is read as the server reads it
// (read-code-locally.integration.test.ts compares the two on every sample code in several spellings). The stored
// normal form is the shared code-reader's (`normalizeCode`).
import { normalizeCode } from '../content/code-reader';

export interface LocalCode {
  id: string;
  brand_id: string;
  code: string;
  code_normalized: string;
}

export interface LocalBrandFormat {
  id: string;
  code_example: string;
  code_pattern: string;
}

export interface LocalReading<Code extends LocalCode> {
  code: Code;
  how: 'exact' | 'format' | 'digits';
  penalty: number;
}

/** code_readings: the typing, and with O/I touching digits read as 0/1, and with a 0/1 ending letters read as O/I. */
export function codeReadings(typed: string): Array<{ reading: string; penalty: number }> {
  const v = typed.slice(0, 64).toUpperCase();
  let digits = '';
  let letters = '';
  for (let i = 0; i < v.length; i += 1) {
    const c = v[i]!;
    const prev = i > 0 ? v[i - 1]! : '';
    const next = i < v.length - 1 ? v[i + 1]! : '';
    const isDigit = (s: string) => /^[0-9]$/.test(s);
    const isLetter = (s: string) => /^[A-Z]$/.test(s);
    digits += (c === 'O' || c === 'I') && (isDigit(prev) || (isDigit(next) && !isLetter(prev))) ? (c === 'O' ? '0' : '1') : c;
    letters += (c === '0' || c === '1') && isLetter(prev) && !/^[0-9A-Z]$/.test(next) ? (c === '0' ? 'O' : 'I') : c;
  }
  const out = [{ reading: v, penalty: 0 }];
  if (digits !== v) out.push({ reading: digits, penalty: 1 });
  if (letters !== v) out.push({ reading: letters, penalty: 1 });
  return out;
}

/** code_group_variants: a digit group as typed, without its leading zeros, and padded to the template's width. */
export function groupVariants(group: string, width: number): string[] {
  const stripped = group.replace(/^0+/, '') || '0';
  return [...new Set([group, stripped, stripped.padStart(Math.max(width, stripped.length), '0')])];
}

/** All ways to cut `digits` into k non-empty groups. */
function compositions(digits: string, k: number): string[][] {
  if (k === 1) return [[digits]];
  const out: string[][] = [];
  for (let i = 1; i <= digits.length - 1; i += 1) {
    for (const rest of compositions(digits.slice(i), k - 1)) out.push([digits.slice(0, i), ...rest]);
  }
  return out;
}

const patterns = new Map<string, RegExp | null>();
function compiled(pattern: string): RegExp | null {
  if (!patterns.has(pattern)) {
    try {
      patterns.set(pattern, new RegExp(pattern));
    } catch {
      patterns.set(pattern, null);
    }
  }
  return patterns.get(pattern) ?? null;
}

/** code_brand_readings: the written codes of a brand one reading can be, with what each costs. */
export function brandReadings(reading: string, example: string, pattern: string): Map<string, number> {
  const judge = compiled(pattern);
  const out = new Map<string, number>();
  if (!judge) return out;
  const groups = reading.match(/[0-9]+/g) ?? [];
  const typedLetters = (reading.match(/[A-Z]+/g) ?? []).join('');
  const template = example.toUpperCase();
  const pieces = template.split(/[0-9]+/);
  const widths = (template.match(/[0-9]+/g) ?? []).map((group) => group.length);
  const k = widths.length;
  const templateLetters = (template.match(/[A-Z]+/g) ?? []).join('');
  const letterCost = typedLetters === templateLetters ? 0 : typedLetters === '' || templateLetters.includes(typedLetters) ? 1 : 2;
  const allDigits = groups.join('');
  const tuples: Array<{ parts: string[]; cost: number }> = [];
  if (groups.length === k) tuples.push({ parts: groups, cost: 0 });
  else if (allDigits.length >= 1 && allDigits.length <= 10 && k >= 1 && k <= 4) {
    for (const parts of compositions(allDigits, k)) tuples.push({ parts, cost: groups.length > 1 ? 1 : 0 });
  }
  for (const tuple of tuples) {
    let partial: Array<{ written: string; cost: number }> = [{ written: pieces[0] ?? '', cost: tuple.cost }];
    for (let idx = 0; idx < k; idx += 1) {
      const group = tuple.parts[idx]!;
      partial = partial.flatMap(({ written, cost }) =>
        groupVariants(group, widths[idx]!).map((variant) => ({
          written: written + variant + (pieces[idx + 1] ?? ''),
          cost: cost + (variant === group ? 0 : 1),
        })),
      );
    }
    for (const { written, cost } of partial) {
      if (!judge.test(written)) continue;
      const total = cost + letterCost;
      out.set(written, Math.min(out.get(written) ?? Number.POSITIVE_INFINITY, total));
    }
  }
  return out;
}

const digitsOf = (normalized: string) => (normalized.match(/[0-9]+/g) ?? []).join('-');
const lettersOf = (normalized: string) => new Set(normalized.match(/[A-Z]+/g) ?? []);

/** read_error_code: every code the typing can be (of one brand, or all), fewest penalty first. */
export function readCodeLocally<Code extends LocalCode>(
  typed: string,
  codes: readonly Code[],
  brands: readonly LocalBrandFormat[],
  brandId?: string | null,
): Array<LocalReading<Code>> {
  const text = typed.slice(0, 64);
  const normalized = normalizeCode(text);
  const wanted = new Map<string, number>();
  for (const { reading, penalty } of codeReadings(text)) {
    if (!/[0-9]/.test(reading)) continue;
    for (const brand of brands) {
      if (brandId && brand.id !== brandId) continue;
      for (const [written, cost] of brandReadings(reading, brand.code_example, brand.code_pattern)) {
        if (penalty + cost > 4) continue;
        const key = `${brand.id}\u0000${normalizeCode(written)}`;
        wanted.set(key, Math.min(wanted.get(key) ?? Number.POSITIVE_INFINITY, penalty + cost));
      }
    }
  }
  const typedDigits = digitsOf(normalized);
  const typedLetters = lettersOf(normalized);
  const best = new Map<string, LocalReading<Code>>();
  const offer = (reading: LocalReading<Code>) => {
    const known = best.get(reading.code.id);
    if (!known || reading.penalty < known.penalty || (reading.penalty === known.penalty && reading.how < known.how)) {
      best.set(reading.code.id, reading);
    }
  };
  for (const code of codes) {
    if (brandId && code.brand_id !== brandId) continue;
    if (normalized !== '' && code.code_normalized === normalized) offer({ code, how: 'exact', penalty: 0 });
    const format = wanted.get(`${code.brand_id}\u0000${code.code_normalized}`);
    if (format !== undefined) offer({ code, how: 'format', penalty: format });
    if (typedDigits !== '' && digitsOf(code.code_normalized) === typedDigits) {
      const own = lettersOf(code.code_normalized);
      if ([...typedLetters].every((letter) => own.has(letter))) offer({ code, how: 'digits', penalty: 3 });
    }
  }
  return [...best.values()]
    .sort(
      (a, b) =>
        a.penalty - b.penalty ||
        (a.code.brand_id < b.code.brand_id ? -1 : a.code.brand_id > b.code.brand_id ? 1 : 0) ||
        (a.code.code_normalized < b.code.code_normalized ? -1 : a.code.code_normalized > b.code.code_normalized ? 1 : 0),
    )
    .slice(0, 50);
}

/** read_error_code_best: the fewest-penalty readings only (one = sure, several = ambiguous). */
export function readCodeLocallyBest<Code extends LocalCode>(
  typed: string,
  codes: readonly Code[],
  brands: readonly LocalBrandFormat[],
  brandId?: string | null,
): Array<LocalReading<Code>> {
  const all = readCodeLocally(typed, codes, brands, brandId);
  const least = Math.min(...all.map((reading) => reading.penalty));
  return all.filter((reading) => reading.penalty === least);
}
