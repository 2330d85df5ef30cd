// Roles do what their text says (issue 33, item 9; issue 38, build 6: owner and viewer), as each role through
// supabase-js against the real server on both backends, in two organizations holding all four roles:
// - "Owner" (the creator) does all a manager does, alone makes or removes owners and deletes the organization, and
//   the last one stays;
// - "Fleet manager — also trucks, members and assigning work orders" adds and changes trucks, invites and changes
//   members, never owners;
// - "Technician — logs faults, works the orders, reads the fleet" reads trucks, logs faults (whose hour meter still
//   moves the truck's) and records maintenance, but adds and changes no truck, one by one or by import; "Mark done" is
//   undone by its author (or a manager) and by no other technician; a service date in the future is refused in words;
// - "Viewer — reads the fleet, its faults and work orders; changes nothing" reads everything of their organization
//   (rest, rpc, storage, realtime, the export function) and every write is refused with a stable code;
// - nobody of the other organization, whatever their role, reads or changes anything of it.
import type { RealtimeChannel } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forkliftFunctionsDir } from '../functions-dir';
import { createPortalUser, startForkliftPlatform, testBackends, type ForkliftPlatform, type PortalUser } from '../testing';
import { addMember, addTruck, callFunction, createOrganization, until, watch, type Change } from './test-support/fleet-fixture';

type Row = Record<string, unknown>;
const ROLES = ['owner', 'manager', 'technician', 'viewer'] as const;
const png = () => new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' });

