/**
 * One work order: the truck and fault, who is on it and its state (with the moves the member's role allows), the
 * checklist with readings, the parts used, and closing with the cause found; a closed order exports as a PDF.
 */
import { useEffect, useMemo, useState } from 'react';
import type { ElementProps } from '@kit/runtime-react';
import { runsTheFleet, writesToTheFleet } from '../../fleets/roles';
import { formatDowntime, nextStates, stateLabel } from '../../work-orders/labels';
import { FleetGate, OrgBar } from '../fleet-common/FleetGate';
import { day, hours } from '../fleet-common/format';
import { truckHref } from '../fleet-common/paths';
import type { Organization } from '../fleet-common/types';
import { Empty, ErrorNote, FleetLink, Loading, Note, Pill } from '../fleet-common/ui';
import { useLoad } from '../fleet-common/use-fleet';
import { Checklist } from './Checklist';
import { CloseForm } from './CloseForm';
import { plainWorkOrderError } from './messages';
import { createOfflineQueue, type Sender } from './offline-queue';
import { indexedDbPhotoStore } from './photo-store';
import { ExportButtons, PartsPanel } from './PartsPanel';
import { WORK_ORDER_PATH } from './paths';
import type { WorkOrder } from './types';
import { useWorkOrders, type WorkOrderState } from './use-work-orders';
import type { WorkOrderPageSettings } from './definition';

const MOVE_LABEL: Record<string, string> = {
  in_progress: 'Start work',
  waiting_parts: 'Waiting for parts',
  open: 'Back to open',
  cancelled: 'Cancel work order',
};

