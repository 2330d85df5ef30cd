// Issue 38 acceptance 2: two organizations with each role (owner, manager, technician, viewer). Nobody reads or
// changes another organization's work orders, checklist or parts — through rest, rpc, storage (photos), realtime and
// the export function — and within an organization each role does only what it may: viewers read (the export too)
// and write nothing, technicians work the orders assigned to them and the unassigned ones, managers and owners
// assign, cancel and delete.
import type { RealtimeChannel } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forkliftFunctionsDir } from '../functions-dir';
import { createPortalUser, startForkliftPlatform, testBackends, type ForkliftPlatform, type PortalUser } from '../testing';
import { pdfText } from './export/pdf-text';
import { addMember, addTruck, callFunction, createOrganization, until, watch, type Change } from '../fleets/test-support/fleet-fixture';

type Row = Record<string, unknown>;
const TABLES = ['work_orders', 'work_order_checks', 'work_order_parts'] as const;
const B_ROLES = ['ownerB', 'managerB', 'techB', 'viewerB'] as const;
const VIEWER_READ_ONLY = [403, 'viewer_read_only'];

describe.each(testBackends())('work order access on %s', (backend) => {
  let platform: ForkliftPlatform;
  const users: Record<'ownerA' | 'managerA' | 'techA' | 'viewerA' | (typeof B_ROLES)[number], PortalUser> = {} as never;
  let orgA: string;
  let orgB: string;
  let truckA: string;
  let truckB: string;
  let orderA: Row;
  let orderB: Row;
  let checkA: string;
  const channels: RealtimeChannel[] = [];

  beforeAll(async () => {
    platform = await startForkliftPlatform({ backend, functionDirs: [forkliftFunctionsDir] });
    const names = ['ownerA', 'managerA', 'techA', 'viewerA', ...B_ROLES] as const;
    const made = await Promise.all(names.map(() => createPortalUser(platform)));
    names.forEach((name, i) => Object.assign(users, { [name]: made[i] }));
    orgA = await createOrganization(users.ownerA, 'Northside Logistics');
    orgB = await createOrganization(users.ownerB, 'Harbour Freight');
    await addMember(platform, orgA, users.managerA, 'manager');
    await addMember(platform, orgA, users.techA, 'technician');
    await addMember(platform, orgA, users.viewerA, 'viewer');
    await addMember(platform, orgB, users.managerB, 'manager');
    await addMember(platform, orgB, users.techB, 'technician');
    await addMember(platform, orgB, users.viewerB, 'viewer');
    truckA = (
      await addTruck(users.managerA, orgA, { unit: 'Truck 14', brand_id: 'c-monarch', series_id: 'c-monarch-cx', serial_number: '40512' })
    ).id;
    truckB = (await addTruck(users.managerB, orgB, { unit: 'B1', brand_id: 'r-raynet', series_id: 'r-raynet-rd', serial_number: '33600' }))
      .id;
    const { rows } = await platform.db.query<{ id: string }>(
      `select c.id from public.error_codes c where c.brand_id = 'c-monarch' and 'c-monarch-cx' = any (c.series_ids) and c.tier = 'free' order by c.code limit 1`,
    );
    const fault = await users.techA.client
      .from('fleet_fault_events')
      .insert({ truck_id: truckA, error_code_id: rows[0]?.id })
      .select('id')
      .single();
    orderA = (await users.techA.client.rpc('work_order_open', { p_truck_id: truckA, p_fault_event_id: (fault.data as Row).id }))
      .data as Row;
    orderB = (await users.techB.client.rpc('work_order_open', { p_truck_id: truckB, p_title: 'Brake noise' })).data as Row;
    checkA = (
      (
        await users.techA.client
          .from('work_order_checks')
          .select('id')
          .eq('work_order_id', orderA.id as string)
          .limit(1)
      ).data as Row[]
    )[0]?.id as string;
    await users.techA.client.rpc('work_order_add_part', {
      p_work_order_id: orderA.id,
      p_part_number: 'CM-01001-46',
      p_description: 'Lift pressure sensor',
    });
    expect(checkA).toBeTruthy();
  }, 240_000);
  afterAll(async () => {
    for (const channel of channels) await channel.unsubscribe();
    for (const user of Object.values(users)) user?.client.realtime.disconnect();
    await platform?.close();
  });

  it('rest: no role of B reads or changes any of A’s rows', async () => {
    for (const who of B_ROLES) {
      const b = users[who].client;
      for (const table of TABLES) {
        const { data, error } = await b.from(table).select('*').eq('organization_id', orgA);
        expect([who, table, error, data]).toEqual([who, table, null, []]);
      }
      expect(
        (
          await b
            .from('work_orders')
            .update({ title: 'mine' })
            .eq('id', orderA.id as string)
            .select()
        ).data,
      ).toEqual([]);
      expect(
        (
          await b
            .from('work_orders')
            .delete()
            .eq('id', orderA.id as string)
            .select()
        ).data,
      ).toEqual([]);
      expect((await b.from('work_order_checks').update({ measured: '0' }).eq('id', checkA).select()).data).toEqual([]);
      expect(
        (
          await b
            .from('work_order_parts')
            .delete()
            .eq('work_order_id', orderA.id as string)
            .select()
        ).data,
      ).toEqual([]);
      const planted = await b.from('work_orders').insert({ truck_id: truckA, title: 'Planted' });
      expect([who, planted.status, planted.error?.hint]).toEqual([who, 404, 'truck_not_found']);
      const line = await b.from('work_order_parts').insert({ work_order_id: orderA.id, part_number: 'X' });
      expect(line.error).not.toBeNull();
      const check = await b.from('work_order_checks').insert({ work_order_id: orderA.id, position: 500, text: 'Planted' });
      expect(check.error).not.toBeNull();
    }
    const { rows } = await platform.db.query<{ n: number }>(
      `select (select count(*)::int from public.work_order_parts where work_order_id = $1) + (select count(*)::int from public.work_order_checks where text = 'Planted') as n`,
      [orderA.id],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('rpc: every work-order function answers B as if A’s rows did not exist', async () => {
    for (const who of B_ROLES) {
      const b = users[who].client;
      expect((await b.rpc('work_order_board', { p_organization_id: orgA })).data).toEqual([]);
      expect((await b.rpc('work_order_state_counts', { p_organization_id: orgA })).data).toEqual([]);
      expect((await b.rpc('work_order_downtime', { p_organization_id: orgA })).data).toEqual([]);
      expect((await b.rpc('work_order_repeat_faults', { p_organization_id: orgA })).data).toEqual([]);
      const hints = [
        await b.rpc('work_order_open', { p_truck_id: truckA }),
        await b.rpc('work_order_record_check', { p_check_id: checkA, p_measured: '1', p_result: 'fail' }),
        await b.rpc('work_order_add_part', { p_work_order_id: orderA.id, p_part_number: 'X' }),
        await b.rpc('work_order_set_state', { p_work_order_id: orderA.id, p_state: 'cancelled' }),
        await b.rpc('work_order_parts_catalog', { p_work_order_id: orderA.id }),
      ].map((r) => [r.status, r.error?.hint]);
      expect(hints).toEqual([
        [404, 'truck_not_found'],
        [404, 'check_not_found'],
        [404, 'work_order_not_found'],
        [404, 'work_order_not_found'],
        [404, 'work_order_not_found'],
      ]);
      expect((await b.rpc('work_order_assignable', { p_organization_id: orgA })).data).toEqual([]);
    }
    // Their own organization's board is theirs.
    expect(((await users.techB.client.rpc('work_order_board', { p_organization_id: orgB })).data as Row[]).map((r) => r.id)).toEqual([
      orderB.id,
    ]);
  });

  it('storage: photos under an order’s folder are the organization’s only; managers alone delete', async () => {
    const path = `${orgA}/work-orders/${orderA.id}/check-photo.png`;
    const png = new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' });
    expect((await users.techA.client.storage.from('fleet-files').upload(path, png, { contentType: 'image/png' })).error).toBeNull();
    const recorded = await users.techA.client.rpc('work_order_record_check', {
      p_check_id: checkA,
      p_measured: '4.9',
      p_result: 'pass',
      p_photo_path: path,
    });
    expect(recorded.data).toMatchObject({ photo_path: path });
    const elsewhere = await users.techA.client.rpc('work_order_record_check', {
      p_check_id: checkA,
      p_photo_path: `${orgB}/work-orders/x/y.png`,
    });
    expect([elsewhere.status, elsewhere.error?.hint]).toEqual([400, 'invalid_photo_path']);
    // A's viewer reads the photo and puts none there.
    const viewerFiles = users.viewerA.client.storage.from('fleet-files');
    expect((await viewerFiles.download(path)).error).toBeNull();
    expect(
      (await viewerFiles.upload(`${orgA}/work-orders/${orderA.id}/viewer.png`, png, { contentType: 'image/png' })).error,
    ).not.toBeNull();
    expect((await viewerFiles.upload(path, png, { contentType: 'image/png', upsert: true })).error).not.toBeNull();
    expect((await viewerFiles.remove([path])).data ?? []).toEqual([]);
    for (const who of B_ROLES) {
      const b = users[who].client.storage.from('fleet-files');
      expect((await b.download(path)).error).not.toBeNull();
      expect((await b.upload(`${orgA}/work-orders/${orderA.id}/planted.png`, png, { contentType: 'image/png' })).error).not.toBeNull();
      expect((await b.upload(path, png, { contentType: 'image/png', upsert: true })).error).not.toBeNull();
      expect((await b.remove([path])).data ?? []).toEqual([]);
    }
    expect((await users.techA.client.storage.from('fleet-files').remove([path])).data ?? []).toEqual([]);
    expect((await users.managerA.client.storage.from('fleet-files').download(path)).error).toBeNull();
  });

  it('realtime: every board of A (its viewer’s too) hears A’s changes live; no role of B ever does', async () => {
    const heardByA: Change[] = [];
    const heardByViewerA: Change[] = [];
    const heardByB = Object.fromEntries(B_ROLES.map((who) => [who, [] as Change[]]));
    const heardByBFiltered: Change[] = [];
    channels.push(await watch(users.managerA.client, 'work_orders', heardByA, `organization_id=eq.${orgA}`));
    channels.push(await watch(users.viewerA.client, 'work_orders', heardByViewerA, `organization_id=eq.${orgA}`));
    for (const who of B_ROLES) channels.push(await watch(users[who].client, 'work_orders', heardByB[who] ?? []));
    channels.push(await watch(users.managerB.client, 'work_orders', heardByBFiltered, `organization_id=eq.${orgA}`));
    const moved = await users.techA.client.rpc('work_order_set_state', { p_work_order_id: orderA.id, p_state: 'waiting_parts' });
    expect(moved.error).toBeNull();
    await until(() => heardByA.length >= 1 && heardByViewerA.length >= 1);
    expect(heardByA.map((c) => [c.eventType, c.row.id, c.row.state])).toEqual([['UPDATE', orderA.id, 'waiting_parts']]);
    expect(heardByViewerA.map((c) => [c.eventType, c.row.id, c.row.state])).toEqual([['UPDATE', orderA.id, 'waiting_parts']]);
    await users.managerB.client.rpc('work_order_open', { p_truck_id: truckB, p_title: 'Mast chain' });
    await until(() => B_ROLES.every((who) => (heardByB[who] ?? []).length >= 1));
    expect(B_ROLES.map((who) => (heardByB[who] ?? []).map((c) => c.row.organization_id))).toEqual(B_ROLES.map(() => [orgB]));
    expect(heardByBFiltered).toEqual([]);
  });

  it('the export function: CSV and PDF for the organization, 404 for another, 401 for a visitor, 400 for nonsense', async () => {
    for (const who of B_ROLES) {
      for (const format of ['csv', 'pdf']) {
        const answer = await callFunction(platform, users[who], `work-order-export?workOrder=${orderA.id}&format=${format}`);
        expect([who, format, answer.status, (await answer.json()).code]).toEqual([who, format, 404, 'work_order_not_found']);
      }
    }
    const anonymous = await callFunction(platform, null, `work-order-export?workOrder=${orderA.id}&format=pdf`);
    expect([anonymous.status, (await anonymous.json()).code]).toEqual([401, 'sign_in_required']);
    for (const query of ['workOrder=x', `workOrder=${orderA.id}&format=xlsx`, `workOrder=${orderA.id}'--`, '']) {
      const bad = await callFunction(platform, users.techA, `work-order-export?${query}`);
      expect([query, bad.status]).toEqual([query, 400]);
    }
    const posted = await callFunction(platform, users.techA, 'work-order-export', { method: 'POST', body: '{"workOrderId": [1]}' });
    expect(posted.status).toBe(400);
    const csv = await callFunction(platform, users.techA, `work-order-export?workOrder=${orderA.id}&format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('work-order-truck-14-parts.csv');
    expect(await csv.text()).toContain('CM-01001-46,Lift pressure sensor,1');
    const pdf = await callFunction(platform, users.managerA, 'work-order-export', {
      method: 'POST',
      body: JSON.stringify({ workOrderId: orderA.id, format: 'pdf' }),
    });
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Truck 14');
    expect(text).toContain('CM-01001-46');
    expect(text).toContain('Measured: 4.9');
    // A's viewer exports too (reading is all an export does).
    for (const format of ['csv', 'pdf']) {
      const viewed = await callFunction(platform, users.viewerA, `work-order-export?workOrder=${orderA.id}&format=${format}`);
      expect([format, viewed.status]).toEqual([format, 200]);
    }
  });

  it('a viewer of A reads every order, check and part of A, the board, its figures and the parts to pick', async () => {
    const read = async (who: PortalUser) => {
      const c = who.client;
      const rows: Row = {};
      for (const table of TABLES)
        rows[table] = ((await c.from(table).select('id').eq('organization_id', orgA).order('id')).data ?? []).map((r) => r.id);
      for (const fn of ['work_order_board', 'work_order_state_counts', 'work_order_downtime', 'work_order_repeat_faults'])
        rows[fn] = (await c.rpc(fn, { p_organization_id: orgA })).data;
      rows.catalog = (await c.rpc('work_order_parts_catalog', { p_work_order_id: orderA.id })).data;
      return rows;
    };
    const seen = await read(users.viewerA);
    expect(seen).toEqual(await read(users.techA));
    expect(TABLES.map((table) => (seen[table] as unknown[]).length > 0)).toEqual([true, true, true]);
    const assignable = ((await users.viewerA.client.rpc('work_order_assignable', { p_organization_id: orgA })).data as Row[]).map(
      (r) => r.user_id,
    );
    expect(assignable.sort()).toEqual([users.ownerA.id, users.managerA.id, users.techA.id].sort());
  });

  it('a viewer of A writes nothing: every work-order write is refused, in words where it is asked for', async () => {
    const before = (
      await platform.db.query(
        `select (select count(*)::int from public.work_orders where organization_id = $1) as orders,
          (select count(*)::int from public.work_order_parts where organization_id = $1) as parts,
          (select count(*)::int from public.work_order_checks where organization_id = $1) as checks,
          (select string_agg(state || coalesce(assignee_id::text, '-') || title, ',' order by id) from public.work_orders where organization_id = $1) as orders_now`,
        [orgA],
      )
    ).rows;
    const v = users.viewerA.client;
    const refused = [
      await v.rpc('work_order_open', { p_truck_id: truckA, p_title: 'Mine' }),
      await v.from('work_orders').insert({ truck_id: truckA, title: 'Mine' }),
      await v.rpc('work_order_record_check', { p_check_id: checkA, p_measured: '0', p_result: 'fail' }),
      await v.rpc('work_order_add_part', { p_work_order_id: orderA.id, p_part_number: 'X-1' }),
      await v.rpc('work_order_set_state', { p_work_order_id: orderA.id, p_state: 'cancelled' }),
      await v.from('work_order_parts').insert({ work_order_id: orderA.id, part_number: 'X-2' }),
      await v.from('work_order_checks').insert({ work_order_id: orderA.id, position: 600, text: 'Mine' }),
    ].map((r) => [r.status, r.error?.hint]);
    expect(refused).toEqual(Array.from({ length: 7 }, () => VIEWER_READ_ONLY));
    const id = orderA.id as string;
    expect((await v.from('work_orders').update({ title: 'Mine' }).eq('id', id).select()).data).toEqual([]);
    expect((await v.from('work_orders').update({ assignee_id: users.viewerA.id }).eq('id', id).select()).data).toEqual([]);
    expect((await v.from('work_orders').delete().eq('id', id).select()).data).toEqual([]);
    expect((await v.from('work_order_checks').update({ measured: '0' }).eq('id', checkA).select()).data).toEqual([]);
    expect((await v.from('work_order_checks').delete().eq('id', checkA).select()).data).toEqual([]);
    expect((await v.from('work_order_parts').update({ quantity: 9 }).eq('work_order_id', id).select()).data).toEqual([]);
    expect((await v.from('work_order_parts').delete().eq('work_order_id', id).select()).data).toEqual([]);
    const after = (
      await platform.db.query(
        `select (select count(*)::int from public.work_orders where organization_id = $1) as orders,
          (select count(*)::int from public.work_order_parts where organization_id = $1) as parts,
          (select count(*)::int from public.work_order_checks where organization_id = $1) as checks,
          (select string_agg(state || coalesce(assignee_id::text, '-') || title, ',' order by id) from public.work_orders where organization_id = $1) as orders_now`,
        [orgA],
      )
    ).rows;
    expect(after).toEqual(before);
    // Nor can anyone hand them an order.
    const handed = await users.ownerA.client.rpc('work_order_open', {
      p_truck_id: truckA,
      p_title: 'For the viewer',
      p_assignee_id: users.viewerA.id,
    });
    expect([handed.status, handed.error?.hint]).toEqual([400, 'invalid_assignee']);
  });

  it('owners and managers assign, cancel and delete; a technician works only assigned-to-them and unassigned orders', async () => {
    for (const runner of [users.ownerA, users.managerA]) {
      const c = runner.client;
      const opened = (await c.rpc('work_order_open', { p_truck_id: truckA, p_title: 'Mast chain', p_assignee_id: users.techA.id }))
        .data as Row;
      expect(opened).toMatchObject({ assignee_id: users.techA.id, state: 'open' });
      const reassigned = await c
        .from('work_orders')
        .update({ assignee_id: runner.id })
        .eq('id', opened.id as string)
        .select('assignee_id');
      expect(reassigned.data).toEqual([{ assignee_id: runner.id }]);
      // Assigned to the runner: the technician may not work it.
      const part = await users.techA.client.rpc('work_order_add_part', { p_work_order_id: opened.id, p_part_number: 'CM-1' });
      expect([part.status, part.error?.hint]).toEqual([403, 'not_assigned']);
      expect((await c.rpc('work_order_set_state', { p_work_order_id: opened.id, p_state: 'cancelled' })).data).toMatchObject({
        state: 'cancelled',
      });
      expect(
        (
          (
            await c
              .from('work_orders')
              .delete()
              .eq('id', opened.id as string)
              .select('id')
          ).data ?? []
        ).length,
      ).toBe(1);
    }
    const t = users.techA.client;
    const unassigned = (await t.rpc('work_order_open', { p_truck_id: truckA, p_title: 'Horn' })).data as Row;
    expect((await t.rpc('work_order_add_part', { p_work_order_id: unassigned.id, p_part_number: 'CM-2' })).error).toBeNull();
    expect((await t.rpc('work_order_set_state', { p_work_order_id: unassigned.id, p_state: 'in_progress' })).data).toMatchObject({
      state: 'in_progress',
    });
    const cancel = await t.rpc('work_order_set_state', { p_work_order_id: unassigned.id, p_state: 'cancelled' });
    expect([cancel.status, cancel.error?.hint]).toEqual([403, 'not_manager']);
    const assign = await t
      .from('work_orders')
      .update({ assignee_id: users.managerA.id })
      .eq('id', unassigned.id as string)
      .select();
    expect([assign.status, assign.error?.hint]).toEqual([403, 'not_manager']);
    expect(
      (
        await t
          .from('work_orders')
          .delete()
          .eq('id', unassigned.id as string)
          .select()
      ).data,
    ).toEqual([]);
    // A manager closes the loop: cancels the technician's order.
    expect(
      (await users.managerA.client.rpc('work_order_set_state', { p_work_order_id: unassigned.id, p_state: 'cancelled' })).data,
    ).toMatchObject({
      state: 'cancelled',
    });
  });
});
