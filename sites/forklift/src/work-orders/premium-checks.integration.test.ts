// A work order opened on a premium code copies that code's checks: a member of the same fleet without the brand's plan
// must not read them through the work order (the fleet never widens access to premium content).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortalUser, startForkliftPlatform, testBackends, type ForkliftPlatform, type PortalUser } from '../testing';
import { addMember, addTruck, createOrganization } from '../fleets/test-support/fleet-fixture';

describe.each(testBackends())('work order checks of a premium code on %s', (backend) => {
  let platform: ForkliftPlatform;
  let premiumTech: PortalUser;
  let freeManager: PortalUser;
  let orderId: string;

  beforeAll(async () => {
    platform = await startForkliftPlatform({ backend });
    freeManager = await createPortalUser(platform);
    premiumTech = await createPortalUser(platform, ['c-monarch-premium']);
    const org = await createOrganization(freeManager, 'Quayside Stores');
    await addMember(platform, org, premiumTech, 'technician');
    const truck = await addTruck(freeManager, org, {
      unit: 'Q7',
      brand_id: 'c-monarch',
      series_id: 'c-monarch-cx',
      serial_number: '40777',
    });
    const { rows } = await platform.db.query<{ id: string }>(
      `select c.id from public.error_codes c join public.error_code_details d on d.error_code_id = c.id
       where c.brand_id = 'c-monarch' and 'c-monarch-cx' = any (c.series_ids) and c.tier = 'premium' and jsonb_array_length(d.checks) > 0
       order by c.code limit 1`,
    );
    const fault = await premiumTech.client
      .from('fleet_fault_events')
      .insert({ truck_id: truck.id, error_code_id: rows[0]?.id })
      .select('id')
      .single();
    expect(fault.error).toBeNull();
    const opened = await premiumTech.client.rpc('work_order_open', {
      p_truck_id: truck.id,
      p_fault_event_id: (fault.data as { id: string }).id,
    });
    expect(opened.error).toBeNull();
    orderId = (opened.data as { id: string }).id;
  }, 240_000);
  afterAll(() => platform?.close());

  it('shows the copied checks to the member with the plan and not to the one without', async () => {
    const mine = await premiumTech.client.from('work_order_checks').select('text').eq('work_order_id', orderId);
    expect(mine.error).toBeNull();
    expect(mine.data?.length).toBeGreaterThan(0);
    const theirs = await freeManager.client.from('work_order_checks').select('text').eq('work_order_id', orderId);
    expect(theirs).toMatchObject({ error: null, data: [] });
    // The order itself stays the fleet's: the manager still sees it.
    const order = await freeManager.client.from('work_orders').select('id').eq('id', orderId);
    expect(order.data).toHaveLength(1);
  });
});
