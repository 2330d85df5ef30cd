/**
 * The trucks page: the fleet's trucks (filter as you type; each opens its truck page; serial warnings and maintenance
 * due at a glance), adding one truck, and importing many from a CSV file.
 */
import { useMemo, useState } from 'react';
import type { ElementProps } from '@kit/runtime-react';
import { runsTheFleet, writesToTheFleet } from '../../fleets/roles';
import { FleetGate, OrgBar } from '../fleet-common/FleetGate';
import { brandName, hours, truckName } from '../fleet-common/format';
import { truckHref } from '../fleet-common/paths';
import type { Catalog, MaintenanceDue, Organization, Truck } from '../fleet-common/types';
import { Empty, ErrorNote, FleetLink, Loading, Note, Pill } from '../fleet-common/ui';
import { useFleet, useLoad, type FleetState } from '../fleet-common/use-fleet';
import { AddTruck } from './AddTruck';
import { ImportTrucks } from './ImportTrucks';

type Panel = 'none' | 'add' | 'import';

function dueByTruck(rows: MaintenanceDue[]): Map<string, { overdue: number; due: number }> {
  const map = new Map<string, { overdue: number; due: number }>();
  for (const row of rows) {
    const entry = map.get(row.truck_id) ?? { overdue: 0, due: 0 };
    if (row.status === 'overdue') entry.overdue += 1;
    else if (row.status === 'due') entry.due += 1;
    map.set(row.truck_id, entry);
  }
  return map;
}

