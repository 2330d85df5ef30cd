// Why a candidate code matched, for the answer to show (issue 34: results explain why they matched): the code as the
// brand writes it, the typing read through the brand's code format, or the description's words its entry contains.
// Only the entry's text the caller may read is compared (a premium code's hidden details never name a term).
import { contentWords } from './sentences';
import type { RetrievedCode } from './retrieval-types';
import type { MatchWhy } from './types';

const MAX_TERMS = 8;

/** The words of `query` (as written there, lower case, each once) whose stems the text contains, in query order. */
export function matchedTerms(query: string, text: string): string[] {
  const have = new Set(contentWords(text));
  const terms: string[] = [];
  for (const word of query.toLowerCase().match(/[a-z0-9]+(?:\.[0-9]+)?/g) ?? []) {
    const stem = contentWords(word)[0];
    if (stem !== undefined && have.has(stem) && !terms.includes(word)) terms.push(word);
    if (terms.length === MAX_TERMS) break;
  }
  return terms;
}

/**
 * `typed`: the code as typed (for code matches); `query`: the description in the manuals' words; `entry`: the code's
 * text the caller may read.
 */
export function matchWhy(code: RetrievedCode, options: { typed?: string; query: string; entry: string; brandName?: string }): MatchWhy {
  const brand = options.brandName ?? code.brandId;
  if (code.matchKind === 'exact') return { kind: 'code', text: `${code.code} is the ${brand} code you entered.` };
  if (code.matchKind === 'format') {
    const typed = options.typed?.trim();
    return {
      kind: 'reading',
      text: `${typed ? `"${typed}"` : 'The code you entered'} read as ${code.code}, written the way ${brand} writes its codes.`,
    };
  }
  const terms = matchedTerms(options.query, options.entry);
  const reading = code.readings > 0 ? ' Its setting condition states the reading you gave.' : '';
  return {
    kind: 'words',
    text: terms.length > 0 ? `Its entry names ${terms.join(', ')}.${reading}` : `Its entry matches your description.${reading}`,
    terms,
  };
}
