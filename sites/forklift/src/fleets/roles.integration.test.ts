// Roles do what their text says (issue 33, item 9), as each role through supabase-js against the real server on both
// backends: "Technician — logs faults, reads the fleet" reads trucks, logs faults (whose hour meter still moves the
// truck's) and records maintenance, but adds and changes no truck, one by one or by import; "Fleet manager — also
// trucks and members" does. "Mark done" is undone by its author (or a manager) and by no other technician; a service
// date in the future is refused in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortalUser, startForkliftPlatform, testBackends, type ForkliftPlatform, type PortalUser } from '../testing';
import { addMember, addTruck, createOrganization } from './test-support/fleet-fixture';

type Row = Record<string, unknown>;

describe.each(testBackends())('fleet roles on %s', (backend) => {
  let platform: ForkliftPlatform;
  let manager: PortalUser;
  let tech: PortalUser;
  let otherTech: PortalUser;
  let org: string;
  let truck: Row & { id: string };

  beforeAll(async () => {
    platform = await startForkliftPlatform({ backend });
    [manager, tech, otherTech] = await Promise.all([createPortalUser(platform), createPortalUser(platform), createPortalUser(platform)]);
    org = await createOrganization(manager, 'Northside Logistics');
    await addMember(platform, org, tech, 'technician');
    await addMember(platform, org, otherTech, 'technician');
    truck = await addTruck(manager, org, { unit: 'Truck 14', brand_id: 'c-monarch', series_id: 'c-monarch-cx', serial_number: '40512' });
  }, 240_000);
  afterAll(() => platform?.close());

  it('a manager adds and changes trucks', async () => {
    const added = await manager.client
      .from('fleet_trucks')
      .insert({ organization_id: org, unit: 'Truck 15', brand_id: 'c-monarch', serial_number: '40513' })
      .select('unit')
      .single();
    expect([added.error, added.data]).toEqual([null, { unit: 'Truck 15' }]);
    const changed = await manager.client.from('fleet_trucks').update({ site: 'Dock 2' }).eq('id', truck.id).select('site');
    expect(changed.data).toEqual([{ site: 'Dock 2' }]);
  });

  it('a technician reads the trucks but adds none, changes none, and imports none', async () => {
    expect(((await tech.client.from('fleet_trucks').select('id')).data ?? []).length).toBeGreaterThanOrEqual(1);
    const added = await tech.client.from('fleet_trucks').insert({ organization_id: org, brand_id: 'c-monarch', serial_number: '40999' });
    expect([added.status, added.error?.code]).toEqual([403, '42501']);
    const changed = await tech.client.from('fleet_trucks').update({ site: 'Elsewhere' }).eq('id', truck.id).select('id');
    expect(changed.data).toEqual([]);
    const imported = await tech.client.rpc('fleet_import_trucks', {
      p_organization_id: org,
      p_rows: [{ row: 2, brand_id: 'c-monarch', serial_number: '41000' }],
    });
    expect((imported.data as Row[]).map((r) => [r.ok, (r.error as Row | undefined)?.code, (r.error as Row | undefined)?.message])).toEqual([
      [false, 'not_allowed', 'Your role in this fleet does not let you add trucks.'],
    ]);
    const { rows } = await platform.db.query(`select unit, site from public.fleet_trucks where organization_id = $1 order by unit`, [org]);
    expect(rows).toEqual([
      { unit: 'Truck 14', site: 'Dock 2' },
      { unit: 'Truck 15', site: '' },
    ]);
  });

  it('a technician logs a fault with only a code, and its hour meter still moves the truck’s', async () => {
    const logged = await tech.client
      .from('fleet_fault_events')
      .insert({ truck_id: truck.id, code: 'E-212', hour_meter: 120 })
      .select('code, fix');
    expect([logged.error, logged.data]).toEqual([null, [{ code: 'E-212', fix: '' }]]);
    const { rows } = await platform.db.query<{ hour_meter: string }>(`select hour_meter from public.fleet_trucks where id = $1`, [
      truck.id,
    ]);
    expect(Number(rows[0]?.hour_meter)).toBe(120);
  });

  it('"Mark done" is recorded by a technician and undone by its author or a manager, by no other technician', async () => {
    const record = async (who: PortalUser) => {
      const { data, error } = await who.client
        .from('fleet_service_records')
        .insert({ truck_id: truck.id, hour_meter: 120, performed_on: '2026-12-01' })
        .select('id')
        .single();
      if (error || !data) throw new Error(`recording failed: ${error?.message}`);
      return (data as { id: string }).id;
    };
    const mine = await record(tech);
    expect((await otherTech.client.from('fleet_service_records').delete().eq('id', mine).select('id')).data).toEqual([]);
    expect((await tech.client.from('fleet_service_records').delete().eq('id', mine).select('id')).data).toEqual([{ id: mine }]);
    const theirs = await record(tech);
    expect((await manager.client.from('fleet_service_records').delete().eq('id', theirs).select('id')).data).toEqual([{ id: theirs }]);
    const managers = await record(manager);
    expect((await tech.client.from('fleet_service_records').delete().eq('id', managers).select('id')).data).toEqual([]);
  });

  it('refuses a service date in the future with a sentence and a stable code', async () => {
    const future = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const refused = await tech.client.from('fleet_service_records').insert({ truck_id: truck.id, hour_meter: 120, performed_on: future });
    expect([refused.status, refused.error?.hint, refused.error?.message]).toEqual([
      400,
      'service_date_in_future',
      'The date is in the future: enter the day the work was done.',
    ]);
    const today = await tech.client.from('fleet_service_records').insert({ truck_id: truck.id, hour_meter: 120 }).select('performed_on');
    expect(today.error).toBeNull();
  });
});
