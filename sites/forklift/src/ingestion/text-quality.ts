// Whether a page's text layer is worth keeping or the page must be read by OCR: scans carry no text, or a page
// number only; broken font encodings give strings of symbols or consonant soup.

/** Fewer words than this and the page is treated as having no text. */
export const MIN_WORDS = 6;

function looksLikeWord(token: string): boolean {
  const core = token.replace(/^[("'[]+|[)"'\].,:;!?]+$/g, '');
  if (core === '') return false;
  if (/^[0-9][0-9.,:/%°x×-]*[a-zA-Zµ°Ω%]{0,4}$/.test(core)) return true;
  if (!/^[\p{L}][\p{L}0-9'’./-]*$/u.test(core)) return false;
  const letters = core.replace(/[^\p{L}]/gu, '');
  // Words of three letters or more have a vowel; part numbers and codes in capitals may not.
  return letters.length < 3 || /[aeiouyAEIOUY]/.test(letters) || /^[A-Z0-9./-]+$/.test(core);
}

export interface TextVerdict {
  usable: boolean;
  words: number;
  wordShare: number;
}

export function judgeText(text: string): TextVerdict {
  const tokens = text.split(/\s+/).filter((t) => t !== '');
  const words = tokens.filter(looksLikeWord).length;
  const printable = text.replace(/[\s]/g, '');
  const odd = printable.replace(/[\p{L}\p{N}\p{P}\p{S}]/gu, '').length + (printable.match(/[\uFFFD\p{Cc}]/gu)?.length ?? 0);
  const wordShare = tokens.length === 0 ? 0 : words / tokens.length;
  const usable = words >= MIN_WORDS && wordShare >= 0.6 && odd <= printable.length * 0.05;
  return { usable, words, wordShare };
}