function Detail({ state, organization, id }: { state: WorkOrderState; organization: Organization; id: string }) {
  const { api, fleet } = state;
  const [round, setRound] = useState(0);
  const refresh = () => setRound((n) => n + 1);
  const [order] = useLoad(() => api.order(id), [id, round]);
  const [checks] = useLoad(() => api.checks(id), [id, round]);
  const [parts] = useLoad(() => api.parts(id), [id, round]);
  const value = order.state === 'ready' ? order.value : null;
  const [truck] = useLoad(value ? () => fleet.api.truck(value.truck_id) : null, [value?.truck_id]);
  const [causes] = useLoad(value?.error_code_id ? () => api.causes(value.error_code_id as string) : () => Promise.resolve([]), [
    value?.error_code_id,
  ]);
  // Owners and managers assign and cancel; technicians work their own and unassigned orders; viewers read (0140).
  const manager = runsTheFleet(organization.role);
  const [people] = useLoad(() => api.assignable(organization.organization_id), [organization.organization_id]);
  const queue = useMemo(() => createOfflineQueue(`liftfix-work-order-queue:${id}`), [id]);
  const photos = useMemo(() => indexedDbPhotoStore(), []);
  const organizationId = order.state === 'ready' ? order.value?.organization_id : undefined;
  // Kept photos go up first (into this order's folder), then their reading; a photo gone from the store is skipped.
  const sender = useMemo<Sender>(
    () => ({
      recordCheck: api.recordCheck,
      addPart: api.addPart,
      async photo(photoKey, checkId) {
        const blob = await photos.get(photoKey);
        if (!blob || !organizationId) return null;
        const path = await api.uploadPhoto({ id, organization_id: organizationId }, checkId, blob);
        await photos.delete(photoKey);
        return path;
      },
    }),
    [api, photos, id, organizationId],
  );
  const [waiting, setWaiting] = useState(0);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [noticeTone, setNoticeTone] = useState<'success' | 'info'>('success');

  // Whatever waits on this phone goes when the page opens and whenever the connection returns.
  useEffect(() => {
    const send = () =>
      void queue.flush(sender).then((result) => {
        setWaiting(result.left);
        if (result.sent > 0) {
          setNoticeTone('success');
          setNotice(`${result.sent} saved ${result.sent === 1 ? 'entry was' : 'entries were'} sent.`);
          refresh();
        }
      });
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [queue, sender]);

  if (order.state === 'loading') return <Loading label="Loading the work order…" />;
  if (order.state === 'error') return <ErrorNote error={order.error} retry={refresh} />;
  if (!value) return <Empty title="This work order is not in your fleet." />;
  const w: WorkOrder = value;
  const me = fleet.user?.id;
  const closed = w.state === 'done' || w.state === 'cancelled';
  const canWork = !closed && (manager || (organization.role === 'technician' && (w.assignee_id === null || w.assignee_id === me)));
  const assigneeEmail = people.state === 'ready' ? people.value.find((p) => p.user_id === w.assignee_id)?.email : undefined;

  const act = async (run: () => Promise<unknown>, done: string) => {
    setError('');
    setNotice('');
    try {
      await run();
      setNoticeTone('success');
      setNotice(done);
      refresh();
    } catch (caught) {
      setError(plainWorkOrderError(caught));
    }
  };

  return (
    <div className="ff wo">
      <OrgBar fleet={fleet}>
        <FleetLink href={`/${WORK_ORDER_PATH.board}`} className="ff-btn ff-btn--small">
          Team board
        </FleetLink>
      </OrgBar>
      <section className="ff-card" aria-labelledby="wo-title">
        <div className="ff-card__head">
          <div className="ff-card__title">
            <h2 id="wo-title">{w.title}</h2>
            <p className="ff-muted">
              {truck.state === 'ready' && truck.value ? (
                <FleetLink href={truckHref(w.truck_id)}>{truck.value.unit || truck.value.serial_number}</FleetLink>
              ) : (
                'Truck'
              )}{' '}
              · opened {day(w.opened_at)} at {hours(w.hours_at_open)}
              {w.closed_at ? ` · closed ${day(w.closed_at)} at ${hours(w.hours_at_close)}` : ''}
            </p>
          </div>
          <Pill
            tone={w.state === 'done' ? 'success' : w.state === 'cancelled' ? 'plain' : w.state === 'waiting_parts' ? 'warning' : 'info'}
          >
            {stateLabel(w.state)}
          </Pill>
        </div>
        <dl className="wo-facts">
          <div>
            <dt>Assignee</dt>
            <dd>{w.assignee_id === null ? 'Unassigned' : w.assignee_id === me ? 'You' : (assigneeEmail ?? 'A team member')}</dd>
          </div>
          <div>
            <dt>Priority</dt>
            <dd>{w.priority}</dd>
          </div>
          <div>
            <dt>Due</dt>
            <dd>{w.due_on ? day(w.due_on) : '—'}</dd>
          </div>
          <div>
            <dt>Downtime</dt>
            <dd>{formatDowntime(w.downtime_minutes ?? Math.floor((Date.now() - Date.parse(w.opened_at)) / 60_000))}</dd>
          </div>
        </dl>
        {w.description ? <p>{w.description}</p> : null}
        {!writesToTheFleet(organization.role) ? (
          <p className="ff-muted">As a viewer you follow this work order; its technicians and managers work it.</p>
        ) : null}
        {!closed ? (
          <div className="ff-row">
            {organization.role === 'technician' && w.assignee_id === null ? (
              <button
                type="button"
                className="ff-btn"
                onClick={() => void act(() => api.assign(w.id, me ?? null), 'The work order is yours.')}
              >
                Take this work order
              </button>
            ) : null}
            {canWork
              ? nextStates(w.state)
                  .filter((s) => s !== 'done' && (s !== 'cancelled' || manager))
                  .map((s) => (
                    <button
                      key={s}
                      type="button"
                      className={`ff-btn${s === 'cancelled' ? ' ff-btn--danger' : ''}`}
                      onClick={() => void act(() => api.setState(w.id, s), `Now: ${stateLabel(s)}.`)}
                    >
                      {MOVE_LABEL[s] ?? stateLabel(s)}
                    </button>
                  ))
              : null}
            {manager && people.state === 'ready' ? (
              <div className="ff-field wo-assign">
                <label htmlFor="wo-assignee">Assign to</label>
                <select
                  id="wo-assignee"
                  className="ff-input"
                  value={w.assignee_id ?? ''}
                  onChange={(e) => void act(() => api.assign(w.id, e.target.value || null), 'Assigned.')}
                >
                  <option value="">Nobody</option>
                  {people.value.map((p) => (
                    <option key={p.user_id} value={p.user_id}>
                      {p.email}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
          </div>
        ) : null}
        {waiting > 0 ? (
          <Note tone="warning">
            {waiting === 1 ? '1 saved entry waits' : `${waiting} saved entries wait`} on this phone for the connection.
          </Note>
        ) : null}
        {notice ? <Note tone={noticeTone}>{notice}</Note> : null}
        {error ? <ErrorNote error={error} /> : null}
      </section>
      {checks.state === 'ready' ? (
        <Checklist
          api={api}
          order={w}
          checks={checks.value}
          canWork={canWork}
          queue={queue}
          sender={sender}
          photos={photos}
          onSaved={(sent) => {
            setWaiting(queue.entries().length);
            setNoticeTone(sent ? 'success' : 'info');
            setNotice(sent ? 'Check saved.' : 'Saved on this phone; it is sent when the connection returns.');
            if (sent) refresh();
          }}
        />
      ) : checks.state === 'error' ? (
        <ErrorNote error={checks.error} retry={refresh} />
      ) : (
        <Loading />
      )}
      {parts.state === 'ready' ? (
        <PartsPanel api={api} order={w} parts={parts.value} canWork={canWork} queue={queue} sender={sender} onChanged={refresh} />
      ) : null}
      {canWork && (w.state === 'in_progress' || w.state === 'waiting_parts') && causes.state === 'ready' ? (
        <CloseForm
          api={api}
          order={w}
          causes={causes.value}
          onClosed={() => {
            setNoticeTone('success');
            setNotice('Work order closed.');
            refresh();
          }}
        />
      ) : null}
      {closed ? (
        <section className="ff-card" aria-labelledby="wo-outcome">
          <h2 id="wo-outcome">Outcome</h2>
          <p>
            <strong>Cause found:</strong> {w.cause_text ?? '—'}
          </p>
          <p>
            <strong>Remedy applied:</strong> {w.remedy_text ?? '—'}
          </p>
          <ExportButtons api={api} order={w} formats={['pdf']} />
        </section>
      ) : null}
    </div>
  );
}

export function WorkOrderPage({ settings }: ElementProps<WorkOrderPageSettings>) {
  const state = useWorkOrders();
  const id = String(settings.order ?? '');
  return (
    <FleetGate fleet={state.fleet}>
      {(organization) => (id ? <Detail state={state} organization={organization} id={id} /> : <Empty title="No work order named." />)}
    </FleetGate>
  );
}
