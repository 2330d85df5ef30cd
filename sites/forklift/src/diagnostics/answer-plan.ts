// The extractive answer: candidate codes, then causes (confirmed fixes first), safety notes, checks and the remedy of
// the best code, each sentence as the manual states it and citing the page it is on; or a refusal that says why.
import { refusalFor } from './refusals';
import { pageAnswer } from './page-answer';
import { codeEntryText, safetySentences } from './safety-notes';
import { SourceRegistry } from './source-registry';
import type { CauseRef, RetrievedCode, RetrievedPage, Retrieval } from './retrieval-types';
import { CALIBRATION } from './calibration';
import { matchWhy } from './match-why';
import type { DiagnoseRequest, MatchEvent, RefusalEvent, StepEvent } from './types';

export interface PlannedAnswer {
  matches: MatchEvent[];
  steps: StepEvent[];
  registry: SourceRegistry;
  refusal?: RefusalEvent;
  /** The code the answer is about (saved with the diagnosis; feedback counts go to it). */
  errorCodeId?: string;
}

export interface PlanOptions {
  /** A code found from words must contain at least this share of the query's words. */
  minCoverage: number;
  /** …and explain at least this share of the query's rarity (evidence, calibrated on the labelled split). */
  minEvidence: number;
  /**
   * …and contain at least this many of the query's words (all of a shorter query's; calibrated beside minEvidence): two
   * common words shared by chance ("opening hours", "second hand") are not a description of a fault. Manual pages too.
   */
  minMatchedWords: number;
  /** The path of the brand's premium page, for the invitation to upgrade. */
  upgradePath: (brandId: string) => string;
}

export const DEFAULT_PLAN_OPTIONS: PlanOptions = {
  minCoverage: 0.34,
  minEvidence: CALIBRATION.minEvidence,
  minMatchedWords: CALIBRATION.minMatchedWords,
  upgradePath: (brandId) => `upgrade?brand=${brandId}`,
};

function pageOf(pages: RetrievedPage[], ref: { manualId?: string | null; pageNumber?: number | null }): RetrievedPage | undefined {
  return pages.find((page) => page.manualId === ref.manualId && page.pageNumber === ref.pageNumber);
}

/** Causes that technicians confirmed as the fix come first (counts keyed by the cause's index); otherwise the manual's order. */
export function orderCauses(causes: CauseRef[], causeFixes: Record<string, number> = {}): Array<{ cause: CauseRef; index: number }> {
  return causes
    .map((cause, index) => ({ cause, index, fixes: causeFixes[String(index)] ?? 0 }))
    .sort((a, b) => b.fixes - a.fixes || a.index - b.index)
    .map(({ cause, index }) => ({ cause, index }));
}

/** A candidate as the stream sends it, with why it matched (the typing and the query it was found from). */
export function toMatchEvent(
  code: RetrievedCode,
  found: { typed?: string; query: string; brandName?: string } = { query: '' },
): MatchEvent {
  return {
    errorCodeId: code.errorCodeId,
    code: code.code,
    brand: code.brandId,
    title: code.title,
    score: Number(code.score.toFixed(4)),
    why: matchWhy(code, { ...found, entry: codeText(code) }),
  };
}

function codeText(code: RetrievedCode): string {
  const d = code.details;
  return [
    code.title,
    code.summary,
    d?.triggerCondition,
    d?.effect,
    ...(d?.causes.map((c) => c.text) ?? []),
    ...(d?.checks.map((c) => `${c.text} ${c.expected ?? ''}`) ?? []),
    d?.remedy,
  ]
    .filter(Boolean)
    .join('\n');
}

