/**
 * Search inside the manual, on the server (manual_pages, so it works before any page's text is loaded): hits by
 * page with snippets; choosing one jumps to the page and highlights the terms on its text layer.
 */
import { useEffect, useRef, useState } from 'react';
import type { ManualPageHit, PortalApi } from '../../search/portal-api';
import { Snippet } from '../../search/Snippet';

export interface FindPanelProps {
  api: PortalApi;
  manualId: string;
  active: number | null;
  onHits(hits: readonly ManualPageHit[]): void;
  onChoose(index: number, hit: ManualPageHit): void;
}

export function FindPanel({ api, manualId, active, onHits, onChoose }: FindPanelProps) {
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<ManualPageHit[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const pick = (index: number) => {
    const hit = hits?.[index];
    if (hit) onChoose(index, hit);
  };
  const run = async () => {
    const text = query.trim();
    if (!text) return;
    setBusy(true);
    setError(null);
    try {
      const found = await api.searchManual(manualId, text);
      setHits(found);
      onHits(found);
      if (found[0]) onChoose(0, found[0]);
    } catch {
      setError('The search did not answer. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="fmv-panel" role="search" aria-label="Search in this manual">
      <form
        className="fmv-find"
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
      >
        <input
          ref={input}
          type="search"
          value={query}
          placeholder="Words, codes, part numbers…"
          aria-label="Search in this manual"
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => event.stopPropagation()}
        />
        <button type="submit" className="fmv-btn fmv-btn--primary" disabled={busy}>
          {busy ? 'Searching…' : 'Find'}
        </button>
      </form>
      {hits && hits.length > 0 ? (
        <div className="fmv-find__nav">
          <span>
            {active === null ? 0 : active + 1} of {hits.length} pages
          </span>
          <button
            type="button"
            className="fmv-btn"
            onClick={() => pick(((active ?? -1) - 1 + hits.length) % hits.length)}
            aria-label="Previous hit"
          >
            ‹
          </button>
          <button type="button" className="fmv-btn" onClick={() => pick(((active ?? -1) + 1) % hits.length)} aria-label="Next hit">
            ›
          </button>
        </div>
      ) : null}
      {error ? <p className="fmv-note fmv-note--error">{error}</p> : null}
      {hits && hits.length === 0 ? <p className="fmv-note">No page of this manual matches “{query.trim()}”.</p> : null}
      <ol className="fmv-hits">
        {(hits ?? []).map((hit, index) => (
          <li key={hit.page_number}>
            <button
              type="button"
              className={index === active ? 'fmv-hit fmv-hit--active' : 'fmv-hit'}
              onClick={() => onChoose(index, hit)}
              aria-current={index === active ? 'true' : undefined}
            >
              <span className="fmv-hit__page">p. {hit.page_number}</span>
              {hit.section_title ? <span className="fmv-hit__section">{hit.section_title}</span> : null}
              <span className="fmv-hit__snippet">
                <Snippet html={hit.snippet} />
              </span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
