// The manager's view: downtime per truck (last 90 days) and repeat faults (the same code on the same truck within
// 30 days), as horizontal bars — each bar a row of a list whose text says the figure, so the chart reads without sight.
import { formatDowntime } from '../../work-orders/labels';
import { truckHref } from '../fleet-common/paths';
import { Empty, FleetLink } from '../fleet-common/ui';
import type { DowntimeRow, RepeatRow } from './types';

function Bars({ rows, label }: { rows: Array<{ key: string; name: string; href: string; value: number; text: string }>; label: string }) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <ul className="wo-bars" aria-label={label}>
      {rows.map((r) => (
        <li key={r.key} className="wo-bars__row">
          <FleetLink href={r.href} className="ff-link wo-bars__name">
            {r.name}
          </FleetLink>
          <span className="wo-bars__track" aria-hidden="true">
            <span className="wo-bars__fill" style={{ width: `${Math.max(2, Math.round((r.value / max) * 100))}%` }} />
          </span>
          <span className="wo-bars__value">{r.text}</span>
        </li>
      ))}
    </ul>
  );
}

export function ManagerCharts({ downtime, repeats }: { downtime: DowntimeRow[]; repeats: RepeatRow[] }) {
  return (
    <div className="ff-cols wo-charts">
      <section className="ff-card" aria-labelledby="wo-downtime">
        <h2 id="wo-downtime">Downtime per truck</h2>
        <p className="ff-muted">Work orders opened in the last 90 days, from opening to closing (open ones until now).</p>
        {downtime.length === 0 ? (
          <Empty title="No downtime recorded yet." />
        ) : (
          <Bars
            label="Downtime per truck"
            rows={downtime.map((d) => ({
              key: d.truck_id,
              name: d.unit || d.serial_number,
              href: truckHref(d.truck_id),
              value: Number(d.downtime_minutes),
              text: `${formatDowntime(Number(d.downtime_minutes))} · ${d.order_count} ${d.order_count === 1 ? 'order' : 'orders'}`,
            }))}
          />
        )}
      </section>
      <section className="ff-card" aria-labelledby="wo-repeats">
        <h2 id="wo-repeats">Repeat faults</h2>
        <p className="ff-muted">The same code on the same truck again within 30 days.</p>
        {repeats.length === 0 ? (
          <Empty title="No fault came back within 30 days." />
        ) : (
          <Bars
            label="Repeat faults"
            rows={repeats.map((r) => ({
              key: `${r.truck_id}:${r.error_code_id}`,
              name: `${r.unit} · ${r.code}`,
              href: truckHref(r.truck_id),
              value: r.repeat_count,
              text: `${r.repeat_count} ${r.repeat_count === 1 ? 'repeat' : 'repeats'} of ${r.order_count}`,
            }))}
          />
        )}
      </section>
    </div>
  );
}
