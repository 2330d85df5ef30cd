/**
 * The fleet dashboard: new fault events as technicians log them (realtime, no reload), the trucks throwing the same
 * code again, and maintenance due or overdue across the fleet.
 */
import { useEffect, useRef, useState } from 'react';
import type { ElementProps } from '@kit/runtime-react';
import { writesToTheFleet } from '../../fleets/roles';
import { FleetGate, OrgBar } from '../fleet-common/FleetGate';
import { brandName, day, hours, moment, truckName } from '../fleet-common/format';
import { MaintenanceList } from '../fleet-common/MaintenanceList';
import { faultHref, FLEET_PATH, truckHref } from '../fleet-common/paths';
import type { MaintenanceDue, Organization, RecentEvent, RepeatedCode } from '../fleet-common/types';
import { Empty, ErrorNote, FleetLink, Loading, Pill } from '../fleet-common/ui';
import { useFleet, useLoad, type FleetState } from '../fleet-common/use-fleet';
import { subscribeFaultEvents } from './live-events';

const DUE_SHOWN = 8;

function EventItem({ event, fresh }: { event: RecentEvent; fresh: boolean }) {
  const name = truckName({ unit: event.unit, brand_id: event.brand_id, serial_number: event.serial_number });
  return (
    <li className={fresh ? 'ff-event--new' : undefined} data-event={event.id}>
      <div className="ff-item__top">
        {event.code ? <span className="ff-code">{event.code}</span> : <span className="ff-muted">No code</span>}
        {event.severity === 'stop' ? <Pill tone="danger">Stop</Pill> : null}
        {fresh ? <Pill tone="warning">New</Pill> : null}
        {event.fixed ? <Pill tone="success">Fixed</Pill> : null}
        <FleetLink className="ff-tr-link" href={truckHref(event.truck_id)}>
          {name}
        </FleetLink>
      </div>
      {event.code_title ? <p>{event.code_title}</p> : null}
      {event.symptoms ? <p className="ff-muted">“{event.symptoms}”</p> : null}
      <p className="ff-muted">
        {moment(event.occurred_at)} · {hours(event.hour_meter)} · {brandName(event.brand_id)} {event.model ?? ''}
        {event.created_by_email ? ` · ${event.created_by_email}` : ''}
      </p>
    </li>
  );
}

