// One search box scoped to the truck: codes, manual pages and manuals of its brand, series, fuel and serial only.
import { useState, type FormEvent } from 'react';
import { hitHref } from '../../search/hit-links';
import type { SearchHit } from '../../search/portal-api';
import { Snippet } from '../../search/Snippet';
import type { FleetApi } from '../fleet-common/fleet-api';
import { ErrorNote, Loading } from '../fleet-common/ui';
import { asFleetError } from '../fleet-common/use-fleet';

const KIND_LABEL: Record<SearchHit['kind'], string> = { error_code: 'Code', page: 'Page', manual: 'Manual' };

export function TruckSearch({ api, truckId, label }: { api: FleetApi; truckId: string; label: string }) {
  const [query, setQuery] = useState('');
  const [state, setState] = useState<
    { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; query: string; hits: SearchHit[] } | { kind: 'error'; message: string }
  >({ kind: 'idle' });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (!text) return;
    setState({ kind: 'busy' });
    try {
      setState({ kind: 'done', query: text, hits: await api.truckSearch(truckId, text) });
    } catch (caught) {
      setState({ kind: 'error', message: asFleetError(caught).message });
    }
  };
  return (
    <section className="ff-card" aria-labelledby="ff-truck-search">
      <div>
        <h2 id="ff-truck-search">Search this truck</h2>
        <p className="ff-muted">Codes, procedures and pages for {label} only.</p>
      </div>
      <form className="ff-search" role="search" onSubmit={(event) => void submit(event)}>
        <label className="ff-sr" htmlFor="ff-truck-search-input">
          Search the manuals and codes of this truck
        </label>
        <input
          id="ff-truck-search-input"
          className="ff-input"
          type="search"
          value={query}
          placeholder="e.g. pump contactor, E-212, brake"
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" className="ff-btn ff-btn--primary" disabled={state.kind === 'busy'}>
          Search
        </button>
      </form>
      {state.kind === 'busy' ? <Loading label="Searching…" /> : null}
      {state.kind === 'error' ? <ErrorNote error={state.message} /> : null}
      {state.kind === 'done' && state.hits.length === 0 ? (
        <p className="ff-muted">Nothing for “{state.query}” in this truck’s manuals and codes.</p>
      ) : null}
      {state.kind === 'done' && state.hits.length > 0 ? (
        <ul className="ff-list" aria-label={`Results for ${state.query}`}>
          {state.hits.map((hit, index) => (
            <li key={`${hit.kind}-${hit.error_code_id ?? hit.manual_id}-${hit.page_number ?? index}`}>
              <div className="ff-item__top">
                <span className="ff-pill ff-pill--info">{KIND_LABEL[hit.kind]}</span>
                <a className="ff-link" href={hitHref(hit)}>
                  {hit.title}
                  {hit.kind === 'page' && hit.page_number ? ` — p. ${hit.page_number}` : ''}
                </a>
              </div>
              {hit.snippet ? (
                <p className="ff-muted">
                  <Snippet html={hit.snippet} />
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
