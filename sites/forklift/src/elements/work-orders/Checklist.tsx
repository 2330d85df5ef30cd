// The checklist copied from the fault's diagnosis: each check with its expected value and the manual page citing it;
// the technician records the reading, pass or fail, and a photo. Readings go through the offline queue: without a
// connection they stay on the phone and are sent when it returns (each check's latest reading, once).
import { useState } from 'react';
import { ErrorNote, Pill } from '../fleet-common/ui';
import { plainWorkOrderError } from './messages';
import type { OfflineQueue, Sender } from './offline-queue';
import type { PhotoStore } from './photo-store';
import { manualPageHref } from './paths';
import type { CheckLine, WorkOrder } from './types';
import type { WorkOrderApi } from './work-order-api';

interface Props {
  api: WorkOrderApi;
  order: WorkOrder;
  checks: CheckLine[];
  canWork: boolean;
  queue: OfflineQueue;
  /** Sends the queue's entries (uploading kept photos first). */
  sender: Sender;
  /** Where a photo taken without a connection waits. */
  photos: PhotoStore;
  /** After an entry was saved (sent, or kept for later). */
  onSaved(sent: boolean): void;
}

function CheckItem({ api, order, check, canWork, queue, sender, photos, onSaved }: Omit<Props, 'checks'> & { check: CheckLine }) {
  const waiting = queue.entries().find((e) => e.kind === 'check' && e.entry.checkId === check.id);
  const current = waiting?.kind === 'check' ? waiting.entry : null;
  const [measured, setMeasured] = useState(current?.measured ?? check.measured ?? '');
  const [result, setResult] = useState<'pass' | 'fail' | ''>(current?.result ?? check.result ?? '');
  const [photo, setPhoto] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const id = `wo-check-${check.position}`;

  const save = async () => {
    setBusy(true);
    setError('');
    try {
      let photoPath: string | null = null;
      let photoKey: string | undefined;
      if (photo) {
        try {
          photoPath = await api.uploadPhoto(order, check.id, photo);
        } catch (caught) {
          const status = (caught as { status?: unknown }).status;
          if (typeof status === 'number' && status > 0 && status < 500) {
            setError(`The photo was not accepted (${plainWorkOrderError(caught)}); the reading is saved.`);
          } else {
            // No connection: the photo waits on the phone with the reading.
            photoKey = `${check.id}:${Date.now().toString(36)}`;
            await photos.put(photoKey, photo);
          }
        }
      }
      queue.put({
        kind: 'check',
        key: `check:${check.id}`,
        entry: {
          checkId: check.id,
          measured: measured.trim() || null,
          result: result || null,
          photoPath,
          recordedAt: new Date().toISOString(),
        },
        ...(photoKey ? { photoKey } : {}),
      });
      const flushed = await queue.flush(sender);
      for (const refused of flushed.refused) setError(refused.message);
      if (photoPath || photoKey) setPhoto(null);
      onSaved(flushed.left === 0);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="wo-check">
      <div className="wo-check__head">
        <p className="wo-check__text">
          <span className="wo-check__n">{check.position + 1}.</span> {check.text}
        </p>
        {check.result === 'pass' ? <Pill tone="success">Pass</Pill> : check.result === 'fail' ? <Pill tone="danger">Fail</Pill> : null}
        {current ? <Pill tone="warning">Waiting to send</Pill> : null}
      </div>
      <p className="ff-muted">
        Expected: <strong>{check.expected || '—'}</strong>
        {check.manual_id ? (
          <>
            {' · '}
            <a className="ff-link" href={manualPageHref(check.manual_id, check.page_number)}>
              Manual page {check.page_number ?? ''}
            </a>
          </>
        ) : null}
      </p>
      {canWork ? (
        <div className="wo-check__entry">
          <div className="ff-field">
            <label htmlFor={`${id}-measured`}>Reading</label>
            <input
              id={`${id}-measured`}
              className="ff-input"
              value={measured}
              maxLength={200}
              inputMode="text"
              placeholder="e.g. 4.8 V"
              onChange={(e) => setMeasured(e.target.value)}
            />
          </div>
          <fieldset className="wo-passfail">
            <legend>Result</legend>
            {(['pass', 'fail'] as const).map((value) => (
              <label key={value} className={`wo-choice wo-choice--${value}`}>
                <input type="radio" name={`${id}-result`} value={value} checked={result === value} onChange={() => setResult(value)} />
                {value === 'pass' ? 'Pass' : 'Fail'}
              </label>
            ))}
          </fieldset>
          <div className="ff-field">
            <label htmlFor={`${id}-photo`}>Photo</label>
            <input
              id={`${id}-photo`}
              className="ff-input"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              capture="environment"
              onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
            />
            {check.photo_path ? <small>A photo is attached.</small> : null}
          </div>
          <button
            type="button"
            className="ff-btn ff-btn--primary"
            disabled={busy || (!measured.trim() && !result && !photo)}
            aria-busy={busy}
            onClick={() => void save()}
          >
            {busy ? 'Saving…' : `Save check ${check.position + 1}`}
          </button>
        </div>
      ) : (
        <p>
          Reading: {check.measured ?? '—'}
          {check.photo_path ? <span className="ff-muted"> · a photo is attached</span> : null}
        </p>
      )}
      {error ? <ErrorNote error={error} /> : null}
    </li>
  );
}

export function Checklist(props: Props) {
  const done = props.checks.filter((c) => c.result !== null).length;
  return (
    <section className="ff-card" aria-labelledby="wo-checklist">
      <div className="ff-card__head">
        <h2 id="wo-checklist">Checklist</h2>
        <span className="ff-muted">
          {done} of {props.checks.length} checked
        </span>
      </div>
      {props.checks.length === 0 ? (
        <p className="ff-muted">No checks: this work order was not opened from a diagnosed fault.</p>
      ) : (
        <ol className="wo-checks">
          {props.checks.map((check) => (
            <CheckItem key={check.id} {...props} check={check} />
          ))}
        </ol>
      )}
    </section>
  );
}
