// The manuals whose serial range and revision cover this truck (the server picks them), opened in the viewer when
// the member's own plan reads them; a premium manual they cannot read says so and links to the plans.
import type { TruckManual } from '../fleet-common/types';
import { day } from '../fleet-common/format';
import { Empty, ErrorNote, Loading, Pill } from '../fleet-common/ui';
import type { Load } from '../fleet-common/use-fleet';

const KIND: Record<TruckManual['kind'], string> = {
  service: 'Service manual',
  parts: 'Parts manual',
  wiring: 'Wiring diagrams',
  operator: 'Operator manual',
};

export function TruckManuals({ load, retry }: { load: Load<TruckManual[]>; retry: () => void }) {
  return (
    <section className="ff-card" aria-labelledby="ff-manuals">
      <div>
        <h2 id="ff-manuals">Manuals for this serial number</h2>
        <p className="ff-muted">Only the manuals whose serial range and revision cover this truck.</p>
      </div>
      {load.state === 'loading' ? <Loading label="Finding the manuals…" /> : null}
      {load.state === 'error' ? <ErrorNote error={load.error} retry={retry} /> : null}
      {load.state === 'ready' && load.value.length === 0 ? (
        <Empty title="No manual covers this serial number.">
          Check the serial and series on the data plate; a serial outside every known range matches no manual.
        </Empty>
      ) : null}
      {load.state === 'ready' && load.value.length > 0 ? (
        <ul className="ff-grid ff-manuals" aria-label="Manuals">
          {load.value.map((manual) => (
            <li key={manual.id} className={`ff-manual${manual.readable ? '' : ' ff-manual--locked'}`} data-manual={manual.id}>
              <div className="ff-item__top">
                <Pill tone="info">{KIND[manual.kind]}</Pill>
                <Pill tone={manual.readable ? 'success' : 'plain'}>
                  {manual.tier === 'free' ? 'Free' : manual.readable ? 'Premium' : 'Premium · locked'}
                </Pill>
              </div>
              <h3>{manual.title}</h3>
              <p className="ff-muted">
                Rev {manual.revision}
                {manual.revision_date ? ` (${day(manual.revision_date)})` : ''} · serials {manual.serial_from}–{manual.serial_to ?? 'UP'} ·{' '}
                {manual.page_count} pages
              </p>
              {manual.readable ? (
                <a className="ff-link" href={`/manual?${new URLSearchParams({ manual: manual.id, page: '1' })}`}>
                  Open the manual
                </a>
              ) : (
                <a className="ff-link" href="/upgrade">
                  Not in your plan — see plans
                </a>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
