/**
 * Whether a query is a part number ("CM-02005-71", "3EB-14-51"): one token of letters and digits, maybe joined by
 * - . or /, with at least six of them and three digits — longer than the brands' error codes ("E-212", "01-01"). A
 * page hit for one opens the viewer scrolled to the row that holds it.
 */
const TOKEN = /^[A-Z0-9]+(?:[-./][A-Z0-9]+)*$/i;

export function partNumberOf(query: string): string | null {
  const text = query.trim();
  if (!TOKEN.test(text)) return null;
  const alphanumerics = text.replace(/[^A-Z0-9]/gi, '');
  const digits = alphanumerics.replace(/\D/g, '');
  return alphanumerics.length >= 6 && digits.length >= 3 ? text : null;
}

/** The letters and digits of a text, upper-case: how a part number is compared with the page's text ("cm 02005/71"). */
export function compactPart(text: string): string {
  return text.replace(/[^A-Z0-9]/gi, '').toUpperCase();
}
