// "Mark done" as a technician records it: the day the work was done and the hour meter then, filled in with today
// and the truck's last reading so the usual case is one tap on "Save"; each problem is a sentence beside its field.
import { useState, type FormEvent } from 'react';
import { today } from './format';
import { ErrorNote, Field } from './ui';

export interface DoneEntry {
  performedOn: string;
  hourMeter: number;
}

/** The problems of an entry, by field (none: it can be saved). */
export function doneEntryProblems(date: string, hours: string, now = new Date()): { date?: string; hours?: string } {
  const found: { date?: string; hours?: string } = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) found.date = 'Enter the day the work was done.';
  else if (date > today(new Date(now.getTime() + 86_400_000))) found.date = 'The date is in the future: enter the day the work was done.';
  const value = Number(hours);
  if (hours.trim() === '' || !Number.isFinite(value)) found.hours = 'Enter the hour meter reading, in hours.';
  else if (value < 0 || value >= 1_000_000) found.hours = 'The hour meter reads from 0 to 999,999 hours.';
  return found;
}

export function MarkDoneForm({
  idPrefix,
  task,
  defaultHours,
  onSave,
  onCancel,
}: {
  idPrefix: string;
  task: string;
  defaultHours: number;
  onSave: (entry: DoneEntry) => Promise<void>;
  onCancel: () => void;
}) {
  const [date, setDate] = useState(today());
  const [hours, setHours] = useState(String(defaultHours));
  const [problems, setProblems] = useState<{ date?: string; hours?: string }>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = doneEntryProblems(date, hours);
    setProblems(found);
    if (found.date || found.hours) return;
    setBusy(true);
    setError('');
    try {
      await onSave({ performedOn: date, hourMeter: Number(hours) });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The maintenance was not recorded. Try again.');
      setBusy(false);
    }
  };

  const dateId = `${idPrefix}-date`;
  const hoursId = `${idPrefix}-hours`;
  return (
    <form className="ff-form ff-done" onSubmit={(event) => void submit(event)} noValidate aria-label={`Mark done: ${task}`}>
      <div className="ff-fields ff-fields--2">
        <Field id={dateId} label="Done on" problem={problems.date}>
          <input
            className="ff-input"
            id={dateId}
            type="date"
            value={date}
            max={today(new Date(Date.now() + 86_400_000))}
            aria-invalid={problems.date ? true : undefined}
            aria-describedby={problems.date ? `${dateId}-problem` : undefined}
            onChange={(event) => setDate(event.target.value)}
          />
        </Field>
        <Field id={hoursId} label="Hour meter (h)" problem={problems.hours}>
          <input
            className="ff-input"
            id={hoursId}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.1}
            value={hours}
            aria-invalid={problems.hours ? true : undefined}
            aria-describedby={problems.hours ? `${hoursId}-problem` : undefined}
            onChange={(event) => setHours(event.target.value)}
          />
        </Field>
      </div>
      {error ? <ErrorNote error={error} /> : null}
      <div className="ff-actions">
        <button type="submit" className="ff-btn ff-btn--primary ff-btn--small" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="ff-btn ff-btn--small" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
