// The normalised form of an error code as a brand writes it ("E-212", "01-01", "SPN 520 FMI 3", "F3.4"): upper case,
// runs of letters and runs of digits (without leading zeros) joined by '-'. Search and diagnostics compare this form.
export function normalizeCode(code: string): string {
  const tokens = code.toUpperCase().match(/[A-Z]+|[0-9]+/g) ?? [];
  return tokens.map((token) => (/^[0-9]+$/.test(token) ? String(Number.parseInt(token, 10)) : token)).join('-');
}
