/**
 * The truck page: what the truck is (make, model, serial, hours, site), the manuals covering its serial, a search
 * scoped to it, maintenance due from its hour meter, its service history with CSV and PDF exports, and its codes.
 */
import { useState, type ReactNode } from 'react';
import type { ElementProps } from '@kit/runtime-react';
import { writesToTheFleet } from '../../fleets/roles';
import { FleetGate } from '../fleet-common/FleetGate';
import { brandName, day, fuelName, hours, truckLine, truckName } from '../fleet-common/format';
import { MaintenanceList } from '../fleet-common/MaintenanceList';
import type { DoneEntry } from '../fleet-common/MarkDoneForm';
import { faultHref, FLEET_PATH } from '../fleet-common/paths';
import type { FaultEvent, MaintenanceDue, ServiceRecord, Truck, TruckCode, TruckManual } from '../fleet-common/types';
import { Empty, ErrorNote, FleetLink, Loading, Pill } from '../fleet-common/ui';
import { asFleetError, roleIn, useFleet, useLoad, type FleetState } from '../fleet-common/use-fleet';
import type { FleetTruckSettings } from './definition';
import { saveBlob } from './download';
import { TruckCodes } from './TruckCodes';
import { TruckHistory } from './TruckHistory';
import { TruckManuals } from './TruckManuals';
import { TruckSearch } from './TruckSearch';
import { latestOpenFault, OpenWorkOrderLink } from '../work-orders/OpenWorkOrderLink';

function Exports({ fleet, truckId }: { fleet: FleetState; truckId: string }) {
  const [busy, setBusy] = useState<'' | 'csv' | 'pdf'>('');
  const [error, setError] = useState('');
  const run = async (format: 'csv' | 'pdf') => {
    setBusy(format);
    setError('');
    try {
      const file = await fleet.api.exportHistory(truckId, format);
      saveBlob(file.blob, file.filename);
    } catch (caught) {
      setError(asFleetError(caught).message);
    } finally {
      setBusy('');
    }
  };
  return (
    <>
      <button
        type="button"
        className="ff-btn ff-btn--small"
        disabled={busy !== ''}
        aria-busy={busy === 'csv'}
        onClick={() => void run('csv')}
      >
        {busy === 'csv' ? 'Exporting…' : 'Export CSV'}
      </button>
      <button
        type="button"
        className="ff-btn ff-btn--small"
        disabled={busy !== ''}
        aria-busy={busy === 'pdf'}
        onClick={() => void run('pdf')}
      >
        {busy === 'pdf' ? 'Preparing PDF…' : 'Export PDF report'}
      </button>
      {error ? <ErrorNote error={error} /> : null}
    </>
  );
}

