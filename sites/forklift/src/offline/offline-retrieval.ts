// diagnose_retrieve (0084) over what is saved on the phone: the code read by the same code reader (the closest
// readings; several are a question; another brand's code written exactly is named as such), else the saved codes and
// pages that share the question's words, with coverage and evidence (the share of the question's rarity, by inverse
// document frequency over the saved entries) computed as the server does. The result is the server's `Retrieval`, so
// the extractive answer plan runs unchanged on it.
import { contentWords } from '../diagnostics/sentences';
import type { RetrievedCode, RetrievedPage, Retrieval } from '../diagnostics/retrieval-types';
import type { SavedBrand, SavedCode, SavedManual, SavedPage } from './offline-db';
import { readCodeLocally, readCodeLocallyBest } from './read-code-locally';

export interface SavedContent {
  brands: SavedBrand[];
  codes: SavedCode[];
  manuals: SavedManual[];
  pages: SavedPage[];
}

function toRetrieved(code: SavedCode, score: number, kind: RetrievedCode['matchKind'], extra: Partial<RetrievedCode> = {}): RetrievedCode {
  return {
    errorCodeId: code.id,
    code: code.code,
    codeNormalized: code.code_normalized,
    brandId: code.brand_id,
    title: code.title,
    summary: code.summary,
    severity: code.severity,
    tier: code.tier,
    controller: code.controller,
    score: Number(score.toFixed(4)),
    matchKind: kind,
    coverage: 1,
    matchedWords: 0,
    evidence: 1,
    readings: 0,
    details: code.details,
    fixCounts: null,
    ...extra,
  };
}

function codeText(code: SavedCode): string {
  const d = code.details;
  return [code.code, code.title, code.summary, d?.triggerCondition, d?.effect, ...(d?.causes.map((c) => c.text) ?? []), d?.remedy]
    .filter(Boolean)
    .join(' ');
}

function retrievedPage(page: SavedPage, manual: SavedManual | undefined, extra: Partial<RetrievedPage> = {}): RetrievedPage {
  return {
    manualId: page.manual_id,
    pageNumber: page.page_number,
    manualTitle: manual?.title ?? '',
    sectionTitle: page.section_title,
    body: page.body,
    tier: manual?.tier ?? 'free',
    ...extra,
  };
}

/** Words scored as diagnose_retrieve scores them: matched words, coverage, evidence. */
function wordScorer(query: string, documents: readonly string[]) {
  const words = [...new Set(contentWords(query))];
  const docWords = documents.map((text) => new Set(contentWords(text)));
  const idf = words.map((word) => Math.log(1 + documents.length / (1 + docWords.filter((set) => set.has(word)).length)));
  const total = idf.reduce((sum, value) => sum + value, 0);
  return {
    words: words.length,
    score(index: number) {
      const have = docWords[index]!;
      const matched = words.filter((word) => have.has(word));
      const weight = words.reduce((sum, word, i) => sum + (have.has(word) ? idf[i]! : 0), 0);
      return { matched: matched.length, coverage: matched.length / Math.max(words.length, 1), evidence: weight / Math.max(total, 0.0001) };
    },
  };
}

