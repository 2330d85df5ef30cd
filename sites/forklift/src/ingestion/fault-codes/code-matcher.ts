// Recognises a brand's codes as the brand writes them, from `brands.code_pattern` (a regular expression over the
// written form, anchored ^…$). Dashes of every kind read as '-', so typeset and OCR'd text match alike.
import { normalizeCode } from '../../content/code-reader';

export interface CodeMatcher {
  /** The code at the very start of the text (after an optional "Fault", "Error", "Alarm", "Code" word), and the rest. */
  atStart(text: string): { code: string; rest: string } | null;
  /** True when the whole text is one code. */
  isCode(text: string): boolean;
  normalize(code: string): string;
}

export function normalizeDashes(text: string): string {
  return text
    .replace(/[\u2010-\u2015\u2212]/g, (dash) => (dash === '\u2014' || dash === '\u2015' ? ' \u2014 ' : '-'))
    .replace(/ {2,}/g, ' ');
}

const PREFIX = /^(?:(?:fault|error|alarm|trouble|diagnostic|dtc|code)\s*(?:code\s*)?(?:no\.?\s*|#\s*|:\s*)?)/i;

export function codeMatcher(pattern: string): CodeMatcher {
  const inner = pattern.replace(/^\^/, '').replace(/\$$/, '');
  let whole: RegExp;
  let start: RegExp;
  try {
    whole = new RegExp(`^(?:${inner})$`);
    start = new RegExp(`^(?:${inner})(?![A-Za-z0-9]|-[0-9])`);
  } catch {
    throw new Error(`the brand's code_pattern is not a valid regular expression: ${pattern}`);
  }
  const atStart = (raw: string) => {
    const text = normalizeDashes(raw).trim();
    const bare = text.replace(PREFIX, '');
    for (const candidate of bare === text ? [text] : [bare, text]) {
      const found = start.exec(candidate);
      if (found) return { code: found[0], rest: candidate.slice(found[0].length).trim() };
    }
    return null;
  };
  return {
    atStart,
    isCode(raw) {
      const text = normalizeDashes(raw).trim();
      return whole.test(text) || whole.test(text.replace(PREFIX, ''));
    },
    normalize: normalizeCode,
  };
}
