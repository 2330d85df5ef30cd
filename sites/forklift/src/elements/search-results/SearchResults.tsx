/**
 * The results page's list: the query's hits grouped into cards (error codes, manual pages, manuals) with highlighted
 * snippets and page numbers, filters (brand, series, fuel, system, serial) kept in the URL, and clear loading, empty
 * and error states. Premium manuals the reader cannot open show as titles with a call to upgrade, never with text.
 */
import { useEffect, useMemo, useState } from 'react';
import type { ElementProps } from '@kit/runtime-react';
import { searchHitHref } from '../../codes/hit-href';
import { groupHits, hitCode } from '../../search/hit-links';
import { createPortalApi, type SearchHit } from '../../search/portal-api';
import { Snippet } from '../../search/Snippet';
import { Filters, type FilterValues } from './Filters';
import type { SearchResultsSettings } from './settings';

type Load = { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; hits: SearchHit[] } | { kind: 'error'; message: string };

const URL_KEYS: Record<keyof FilterValues, string> = {
  brand: 'brand',
  series: 'series',
  fuelType: 'fuel',
  system: 'system',
  serial: 'serial',
};

function fromSettings(settings: SearchResultsSettings): FilterValues {
  return {
    brand: String(settings.brand ?? ''),
    series: String(settings.series ?? ''),
    fuelType: String(settings.fuelType ?? ''),
    system: String(settings.system ?? ''),
    serial: String(settings.serial ?? '').replace(/\D/g, ''),
  };
}

export function SearchResults({ settings, className, emit, setVariable }: ElementProps<SearchResultsSettings>) {
  const [api] = useState(() => createPortalApi());
  const query = String(settings.query ?? '').trim();
  const [filters, setFilters] = useState<FilterValues>(() => fromSettings(settings));
  const settingsKey = JSON.stringify(fromSettings(settings));
  useEffect(() => setFilters(JSON.parse(settingsKey) as FilterValues), [settingsKey]);
  const [load, setLoad] = useState<Load>({ kind: query ? 'loading' : 'idle' });
  const max = Math.min(100, Math.max(1, Number(settings.maxResults) || 40));

  useEffect(() => {
    if (!query) return setLoad({ kind: 'idle' });
    const abort = new AbortController();
    setLoad({ kind: 'loading' });
    const serial = filters.serial ? Number(filters.serial) : null;
    api
      .search(
        query,
        { brand: filters.brand, series: filters.series, fuelType: filters.fuelType, system: filters.system, serial },
        max,
        abort.signal,
      )
      .then(
        (hits) => {
          setLoad({ kind: 'done', hits });
          setVariable('count', hits.length);
          emit('results', { count: hits.length });
        },
        (error: unknown) => {
          if (!abort.signal.aborted)
            setLoad({ kind: 'error', message: error instanceof Error ? error.message : 'The search did not answer.' });
        },
      );
    return () => abort.abort();
  }, [api, query, filters, max, emit, setVariable]);

  const changeFilters = (next: FilterValues) => {
    setFilters(next);
    const url = new URL(window.location.href);
    for (const [key, param] of Object.entries(URL_KEYS) as Array<[keyof FilterValues, string]>) {
      if (next[key]) url.searchParams.set(param, next[key]);
      else url.searchParams.delete(param);
    }
    window.history.replaceState(window.history.state, '', url);
  };

  const groups = useMemo(() => (load.kind === 'done' ? groupHits(load.hits) : []), [load]);
  return (
    <div className={`fsr ${className ?? ''}`}>
      <Filters api={api} values={filters} onChange={changeFilters} />
      <div className="fsr-status" aria-live="polite">
        {load.kind === 'idle' ? (
          <p className="fsr-empty">Type an error code, a part number or what the truck does, and press Enter.</p>
        ) : null}
        {load.kind === 'loading' ? (
          <div className="fsr-loading" role="progressbar" aria-label="Searching" aria-busy="true">
            <span />
          </div>
        ) : null}
        {load.kind === 'error' ? (
          <p className="fsr-empty fsr-empty--error">The search did not answer ({load.message}). Check your connection and try again.</p>
        ) : null}
        {load.kind === 'done' && load.hits.length === 0 ? (
          <div className="fsr-empty">
            <p>
              <strong>Nothing matches “{query}”</strong>
              {filters.brand || filters.series || filters.fuelType || filters.system || filters.serial ? ' with these filters.' : '.'}
            </p>
            <p>Check the code as shown on the display, try fewer words, or clear a filter.</p>
          </div>
        ) : null}
        {load.kind === 'done' && load.hits.length > 0 ? (
          <p className="fsr-count">
            {load.hits.length} result{load.hits.length === 1 ? '' : 's'} for “{query}”
          </p>
        ) : null}
      </div>
      {groups.map((group) => (
        <section key={group.kind} className="fsr-group" aria-label={group.label}>
          <h2 className="fsr-group__title">
            {group.label} <span>{group.hits.length}</span>
          </h2>
          <ol className="fsr-list">
            {group.hits.map((hit) => (
              <li
                key={`${hit.kind}-${hit.error_code_id ?? ''}-${hit.manual_id ?? ''}-${hit.page_number ?? ''}`}
                className={`fsr-card fsr-card--${hit.kind}${hit.locked ? ' fsr-card--locked' : ''}`}
              >
                <a className="fsr-card__link" href={searchHitHref(hit)}>
                  <span className="fsr-card__meta">
                    <span className="fsr-card__brand">{hit.brand_id.replace(/-/g, ' ')}</span>
                    {hit.kind === 'error_code' ? <span className="fsr-card__code">{hitCode(hit)}</span> : null}
                    {hit.page_number ? <span className="fsr-card__page">Page {hit.page_number}</span> : null}
                    {hit.locked ? <span className="fsr-card__lock">Premium · upgrade to open</span> : null}
                  </span>
                  <span className="fsr-card__title">
                    {hit.kind === 'error_code' ? hit.title.slice(hitCode(hit).length).replace(/^ — /, '') : hit.title}
                  </span>
                  {hit.snippet ? (
                    <span className="fsr-card__snippet">
                      <Snippet html={hit.snippet} />
                    </span>
                  ) : null}
                </a>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