export function retrieveOffline(
  content: SavedContent,
  params: { brand: string; code?: string; query?: string; minCoverage?: number },
): Retrieval {
  const brandRow = content.brands.find((brand) => brand.id === params.brand);
  const empty: Retrieval = { brand: null, matchKind: 'none', words: 0, matches: [], otherBrands: [], refPages: [], pages: [] };
  if (!brandRow) return empty;
  const brand = { id: brandRow.id, name: brandRow.name, codeFormat: brandRow.code_format, codeExample: brandRow.code_example };
  const minCoverage = params.minCoverage ?? 0.34;
  const manualOf = new Map(content.manuals.map((manual) => [manual.id, manual]));
  let matchKind: Retrieval['matchKind'] = 'none';
  let matches: RetrievedCode[] = [];
  let otherBrands: Retrieval['otherBrands'] = [];

  if (params.code) {
    const readings = readCodeLocally(params.code, content.codes, content.brands, params.brand);
    const least = Math.min(...readings.map((reading) => reading.penalty));
    let candidates = readings.filter((reading) => reading.penalty === least);
    const top = candidates[0];
    if (top && 1 - 0.02 * top.penalty <= 0.96) {
      const elsewhere = readCodeLocally(params.code, content.codes, content.brands, null);
      if (elsewhere.some((reading) => reading.code.brand_id !== params.brand && reading.penalty === 0)) candidates = [];
    }
    matches = candidates.map((reading) =>
      toRetrieved(reading.code, 1 - 0.02 * reading.penalty, reading.penalty === 0 ? 'exact' : 'format', { matchedWords: 0 }),
    );
    if (candidates.length > 1) matchKind = 'ambiguous';
    else if (candidates.length === 1) matchKind = matches[0]!.matchKind === 'exact' ? 'exact' : 'format';
    else {
      otherBrands = readCodeLocallyBest(params.code, content.codes, content.brands, null)
        .filter((reading) => reading.code.brand_id !== params.brand)
        .map((reading) => ({
          brandId: reading.code.brand_id,
          brandName: content.brands.find((b) => b.id === reading.code.brand_id)?.name ?? reading.code.brand_id,
          errorCodeId: reading.code.id,
          code: reading.code.code,
          title: reading.code.title,
        }));
    }
  }

  const query = params.query ?? '';
  const brandCodes = content.codes.filter((code) => code.brand_id === params.brand);
  const codeWords = wordScorer(query, brandCodes.map(codeText));
  let pages: RetrievedPage[] = [];
  if (matchKind === 'none' && codeWords.words > 0) {
    matchKind = 'text';
    matches = brandCodes
      .map((code, index) => ({ code, ...codeWords.score(index) }))
      .filter((entry) => entry.matched > 0)
      .map((entry) =>
        toRetrieved(entry.code, entry.coverage + entry.evidence, 'text', {
          coverage: entry.coverage,
          matchedWords: entry.matched,
          evidence: entry.evidence,
        }),
      )
      .sort((a, b) => b.score - a.score || a.code.localeCompare(b.code))
      .slice(0, 5);
    const answered = matches.some((m) => m.coverage >= minCoverage && m.matchedWords >= Math.min(2, codeWords.words));
    if (!answered) {
      const brandPages = content.pages.filter((page) => manualOf.get(page.manual_id)?.brand_id === params.brand);
      const pageWords = wordScorer(
        query,
        brandPages.map((page) => `${page.section_title ?? ''} ${page.body}`),
      );
      pages = brandPages
        .map((page, index) => ({ page, ...pageWords.score(index) }))
        .filter((entry) => entry.matched > 0)
        .sort((a, b) => b.evidence - a.evidence || b.coverage - a.coverage)
        .slice(0, 3)
        .map((entry) =>
          retrievedPage(entry.page, manualOf.get(entry.page.manual_id), {
            rank: entry.evidence,
            coverage: entry.coverage,
            evidence: entry.evidence,
          }),
        );
    }
  }

  // Pages the top code's details cite, as saved (the same references diagnose_retrieve follows).
  let refPages: RetrievedPage[] = [];
  const details = matchKind === 'ambiguous' ? null : matches[0]?.details;
  if (details) {
    const refs = [
      ...details.pageRefs,
      ...details.causes,
      ...details.checks,
      { manualId: details.remedyManualId, pageNumber: details.remedyPageNumber },
    ].filter(
      (ref): ref is { manualId: string; pageNumber: number } => typeof ref.manualId === 'string' && typeof ref.pageNumber === 'number',
    );
    const wanted = new Set(refs.map((ref) => `${ref.manualId}:${ref.pageNumber}`));
    refPages = content.pages
      .filter((page) => wanted.has(`${page.manual_id}:${page.page_number}`))
      .map((page) => retrievedPage(page, manualOf.get(page.manual_id)));
  }
  return { brand, matchKind, words: codeWords.words, matches, otherBrands, refPages, pages, expandedQuery: query };
}
