// The error codes of the truck's brand, series, model and fuel: the ones it has thrown first (with counts), then the
// rest behind a filter; each opens the diagnosis for this truck.
import { useMemo, useState } from 'react';
import { day } from '../fleet-common/format';
import type { TruckCode } from '../fleet-common/types';
import { ErrorNote, Loading, Pill } from '../fleet-common/ui';
import type { Load } from '../fleet-common/use-fleet';

const SEVERITY: Record<TruckCode['severity'], { label: string; tone: 'danger' | 'warning' | 'plain' }> = {
  stop: { label: 'Stop', tone: 'danger' },
  warn: { label: 'Warning', tone: 'warning' },
  info: { label: 'Info', tone: 'plain' },
};

function CodeRow({ code, diagnoseHref }: { code: TruckCode; diagnoseHref: (code: string) => string }) {
  return (
    <li>
      <div className="ff-item__top">
        <a className="ff-code ff-link" href={diagnoseHref(code.code)} aria-label={`Diagnose ${code.code}: ${code.title}`}>
          {code.code}
        </a>
        <Pill tone={SEVERITY[code.severity].tone}>{SEVERITY[code.severity].label}</Pill>
        {code.event_count > 0 ? (
          <Pill tone="info">
            {code.event_count === 1 ? 'Once' : `${code.event_count} times`} · last {day(code.last_seen)}
          </Pill>
        ) : null}
      </div>
      <p>{code.title}</p>
    </li>
  );
}

export function TruckCodes({
  load,
  retry,
  diagnoseHref,
}: {
  load: Load<TruckCode[]>;
  retry: () => void;
  diagnoseHref: (code: string) => string;
}) {
  const [filter, setFilter] = useState('');
  const all = useMemo(() => (load.state === 'ready' ? load.value : []), [load]);
  const seen = all.filter((code) => code.event_count > 0).sort((a, b) => b.event_count - a.event_count);
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const rest = all.filter(
    (code) => code.event_count === 0 && words.every((word) => `${code.code} ${code.title}`.toLowerCase().includes(word)),
  );
  return (
    <section className="ff-card" aria-labelledby="ff-codes">
      <div>
        <h2 id="ff-codes">Error codes</h2>
        <p className="ff-muted">
          {load.state === 'ready' ? `${all.length} codes for this truck’s series and fuel.` : 'Codes for this truck’s series and fuel.'}
        </p>
      </div>
      {load.state === 'loading' ? <Loading label="Loading the codes…" /> : null}
      {load.state === 'error' ? <ErrorNote error={load.error} retry={retry} /> : null}
      {seen.length > 0 ? (
        <>
          <h3>Thrown by this truck</h3>
          <ul className="ff-list">
            {seen.map((code) => (
              <CodeRow key={code.id} code={code} diagnoseHref={diagnoseHref} />
            ))}
          </ul>
        </>
      ) : null}
      {all.length > seen.length ? (
        <details className="ff-more" open={seen.length === 0 && all.length <= 12}>
          <summary>{seen.length > 0 ? 'All other codes' : 'All codes'}</summary>
          <label className="ff-field">
            <span className="ff-sr">Filter codes</span>
            <input
              className="ff-input"
              type="search"
              value={filter}
              placeholder="Filter by code or words"
              onChange={(event) => setFilter(event.target.value)}
            />
          </label>
          <ul className="ff-list ff-codes">
            {rest.map((code) => (
              <CodeRow key={code.id} code={code} diagnoseHref={diagnoseHref} />
            ))}
          </ul>
          {rest.length === 0 ? <p className="ff-muted">No code matches “{filter}”.</p> : null}
        </details>
      ) : null}
    </section>
  );
}
