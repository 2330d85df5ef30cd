// An answer from manual pages alone (no code entry matched): the page sentences that share most words with the question.
import { safetySentences } from './safety-notes';
import { contentWords, overlap, splitSentences } from './sentences';
import type { SourceRegistry } from './source-registry';
import type { RetrievedPage } from './retrieval-types';
import type { StepEvent } from './types';

const MAX_SENTENCES = 4;

export function pageAnswer(query: string, pages: RetrievedPage[], registry: SourceRegistry, minCoverage: number): StepEvent[] {
  if (contentWords(query).length === 0) return [];
  const page = pages.find((candidate) => overlap(query, candidate.body) >= Math.max(minCoverage, 0.5));
  if (!page) return [];
  const ranked = splitSentences(page.body)
    .map((sentence, index) => ({ sentence, index, score: overlap(query, sentence) }))
    .filter((entry) => entry.score >= 0.25)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, MAX_SENTENCES)
    .sort((a, b) => a.index - b.index);
  if (ranked.length === 0) return [];
  const source = registry.page(page);
  const steps: StepEvent[] = safetySentences(page.body).map((text) => ({ kind: 'safety', text, sources: [source] }));
  for (const { sentence } of ranked) {
    if (!steps.some((step) => step.text === sentence)) steps.push({ kind: 'note', text: sentence, sources: [source] });
  }
  return steps;
}
