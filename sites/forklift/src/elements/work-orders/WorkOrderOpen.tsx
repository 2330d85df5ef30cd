/**
 * Opening a work order for a truck — from one of its faults (its code's checks become the checklist), from a
 * maintenance task, or by hand: title, priority, due date and, for owners and managers, the assignee. The page's
 * client key makes a double submit (or a retried request) one work order. A viewer is told they open none (0140).
 */
import { useMemo, useState } from 'react';
import type { ElementProps } from '@kit/runtime-react';
import { useRuntime } from '@kit/runtime-react';
import { runsTheFleet, writesToTheFleet } from '../../fleets/roles';
import { FleetGate, OrgBar } from '../fleet-common/FleetGate';
import type { Organization } from '../fleet-common/types';
import { Empty, ErrorNote, Field, Loading } from '../fleet-common/ui';
import { useLoad } from '../fleet-common/use-fleet';
import { plainWorkOrderError } from './messages';
import { workOrderHref } from './paths';
import type { Priority } from './types';
import { newKey, useWorkOrders, type WorkOrderState } from './use-work-orders';
import type { WorkOrderOpenSettings } from './definition';

function OpenForm({
  state,
  organization,
  settings,
}: {
  state: WorkOrderState;
  organization: Organization;
  settings: WorkOrderOpenSettings;
}) {
  const { api, fleet } = state;
  const runtime = useRuntime();
  const clientKey = useMemo(() => newKey(), []);
  const [truck] = useLoad(settings.truck ? () => fleet.api.truck(settings.truck) : null, [settings.truck]);
  const [events] = useLoad(settings.truck && settings.fault ? () => fleet.api.truckEvents(settings.truck) : null, [
    settings.truck,
    settings.fault,
  ]);
  const manager = runsTheFleet(organization.role);
  const [people] = useLoad(manager ? () => api.assignable(organization.organization_id) : null, [organization.organization_id, manager]);
  const [title, setTitle] = useState('');
  const [priority, setPriority] = useState<Priority>('normal');
  const [dueOn, setDueOn] = useState('');
  const [assignee, setAssignee] = useState(manager ? '' : (fleet.user?.id ?? ''));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  if (!settings.truck) return <Empty title="Open a work order from a truck’s page or one of its faults." />;
  if (truck.state === 'loading') return <Loading />;
  if (truck.state === 'error') return <ErrorNote error={truck.error} />;
  if (!truck.value) return <Empty title="That truck is not in your fleet." />;
  const fault = events.state === 'ready' ? events.value.find((e) => e.id === settings.fault) : undefined;

  const submit = async () => {
    setBusy(true);
    setError('');
    try {
      const order = await api.open({
        truckId: settings.truck,
        faultEventId: settings.fault || undefined,
        maintenanceTaskId: settings.task || undefined,
        title: title.trim() || undefined,
        priority,
        dueOn: dueOn || undefined,
        assigneeId: assignee || undefined,
        clientKey,
      });
      await runtime.services.navigation.navigate({ kind: 'path', path: workOrderHref(order.id) });
    } catch (caught) {
      setError(plainWorkOrderError(caught));
      setBusy(false);
    }
  };

  return (
    <div className="ff wo ff-narrow">
      <OrgBar fleet={fleet} />
      <form
        className="ff-card"
        aria-labelledby="wo-open-title"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h2 id="wo-open-title">{truck.value.unit || truck.value.serial_number}</h2>
        <p className="ff-muted">
          {fault
            ? `From the fault ${fault.code || ''} logged ${fault.occurred_at.slice(0, 10)}: its diagnosis’ checks become the checklist.`
            : settings.task
              ? 'From a maintenance task that is due.'
              : 'A work order by hand.'}
        </p>
        <div className="ff-fields">
          <Field
            id="wo-open-name"
            label="Title"
            hint={settings.fault ? 'Left empty: the fault’s code and title.' : 'What needs doing, e.g. “Mast chain noise”.'}
            wide
          >
            <input
              id="wo-open-name"
              className="ff-input"
              maxLength={200}
              aria-describedby="wo-open-name-hint"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
            />
          </Field>
          <Field id="wo-open-priority" label="Priority">
            <select id="wo-open-priority" className="ff-input" value={priority} onChange={(e) => setPriority(e.target.value as Priority)}>
              <option value="low">Low</option>
              <option value="normal">Normal</option>
              <option value="high">High</option>
              <option value="urgent">Urgent (truck down)</option>
            </select>
          </Field>
          <Field id="wo-open-due" label="Due date">
            <input id="wo-open-due" className="ff-input" type="date" value={dueOn} onChange={(e) => setDueOn(e.target.value)} />
          </Field>
          <Field id="wo-open-assignee" label="Assignee">
            <select id="wo-open-assignee" className="ff-input" value={assignee} onChange={(e) => setAssignee(e.target.value)}>
              <option value="">Nobody yet</option>
              {manager && people.state === 'ready'
                ? people.value.map((p) => (
                    <option key={p.user_id} value={p.user_id}>
                      {p.email}
                    </option>
                  ))
                : fleet.user
                  ? [
                      <option key="me" value={fleet.user.id}>
                        Me
                      </option>,
                    ]
                  : null}
            </select>
          </Field>
        </div>
        <button type="submit" className="ff-btn ff-btn--primary" disabled={busy} aria-busy={busy}>
          {busy ? 'Opening…' : 'Open work order'}
        </button>
        {error ? <ErrorNote error={error} /> : null}
      </form>
    </div>
  );
}

export function WorkOrderOpen({ settings }: ElementProps<WorkOrderOpenSettings>) {
  const state = useWorkOrders();
  return (
    <FleetGate fleet={state.fleet}>
      {(organization) =>
        writesToTheFleet(organization.role) ? (
          <OpenForm state={state} organization={organization} settings={settings} />
        ) : (
          <Empty title="Viewers do not open work orders.">
            <p>As a viewer you follow the board and read every work order. Ask a fleet manager to open this one.</p>
          </Empty>
        )
      }
    </FleetGate>
  );
}
