// Parts used: picked from the parts tables of the parts manuals covering the truck (search by number or name), or a
// free line; the list exports as CSV (for a dealer) or within the PDF. Lines go through the offline queue with a
// client key, so a line sent twice is one line.
import { useState } from 'react';
import { saveBlob } from '../fleet-truck/download';
import { ErrorNote, Note } from '../fleet-common/ui';
import { plainWorkOrderError } from './messages';
import type { OfflineQueue, Sender } from './offline-queue';
import { manualPageHref } from './paths';
import type { CatalogPart, PartLine, WorkOrder } from './types';
import { newKey } from './use-work-orders';
import type { PartEntry, WorkOrderApi } from './work-order-api';

interface Props {
  api: WorkOrderApi;
  order: WorkOrder;
  parts: PartLine[];
  canWork: boolean;
  queue: OfflineQueue;
  sender: Sender;
  onChanged(): void;
}

/** Parts found shown at first (the rest behind "Show all"). */
const SHOWN = 8;

export function ExportButtons({ api, order, formats }: { api: WorkOrderApi; order: WorkOrder; formats: Array<'csv' | 'pdf'> }) {
  const [busy, setBusy] = useState<'' | 'csv' | 'pdf'>('');
  const [error, setError] = useState('');
  const run = async (format: 'csv' | 'pdf') => {
    setBusy(format);
    setError('');
    try {
      const file = await api.exportFile(order.id, format);
      saveBlob(file.blob, file.filename);
    } catch (caught) {
      setError(plainWorkOrderError(caught));
    } finally {
      setBusy('');
    }
  };
  return (
    <div className="ff-row">
      {formats.map((format) => (
        <button
          key={format}
          type="button"
          className="ff-btn ff-btn--small"
          disabled={busy !== ''}
          aria-busy={busy === format}
          onClick={() => void run(format)}
        >
          {busy === format ? 'Preparing…' : format === 'csv' ? 'Parts list (CSV)' : 'Work order (PDF)'}
        </button>
      ))}
      {error ? <ErrorNote error={error} /> : null}
    </div>
  );
}

