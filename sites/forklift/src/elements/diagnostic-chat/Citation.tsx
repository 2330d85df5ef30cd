/**
 * One citation of a diagnosis step: a manual page names its manual (short title and revision) and page — "CX Series
 * Service Manual rev. 4 · p. 5" — and opens the viewer there; a code entry names its code and opens the code's page.
 */
import { citationLabel, manualTitleOfSource, viewerHref } from '../../citations/citation-label';
import { useManualLabels, type ManualLabels } from '../../citations/manual-labels';
import { codePagePath } from '../../codes/slug';
import type { MatchEvent, SourceEvent } from '../../diagnostics/types';

function citationHref(source: SourceEvent, viewerPath: string, brand: string, matches: readonly MatchEvent[]): string | undefined {
  if (source.kind === 'manual_page' && source.manualId && source.pageNumber) {
    return viewerHref(source.manualId, source.pageNumber, { viewerPath });
  }
  // A code entry the answer matched opens that code's page.
  const match = matches.find((entry) => entry.errorCodeId === source.errorCodeId);
  if (match) return codePagePath(match.brand, match.code);
  return source.errorCodeId ? `/search?${new URLSearchParams({ q: source.title.split(' ')[0] ?? '', brand })}` : undefined;
}

/** The citation's words: the manual as the library names it once read, as the source's title names it until then. */
export function citationText(source: SourceEvent, brand: string, labels: ManualLabels): string {
  if (source.kind === 'manual_page' && source.pageNumber) {
    const manual = (source.manualId ? labels.get(source.manualId) : undefined) ?? {
      title: manualTitleOfSource(source.title),
      brand_id: brand,
    };
    return citationLabel(manual, source.pageNumber);
  }
  return `${source.title.split(' ')[0] ?? 'Code'} · code entry`;
}

export interface CitationProps {
  source: SourceEvent;
  viewerPath: string;
  brand: string;
  matches: readonly MatchEvent[];
}

export function Citation({ source, viewerPath, brand, matches }: CitationProps) {
  // Every citation of an answer asks in the same render: the cache reads their manuals in one request.
  const labels = useManualLabels(source.manualId ? [source.manualId] : []);
  const href = citationHref(source, viewerPath, brand, matches);
  return (
    <a className={`fdc-cite fdc-cite--${source.kind}`} href={href} title={source.title} data-source={source.id}>
      <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
        {source.kind === 'manual_page' ? (
          <path d="M3 1.5h6l4 4v9H3z M9 1.5v4h4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
        ) : (
          <path d="M5 2 4 14M12 2l-1 12M2 5.5h12M2 10.5h12" fill="none" stroke="currentColor" strokeWidth="1.5" />
        )}
      </svg>
      <span>{citationText(source, brand, labels)}</span>
      <span className="fdc-sr"> — {source.title}</span>
    </a>
  );
}
