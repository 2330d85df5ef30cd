// The shortest paths of the fleet forms, as the forms send them (empty fields as null): a truck with only unit, brand
// and serial, a fault logged with only a code before it is fixed, a service record with only the hour meter. Each
// is stored with the column's "nothing" value, and a later null hour meter keeps the truck's reading.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultRow, type FaultDraft } from '../elements/fleet-fault/fault-input';
import { forkliftFunctionsDir } from '../functions-dir';
import { createPortalUser, startForkliftPlatform, testBackends, type ForkliftPlatform, type PortalUser } from '../testing';
import { createOrganization } from './test-support/fleet-fixture';

describe.each(testBackends())('fleet forms with the fewest fields on %s', (backend) => {
  let platform: ForkliftPlatform;
  let manager: PortalUser;
  let org: string;
  let truckId: string;

  beforeAll(async () => {
    platform = await startForkliftPlatform({ backend, functionDirs: [forkliftFunctionsDir] });
    manager = await createPortalUser(platform);
    org = await createOrganization(manager, 'Shortcut Yard');
  }, 240_000);
  afterAll(() => platform?.close());

  it('adds a truck with only unit, brand and serial (the add-truck form sends the rest as null)', async () => {
    const { data, error } = await manager.client
      .from('fleet_trucks')
      .insert({
        organization_id: org,
        unit: 'T7',
        brand_id: 'c-monarch',
        series_id: null,
        model_id: null,
        model: null,
        serial_number: 'SC-7001',
        fuel_type: null,
        hour_meter: null,
        site: null,
        in_service_date: null,
        notes: null,
      })
      .select('id, unit, model, hour_meter, site, notes')
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ unit: 'T7', model: '', hour_meter: 0, site: '', notes: '' });
    truckId = (data as { id: string }).id;
  });

  it('logs a fault with only a code, before it is fixed', async () => {
    const draft: FaultDraft = {
      truck: truckId,
      code: 'E-212',
      date: '2026-12-01',
      hours: '',
      symptoms: '',
      diagnosis: '',
      fix: '',
      fixed: false,
      parts: '',
      spentHours: '',
      spentMinutes: '',
    };
    const row = faultRow(draft, '2026-12-07');
    expect(row.fix).toBeNull();
    const { data, error } = await manager.client.from('fleet_fault_events').insert(row).select('code, fix, fixed, symptoms').single();
    expect(error).toBeNull();
    expect(data).toEqual({ code: 'E-212', fix: '', fixed: false, symptoms: '' });
  });

  it('keeps the hour meter when an edit sends it as null', async () => {
    await manager.client.from('fleet_trucks').update({ hour_meter: 1520 }).eq('id', truckId);
    const { data, error } = await manager.client
      .from('fleet_trucks')
      .update({ hour_meter: null, site: null })
      .eq('id', truckId)
      .select('hour_meter, site')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ hour_meter: 1520, site: '' });
  });

  it('records a service with only the hour meter', async () => {
    const { error } = await manager.client
      .from('fleet_service_records')
      .insert({ truck_id: truckId, hour_meter: 1600, notes: null, performed_on: null });
    expect(error).toBeNull();
  });

  it('refuses a part entry longer than 200 characters', async () => {
    const { error } = await manager.client
      .from('fleet_fault_events')
      .insert({ truck_id: truckId, code: 'E-212', parts_replaced: ['x'.repeat(201)] })
      .select('id');
    expect(error?.code).toBe('23514');
  });
});