describe.each(testBackends())('fleet roles on %s', (backend) => {
  let platform: ForkliftPlatform;
  let owner: PortalUser;
  let manager: PortalUser;
  let tech: PortalUser;
  let otherTech: PortalUser;
  let viewer: PortalUser;
  const b = {} as Record<(typeof ROLES)[number], PortalUser>;
  let org: string;
  let orgB: string;
  let truck: Row & { id: string };
  let truckB: string;
  let photo: string;
  const channels: RealtimeChannel[] = [];

  const invite = (user: PortalUser, body: Row) =>
    callFunction(platform, user, 'fleet-invite', { method: 'POST', body: JSON.stringify(body) });

  async function mailTo(address: string): Promise<{ text: string }[]> {
    const response = await fetch(`${platform.url}/_dev/mail.json?to=${encodeURIComponent(address)}`, {
      headers: { apikey: platform.serviceRoleKey },
    });
    return (await response.json()) as { text: string }[];
  }

  async function counts(): Promise<Row> {
    const { rows } = await platform.db.query<Row>(
      `select (select count(*)::int from public.fleet_trucks where organization_id = $1) as trucks,
        (select count(*)::int from public.fleet_fault_events where organization_id = $1) as faults,
        (select count(*)::int from public.fleet_service_records where organization_id = $1) as records,
        (select count(*)::int from public.fleet_members where organization_id = $1) as members,
        (select count(*)::int from public.fleet_invitations where organization_id = $1) as invitations,
        (select count(*)::int from storage.objects where bucket_id = 'fleet-files' and name like $1 || '/%') as files,
        (select string_agg(role, ',' order by role) from public.fleet_members where organization_id = $1) as roles`,
      [org],
    );
    return rows[0] ?? {};
  }

  beforeAll(async () => {
    platform = await startForkliftPlatform({ backend, functionDirs: [forkliftFunctionsDir] });
    const users = await Promise.all(Array.from({ length: 9 }, () => createPortalUser(platform)));
    [owner, manager, tech, otherTech, viewer] = users as [PortalUser, PortalUser, PortalUser, PortalUser, PortalUser];
    Object.assign(b, { owner: users[5], manager: users[6], technician: users[7], viewer: users[8] });
    org = await createOrganization(owner, 'Northside Logistics');
    orgB = await createOrganization(b.owner, 'Harbour Freight');
    await addMember(platform, org, manager, 'manager');
    await addMember(platform, org, tech, 'technician');
    await addMember(platform, org, otherTech, 'technician');
    await addMember(platform, org, viewer, 'viewer');
    for (const role of ['manager', 'technician', 'viewer'] as const) await addMember(platform, orgB, b[role], role);
    truck = await addTruck(owner, org, { unit: 'Truck 14', brand_id: 'c-monarch', series_id: 'c-monarch-cx', serial_number: '40512' });
    truckB = (await addTruck(b.owner, orgB, { unit: 'B1', brand_id: 'r-raynet', series_id: 'r-raynet-rd', serial_number: '33600' })).id;
    photo = `${org}/events/${truck.id}/photo.png`;
    const uploaded = await tech.client.storage.from('fleet-files').upload(photo, png(), { contentType: 'image/png' });
    if (uploaded.error) throw new Error(uploaded.error.message);
  }, 240_000);
  afterAll(async () => {
    for (const channel of channels) await channel.unsubscribe();
    for (const user of [owner, manager, tech, otherTech, viewer, ...Object.values(b)]) user?.client.realtime.disconnect();
    await platform?.close();
  });

  it('the creator is the owner; every member sees their own role', async () => {
    for (const [who, role] of [
      [owner, 'owner'],
      [manager, 'manager'],
      [tech, 'technician'],
      [viewer, 'viewer'],
    ] as const) {
      const { data } = await who.client.rpc('fleet_my_organizations');
      expect(data).toEqual([expect.objectContaining({ organization_id: org, role, member_count: 5 })]);
    }
    expect((await b.owner.client.rpc('fleet_my_organizations')).data).toEqual([
      expect.objectContaining({ organization_id: orgB, role: 'owner', member_count: 4 }),
    ]);
  });

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

  it('"Mark done" is recorded by a technician and undone by its author, a manager or the owner, by no other technician', async () => {
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
    for (const runner of [manager, owner]) {
      const theirs = await record(tech);
      expect((await runner.client.from('fleet_service_records').delete().eq('id', theirs).select('id')).data).toEqual([{ id: theirs }]);
    }
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

  it('a viewer reads the trucks, faults, maintenance, dashboard, team, files and exports of their organization', async () => {
    const read = async (who: PortalUser) => ({
      trucks: ((await who.client.from('fleet_trucks').select('id').order('id')).data ?? []).map((r) => r.id),
      faults: ((await who.client.from('fleet_fault_events').select('id').order('id')).data ?? []).map((r) => r.id),
      records: ((await who.client.from('fleet_service_records').select('id').order('id')).data ?? []).length,
      team: ((await who.client.from('fleet_members').select('user_id')).data ?? []).length,
      recent: ((await who.client.rpc('fleet_recent_events', { p_organization_id: org })).data as Row[]).length,
      due: (await who.client.rpc('fleet_maintenance_due', { p_organization_id: org, p_include_ok: true })).data,
      summary: (await who.client.rpc('fleet_dashboard_summary', { p_organization_id: org })).data,
      truckManuals: ((await who.client.rpc('fleet_truck_manuals', { p_truck_id: truck.id })).data as Row[]).length,
    });
    const seenByViewer = await read(viewer);
    expect(seenByViewer).toEqual(await read(tech));
    expect([seenByViewer.trucks.length, seenByViewer.faults.length, seenByViewer.team]).toEqual([2, 1, 5]);
    expect((seenByViewer.due as Row[]).length).toBeGreaterThan(0);
    expect((await viewer.client.storage.from('fleet-files').download(photo)).error).toBeNull();
    for (const format of ['csv', 'pdf']) {
      const exported = await callFunction(platform, viewer, `fleet-export?truck=${truck.id}&format=${format}`);
      expect([format, exported.status]).toEqual([format, 200]);
      expect((await exported.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
  });

  it('a viewer writes nothing: every write is refused, most of them in words with a stable code', async () => {
    const before = await counts();
    const v = viewer.client;
    const fault = await v.from('fleet_fault_events').insert({ truck_id: truck.id, code: 'E-212' });
    const record = await v.from('fleet_service_records').insert({ truck_id: truck.id, hour_meter: 130 });
    const addedTruck = await v.from('fleet_trucks').insert({ organization_id: org, brand_id: 'c-monarch', serial_number: '40777' });
    expect([fault, record, addedTruck].map((r) => [r.status, r.error?.hint, r.error?.message])).toEqual(
      Array.from({ length: 3 }, () => [
        403,
        'viewer_read_only',
        'A viewer reads the fleet and changes nothing; ask a fleet manager for the technician role.',
      ]),
    );
    const imported = await v.rpc('fleet_import_trucks', {
      p_organization_id: org,
      p_rows: [{ row: 2, brand_id: 'c-monarch', serial_number: '1' }],
    });
    expect([imported.status, imported.error?.hint]).toEqual([403, 'viewer_read_only']);
    const faultId = ((await tech.client.from('fleet_fault_events').select('id').limit(1)).data as Row[])[0]?.id as string;
    const recordId = ((await tech.client.from('fleet_service_records').select('id').limit(1)).data as Row[])[0]?.id as string;
    expect((await v.from('fleet_trucks').update({ site: 'Mine' }).eq('id', truck.id).select()).data).toEqual([]);
    expect((await v.from('fleet_trucks').delete().eq('id', truck.id).select()).data).toEqual([]);
    expect((await v.from('fleet_fault_events').update({ fix: 'Mine' }).eq('id', faultId).select()).data).toEqual([]);
    expect((await v.from('fleet_fault_events').delete().eq('id', faultId).select()).data).toEqual([]);
    expect((await v.from('fleet_service_records').delete().eq('id', recordId).select()).data).toEqual([]);
    expect((await v.from('fleet_members').update({ role: 'technician' }).eq('user_id', viewer.id).select()).data).toEqual([]);
    expect((await v.from('fleet_members').delete().eq('user_id', tech.id).select()).data).toEqual([]);
    expect((await v.from('fleet_organizations').update({ name: 'Mine' }).eq('id', org).select()).data).toEqual([]);
    const removal = await v.rpc('fleet_remove_member', { p_organization_id: org, p_user_id: tech.id });
    expect([removal.status, removal.error?.hint]).toEqual([403, 'not_manager']);
    const invited = await invite(viewer, { organizationId: org, email: 'friend@example.com', role: 'viewer' });
    expect([invited.status, (await invited.json()).code]).toEqual([403, 'not_manager']);
    const files = viewer.client.storage.from('fleet-files');
    expect((await files.upload(`${org}/events/${truck.id}/viewer.png`, png(), { contentType: 'image/png' })).error).not.toBeNull();
    expect((await files.upload(photo, png(), { contentType: 'image/png', upsert: true })).error).not.toBeNull();
    expect((await files.remove([photo])).data ?? []).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('a technician made viewer no longer changes even their own fault', async () => {
    const logged = await otherTech.client.from('fleet_fault_events').insert({ truck_id: truck.id, code: 'E-113' }).select('id').single();
    const id = (logged.data as Row).id as string;
    expect((await owner.client.from('fleet_members').update({ role: 'viewer' }).eq('user_id', otherTech.id).select('role')).data).toEqual([
      { role: 'viewer' },
    ]);
    expect((await otherTech.client.from('fleet_fault_events').update({ fix: 'Replaced sensor' }).eq('id', id).select()).data).toEqual([]);
    expect(
      (await manager.client.from('fleet_members').update({ role: 'technician' }).eq('user_id', otherTech.id).select('role')).data,
    ).toEqual([{ role: 'technician' }]);
    expect((await otherTech.client.from('fleet_fault_events').update({ fix: 'Replaced sensor' }).eq('id', id).select('fix')).data).toEqual([
      { fix: 'Replaced sensor' },
    ]);
  });

  it('realtime: a viewer hears their organization’s faults live; the other organization’s four roles never do', async () => {
    const heardByViewer: Change[] = [];
    const heardByB = Object.fromEntries(ROLES.map((role) => [role, [] as Change[]]));
    channels.push(await watch(viewer.client, 'fleet_fault_events', heardByViewer, `organization_id=eq.${org}`));
    for (const role of ROLES) channels.push(await watch(b[role].client, 'fleet_fault_events', heardByB[role] ?? []));
    const logged = await tech.client.from('fleet_fault_events').insert({ truck_id: truck.id, code: 'E-301' }).select('id').single();
    expect(logged.error).toBeNull();
    await until(() => heardByViewer.length >= 1);
    expect(heardByViewer.map((c) => [c.eventType, c.row.id])).toEqual([['INSERT', (logged.data as Row).id]]);
    // B's own fault arrives after A's would have: each of B's roles hears B's only.
    expect((await b.technician.client.from('fleet_fault_events').insert({ truck_id: truckB, code: '02-11' })).error).toBeNull();
    await until(() => ROLES.every((role) => (heardByB[role] ?? []).length >= 1));
    expect(ROLES.map((role) => (heardByB[role] ?? []).map((c) => c.row.organization_id))).toEqual(ROLES.map(() => [orgB]));
  });

  it('the other organization’s four roles read and change nothing of it, through rest, rpc, storage and the functions', async () => {
    const before = await counts();
    for (const role of ROLES) {
      const c = b[role].client;
      for (const table of ['fleet_trucks', 'fleet_fault_events', 'fleet_service_records', 'fleet_members', 'fleet_invitations']) {
        const { data, error } = await c.from(table).select('*').eq('organization_id', org);
        expect([role, table, error, data]).toEqual([role, table, null, []]);
      }
      expect((await c.from('fleet_trucks').update({ site: 'Theirs' }).eq('id', truck.id).select()).data).toEqual([]);
      const planted = await c.from('fleet_fault_events').insert({ truck_id: truck.id, code: 'E-1' });
      expect([role, planted.status, planted.error?.hint]).toEqual([role, 404, 'truck_not_found']);
      expect((await c.rpc('fleet_recent_events', { p_organization_id: org })).data).toEqual([]);
      expect((await c.rpc('fleet_maintenance_due', { p_organization_id: org, p_include_ok: true })).data).toEqual([]);
      const files = c.storage.from('fleet-files');
      expect((await files.download(photo)).data).toBeNull();
      expect((await files.upload(`${org}/events/planted.png`, png(), { contentType: 'image/png' })).error).not.toBeNull();
      for (const format of ['csv', 'pdf']) {
        const exported = await callFunction(platform, b[role], `fleet-export?truck=${truck.id}&format=${format}`);
        expect([role, format, exported.status, (await exported.json()).code]).toEqual([role, format, 404, 'truck_not_found']);
      }
      const invited = await invite(b[role], { organizationId: org, email: 'x@example.com', role: 'viewer' });
      expect([role, invited.status, (await invited.json()).code]).toEqual([role, 403, 'not_manager']);
    }
    expect(await counts()).toEqual(before);
  });

  it('invitations offer the four roles; only an owner invites an owner; the mail says the role and what it does', async () => {
    const address = `viewer-${backend}@example.com`;
    const asViewer = await invite(manager, { organizationId: org, email: address, role: 'viewer' });
    expect([asViewer.status, ((await asViewer.json()) as Row).role]).toEqual([200, 'viewer']);
    const [mail] = await mailTo(address);
    expect(mail?.text).toMatch(
      new RegExp(`^${manager.email.replace(/[.+]/g, '\\$&')} invited you to join Northside Logistics on .+ as a viewer: its trucks`, 'm'),
    );
    expect(mail?.text).toContain('Viewer — reads the fleet, its faults and work orders; changes nothing.');
    const ownerByManager = await invite(manager, { organizationId: org, email: `owner-${backend}@example.com`, role: 'owner' });
    expect([ownerByManager.status, (await ownerByManager.json()).code]).toEqual([403, 'not_owner']);
    const ownerByOwner = await invite(owner, { organizationId: org, email: `owner-${backend}@example.com`, role: 'owner' });
    expect(ownerByOwner.status).toBe(200);
    expect((await mailTo(`owner-${backend}@example.com`))[0]?.text).toContain('as an owner');
    const nonsense = await invite(owner, { organizationId: org, email: 'y@example.com', role: 'admin' });
    expect([nonsense.status, (await nonsense.json()).code]).toEqual([400, 'invalid_role']);
    const rpc = await owner.client.rpc('fleet_invite', { p_organization_id: org, p_email: 'y@example.com', p_role: 'admin' });
    expect([rpc.status, rpc.error?.hint]).toEqual([400, 'invalid_role']);
    // An existing account accepts its viewer invitation and reads, as a viewer.
    const newcomer = await createPortalUser(platform);
    await invite(manager, { organizationId: org, email: newcomer.email, role: 'viewer' });
    const [pending] = (await newcomer.client.rpc('fleet_my_invitations')).data as Row[];
    const accepted = await newcomer.client.rpc('fleet_accept_invitation_by_id', { p_invitation_id: pending?.id });
    expect(accepted.data).toEqual({ organizationId: org, role: 'viewer' });
    const logged = await newcomer.client.from('fleet_fault_events').insert({ truck_id: truck.id, code: 'E-212' });
    expect(logged.error?.hint).toBe('viewer_read_only');
    expect((await owner.client.rpc('fleet_remove_member', { p_organization_id: org, p_user_id: newcomer.id })).error).toBeNull();
  });

  it('only owners make, change or remove owners, and the last owner can be neither demoted nor removed', async () => {
    const promote = await manager.client.from('fleet_members').update({ role: 'owner' }).eq('user_id', tech.id).select();
    expect([promote.status, promote.error?.code]).toEqual([403, '42501']);
    const nonsense = await owner.client.from('fleet_members').update({ role: 'admin' }).eq('user_id', tech.id).select();
    expect([nonsense.status, nonsense.error?.code]).toEqual([400, '23514']);
    expect((await manager.client.from('fleet_members').update({ role: 'manager' }).eq('user_id', owner.id).select()).data).toEqual([]);
    expect((await manager.client.from('fleet_members').delete().eq('user_id', owner.id).select()).data).toEqual([]);
    const removal = await manager.client.rpc('fleet_remove_member', { p_organization_id: org, p_user_id: owner.id });
    expect([removal.status, removal.error?.hint]).toEqual([403, 'not_owner']);
    expect((await manager.client.from('fleet_organizations').delete().eq('id', org).select()).data).toEqual([]);
    const demoteSelf = await owner.client.from('fleet_members').update({ role: 'manager' }).eq('user_id', owner.id).select();
    expect([demoteSelf.status, demoteSelf.error?.hint]).toEqual([409, 'last_owner']);
    const leave = await owner.client.rpc('fleet_remove_member', { p_organization_id: org, p_user_id: owner.id });
    expect([leave.status, leave.error?.hint]).toEqual([409, 'last_owner']);
    // Handing over: the owner makes the manager owner, then steps down to manager; the new owner runs the owners now.
    expect((await owner.client.from('fleet_members').update({ role: 'owner' }).eq('user_id', manager.id).select('role')).data).toEqual([
      { role: 'owner' },
    ]);
    expect((await owner.client.from('fleet_members').update({ role: 'manager' }).eq('user_id', owner.id).select('role')).data).toEqual([
      { role: 'manager' },
    ]);
    expect((await owner.client.from('fleet_members').update({ role: 'manager' }).eq('user_id', manager.id).select()).data).toEqual([]);
    const last = await manager.client.rpc('fleet_remove_member', { p_organization_id: org, p_user_id: manager.id });
    expect([last.status, last.error?.hint]).toEqual([409, 'last_owner']);
    expect(
      (await platform.db.query(`select role from public.fleet_members where organization_id = $1 and role = 'owner'`, [org])).rows,
    ).toEqual([{ role: 'owner' }]);
    // The owner may delete the organization itself: its members go with it (the last-owner rule does not stand in the way).
    expect((await manager.client.from('fleet_organizations').delete().eq('id', org).select('id')).data).toEqual([{ id: org }]);
    expect((await platform.db.query(`select count(*)::int as n from public.fleet_members where organization_id = $1`, [org])).rows).toEqual(
      [{ n: 0 }],
    );
  });
});
