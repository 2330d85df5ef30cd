// Plain-text helpers for extraction: split a page into sentences, and the content words used to compare texts.

const STOP = new Set(
  'a an and are as at be been but by can could did do does for from had has have he her his how i if in into is it its me my no not of on or our she so that the their them then there these they this to too up was we were what when where which while who why will with would you your after before again all also am any because being both down during each few further here just more most off once only other out over own same should some such than through under until very dont doesnt wont cant isnt its ive im keeps keep still getting get gets got'.split(
    ' ',
  ),
);

/** Sentences of a page body (line breaks and sentence ends; headings and table rows count as sentences). */
export function splitSentences(body: string): string[] {
  return body
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z0-9"(])/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.length >= 12);
}

/** Crude English stem: lower case, common suffixes off (enough to compare "lifting" with "lift"). */
export function stem(word: string): string {
  let w = word.toLowerCase();
  for (const suffix of ['ations', 'ation', 'ings', 'ing', 'edly', 'ed', 'es', 'ly', 's']) {
    if (w.length - suffix.length >= 3 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w;
}

/** The stemmed content words of a text. */
export function contentWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’']/g, '')
      .match(/[a-z0-9]+(?:\.[0-9]+)?/g) ?? []
  )
    .filter((word) => !STOP.has(word) && (word.length >= 2 || /[0-9]/.test(word)))
    .map(stem);
}

/** Share of the query's content words that the text contains. */
export function overlap(query: string, text: string): number {
  const wanted = new Set(contentWords(query));
  if (wanted.size === 0) return 0;
  const have = new Set(contentWords(text));
  let hits = 0;
  for (const word of wanted) if (have.has(word)) hits += 1;
  return hits / wanted.size;
}
