// Keeps a model's step only when a source it was given states it: invalid ids are dropped, an unsupported or
// uncited sentence is moved to the source that supports it, or dropped when none does.
import { contentWords, overlap } from './sentences';
import type { SourceRegistry } from './source-registry';
import type { StepEvent, StepKind } from './types';

const KINDS: Record<string, StepKind> = { CAUSE: 'cause', CHECK: 'check', REMEDY: 'remedy', SAFETY: 'safety', NOTE: 'note' };
/** Share of a sentence's content words its source must contain, and every number in it. */
export const MIN_SUPPORT = 0.6;

export type ModelLine =
  { type: 'step'; kind: StepKind; text: string; cited: string[] } | { type: 'refuse'; reason: string } | { type: 'other' };

export function parseModelLine(line: string): ModelLine {
  const trimmed = line.trim().replace(/^[-*•\d.)\s]+/, '');
  const match = /^(CAUSE|CHECK|REMEDY|SAFETY|NOTE|REFUSE)\s*:\s*(.+)$/i.exec(trimmed);
  if (!match) return { type: 'other' };
  const keyword = (match[1] ?? '').toUpperCase();
  const rest = match[2] ?? '';
  if (keyword === 'REFUSE') return { type: 'refuse', reason: rest.trim() };
  const cited = [...rest.matchAll(/\[([^\]]+)\]/g)]
    .flatMap((m) => (m[1] ?? '').split(/[,\s]+/))
    .map((id) => id.trim().toUpperCase())
    .filter(Boolean);
  const text = rest.replace(/\s*\[[^\]]*\]/g, '').trim();
  return { type: 'step', kind: KINDS[keyword] ?? 'note', text, cited };
}

/** Does the source text state the sentence: its content words (most of them) and its numbers (all of them)? */
export function supports(sourceText: string, sentence: string): boolean {
  const numbers = sentence.match(/\d+(?:[.,]\d+)?/g) ?? [];
  if (numbers.some((number) => !sourceText.includes(number))) return false;
  return contentWords(sentence).length > 0 && overlap(sentence, sourceText) >= MIN_SUPPORT;
}

/** The step with only valid, supporting citations (repaired when possible), or undefined to drop it. */
export function checkStep(line: Extract<ModelLine, { type: 'step' }>, registry: SourceRegistry): StepEvent | undefined {
  if (line.text.length < 8) return undefined;
  const text = (id: string) => registry.texts.get(id) ?? '';
  const valid = [...new Set(line.cited)].filter((id) => registry.get(id) && supports(text(id), line.text));
  if (valid.length > 0) return { kind: line.kind, text: line.text, sources: valid };
  let best: { id: string; score: number } | undefined;
  for (const source of registry.all) {
    if (!supports(text(source.id), line.text)) continue;
    const score = overlap(line.text, text(source.id));
    if (!best || score > best.score) best = { id: source.id, score };
  }
  return best ? { kind: line.kind, text: line.text, sources: [best.id] } : undefined;
}
