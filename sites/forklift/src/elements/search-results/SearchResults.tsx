/**
 * The results page's list: the query's hits grouped into cards (error codes, manual pages, manuals) with highlighted
 * snippets and citations naming the manual, its revision and page, filters (brand, series, fuel, system, serial) kept
 * in the URL, and clear loading, empty and error states. A filter change is a navigation of the runtime to this page
 * with the new query: a history entry (back and forward work), the list updated in place, no page load; on a phone
 * the filters are one row opening a sheet. Premium manuals the reader cannot open show as titles with a call to
 * upgrade, never with text. A page hit for a part number opens the viewer at the row that holds it.
 */
import { useEffect, useMemo, useState } from 'react';
import { useRuntime, type ElementProps } from '@kit/runtime-react';
import { citationLabel, splitPageHitTitle } from '../../citations/citation-label';
import { loadManualLabels, useManualLabels, type ManualLabels } from '../../citations/manual-labels';
import { searchHitHref } from '../../codes/hit-href';
import { groupHits, hitCode } from '../../search/hit-links';
import { createPortalApi, type SearchHit } from '../../search/portal-api';
import { withOfflineSearch } from '../../offline/with-offline-search';
import { Snippet } from '../../search/Snippet';
import { FilterSheet } from '../filter-sheet/FilterSheet';
import { Filters, useChosenNames, type FilterValues } from './Filters';
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

/** The current URL's query with the filters replaced (the other parameters, `q` first, kept). */
function queryWith(filters: FilterValues): Record<string, string> {
  const params = new URLSearchParams(window.location.search);
  for (const [key, param] of Object.entries(URL_KEYS) as Array<[keyof FilterValues, string]>) {
    if (filters[key]) params.set(param, filters[key]);
    else params.delete(param);
  }
  return Object.fromEntries(params);
}

function HitCard({ hit, query, labels }: { hit: SearchHit; query: string; labels: ManualLabels }) {
  const page = hit.kind === 'page' ? splitPageHitTitle(hit.title) : null;
  const manual = hit.manual_id ? labels.get(hit.manual_id) : undefined;
  const cite = page && hit.page_number ? citationLabel(manual ?? { title: page.manual, brand_id: hit.brand_id }, hit.page_number) : null;
  const title =
    hit.kind === 'error_code' ? hit.title.slice(hitCode(hit).length).replace(/^ — /, '') : page ? page.section || page.manual : hit.title;
  return (
    <a className="fsr-card__link" href={searchHitHref(hit, query)}>
      <span className="fsr-card__meta">
        <span className="fsr-card__brand">{hit.brand_id.replace(/-/g, ' ')}</span>
        {hit.kind === 'error_code' ? <span className="fsr-card__code">{hitCode(hit)}</span> : null}
        {cite ? <span className="fsr-card__page">{cite}</span> : null}
        {hit.locked ? <span className="fsr-card__lock">Premium · upgrade to open</span> : null}
      </span>
      <span className="fsr-card__title">{title}</span>
      {hit.snippet ? (
        <span className="fsr-card__snippet">
          <Snippet html={hit.snippet} />
        </span>
      ) : null}
    </a>
  );
}

export function SearchResults({ settings, className, emit, setVariable }: ElementProps<SearchResultsSettings>) {
  const runtime = useRuntime();
  // Offline, the search answers from what the member saved on the phone.
  const [api] = useState(() => withOfflineSearch(createPortalApi()));
  const query = String(settings.query ?? '').trim();
  const [filters, setFilters] = useState<FilterValues>(() => fromSettings(settings));
  // The URL's filters (a back or forward move, a link) win over the ones chosen here.
  const settingsKey = JSON.stringify(fromSettings(settings));
  useEffect(() => setFilters(JSON.parse(settingsKey) as FilterValues), [settingsKey]);
  const filtersKey = JSON.stringify(filters);
  const [load, setLoad] = useState<Load>({ kind: query ? 'loading' : 'idle' });
  const max = Math.min(100, Math.max(1, Number(settings.maxResults) || 40));

  useEffect(() => {
    if (!query) return setLoad({ kind: 'idle' });
    const chosen = JSON.parse(filtersKey) as FilterValues;
    const abort = new AbortController();
    setLoad({ kind: 'loading' });
    const serial = chosen.serial ? Number(chosen.serial) : null;
    api
      .search(
        query,
        { brand: chosen.brand, series: chosen.series, fuelType: chosen.fuelType, system: chosen.system, serial },
        max,
        abort.signal,
      )
      // The cited manuals are read before the list shows, so a citation never changes its words under the reader.
      .then((hits) => loadManualLabels(hits.flatMap((hit) => (hit.manual_id ? [hit.manual_id] : []))).then(() => hits))
      .then(
        (hits) => {
          if (abort.signal.aborted) return;
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
  }, [api, query, filtersKey, max, emit, setVariable]);

  const changeFilters = (next: FilterValues) => {
    setFilters(next);
    const pageId = (runtime.globalContext.peek('page') as { id?: unknown } | undefined)?.id;
    const query = queryWith(next);
    if (typeof pageId === 'string') {
      void Promise.resolve(runtime.services.navigation.navigate({ kind: 'page', pageId, query })).catch(() => undefined);
    } else {
      window.history.pushState(window.history.state, '', `${window.location.pathname}?${new URLSearchParams(query)}`);
    }
  };

  const hits = load.kind === 'done' ? load.hits : null;
  const groups = useMemo(() => (hits ? groupHits(hits) : []), [hits]);
  const labels = useManualLabels(useMemo(() => (hits ?? []).flatMap((hit) => (hit.manual_id ? [hit.manual_id] : [])), [hits]));
  const active = Object.values(filters).filter(Boolean).length;
  const counted = hits ? `${hits.length} result${hits.length === 1 ? '' : 's'}` : '';
  const chosen = useChosenNames(api, filters);
  const summary = chosen.length > 0 ? chosen.join(' · ') : 'None chosen';
  return (
    <div className={`fsr ${className ?? ''}`}>
      <FilterSheet
        label="Filters"
        active={active}
        summary={summary}
        sheetSummary={load.kind === 'loading' ? 'Searching…' : hits ? `${counted} for “${query}”` : ''}
        doneLabel={hits ? `Show ${counted}` : 'Show the results'}
      >
        <Filters api={api} values={filters} onChange={changeFilters} />
      </FilterSheet>
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
        {hits && hits.length === 0 ? (
          <div className="fsr-empty">
            <p>
              <strong>Nothing matches “{query}”</strong>
              {active > 0 ? ' with these filters.' : '.'}
            </p>
            <p>Check the code as shown on the display, try fewer words, or clear a filter.</p>
          </div>
        ) : null}
        {hits && hits.length > 0 ? (
          <p className="fsr-count">
            {counted} for “{query}”
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
                <HitCard hit={hit} query={query} labels={labels} />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