function codeAnswer(code: RetrievedCode, retrieval: Retrieval, options: PlanOptions, registry: SourceRegistry): StepEvent[] {
  const codeSource = registry.code(code, codeText(code));
  const steps: StepEvent[] = [];
  const details = code.details;
  if (!details) {
    if (code.summary) steps.push({ kind: 'note', text: code.summary, sources: [codeSource] });
    const brand = retrieval.brand?.name ?? code.brandId;
    steps.push({
      kind: 'note',
      text: `The causes, checks and fix for ${code.code} are in the ${brand} premium manuals. Upgrade to a ${brand} plan to see them, with the manual pages they come from.`,
      sources: [codeSource],
      upgrade: { brandId: code.brandId, path: options.upgradePath(code.brandId) },
    });
    return steps;
  }
  const cite = (ref: { manualId?: string | null; pageNumber?: number | null }) => {
    const page = pageOf(retrieval.refPages, ref);
    return page ? [registry.page(page)] : [codeSource];
  };
  const context = [details.triggerCondition, details.effect].filter((text) => text.trim() !== '');
  if (context.length > 0) steps.push({ kind: 'note', text: context.join(' '), sources: [codeSource] });
  for (const { cause, index } of orderCauses(details.causes, code.fixCounts?.causeFixes))
    steps.push({ kind: 'cause', text: cause.text, sources: cite(cause), cause: index });
  const cited = new Set<string>();
  for (const ref of [...details.checks, { manualId: details.remedyManualId, pageNumber: details.remedyPageNumber }, ...details.causes]) {
    const page = pageOf(retrieval.refPages, ref);
    if (!page || cited.has(`${page.manualId}:${page.pageNumber}`)) continue;
    cited.add(`${page.manualId}:${page.pageNumber}`);
    const entry = codeEntryText(page.body, code.code);
    if (entry === undefined) continue;
    for (const sentence of safetySentences(entry)) {
      if (!steps.some((step) => step.text === sentence)) steps.push({ kind: 'safety', text: sentence, sources: [registry.page(page)] });
    }
  }
  for (const check of details.checks) {
    const expected = check.expected?.trim();
    const text = expected && !check.text.includes(expected) ? `${check.text} Expected: ${expected}` : check.text;
    steps.push({ kind: 'check', text, sources: cite(check) });
  }
  if (details.remedy.trim() !== '') {
    steps.push({
      kind: 'remedy',
      text: details.remedy,
      sources: cite({ manualId: details.remedyManualId, pageNumber: details.remedyPageNumber }),
    });
  }
  return steps;
}

/** The query the words come from: the symptoms, else the code text when it does not look like a code, else the last user turn. */
export function planAnswer(
  request: DiagnoseRequest,
  retrieval: Retrieval,
  query: string,
  options: PlanOptions = DEFAULT_PLAN_OPTIONS,
): PlannedAnswer {
  const registry = new SourceRegistry();
  const found = { typed: request.code, query: retrieval.expandedQuery || query, brandName: retrieval.brand?.name };
  const asEvent = (code: RetrievedCode) => toMatchEvent(code, found);
  // A code typed that reads as several of the brand's codes: ask which one, never guess.
  if (retrieval.matchKind === 'ambiguous') {
    return { matches: retrieval.matches.map(asEvent), steps: [], registry, refusal: refusalFor(request, retrieval) };
  }
  // A question naming another machine is not answered from words (a code typed still is).
  const foreign = (retrieval.foreign ?? []).length > 0;
  const enoughWords = Math.min(options.minMatchedWords, retrieval.words);
  const accepted = retrieval.matches.filter(
    (code) =>
      code.matchKind !== 'text' ||
      (!foreign && code.coverage >= options.minCoverage && code.matchedWords >= enoughWords && (code.evidence ?? 1) >= options.minEvidence),
  );
  const matches = accepted.map(asEvent);
  const best = accepted[0];
  if (best) return { matches, steps: codeAnswer(best, retrieval, options, registry), registry, errorCodeId: best.errorCodeId };
  // A page's coverage is the share of the query's words it contains, so coverage × words is how many it contains.
  const pages = foreign
    ? []
    : retrieval.pages.filter(
        (page) => (page.evidence ?? 1) >= options.minEvidence && Math.round((page.coverage ?? 1) * retrieval.words) >= enoughWords,
      );
  const pageSteps = pageAnswer(retrieval.expandedQuery || query, pages, registry, options.minCoverage);
  if (pageSteps.length > 0) return { matches, steps: pageSteps, registry };
  return { matches, steps: [], registry, refusal: refusalFor(request, retrieval) };
}