function matches(truck: Truck, query: string): boolean {
  const text =
    `${truck.unit ?? ''} ${brandName(truck.brand_id)} ${truck.model ?? ''} ${truck.serial_number} ${truck.site ?? ''}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

function TruckTable({ trucks, due }: { trucks: Truck[]; due: Map<string, { overdue: number; due: number }> }) {
  return (
    <div className="ff-table-wrap">
      <table className="ff-table">
        <thead>
          <tr>
            <th scope="col">Truck</th>
            <th scope="col">Make and model</th>
            <th scope="col">Serial</th>
            <th scope="col" className="ff-num">
              Hours
            </th>
            <th scope="col">Site</th>
            <th scope="col">Maintenance</th>
          </tr>
        </thead>
        <tbody>
          {trucks.map((truck) => {
            const work = due.get(truck.id);
            return (
              <tr key={truck.id}>
                <td data-label="Truck" className="ff-primary">
                  <FleetLink className="ff-tr-link" href={truckHref(truck.id)}>
                    {truckName(truck)}
                  </FleetLink>
                </td>
                <td data-label="Make and model">
                  {brandName(truck.brand_id)} {truck.model ?? ''}
                </td>
                <td data-label="Serial">
                  <span className="ff-mono">{truck.serial_number}</span>{' '}
                  {truck.serial_in_range === false ? <Pill tone="warning">Serial outside known ranges</Pill> : null}
                </td>
                <td data-label="Hours" className="ff-num">
                  {hours(truck.hour_meter)}
                </td>
                <td data-label="Site">{truck.site || '—'}</td>
                <td data-label="Maintenance">
                  {work?.overdue ? <Pill tone="danger">{work.overdue} overdue</Pill> : null}{' '}
                  {work?.due ? <Pill tone="warning">{work.due} due</Pill> : null}
                  {!work?.overdue && !work?.due ? <span className="ff-muted">Up to date</span> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Trucks({ fleet, organization }: { fleet: FleetState; organization: Organization }) {
  const orgId = organization.organization_id;
  // Technicians log faults and read the fleet; adding trucks is the owners' and managers' (the database refuses it
  // too, 0105); viewers only read (0140).
  const manager = runsTheFleet(organization.role);
  const [trucks, refresh] = useLoad<Truck[]>(() => fleet.api.trucks(orgId), [orgId]);
  const [due, refreshDue] = useLoad<MaintenanceDue[]>(() => fleet.api.maintenanceDue(orgId), [orgId]);
  const [catalog, setCatalog] = useState<Catalog | null>(null);
  const [catalogError, setCatalogError] = useState('');
  const [panel, setPanel] = useState<Panel>('none');
  const [query, setQuery] = useState('');
  const [added, setAdded] = useState('');

  const open = (next: Panel) => {
    setAdded('');
    setPanel((now) => (now === next ? 'none' : next));
    if (!catalog)
      fleet.api.importCatalog().then(setCatalog, () => setCatalogError('The catalogue of brands and series could not be read. Try again.'));
  };
  const reload = () => {
    refresh();
    refreshDue();
  };
  const list = trucks.state === 'ready' ? trucks.value : [];
  const shown = useMemo(() => list.filter((truck) => matches(truck, query)), [list, query]);
  const dueMap = useMemo(() => dueByTruck(due.state === 'ready' ? due.value : []), [due]);

  return (
    <>
      <OrgBar fleet={fleet}>
        {manager ? (
          <>
            <button type="button" className="ff-btn ff-btn--primary" aria-expanded={panel === 'add'} onClick={() => open('add')}>
              Add a truck
            </button>
            <button type="button" className="ff-btn" aria-expanded={panel === 'import'} onClick={() => open('import')}>
              Import from CSV
            </button>
          </>
        ) : null}
      </OrgBar>
      {manager ? null : (
        <p className="ff-muted">
          {writesToTheFleet(organization.role)
            ? 'Trucks are added and changed by your fleet managers; you log faults and maintenance.'
            : 'As a viewer you read the trucks, their faults, maintenance and work orders; your fleet managers change them.'}
        </p>
      )}
      {catalogError ? <ErrorNote error={catalogError} /> : null}
      {panel !== 'none' && !catalog && !catalogError ? <Loading label="Loading the catalogue…" /> : null}
      {manager && panel === 'add' && catalog ? (
        <AddTruck
          api={fleet.api}
          catalog={catalog}
          organizationId={orgId}
          onCancel={() => setPanel('none')}
          onAdded={(truck) => {
            setAdded(
              `${truckName(truck)} was added.${truck.serial_in_range === false ? ' Its serial number is outside every known range for its series: check the data plate.' : ''}`,
            );
            setPanel('none');
            reload();
          }}
        />
      ) : null}
      {manager && panel === 'import' && catalog ? (
        <ImportTrucks
          api={fleet.api}
          organizationId={orgId}
          catalog={catalog}
          trucks={list}
          onImported={reload}
          onClose={() => setPanel('none')}
        />
      ) : null}
      {added ? <Note tone="success">{added}</Note> : null}
      <section className="ff-card" aria-labelledby="ff-trucks">
        <div className="ff-card__head">
          <div className="ff-card__title">
            <h2 id="ff-trucks">Trucks</h2>
            {trucks.state === 'ready' ? (
              <p className="ff-muted">
                {list.length === 1 ? '1 truck' : `${list.length} trucks`}
                {query ? ` · ${shown.length} shown` : ''}
              </p>
            ) : null}
          </div>
          {list.length > 0 ? (
            <label className="ff-field ff-filter">
              <span className="ff-sr">Filter trucks</span>
              <input
                className="ff-input"
                type="search"
                value={query}
                placeholder="Filter: unit, model, serial, site"
                onChange={(event) => setQuery(event.target.value)}
              />
            </label>
          ) : null}
        </div>
        {trucks.state === 'loading' ? <Loading label="Loading the trucks…" /> : null}
        {trucks.state === 'error' ? <ErrorNote error={trucks.error} retry={refresh} /> : null}
        {trucks.state === 'ready' && list.length === 0 ? (
          <Empty title="No trucks yet.">
            <p>
              {manager
                ? 'Add your first truck with its serial number, or import the fleet list from a spreadsheet saved as CSV.'
                : 'A fleet manager adds the trucks; they show here once added.'}
            </p>
          </Empty>
        ) : null}
        {list.length > 0 && shown.length === 0 ? <p className="ff-muted">No truck matches “{query}”.</p> : null}
        {shown.length > 0 ? <TruckTable trucks={shown} due={dueMap} /> : null}
      </section>
    </>
  );
}

export function FleetTrucks({ className }: ElementProps<Record<string, unknown>>) {
  const fleet = useFleet();
  return (
    <div className={`ff ${className ?? ''}`}>
      {<FleetGate fleet={fleet}>{(organization) => <Trucks fleet={fleet} organization={organization} />}</FleetGate>}
    </div>
  );
}
