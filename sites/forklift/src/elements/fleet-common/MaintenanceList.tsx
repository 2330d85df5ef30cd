// Maintenance due as a list: the task, its interval, when it falls due on the hour meter, the manual page that
// schedules it, and (for one truck) "Mark done" at the current hour meter.
import { useState } from 'react';
import { hours, truckName } from './format';
import { truckHref } from './paths';
import type { MaintenanceDue } from './types';
import { FleetLink, Pill } from './ui';

const ACTION_LABEL: Record<string, string> = {
  check: 'Check',
  replace: 'Replace',
  lubricate: 'Lubricate',
  adjust: 'Adjust',
  clean: 'Clean',
};

export function dueText(row: MaintenanceDue): string {
  const left = Number(row.hours_left);
  if (row.status === 'overdue') return `Overdue by ${hours(Math.abs(left))}`;
  if (row.status === 'due') return `Due in ${hours(left)}`;
  return `Next at ${hours(row.due_at_hours)}`;
}

export function MaintenanceList({
  rows,
  showTruck,
  onDone,
}: {
  rows: MaintenanceDue[];
  showTruck: boolean;
  onDone?: (row: MaintenanceDue) => Promise<void>;
}) {
  const [busy, setBusy] = useState('');
  return (
    <ul className="ff-list">
      {rows.map((row) => (
        <li key={`${row.truck_id}:${row.task_id}`}>
          <div className="ff-item__top">
            <Pill tone={row.status === 'overdue' ? 'danger' : row.status === 'due' ? 'warning' : 'success'}>{dueText(row)}</Pill>
            {showTruck ? (
              <FleetLink className="ff-tr-link" href={truckHref(row.truck_id)}>
                {truckName({ unit: row.unit, brand_id: '', serial_number: row.serial_number })}
              </FleetLink>
            ) : null}
          </div>
          <p>
            <strong>{ACTION_LABEL[row.action] ?? row.action}:</strong> {row.task}
          </p>
          <div className="ff-spread">
            <p className="ff-muted">
              Every {hours(row.interval_hours)} · due at {hours(row.due_at_hours)}
              {row.manual_id && row.page_number ? (
                <>
                  {' · '}
                  <a className="ff-link" href={`/manual?${new URLSearchParams({ manual: row.manual_id, page: String(row.page_number) })}`}>
                    Manual p. {row.page_number}
                  </a>
                </>
              ) : null}
            </p>
            {onDone && row.status !== 'ok' ? (
              <button
                type="button"
                className="ff-btn ff-btn--small"
                disabled={busy !== ''}
                aria-busy={busy === row.task_id}
                onClick={() => {
                  setBusy(row.task_id);
                  void onDone(row).finally(() => setBusy(''));
                }}
              >
                {busy === row.task_id ? 'Saving…' : 'Mark done'}
              </button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
