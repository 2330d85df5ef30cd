// Error-code spellings → the stored normal form (content rule: upper case, letter and digit groups, digits without
// leading zeros, joined by '-'), plus the digits-only key that finds a code typed without its letters.

const GROUPS = /[A-Z]+|[0-9]+/g;

/** 'e212', 'E-0212', 'e.212', ' E 212 ' → 'E-212'; 'spn 520 / fmi 03' → 'SPN-520-FMI-3'; '' → ''. */
export function normalizeCode(raw: string): string {
  const groups = raw.toUpperCase().match(GROUPS) ?? [];
  return groups.map((group) => (/^[0-9]+$/.test(group) ? group.replace(/^0+(?=\d)/, '') : group)).join('-');
}

/** The digit groups of a normal form: 'SPN-520-FMI-3' → '520-3'; undefined when it has none. */
export function codeDigitsKey(normalized: string): string | undefined {
  const digits = normalized.split('-').filter((group) => /^[0-9]+$/.test(group));
  return digits.length > 0 ? digits.join('-') : undefined;
}

/** Does the text look like an error code (short, with digits) rather than a description? */
export function looksLikeCode(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > 32 || !/[0-9]/.test(trimmed)) return false;
  const words = trimmed.split(/\s+/);
  return words.length <= 5 && words.every((word) => /^[A-Za-z]{0,4}[-./:]?[0-9A-Za-z./:-]*$/.test(word));
}
