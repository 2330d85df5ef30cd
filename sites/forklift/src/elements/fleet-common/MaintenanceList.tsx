// Maintenance due as a list: the task, its interval, when it falls due on the hour meter, the manual page that
// schedules it, and (for one truck) "Mark done", which asks for the day and the hour meter (today and the truck's
// last reading unless changed).
import { useState } from 'react';
import { hours, truckName } from './format';
import { MarkDoneForm, type DoneEntry } from './MarkDoneForm';
import { truckHref } from './paths';
import type { MaintenanceDue } from './types';
import { FleetLink, Pill } from './ui';
import { OpenWorkOrderLink } from '../work-orders/OpenWorkOrderLink';

const ACTION_LABEL: Record<string, string> = {
  check: 'Check',
  replace: 'Replace',
  lubricate: 'Lubricate',
  adjust: 'Adjust',
  clean: 'Clean',
  test: 'Test',
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
  defaultHours = 0,
  readOnly = false,
}: {
  rows: MaintenanceDue[];
  showTruck: boolean;
  /** Records the task done; a failure's message is shown in the form. */
  onDone?: (row: MaintenanceDue, entry: DoneEntry) => Promise<void>;
  /** The hour meter the form starts from (the truck's last reading). */
  defaultHours?: number;
  /** A viewer's list: no "Work order" buttons (the database refuses them anyway). */
  readOnly?: boolean;
}) {
  const [open, setOpen] = useState('');
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
            {onDone && row.status !== 'ok' && open !== row.task_id ? (
              <button
                type="button"
                className="ff-btn ff-btn--small"
                aria-label={`Mark done: ${row.task}`}
                onClick={() => setOpen(row.task_id)}
              >
                Mark done
              </button>
            ) : null}
            {row.status !== 'ok' && !readOnly ? (
              <OpenWorkOrderLink
                className="ff-btn ff-btn--small"
                truckId={row.truck_id}
                taskId={row.task_id}
                label="Work order"
                ariaLabel={`Open a work order: ${row.task}`}
              />
            ) : null}
          </div>
          {onDone && open === row.task_id ? (
            <MarkDoneForm
              idPrefix={`ff-done-${row.task_id}`}
              task={row.task}
              defaultHours={defaultHours}
              onCancel={() => setOpen('')}
              onSave={async (entry) => {
                await onDone(row, entry);
                setOpen('');
              }}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
