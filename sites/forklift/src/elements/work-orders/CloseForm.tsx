// Closing a work order: the cause found — one of the fault's causes (counted in the confirmed fixes the next
// diagnosis of this code orders its causes by) or another in words — the remedy applied, and the hour meter.
import { useState } from 'react';
import { Field, ErrorNote } from '../fleet-common/ui';
import { plainWorkOrderError } from './messages';
import type { WorkOrder } from './types';
import type { WorkOrderApi } from './work-order-api';

export function CloseForm({
  api,
  order,
  causes,
  onClosed,
}: {
  api: WorkOrderApi;
  order: WorkOrder;
  causes: Array<{ text: string }>;
  onClosed(): void;
}) {
  const [cause, setCause] = useState<string>('');
  const [other, setOther] = useState('');
  const [remedy, setRemedy] = useState('');
  const [hoursText, setHoursText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const choose = (value: string) => {
    setCause(value);
    setError('');
  };

  const submit = async () => {
    setError('');
    if (cause === '') return setError('Name the cause you found: pick one of the listed causes or describe another.');
    if (cause === 'other' && !other.trim()) return setError('Describe the cause you found.');
    if (!remedy.trim()) return setError('Say what you did to fix it.');
    const hours = hoursText.trim() === '' ? null : Number(hoursText.replace(',', '.'));
    if (hours !== null && (!Number.isFinite(hours) || hours < 0 || hours >= 1_000_000))
      return setError('The hour meter must be a number of hours.');
    setBusy(true);
    try {
      await api.setState(order.id, 'done', {
        causeIndex: cause === 'other' ? null : Number(cause),
        causeText: cause === 'other' ? other.trim() : null,
        remedyText: remedy.trim(),
        hoursAtClose: hours,
      });
      onClosed();
    } catch (caught) {
      setError(plainWorkOrderError(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="ff-card" aria-labelledby="wo-close">
      <h2 id="wo-close">Close the work order</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset className="wo-causes">
          <legend>Cause found</legend>
          {causes.map((c, index) => (
            <label key={index} className="wo-choice">
              <input
                type="radio"
                name="wo-cause"
                value={String(index)}
                checked={cause === String(index)}
                onChange={() => choose(String(index))}
              />
              {c.text}
            </label>
          ))}
          <label className="wo-choice">
            <input type="radio" name="wo-cause" value="other" checked={cause === 'other'} onChange={() => choose('other')} />
            Another cause
          </label>
          {cause === 'other' ? (
            <Field id="wo-cause-other" label="The cause, in your words" required>
              <input
                id="wo-cause-other"
                className="ff-input"
                maxLength={2000}
                aria-required="true"
                value={other}
                onChange={(e) => setOther(e.target.value)}
              />
            </Field>
          ) : null}
        </fieldset>
        <div className="ff-fields">
          <Field id="wo-remedy" label="Remedy applied" required wide>
            <textarea
              id="wo-remedy"
              className="ff-input"
              rows={3}
              maxLength={4000}
              aria-required="true"
              value={remedy}
              onChange={(e) => setRemedy(e.target.value)}
            />
          </Field>
          <Field
            id="wo-hours-close"
            label="Hour meter now"
            hint={`At opening: ${order.hours_at_open ?? '—'} h. Leave empty to keep the truck’s reading.`}
          >
            <input
              id="wo-hours-close"
              className="ff-input"
              inputMode="decimal"
              aria-describedby="wo-hours-close-hint"
              value={hoursText}
              onChange={(e) => setHoursText(e.target.value)}
            />
          </Field>
        </div>
        <button type="submit" className="ff-btn ff-btn--primary" disabled={busy} aria-busy={busy}>
          {busy ? 'Closing…' : 'Close work order'}
        </button>
      </form>
      {error ? <ErrorNote error={error} /> : null}
    </section>
  );
}
