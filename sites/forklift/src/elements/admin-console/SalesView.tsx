/**
 * /admin/sales: purchases per day and plan from the payments tables (admin_sales), as bars an operator reads at a
 * glance, with the numbers beside them and a CSV export.
 */
import { useState } from 'react';
import type { AdminApi } from './admin-api';
import { downloadCsv, toCsv } from './csv';
import type { SalesDay } from './types';
import { Empty, Loaded, day, useLoad } from './ui';

/** Purchases per day (all plans), newest first. */
export function salesByDay(rows: readonly SalesDay[]): Array<{ day: string; sold: number; active: number }> {
  const days = new Map<string, { day: string; sold: number; active: number }>();
  for (const row of rows) {
    const entry = days.get(row.day) ?? { day: row.day, sold: 0, active: 0 };
    entry.sold += row.sold;
    entry.active += row.active;
    days.set(row.day, entry);
  }
  return [...days.values()].sort((a, b) => b.day.localeCompare(a.day));
}

export function SalesView({ api }: { api: AdminApi }) {
  const [days, setDays] = useState(30);
  const [sales, refresh] = useLoad(() => api.sales(days), [days]);
  return (
    <section className="ff-card" aria-labelledby="ac-sales-title">
      <div className="ff-card__head">
        <h2 id="ac-sales-title">Purchases</h2>
        <div className="ac-filters" role="group" aria-label="Period">
          {[7, 30, 90].map((period) => (
            <button
              key={period}
              type="button"
              className={`ff-btn ff-btn--small ${days === period ? 'ff-btn--primary' : ''}`}
              aria-pressed={days === period}
              onClick={() => setDays(period)}
            >
              {period} days
            </button>
          ))}
        </div>
      </div>
      <Loaded load={sales} retry={refresh}>
        {(rows) => {
          if (rows.length === 0) return <Empty title="No purchases in this period." />;
          const perDay = salesByDay(rows);
          const most = Math.max(1, ...perDay.map((entry) => entry.sold));
          return (
            <>
              <ul className="ac-bars" aria-label="Purchases per day">
                {perDay.map((entry) => (
                  <li key={entry.day} className="ac-bar">
                    <span className="ac-bar__day">{day(entry.day)}</span>
                    <span className="ac-bar__track" aria-hidden="true">
                      <span className="ac-bar__fill" style={{ width: `${Math.round((entry.sold / most) * 100)}%` }} />
                    </span>
                    <span className="ac-bar__value">
                      {entry.sold} sold · {entry.active} active
                    </span>
                  </li>
                ))}
              </ul>
              <div className="ff-actions">
                <button
                  type="button"
                  className="ff-btn"
                  onClick={() =>
                    downloadCsv(
                      `sales-${days}-days.csv`,
                      toCsv(
                        ['day', 'product_id', 'product', 'kind', 'sold', 'active', 'ended'],
                        rows.map((row) => [row.day, row.product_id, row.product, row.kind, row.sold, row.active, row.ended]),
                      ),
                    )
                  }
                >
                  Export CSV
                </button>
              </div>
              <div className="ff-table-wrap">
                <table className="ff-table">
                  <thead>
                    <tr>
                      <th scope="col">Day</th>
                      <th scope="col">Plan</th>
                      <th scope="col" className="ff-num">
                        Sold
                      </th>
                      <th scope="col" className="ff-num">
                        Still active
                      </th>
                      <th scope="col" className="ff-num">
                        Ended
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={`${row.day}|${row.product_id}`}>
                        <td data-label="Day">{day(row.day)}</td>
                        <td data-label="Plan" className="ff-primary">
                          {row.product}
                        </td>
                        <td data-label="Sold" className="ff-num">
                          {row.sold}
                        </td>
                        <td data-label="Still active" className="ff-num">
                          {row.active}
                        </td>
                        <td data-label="Ended" className="ff-num">
                          {row.ended}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          );
        }}
      </Loaded>
    </section>
  );
}
