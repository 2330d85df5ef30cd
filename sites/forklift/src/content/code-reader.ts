// The one code reader's TypeScript side. What a person typed as a code is read in the database
// (`read_error_code(typed, brand)`, migration 0080): it needs every brand's format (`brands.code_example` as the
// template, `brands.code_pattern` as the judge) and the stored codes, and search, diagnostics, the fleet fault form
// and code pages all reach it there. Here: the stored normal form (`error_codes.code_normalized`, the rule of SQL's
// normalize_error_code) for the writers — the sample generator and the importer —, its tokens for forgiving name
// matching (the CSV import), whether a text looks like a code, and the shape of a reading.

/** Upper case; runs of letters and runs of digits (without leading zeros) joined by '-': "E 0212" → "E-212". */
export function normalizeCode(code: string): string {
  return codeTokens(code).join('-');
}

/** The normal form's groups: "SPN 520 / fmi 03" → ["SPN", "520", "FMI", "3"]; "" → []. */
export function codeTokens(text: string): string[] {
  const tokens = text.toUpperCase().match(/[A-Z]+|[0-9]+/g) ?? [];
  return tokens.map((token) => (/^[0-9]+$/.test(token) ? token.replace(/^0+(?=\d)/, '') : token));
}

/** Does the text look like an error code (short, with digits, a few code-like words) rather than a description? */
export function looksLikeCode(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > 32 || !/[0-9]/.test(trimmed)) return false;
  const words = trimmed.split(/\s+/);
  return words.length <= 5 && words.every((word) => /^[A-Za-z]{0,4}[-./:]?[0-9A-Za-z./:-]*$/.test(word));
}

/** One code a typing can be, as read_error_code returns it. */
export interface CodeReading {
  errorCodeId: string;
  brandId: string;
  code: string;
  title: string;
  /** 0 = as the brand writes it; each changed zero, missing or other letters, O/0 or I/1 adds one. */
  penalty: number;
  /** exact: its normal form; format: through the brand's format; digits: its digits, for a code outside its format. */
  how: 'exact' | 'format' | 'digits';
}

interface Rpc {
  query<T>(sql: string, params: unknown[]): Promise<{ rows: T[] }>;
}

/** The closest readings of a typing (for one brand, or all): one row is sure, several are ambiguous. */
export async function readCode(db: Rpc, typed: string, brandId?: string): Promise<CodeReading[]> {
  const { rows } = await db.query<{ error_code_id: string; brand_id: string; code: string; title: string; penalty: number; how: string }>(
    'select error_code_id, brand_id, code, title, penalty, how from public.read_error_code_best($1, $2)',
    [typed.slice(0, 64), brandId ?? null],
  );
  return rows.map((row) => ({
    errorCodeId: row.error_code_id,
    brandId: row.brand_id,
    code: row.code,
    title: row.title,
    penalty: Number(row.penalty),
    how: row.how === 'exact' || row.how === 'digits' ? row.how : 'format',
  }));
}