function Facts({ truck }: { truck: Truck }) {
  const facts: Array<[string, ReactNode]> = [
    ['Make and model', `${brandName(truck.brand_id)} ${truck.model ?? ''}`.trim()],
    [
      'Serial number',
      <span key="serial" className="ff-mono">
        {truck.serial_number}
      </span>,
    ],
    ['Hour meter', hours(truck.hour_meter)],
    ['Fuel', fuelName(truck.fuel_type)],
    ['Site', truck.site || '—'],
    ['In service since', day(truck.in_service_date)],
  ];
  return (
    <dl className="ff-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function workOrderFrom(fault: FaultEvent | undefined): { faultId?: string; label?: string } {
  return fault ? { faultId: fault.id, label: `Open a work order${fault.code ? ` for ${fault.code}` : ''}` } : {};
}

function TruckView({ fleet, truckId }: { fleet: FleetState; truckId: string }) {
  const [truck, retryTruck] = useLoad<Truck | null>(() => fleet.api.truck(truckId), [truckId]);
  const [manuals, retryManuals] = useLoad<TruckManual[]>(() => fleet.api.truckManuals(truckId), [truckId]);
  const [events, retryEvents] = useLoad<FaultEvent[]>(() => fleet.api.truckEvents(truckId), [truckId]);
  const [codes, retryCodes] = useLoad<TruckCode[]>(() => fleet.api.truckCodes(truckId), [truckId]);
  // The truck's own organization (the member may have another one chosen).
  const owner = truck.state === 'ready' ? truck.value?.organization_id : undefined;
  // A viewer reads the truck and is offered nothing that writes (0140).
  const writes = writesToTheFleet(roleIn(fleet, owner) ?? 'viewer');
  const [due, retryDue] = useLoad<MaintenanceDue[]>(owner ? () => fleet.api.maintenanceDue(owner, truckId, true) : null, [owner, truckId]);
  // The last "Mark done" of this visit, until undone: what it recorded and the task's name.
  const [lastDone, setLastDone] = useState<{ record: ServiceRecord; task: string } | null>(null);
  const [undoError, setUndoError] = useState('');
  const [undoing, setUndoing] = useState(false);

  if (truck.state === 'loading') return <Loading label="Loading the truck…" />;
  if (truck.state === 'error') return <ErrorNote error={truck.error} retry={retryTruck} />;
  if (truck.value === null)
    return (
      <Empty title="This truck is not in your fleet.">
        <p>It may have been removed, or it belongs to another organization.</p>
        <FleetLink className="ff-btn" href={`/${FLEET_PATH.trucks}`}>
          All trucks
        </FleetLink>
      </Empty>
    );
  const current = truck.value;
  const diagnoseHref = (code: string) => `/diagnostics?${new URLSearchParams({ brand: current.brand_id, code, truck: current.id })}`;
  const markDone = async (row: MaintenanceDue, entry: DoneEntry) => {
    setUndoError('');
    const record = await fleet.api
      .markServiceDone({
        truck_id: current.id,
        task_id: row.task_id,
        interval_hours: row.interval_hours,
        hour_meter: entry.hourMeter,
        performed_on: entry.performedOn,
      })
      .catch((caught: unknown) => {
        throw asFleetError(caught);
      });
    setLastDone({ record, task: row.task });
    retryDue();
    // A later reading moved the truck's hour meter.
    if (entry.hourMeter > Number(current.hour_meter ?? 0)) retryTruck();
  };
  const undo = async () => {
    if (!lastDone) return;
    setUndoing(true);
    setUndoError('');
    try {
      await fleet.api.undoServiceDone(lastDone.record.id);
      setLastDone(null);
      retryDue();
    } catch (caught) {
      setUndoError(asFleetError(caught).message);
    } finally {
      setUndoing(false);
    }
  };
  const dueRows = due.state === 'ready' ? due.value : [];
  const pending = dueRows.filter((row) => row.status !== 'ok');
  const later = dueRows.filter((row) => row.status === 'ok');

  return (
    <>
      <section className="ff-card" aria-labelledby="ff-truck-name">
        <div className="ff-card__head">
          <div className="ff-card__title">
            <h1 id="ff-truck-name" className="ff-truck-name">
              {truckName(current)}
            </h1>
            <p className="ff-muted">{truckLine(current)}</p>
          </div>
          <div className="ff-row">
            {writes ? (
              <>
                <FleetLink className="ff-btn ff-btn--amber" href={faultHref({ truck: current.id, brand: current.brand_id })}>
                  Log a fault
                </FleetLink>
                {/* Issue 38: a work order for the latest fault not yet fixed (its checks become the checklist), else by hand. */}
                <OpenWorkOrderLink
                  truckId={current.id}
                  {...workOrderFrom(events.state === 'ready' ? latestOpenFault(events.value) : undefined)}
                />
              </>
            ) : null}
            <a className="ff-btn" href={`/diagnostics?${new URLSearchParams({ brand: current.brand_id, truck: current.id })}`}>
              Diagnose
            </a>
          </div>
        </div>
        {current.serial_in_range === false ? (
          <p className="ff-note ff-note--warning">
            This serial number is outside every known range for its series. Check the data plate: manuals are matched by serial.
          </p>
        ) : null}
        <Facts truck={current} />
        {current.notes ? <p className="ff-muted">{current.notes}</p> : null}
      </section>
      <div className="ff-cols">
        <div>
          <TruckManuals load={manuals} retry={retryManuals} />
          <TruckCodes load={codes} retry={retryCodes} diagnoseHref={diagnoseHref} />
        </div>
        <div>
          <TruckSearch api={fleet.api} truckId={current.id} label={truckName(current)} />
          <section className="ff-card" aria-labelledby="ff-due">
            <div>
              <h2 id="ff-due">Maintenance due</h2>
              <p className="ff-muted">From the hour meter ({hours(current.hour_meter)}) and the manuals’ service intervals.</p>
            </div>
            {due.state === 'loading' ? <Loading /> : null}
            {due.state === 'error' ? <ErrorNote error={due.error} retry={retryDue} /> : null}
            {due.state === 'ready' && pending.length === 0 ? (
              <p className="ff-muted">
                <Pill tone="success">Up to date</Pill> Nothing due within the next interval.
              </p>
            ) : null}
            {lastDone ? (
              <div className="ff-note ff-note--success ff-spread" role="status">
                <span>
                  Recorded: {lastDone.task}, done {day(lastDone.record.performed_on)} at {hours(lastDone.record.hour_meter)}.
                </span>
                <button type="button" className="ff-btn ff-btn--small" disabled={undoing} aria-busy={undoing} onClick={() => void undo()}>
                  {undoing ? 'Undoing…' : 'Undo'}
                </button>
              </div>
            ) : null}
            {undoError ? <ErrorNote error={undoError} /> : null}
            {pending.length > 0 ? (
              <MaintenanceList
                rows={pending}
                showTruck={false}
                onDone={writes ? markDone : undefined}
                readOnly={!writes}
                defaultHours={Number(current.hour_meter ?? 0)}
              />
            ) : null}
            {later.length > 0 ? (
              <details className="ff-more">
                <summary>Later ({later.length})</summary>
                <MaintenanceList rows={later} showTruck={false} readOnly={!writes} />
              </details>
            ) : null}
          </section>
        </div>
      </div>
      <TruckHistory load={events} retry={retryEvents} exports={<Exports fleet={fleet} truckId={current.id} />} />
    </>
  );
}

export function FleetTruck({ settings, className }: ElementProps<FleetTruckSettings>) {
  const fleet = useFleet();
  const truckId = String(settings.truck ?? '');
  return (
    <div className={`ff ${className ?? ''}`}>
      <FleetGate fleet={fleet}>
        {() =>
          truckId ? (
            <TruckView fleet={fleet} truckId={truckId} />
          ) : (
            <Empty title="No truck chosen.">
              <FleetLink className="ff-btn ff-btn--primary" href={`/${FLEET_PATH.trucks}`}>
                Choose a truck
              </FleetLink>
            </Empty>
          )
        }
      </FleetGate>
    </div>
  );
}
