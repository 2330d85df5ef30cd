/**
 * A code page's address (`/codes/<brand>/<slug>`, ARCHITECTURE §7). The slug is the code as the brand writes it, lower
 * case, every run of characters other than letters and digits one '-' ("E-212" → `e-212`, "SPN 520 FMI 3" →
 * `spn-520-fmi-3`, "F5.7" → `f5-7`, "AL 23" → `al-23`, "01-01" → `01-01`). It keeps the writing's letters, digits and
 * their grouping, so its normal form (`normalizeCode`) is the code's own: two codes of a brand with one slug would
 * have one `code_normalized`, which the table's unique key forbids. Browser-safe and tiny: links are built with it.
 */
export const CODE_PAGES_PREFIX = '/codes';

export function codeSlug(code: string): string {
  // Upper case first, as normalizeCode does ("ß" → "SS"), then lower: the slug's letters are the normal form's.
  return code
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

/** The code page of a brand's code. */
export function codePagePath(brandId: string, code: string): string {
  return `${CODE_PAGES_PREFIX}/${encodeURIComponent(brandId)}/${encodeURIComponent(codeSlug(code))}`;
}
