// The truck's service history: every fault event, newest first — code, hour meter, symptoms, what fixed it, parts,
// time spent — with the exports (CSV, PDF report) beside it.
import type { ReactNode } from 'react';
import { day, duration, hours } from '../fleet-common/format';
import type { FaultEvent } from '../fleet-common/types';
import { Empty, ErrorNote, Loading, Pill } from '../fleet-common/ui';
import type { Load } from '../fleet-common/use-fleet';

export function TruckHistory({ load, retry, exports }: { load: Load<FaultEvent[]>; retry: () => void; exports: ReactNode }) {
  return (
    <section className="ff-card" aria-labelledby="ff-history">
      <div className="ff-card__head">
        <div className="ff-card__title">
          <h2 id="ff-history">Service history</h2>
          {load.state === 'ready' ? (
            <p className="ff-muted">{load.value.length === 1 ? '1 fault event' : `${load.value.length} fault events`}</p>
          ) : null}
        </div>
        <div className="ff-row">{exports}</div>
      </div>
      {load.state === 'loading' ? <Loading label="Loading the history…" /> : null}
      {load.state === 'error' ? <ErrorNote error={load.error} retry={retry} /> : null}
      {load.state === 'ready' && load.value.length === 0 ? (
        <Empty title="No faults logged yet.">
          Log a fault when the truck throws a code or breaks down: the history shows what fixed it last time.
        </Empty>
      ) : null}
      {load.state === 'ready' && load.value.length > 0 ? (
        <div className="ff-table-wrap">
          <table className="ff-table" aria-label="Fault events">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col" className="ff-num">
                  Hours
                </th>
                <th scope="col">Code</th>
                <th scope="col">Symptoms</th>
                <th scope="col">What fixed it</th>
                <th scope="col">Parts</th>
                <th scope="col" className="ff-num">
                  Time
                </th>
              </tr>
            </thead>
            <tbody>
              {load.value.map((event) => (
                <tr key={event.id} data-event={event.id}>
                  <td data-label="Date" className="ff-nowrap">
                    {day(event.occurred_at)}
                  </td>
                  <td data-label="Hours" className="ff-num">
                    {hours(event.hour_meter)}
                  </td>
                  <td data-label="Code">{event.code ? <span className="ff-code">{event.code}</span> : '—'}</td>
                  <td data-label="Symptoms">{event.symptoms || '—'}</td>
                  <td data-label="What fixed it">
                    {event.fix || '—'} {event.fixed ? <Pill tone="success">Confirmed fix</Pill> : null}
                  </td>
                  <td data-label="Parts">{event.parts_replaced?.length ? event.parts_replaced.join(', ') : '—'}</td>
                  <td data-label="Time" className="ff-num">
                    {duration(event.minutes_spent)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