export function PartsPanel({ api, order, parts, canWork, queue, sender, onChanged }: Props) {
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<CatalogPart[] | null>(null);
  const [showAll, setShowAll] = useState(false);
  const [free, setFree] = useState({ partNumber: '', description: '', quantity: '1' });
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const waiting = queue.entries().filter((e) => e.kind === 'part' && e.entry.workOrderId === order.id);

  const add = async (entry: Omit<PartEntry, 'workOrderId' | 'clientKey'>) => {
    setError('');
    setNote('');
    const key = newKey();
    queue.put({ kind: 'part', key: `part:${key}`, entry: { ...entry, workOrderId: order.id, clientKey: key } });
    const flushed = await queue.flush(sender);
    for (const refused of flushed.refused) setError(refused.message);
    if (flushed.left > 0) setNote('Saved on this phone; it is sent when the connection returns.');
    onChanged();
  };
  const search = async () => {
    setError('');
    try {
      setFound(await api.catalog(order.id, query));
      setShowAll(false);
    } catch (caught) {
      setError(plainWorkOrderError(caught));
    }
  };

  return (
    <section className="ff-card" aria-labelledby="wo-parts">
      <div className="ff-card__head">
        <h2 id="wo-parts">Parts used</h2>
        <ExportButtons api={api} order={order} formats={['csv']} />
      </div>
      {parts.length === 0 && waiting.length === 0 ? <p className="ff-muted">No parts yet.</p> : null}
      {parts.length > 0 || waiting.length > 0 ? (
        <ul className="wo-parts">
          {parts.map((p) => (
            <li key={p.id}>
              <span className="ff-mono">{p.quantity} ×</span> <span className="ff-mono">{p.part_number || '—'}</span> {p.description}
              {p.manual_id ? (
                <>
                  {' · '}
                  <a className="ff-link" href={manualPageHref(p.manual_id, p.page_number)}>
                    parts manual page {p.page_number}
                  </a>
                </>
              ) : (
                <span className="ff-muted"> · other part</span>
              )}
            </li>
          ))}
          {waiting.map((w) =>
            w.kind === 'part' ? (
              <li key={w.key} className="ff-muted">
                {w.entry.quantity} × {w.entry.partNumber} {w.entry.description} (waiting to send)
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
      {canWork ? (
        <>
          <form
            className="wo-part-search"
            role="search"
            aria-label="Parts manual"
            onSubmit={(event) => {
              event.preventDefault();
              void search();
            }}
          >
            <div className="ff-field">
              <label htmlFor="wo-part-query">Find in the parts manual</label>
              <input
                id="wo-part-query"
                className="ff-input"
                value={query}
                maxLength={100}
                placeholder="Part number or name"
                onChange={(e) => setQuery(e.target.value)}
              />
            </div>
            <button type="submit" className="ff-btn">
              Search parts
            </button>
          </form>
          {found !== null ? (
            found.length === 0 ? (
              <p className="ff-muted">No part in the parts manuals for this truck matches (or your plan does not open its parts manual).</p>
            ) : (
              <ul className="wo-catalog" aria-label="Parts found">
                {(showAll ? found : found.slice(0, SHOWN)).map((p) => (
                  <li key={`${p.manual_id}:${p.page_number}:${p.item}`}>
                    <span>
                      <span className="ff-mono">{p.part_number}</span> {p.description}
                      <span className="ff-muted"> · page {p.page_number}</span>
                    </span>
                    <button
                      type="button"
                      className="ff-btn ff-btn--small"
                      aria-label={`Add ${p.part_number} ${p.description}`}
                      onClick={() =>
                        void add({
                          partNumber: p.part_number,
                          description: p.description,
                          quantity: p.quantity,
                          manualId: p.manual_id,
                          pageNumber: p.page_number,
                        })
                      }
                    >
                      Add
                    </button>
                  </li>
                ))}
              </ul>
            )
          ) : null}
          {found !== null && found.length > SHOWN && !showAll ? (
            <button type="button" className="ff-link-btn" onClick={() => setShowAll(true)}>
              Show all {found.length} parts found
            </button>
          ) : null}
          <form
            className="wo-free-part"
            aria-label="Another part"
            onSubmit={(event) => {
              event.preventDefault();
              const quantity = Number(free.quantity);
              if (!Number.isInteger(quantity) || quantity < 1 || quantity > 10000)
                return setError('The quantity must be a whole number from 1 to 10,000.');
              if (!free.partNumber.trim() && !free.description.trim()) return setError('Give the part number or a description.');
              void add({ partNumber: free.partNumber.trim(), description: free.description.trim(), quantity }).then(() =>
                setFree({ partNumber: '', description: '', quantity: '1' }),
              );
            }}
          >
            <div className="ff-fields ff-fields--3">
              <div className="ff-field">
                <label htmlFor="wo-free-number">Part number</label>
                <input
                  id="wo-free-number"
                  className="ff-input"
                  maxLength={60}
                  value={free.partNumber}
                  onChange={(e) => setFree({ ...free, partNumber: e.target.value })}
                />
              </div>
              <div className="ff-field">
                <label htmlFor="wo-free-description">Description</label>
                <input
                  id="wo-free-description"
                  className="ff-input"
                  maxLength={200}
                  value={free.description}
                  onChange={(e) => setFree({ ...free, description: e.target.value })}
                />
              </div>
              <div className="ff-field">
                <label htmlFor="wo-free-quantity">Quantity</label>
                <input
                  id="wo-free-quantity"
                  className="ff-input"
                  inputMode="numeric"
                  value={free.quantity}
                  onChange={(e) => setFree({ ...free, quantity: e.target.value })}
                />
              </div>
            </div>
            <button type="submit" className="ff-btn">
              Add other part
            </button>
          </form>
        </>
      ) : null}
      {note ? <Note>{note}</Note> : null}
      {error ? <ErrorNote error={error} /> : null}
    </section>
  );
}
