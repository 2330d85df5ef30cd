/**
 * The team board: the organization's work orders by state, live (realtime: a change anywhere in the team refetches
 * the board and is announced), filtered by truck, assignee and brand; managers also see downtime per truck and repeat
 * faults.
 */
import { useEffect, useMemo, useState } from 'react';
import { runsTheFleet } from '../../fleets/roles';
import { formatDowntime, stateLabel, WORK_ORDER_STATES } from '../../work-orders/labels';
import { FleetGate, OrgBar } from '../fleet-common/FleetGate';
import { brandName } from '../fleet-common/format';
import { ErrorNote, FleetLink, Loading, Pill } from '../fleet-common/ui';
import { useLoad } from '../fleet-common/use-fleet';
import type { Organization } from '../fleet-common/types';
import { ManagerCharts } from './Charts';
import { subscribeWorkOrders } from './live';
import { workOrderHref } from './paths';
import type { BoardFilters, BoardRow } from './types';
import { useWorkOrders, type WorkOrderState } from './use-work-orders';

const PRIORITY_TONE = { urgent: 'danger', high: 'warning', normal: 'plain', low: 'plain' } as const;

function Card({ row, fresh }: { row: BoardRow; fresh: boolean }) {
  return (
    <li className={`wo-card${fresh ? ' wo-card--fresh' : ''}`}>
      <FleetLink href={workOrderHref(row.id)} className="ff-link wo-card__title">
        {row.title}
      </FleetLink>
      <p className="ff-muted">
        {row.unit || row.serial_number} · {brandName(row.brand_id)}
        {row.code ? ` · ${row.code}` : ''}
      </p>
      <div className="ff-row wo-card__meta">
        {row.priority !== 'normal' ? <Pill tone={PRIORITY_TONE[row.priority]}>{row.priority}</Pill> : null}
        <span>{row.assignee_email ?? 'Unassigned'}</span>
        {row.checks_total > 0 ? (
          <span>
            {row.checks_done}/{row.checks_total} checks
          </span>
        ) : null}
        {row.parts_count > 0 ? <span>{row.parts_count} parts</span> : null}
        <span>Down {formatDowntime(row.downtime_minutes)}</span>
        {fresh ? <Pill tone="info">Updated</Pill> : null}
      </div>
    </li>
  );
}

function Board({ state, organization }: { state: WorkOrderState; organization: Organization }) {
  const { api, fleet } = state;
  const org = organization.organization_id;
  const [filters, setFilters] = useState<BoardFilters>({});
  const [round, setRound] = useState(0);
  const [fresh, setFresh] = useState<Set<string>>(new Set());
  const [announce, setAnnounce] = useState('');
  const [live, setLive] = useState(false);
  const [board] = useLoad(() => api.board(org, filters, 200), [org, JSON.stringify(filters), round]);
  const [trucks] = useLoad(() => fleet.api.trucks(org), [org]);
  const [people] = useLoad(() => api.assignable(org), [org]);
  const manager = runsTheFleet(organization.role);
  const [downtime] = useLoad(manager ? () => api.downtime(org) : null, [org, round, manager]);
  const [repeats] = useLoad(manager ? () => api.repeats(org) : null, [org, round, manager]);

  useEffect(() => {
    let closed = false;
    let subscription: { close(): void } | undefined;
    void subscribeWorkOrders(
      org,
      (change) => {
        setRound((n) => n + 1);
        if (change.id) setFresh((seen) => new Set(seen).add(change.id as string));
        setAnnounce(change.eventType === 'INSERT' ? 'A work order was opened.' : 'A work order changed.');
      },
      setLive,
    ).then((s) => (closed ? s.close() : (subscription = s)));
    return () => {
      closed = true;
      subscription?.close();
    };
  }, [org]);

  const brands = useMemo(() => (trucks.state === 'ready' ? [...new Set(trucks.value.map((t) => t.brand_id))].sort() : []), [trucks]);
  const rows = board.state === 'ready' ? board.value : [];
  const set = (patch: BoardFilters) => setFilters((current) => ({ ...current, ...patch }));

  return (
    <div className="ff wo">
      <OrgBar fleet={fleet}>
        <span className={`wo-live${live ? ' wo-live--on' : ''}`}>{live ? 'Live' : 'Connecting…'}</span>
      </OrgBar>
      <p className="ff-sr" role="status" aria-live="polite">
        {announce}
      </p>
      <form className="ff-card wo-filters" aria-label="Filter the board" onSubmit={(event) => event.preventDefault()}>
        <div className="ff-fields ff-fields--3">
          <div className="ff-field">
            <label htmlFor="wo-filter-truck">Truck</label>
            <select
              id="wo-filter-truck"
              className="ff-input"
              value={filters.truckId ?? ''}
              onChange={(e) => set({ truckId: e.target.value })}
            >
              <option value="">All trucks</option>
              {trucks.state === 'ready'
                ? trucks.value.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.unit || t.serial_number}
                    </option>
                  ))
                : null}
            </select>
          </div>
          <div className="ff-field">
            <label htmlFor="wo-filter-assignee">Assignee</label>
            <select
              id="wo-filter-assignee"
              className="ff-input"
              value={filters.unassigned ? 'none' : (filters.assigneeId ?? '')}
              onChange={(e) =>
                set(e.target.value === 'none' ? { unassigned: true, assigneeId: '' } : { unassigned: false, assigneeId: e.target.value })
              }
            >
              <option value="">Everyone</option>
              <option value="none">Unassigned</option>
              {people.state === 'ready'
                ? people.value.map((p) => (
                    <option key={p.user_id} value={p.user_id}>
                      {p.email}
                    </option>
                  ))
                : null}
            </select>
          </div>
          <div className="ff-field">
            <label htmlFor="wo-filter-brand">Brand</label>
            <select
              id="wo-filter-brand"
              className="ff-input"
              value={filters.brandId ?? ''}
              onChange={(e) => set({ brandId: e.target.value })}
            >
              <option value="">All brands</option>
              {brands.map((b) => (
                <option key={b} value={b}>
                  {brandName(b)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </form>
      {board.state === 'loading' ? <Loading label="Loading the board…" /> : null}
      {board.state === 'error' ? <ErrorNote error={board.error} retry={() => setRound((n) => n + 1)} /> : null}
      {board.state === 'ready' ? (
        <div className="wo-board">
          {WORK_ORDER_STATES.map((s) => {
            const inState = rows.filter((r) => r.state === s);
            const shown = s === 'done' || s === 'cancelled' ? inState.slice(0, 20) : inState;
            return (
              <section key={s} className="wo-column" aria-labelledby={`wo-col-${s}`}>
                <h2 id={`wo-col-${s}`} className="wo-column__title">
                  {stateLabel(s)} <span className="wo-count">{inState.length}</span>
                </h2>
                {shown.length === 0 ? (
                  <p className="ff-muted">None.</p>
                ) : (
                  <ul className="wo-cards">
                    {shown.map((row) => (
                      <Card key={row.id} row={row} fresh={fresh.has(row.id)} />
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      ) : null}
      {manager && downtime.state === 'ready' && repeats.state === 'ready' ? (
        <ManagerCharts downtime={downtime.value} repeats={repeats.value} />
      ) : null}
    </div>
  );
}

export function WorkOrderBoard() {
  const state = useWorkOrders();
  return <FleetGate fleet={state.fleet}>{(organization) => <Board state={state} organization={organization} />}</FleetGate>;
}
