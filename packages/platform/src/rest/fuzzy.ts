// A small fuzzy matcher for the "Perhaps you meant …" hints: Levenshtein similarity, best candidate above a floor.

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let prev = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const tmp = row[j] as number;
      row[j] = Math.min((row[j] as number) + 1, (row[j - 1] as number) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length] as number;
}

export function similarity(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const longest = Math.max(x.length, y.length);
  return longest === 0 ? 1 : 1 - levenshtein(x, y) / longest;
}

/** The most similar candidate with a score of at least `minScore`, or null. */
export function bestMatch(target: string, candidates: readonly string[], minScore: number): string | null {
  let best: string | null = null;
  let bestScore = minScore;
  for (const candidate of candidates) {
    if (candidate.length > 200) continue;
    const score = similarity(target.slice(0, 200), candidate);
    if (score >= bestScore && (best === null || score > bestScore)) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}