function Dashboard({ fleet, organization }: { fleet: FleetState; organization: Organization }) {
  const orgId = organization.organization_id;
  const [events, retryEvents] = useLoad<RecentEvent[]>(() => fleet.api.recentEvents(orgId, 30), [orgId]);
  const [repeated, retryRepeated] = useLoad<RepeatedCode[]>(() => fleet.api.repeatedCodes(orgId, 30), [orgId]);
  const [due, retryDue] = useLoad<MaintenanceDue[]>(() => fleet.api.maintenanceDue(orgId), [orgId]);
  const [live, setLive] = useState(false);
  const [fresh, setFresh] = useState<string[]>([]);
  const [announce, setAnnounce] = useState('');
  const refresh = useRef({ retryEvents, retryRepeated });
  refresh.current = { retryEvents, retryRepeated };

  useEffect(() => {
    let closed = false;
    let joinedBefore = false;
    let close = () => undefined as void;
    subscribeFaultEvents(
      orgId,
      (row) => {
        setFresh((now) => [...now, row.id]);
        refresh.current.retryEvents();
        refresh.current.retryRepeated();
      },
      (joined) => {
        setLive(joined);
        // Back after a dropped connection: catch up on what was logged meanwhile.
        if (joined && joinedBefore) {
          refresh.current.retryEvents();
          refresh.current.retryRepeated();
        }
        joinedBefore ||= joined;
      },
    ).then(
      (subscription) => {
        if (closed) subscription.close();
        else close = () => subscription.close();
      },
      () => setLive(false),
    );
    return () => {
      closed = true;
      close();
    };
  }, [orgId]);

  // Screen readers hear of a new event once it is shown.
  const list = events.state === 'ready' ? events.value : [];
  const newest = list.find((event) => fresh.includes(event.id));
  useEffect(() => {
    if (newest)
      setAnnounce(
        `New fault${newest.code ? ` ${newest.code}` : ''} on ${truckName({ unit: newest.unit, brand_id: newest.brand_id, serial_number: newest.serial_number })}`,
      );
  }, [newest]);

  const dueRows = due.state === 'ready' ? due.value.filter((row) => row.status !== 'ok') : [];
  const overdue = dueRows.filter((row) => row.status === 'overdue').length;
  const repeatedRows = repeated.state === 'ready' ? repeated.value : [];

  return (
    <>
      <OrgBar fleet={fleet}>
        {writesToTheFleet(organization.role) ? (
          <FleetLink className="ff-btn ff-btn--amber" href={faultHref()}>
            Log a fault
          </FleetLink>
        ) : null}
      </OrgBar>
      <div className="ff-stats">
        <FleetLink className="ff-stat" href={`/${FLEET_PATH.trucks}`}>
          <strong>{organization.truck_count}</strong>
          <span>{organization.truck_count === 1 ? 'truck' : 'trucks'}</span>
        </FleetLink>
        <div className={`ff-stat${overdue > 0 ? ' ff-stat--danger' : ''}`}>
          <strong>{due.state === 'ready' ? overdue : '–'}</strong>
          <span>maintenance overdue</span>
        </div>
        <div className={`ff-stat${dueRows.length - overdue > 0 ? ' ff-stat--warning' : ''}`}>
          <strong>{due.state === 'ready' ? dueRows.length - overdue : '–'}</strong>
          <span>due soon</span>
        </div>
        <div className={`ff-stat${repeatedRows.length > 0 ? ' ff-stat--warning' : ''}`}>
          <strong>{repeated.state === 'ready' ? repeatedRows.length : '–'}</strong>
          <span>repeated codes, 30 days</span>
        </div>
      </div>
      <div className="ff-cols">
        <div>
          <section className="ff-card" aria-labelledby="ff-events">
            <div className="ff-card__head">
              <h2 id="ff-events">Fault events</h2>
              <span className={`ff-live${live ? ' ff-live--on' : ''}`}>{live ? 'Live' : 'Connecting…'}</span>
            </div>
            <p className="ff-sr" role="status" aria-live="polite">
              {announce}
            </p>
            {events.state === 'loading' ? <Loading label="Loading the fault events…" /> : null}
            {events.state === 'error' ? <ErrorNote error={events.error} retry={retryEvents} /> : null}
            {events.state === 'ready' && list.length === 0 ? (
              <Empty title="No faults logged yet.">
                <p>Technicians log faults from a truck’s page or straight from a diagnosis; they appear here as they are saved.</p>
              </Empty>
            ) : null}
            {list.length > 0 ? (
              <ul className="ff-list" aria-label="Latest fault events">
                {list.map((event) => (
                  <EventItem key={event.id} event={event} fresh={fresh.includes(event.id)} />
                ))}
              </ul>
            ) : null}
          </section>
        </div>
        <div>
          <section className="ff-card" aria-labelledby="ff-repeated">
            <div>
              <h2 id="ff-repeated">Repeated codes</h2>
              <p className="ff-muted">Trucks that threw the same code twice or more in 30 days.</p>
            </div>
            {repeated.state === 'loading' ? <Loading /> : null}
            {repeated.state === 'error' ? <ErrorNote error={repeated.error} retry={retryRepeated} /> : null}
            {repeated.state === 'ready' && repeatedRows.length === 0 ? (
              <p className="ff-muted">No repeats. A code coming back is the first sign the last fix did not hold.</p>
            ) : null}
            {repeatedRows.length > 0 ? (
              <ul className="ff-list" aria-label="Repeated codes">
                {repeatedRows.map((row) => (
                  <li key={`${row.truck_id}:${row.code}`}>
                    <div className="ff-item__top">
                      <span className="ff-code">{row.code}</span>
                      <Pill tone="warning">{row.event_count} times</Pill>
                      <FleetLink className="ff-tr-link" href={truckHref(row.truck_id)}>
                        {truckName({ unit: row.unit, brand_id: '', serial_number: row.serial_number })}
                      </FleetLink>
                    </div>
                    {row.title ? <p>{row.title}</p> : null}
                    <p className="ff-muted">Last {day(row.last_at)}</p>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
          <section className="ff-card" aria-labelledby="ff-due-all">
            <div>
              <h2 id="ff-due-all">Maintenance due</h2>
              <p className="ff-muted">Service intervals from the manuals, against each truck’s hour meter.</p>
            </div>
            {due.state === 'loading' ? <Loading /> : null}
            {due.state === 'error' ? <ErrorNote error={due.error} retry={retryDue} /> : null}
            {due.state === 'ready' && dueRows.length === 0 ? (
              <p className="ff-muted">
                <Pill tone="success">Up to date</Pill> Nothing due across the fleet.
              </p>
            ) : null}
            {dueRows.length > 0 ? (
              <MaintenanceList rows={dueRows.slice(0, DUE_SHOWN)} showTruck readOnly={!writesToTheFleet(organization.role)} />
            ) : null}
            {dueRows.length > DUE_SHOWN ? <p className="ff-muted">{dueRows.length - DUE_SHOWN} more on the trucks’ pages.</p> : null}
          </section>
        </div>
      </div>
    </>
  );
}

export function FleetDashboard({ className }: ElementProps<Record<string, unknown>>) {
  const fleet = useFleet();
  return (
    <div className={`ff ${className ?? ''}`}>
      <FleetGate fleet={fleet}>
        {(organization) => <Dashboard key={organization.organization_id} fleet={fleet} organization={organization} />}
      </FleetGate>
    </div>
  );
}
