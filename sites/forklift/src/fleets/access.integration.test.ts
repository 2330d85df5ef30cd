// Acceptance 2: members of one organization read and change nothing of another's — through rest, rpc, storage,
// realtime and functions — and a technician can remove neither trucks nor members (the creator, their owner, can; the
// last owner stays).
import type { RealtimeChannel } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forkliftFunctionsDir } from '../functions-dir';
import { createPortalUser, startForkliftPlatform, testBackends, type ForkliftPlatform, type PortalUser } from '../testing';
import { addMember, addTruck, callFunction, createOrganization, until, watch, type Change } from './test-support/fleet-fixture';

describe.each(testBackends())('fleet access on %s', (backend) => {
  let platform: ForkliftPlatform;
  let managerA: PortalUser;
  let techA: PortalUser;
  let managerB: PortalUser;
  let orgA: string;
  let orgB: string;
  let truckA: string;
  let truckB: string;
  const channels: RealtimeChannel[] = [];

  beforeAll(async () => {
    platform = await startForkliftPlatform({ backend, functionDirs: [forkliftFunctionsDir] });
    [managerA, techA, managerB] = await Promise.all([createPortalUser(platform), createPortalUser(platform), createPortalUser(platform)]);
    orgA = await createOrganization(managerA, 'Northside Logistics');
    orgB = await createOrganization(managerB, 'Harbour Freight');
    await addMember(platform, orgA, techA, 'technician');
    truckA = (
      await addTruck(managerA, orgA, {
        unit: 'Truck 14',
        brand_id: 'c-monarch',
        series_id: 'c-monarch-cx',
        serial_number: '40512',
        hour_meter: 8210,
      })
    ).id;
    truckB = (
      await addTruck(managerB, orgB, {
        unit: 'B1',
        brand_id: 'r-raynet',
        series_id: 'r-raynet-rd',
        serial_number: '33600',
        hour_meter: 100,
      })
    ).id;
    const event = await techA.client.from('fleet_fault_events').insert({ truck_id: truckA, code: 'E-212', symptoms: 'Forks drift down' });
    expect(event.error).toBeNull();
    await platform.db.query(
      `insert into public.fleet_service_records (organization_id, truck_id, hour_meter, created_by) values ($1, $2, 8000, $3)`,
      [orgA, truckA, managerA.id],
    );
  }, 240_000);
  afterAll(async () => {
    for (const channel of channels) await channel.unsubscribe();
    for (const user of [managerA, techA, managerB]) user?.client.realtime.disconnect();
    await platform?.close();
  });

  it('rest: another organization reads none of its rows and changes none of them', async () => {
    const b = managerB.client;
    for (const table of [
      'fleet_organizations',
      'fleet_members',
      'fleet_trucks',
      'fleet_fault_events',
      'fleet_service_records',
      'fleet_invitations',
    ]) {
      const column = table === 'fleet_organizations' ? 'id' : 'organization_id';
      const { data, error } = await b.from(table).select('*').eq(column, orgA);
      expect([table, error, data]).toEqual([table, null, []]);
    }
    expect((await b.from('fleet_trucks').update({ notes: 'mine' }).eq('id', truckA).select()).data).toEqual([]);
    expect((await b.from('fleet_trucks').delete().eq('id', truckA).select()).data).toEqual([]);
    expect((await b.from('fleet_organizations').update({ name: 'Taken' }).eq('id', orgA).select()).data).toEqual([]);
    const planted = await b.from('fleet_trucks').insert({ organization_id: orgA, brand_id: 'c-monarch', serial_number: '99999' });
    expect(planted.error?.code).toBe('42501');
    const logged = await b.from('fleet_fault_events').insert({ truck_id: truckA, code: 'E-212' });
    expect([logged.status, logged.error?.hint]).toEqual([404, 'truck_not_found']);
    const joined = await b.from('fleet_members').insert({ organization_id: orgA, user_id: managerB.id, role: 'manager' });
    expect(joined.error).not.toBeNull();
    const { rows } = await platform.db.query<{ notes: string; n: number }>(
      `select t.notes, (select count(*)::int from public.fleet_members m where m.organization_id = $2) as n from public.fleet_trucks t where t.id = $1`,
      [truckA, orgA],
    );
    expect(rows).toEqual([{ notes: '', n: 2 }]);
    // Visitors read nothing at all.
    const anon = await fetch(`${platform.url}/rest/v1/fleet_trucks?select=id`, { headers: { apikey: platform.anonKey } });
    expect(anon.status === 401 || (await anon.json()).length === 0).toBe(true);
  });

  it('rpc: the truck page and dashboard functions answer nothing of another organization', async () => {
    const b = managerB.client;
    for (const name of ['fleet_truck_manuals', 'fleet_truck_error_codes']) {
      const { error } = await b.rpc(name, { p_truck_id: truckA });
      expect([name, error?.hint]).toEqual([name, 'truck_not_found']);
    }
    expect((await b.rpc('fleet_recent_events', { p_organization_id: orgA })).data).toEqual([]);
    expect((await b.rpc('fleet_repeated_codes', { p_organization_id: orgA, p_min_count: 1 })).data).toEqual([]);
    expect((await b.rpc('fleet_maintenance_due', { p_organization_id: orgA, p_include_ok: true })).data).toEqual([]);
    expect((await b.rpc('fleet_dashboard_summary', { p_organization_id: orgA })).data).toMatchObject({ trucks: 0, events30d: 0 });
    const imported = await b.rpc('fleet_import_trucks', {
      p_organization_id: orgA,
      p_rows: [{ brand_id: 'c-monarch', serial_number: '1' }],
    });
    expect(imported.error?.hint).toBe('not_member');
    // The members of A do see their own.
    expect(((await techA.client.rpc('fleet_recent_events', { p_organization_id: orgA })).data as unknown[]).length).toBe(1);
    expect((await managerA.client.rpc('fleet_my_organizations')).data).toEqual([
      expect.objectContaining({ organization_id: orgA, role: 'owner', member_count: 2, truck_count: 1 }),
    ]);
  });

  it('storage: the organization folder is readable and writable by its members only; managers alone delete', async () => {
    const path = `${orgA}/events/${truckA}/photo.png`;
    const png = new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' });
    expect((await techA.client.storage.from('fleet-files').upload(path, png, { contentType: 'image/png' })).error).toBeNull();
    expect((await managerA.client.storage.from('fleet-files').download(path)).error).toBeNull();
    const b = managerB.client.storage.from('fleet-files');
    expect((await b.download(path)).data).toBeNull();
    expect((await b.list(`${orgA}/events/${truckA}`)).data ?? []).toEqual([]);
    expect((await b.upload(`${orgA}/events/planted.png`, png, { contentType: 'image/png' })).error).not.toBeNull();
    expect((await b.upload(path, png, { contentType: 'image/png', upsert: true })).error).not.toBeNull();
    expect((await b.remove([path])).data ?? []).toEqual([]);
    expect((await b.createSignedUrl(path, 60)).data).toBeNull();
    // Their own folder works; a folder that is no organization does not.
    expect(
      (await b.upload(`${orgB}/exports/b.csv`, new Blob(['a,b\n'], { type: 'text/csv' }), { contentType: 'text/csv' })).error,
    ).toBeNull();
    expect((await b.upload(`loose/b.csv`, new Blob(['a,b\n'], { type: 'text/csv' }), { contentType: 'text/csv' })).error).not.toBeNull();
    // A technician cannot delete; a manager can.
    expect((await techA.client.storage.from('fleet-files').remove([path])).data ?? []).toEqual([]);
    expect((await managerA.client.storage.from('fleet-files').download(path)).error).toBeNull();
    expect(((await managerA.client.storage.from('fleet-files').remove([path])).data ?? []).length).toBe(1);
  });

  it('realtime: a new fault event reaches its organization live and never another organization', async () => {
    const heardByA: Change[] = [];
    const heardByB: Change[] = [];
    const heardByBFiltered: Change[] = [];
    channels.push(await watch(managerA.client, 'fleet_fault_events', heardByA, `organization_id=eq.${orgA}`));
    channels.push(await watch(managerB.client, 'fleet_fault_events', heardByB));
    channels.push(await watch(managerB.client, 'fleet_fault_events', heardByBFiltered, `organization_id=eq.${orgA}`));
    const logged = await techA.client
      .from('fleet_fault_events')
      .insert({ truck_id: truckA, code: 'E-113', symptoms: 'Lift slow' })
      .select('id')
      .single();
    expect(logged.error).toBeNull();
    await until(() => heardByA.length >= 1);
    expect(heardByA.map((c) => [c.eventType, c.row.id, c.row.truck_id])).toEqual([['INSERT', (logged.data as { id: string }).id, truckA]]);
    // B's own event arrives after A's would have: B hears only its own.
    await managerB.client.from('fleet_fault_events').insert({ truck_id: truckB, code: '02-11' });
    await until(() => heardByB.length >= 1);
    expect(heardByB.map((c) => c.row.organization_id)).toEqual([orgB]);
    expect(heardByBFiltered).toEqual([]);
  });

  it('functions: exports and invitations refuse another organization', async () => {
    const exported = await callFunction(platform, managerB, `fleet-export?truck=${truckA}&format=csv`);
    expect([exported.status, (await exported.json()).code]).toEqual([404, 'truck_not_found']);
    const pdf = await callFunction(platform, managerB, 'fleet-export', {
      method: 'POST',
      body: JSON.stringify({ truckId: truckA, format: 'pdf' }),
    });
    expect([pdf.status, (await pdf.json()).code]).toEqual([404, 'truck_not_found']);
    const invited = await callFunction(platform, managerB, 'fleet-invite', {
      method: 'POST',
      body: JSON.stringify({ organizationId: orgA, email: 'x@example.com', role: 'manager' }),
    });
    expect([invited.status, (await invited.json()).code]).toEqual([403, 'not_manager']);
    const byTech = await callFunction(platform, techA, 'fleet-invite', {
      method: 'POST',
      body: JSON.stringify({ organizationId: orgA, email: 'y@example.com' }),
    });
    expect([byTech.status, (await byTech.json()).code]).toEqual([403, 'not_manager']);
    const anonymous = await callFunction(platform, null, `fleet-export?truck=${truckA}&format=csv`);
    expect([anonymous.status, (await anonymous.json()).code]).toEqual([401, 'sign_in_required']);
    const own = await callFunction(platform, techA, `fleet-export?truck=${truckA}&format=csv`);
    expect(own.status).toBe(200);
  });

  it('a technician removes neither trucks nor members; the owner does, and never the last owner', async () => {
    const spare = (await addTruck(managerA, orgA, { brand_id: 'c-monarch', serial_number: '40999' })).id;
    expect((await techA.client.from('fleet_trucks').delete().eq('id', spare).select()).data).toEqual([]);
    expect(
      (await techA.client.from('fleet_members').delete().eq('organization_id', orgA).eq('user_id', managerA.id).select()).data,
    ).toEqual([]);
    expect(
      (await techA.client.from('fleet_members').update({ role: 'manager' }).eq('organization_id', orgA).eq('user_id', techA.id).select())
        .data,
    ).toEqual([]);
    const removal = await techA.client.rpc('fleet_remove_member', { p_organization_id: orgA, p_user_id: managerA.id });
    expect([removal.status, removal.error?.hint]).toEqual([403, 'not_manager']);
    const { rows } = await platform.db.query<{ trucks: number; members: number }>(
      `select (select count(*)::int from public.fleet_trucks where id = $1) as trucks, (select count(*)::int from public.fleet_members where organization_id = $2) as members`,
      [spare, orgA],
    );
    expect(rows).toEqual([{ trucks: 1, members: 2 }]);
    expect(((await managerA.client.from('fleet_trucks').delete().eq('id', spare).select()).data ?? []).length).toBe(1);
    const lastOwner = await managerA.client.from('fleet_members').delete().eq('organization_id', orgA).eq('user_id', managerA.id);
    expect([lastOwner.status, lastOwner.error?.hint]).toEqual([409, 'last_owner']);
    expect((await managerA.client.rpc('fleet_remove_member', { p_organization_id: orgA, p_user_id: techA.id })).error).toBeNull();
    expect((await techA.client.from('fleet_trucks').select('id')).data).toEqual([]);
  });
});
