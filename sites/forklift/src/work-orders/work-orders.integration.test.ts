// Issue 38: work orders in the database — opening from a fault copies its code's checks; the state machine, the cause
// required for done, hours and downtime; roles (managers assign, cancel, delete; technicians work their own and the
// unassigned); closing feeds the confirmed-fix counts as one vote per user; offline entries applied once and never
// over a newer one; hostile input answered with stable codes (never a 500).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forkliftFunctionsDir } from '../functions-dir';
import { createPortalUser, startForkliftPlatform, testBackends, visitorClient, type ForkliftPlatform, type PortalUser } from '../testing';
import { callDiagnose } from '../diagnostics/test-support/call-diagnose';
import { addMember, addTruck, createOrganization } from '../fleets/test-support/fleet-fixture';

type Row = Record<string, unknown>;

describe.each(testBackends())('work orders on %s', (backend) => {
  let platform: ForkliftPlatform;
  let manager: PortalUser;
  let tech: PortalUser;
  let tech2: PortalUser;
  let org: string;
  let truck: string;
  let code: { id: string; code: string };
  let faultId: string;
  let diagnosisId: string;

  async function openFromFault(by: PortalUser, extra: Row = {}): Promise<Row> {
    const { data, error } = await by.client.rpc('work_order_open', { p_truck_id: truck, p_fault_event_id: faultId, ...extra });
    if (error) throw new Error(`open failed: ${error.message} ${error.hint}`);
    return data as Row;
  }

  beforeAll(async () => {
    platform = await startForkliftPlatform({ backend, functionDirs: [forkliftFunctionsDir] });
    // The technician holds the brand's premium plan (the CX parts manual is premium); the second one is freemium.
    [manager, tech, tech2] = await Promise.all([
      createPortalUser(platform),
      createPortalUser(platform, ['c-monarch-premium']),
      createPortalUser(platform),
    ]);
    org = await createOrganization(manager, 'Northside Logistics');
    await addMember(platform, org, tech, 'technician');
    await addMember(platform, org, tech2, 'technician');
    truck = (
      await addTruck(manager, org, { unit: 'Truck 14', brand_id: 'c-monarch', model: 'CX25', serial_number: '40512', hour_meter: 8210 })
    ).id;
    const { rows } = await platform.db.query<{ id: string; code: string }>(
      `select c.id, c.code from public.error_codes c join public.error_code_details d on d.error_code_id = c.id
        where c.brand_id = 'c-monarch' and 'c-monarch-cx' = any (c.series_ids) and c.tier = 'free' and jsonb_array_length(d.checks) >= 2
        order by c.code limit 1`,
    );
    code = rows[0] as { id: string; code: string };
    const { rows: diag } = await platform.db.query<{ id: string }>(
      `insert into public.diagnoses (user_id, brand_id, engine, error_code_id, verified) values ($1, 'c-monarch', 'extractive', $2, true) returning id`,
      [tech.id, code.id],
    );
    diagnosisId = diag[0]?.id ?? '';
    const event = await tech.client
      .from('fleet_fault_events')
      .insert({ truck_id: truck, error_code_id: code.id, diagnosis_id: diagnosisId, symptoms: 'Forks drift down' })
      .select('id')
      .single();
    if (event.error) throw new Error(event.error.message);
    faultId = (event.data as { id: string }).id;
  }, 240_000);
  afterAll(() => platform?.close());

  it('opens from a fault with its checks as the checklist (expected value, citation), once per client key', async () => {
    const key = '7d1f4f5e-3f0e-4a51-9a39-2b51c1a4e001';
    const order = await openFromFault(tech, { p_client_key: key });
    expect(order).toMatchObject({
      organization_id: org,
      truck_id: truck,
      fault_event_id: faultId,
      error_code_id: code.id,
      diagnosis_id: diagnosisId,
      state: 'open',
      hours_at_open: 8210,
      created_by: tech.id,
    });
    expect(String(order.title)).toContain(code.code);
    const again = await openFromFault(tech, { p_client_key: key });
    expect(again.id).toBe(order.id);
    const { rows: details } = await platform.db.query<{
      checks: Array<{ text: string; expected: string; manualId: string; pageNumber: number }>;
    }>(`select checks from public.error_code_details where error_code_id = $1`, [code.id]);
    const checks = (await tech.client.from('work_order_checks').select('*').eq('work_order_id', order.id).order('position')).data as Row[];
    expect(checks.map((c) => [c.text, c.expected, c.manual_id, c.page_number])).toEqual(
      (details[0]?.checks ?? []).map((c) => [c.text, c.expected, c.manualId, c.pageNumber]),
    );
    expect((await tech.client.from('work_orders').select('id').eq('client_key', key)).data).toHaveLength(1);
  });

  it('enforces the state machine and the cause for done; computes hours and downtime; feeds one vote per user', async () => {
    const order = await openFromFault(tech);
    const id = order.id as string;
    const early = await tech.client.rpc('work_order_set_state', {
      p_work_order_id: id,
      p_state: 'done',
      p_cause_index: 0,
      p_remedy_text: 'x',
    });
    expect([early.status, early.error?.hint]).toEqual([409, 'invalid_transition']);
    const checks = (await tech.client.from('work_order_checks').select('id').eq('work_order_id', id).order('position')).data as Row[];
    const recorded = await tech.client.rpc('work_order_record_check', { p_check_id: checks[0]?.id, p_measured: '4.9 V', p_result: 'pass' });
    expect(recorded.error).toBeNull();
    expect((await tech.client.from('work_orders').select('state, started_at').eq('id', id).single()).data).toMatchObject({
      state: 'in_progress',
    });
    const noCause = await tech.client.rpc('work_order_set_state', { p_work_order_id: id, p_state: 'done', p_remedy_text: 'Replaced it' });
    expect([noCause.status, noCause.error?.hint]).toEqual([400, 'cause_required']);
    const noRemedy = await tech.client.rpc('work_order_set_state', { p_work_order_id: id, p_state: 'done', p_cause_text: 'Chafed wire' });
    expect([noRemedy.status, noRemedy.error?.hint]).toEqual([400, 'remedy_required']);
    const badCause = await tech.client.rpc('work_order_set_state', {
      p_work_order_id: id,
      p_state: 'done',
      p_cause_index: 99,
      p_remedy_text: 'x',
    });
    expect([badCause.status, badCause.error?.hint]).toEqual([400, 'cause_not_found']);
    // Straight through /rest/v1 the same rules hold (the trigger, then the table's check).
    const direct = await tech.client.from('work_orders').update({ state: 'done', remedy_text: 'x' }).eq('id', id).select();
    expect([direct.status, direct.error?.hint]).toEqual([400, 'cause_required']);
    const lower = await tech.client.rpc('work_order_set_state', {
      p_work_order_id: id,
      p_state: 'done',
      p_cause_index: 1,
      p_remedy_text: 'Replaced the sensor',
      p_hours_at_close: 8000,
    });
    expect([lower.status, lower.error?.hint]).toEqual([400, 'hours_before_open']);

    const before = ((await tech.client.rpc('error_code_fix_counts', { p_error_code_ids: [code.id] })).data as Row[])[0];
    const closed = await tech.client.rpc('work_order_set_state', {
      p_work_order_id: id,
      p_state: 'done',
      p_cause_index: 1,
      p_remedy_text: 'Replaced the sensor',
      p_hours_at_close: 8215.5,
    });
    expect(closed.error).toBeNull();
    const { rows: cause } = await platform.db.query<{ text: string }>(
      `select causes->1->>'text' as text from public.error_code_details where error_code_id = $1`,
      [code.id],
    );
    expect(closed.data).toMatchObject({ state: 'done', cause_index: 1, cause_text: cause[0]?.text, hours_at_close: 8215.5 });
    expect(typeof (closed.data as Row).downtime_minutes).toBe('number');
    expect((await tech.client.from('fleet_trucks').select('hour_meter').eq('id', truck).single()).data).toEqual({ hour_meter: 8215.5 });
    const after = ((await tech.client.rpc('error_code_fix_counts', { p_error_code_ids: [code.id] })).data as Row[])[0];
    const fixes = (r: Row | undefined) => (r?.cause_fixes ?? {}) as Record<string, number>;
    expect(after?.fixed_count).toBe((before?.fixed_count as number) + 1);
    expect(fixes(after)['1']).toBe((fixes(before)['1'] ?? 0) + 1);
    // The next diagnosis of this code puts the confirmed cause first (no other cause has a fix in this database).
    const firstCause = async () => {
      const call = await callDiagnose(
        platform.url,
        tech.accessToken,
        { brand: 'c-monarch', code: code.code },
        { apiKey: platform.anonKey },
      );
      return call.events.find((e) => e.event === 'step' && e.data.kind === 'cause')?.data.text;
    };
    expect(await firstCause()).toContain(cause[0]?.text);
    // A closed order changes no more, and neither do its lines.
    const reopen = await tech.client.rpc('work_order_set_state', { p_work_order_id: id, p_state: 'in_progress' });
    expect([reopen.status, reopen.error?.hint]).toEqual([409, 'work_order_closed']);
    const line = await tech.client.rpc('work_order_add_part', { p_work_order_id: id, p_part_number: 'CM-1' });
    expect([line.status, line.error?.hint]).toEqual([409, 'work_order_closed']);

    // Another order closed on the same diagnosis, naming another cause: still that technician's one vote (now for cause 0).
    const second = await openFromFault(manager);
    await manager.client.rpc('work_order_set_state', { p_work_order_id: second.id, p_state: 'in_progress' });
    const done2 = await manager.client.rpc('work_order_set_state', {
      p_work_order_id: second.id,
      p_state: 'done',
      p_cause_index: 0,
      p_remedy_text: 'Cleaned',
    });
    expect(done2.error).toBeNull();
    const third = ((await tech.client.rpc('error_code_fix_counts', { p_error_code_ids: [code.id] })).data as Row[])[0];
    expect(third?.fixed_count).toBe(after?.fixed_count);
    expect(fixes(third)['1'] ?? 0).toBe(fixes(before)['1'] ?? 0);
    expect(fixes(third)['0']).toBe((fixes(before)['0'] ?? 0) + 1);
    const board = (await manager.client.rpc('work_order_repeat_faults', { p_organization_id: org })).data as Row[];
    expect(board).toEqual([expect.objectContaining({ truck_id: truck, error_code_id: code.id, code: code.code })]);
    const downtime = (await manager.client.rpc('work_order_downtime', { p_organization_id: org })).data as Row[];
    expect(downtime).toEqual([expect.objectContaining({ truck_id: truck, unit: 'Truck 14' })]);
  });

  it('roles: technicians work their own and unassigned orders; managers assign, cancel and delete', async () => {
    const mine = await openFromFault(manager, { p_assignee_id: tech.id });
    const checks = (await tech2.client.from('work_order_checks').select('id').eq('work_order_id', mine.id).order('position')).data as Row[];
    expect(checks.length).toBeGreaterThan(0);
    const notMine = await tech2.client.rpc('work_order_record_check', { p_check_id: checks[0]?.id, p_measured: '1', p_result: 'fail' });
    expect([notMine.status, notMine.error?.hint]).toEqual([403, 'not_assigned']);
    expect(
      (
        await tech2.client
          .from('work_order_checks')
          .update({ measured: '2' })
          .eq('id', checks[0]?.id as string)
          .select()
      ).data,
    ).toEqual([]);
    const part = await tech2.client.rpc('work_order_add_part', { p_work_order_id: mine.id, p_part_number: 'CM-1' });
    expect([part.status, part.error?.hint]).toEqual([403, 'not_assigned']);
    expect(
      (await tech.client.rpc('work_order_record_check', { p_check_id: checks[0]?.id, p_measured: '5.0 V', p_result: 'pass' })).error,
    ).toBeNull();
    const cancel = await tech.client.rpc('work_order_set_state', { p_work_order_id: mine.id, p_state: 'cancelled' });
    expect([cancel.status, cancel.error?.hint]).toEqual([403, 'not_manager']);
    const reassign = await tech.client
      .from('work_orders')
      .update({ assignee_id: tech2.id })
      .eq('id', mine.id as string)
      .select();
    expect([reassign.status, reassign.error?.hint]).toEqual([403, 'not_manager']);
    expect(
      (
        await tech.client
          .from('work_orders')
          .delete()
          .eq('id', mine.id as string)
          .select()
      ).data,
    ).toEqual([]);

    const open = await openFromFault(tech2);
    expect(open.assignee_id).toBeNull();
    const assignOther = await tech2.client
      .from('work_orders')
      .update({ assignee_id: tech.id })
      .eq('id', open.id as string)
      .select();
    expect([assignOther.status, assignOther.error?.hint]).toEqual([403, 'not_manager']);
    const take = await tech.client
      .from('work_orders')
      .update({ assignee_id: tech.id })
      .eq('id', open.id as string)
      .select('assignee_id');
    expect(take.data).toEqual([{ assignee_id: tech.id }]);
    const outsider = await createPortalUser(platform);
    const badAssignee = await manager.client
      .from('work_orders')
      .update({ assignee_id: outsider.id })
      .eq('id', open.id as string)
      .select();
    expect([badAssignee.status, badAssignee.error?.hint]).toEqual([400, 'invalid_assignee']);
    expect((await manager.client.rpc('work_order_set_state', { p_work_order_id: open.id, p_state: 'cancelled' })).data).toMatchObject({
      state: 'cancelled',
    });
    expect(
      (
        (
          await manager.client
            .from('work_orders')
            .delete()
            .eq('id', mine.id as string)
            .select()
        ).data ?? []
      ).length,
    ).toBe(1);
    // Fields the triggers own cannot be written through the API.
    const forged = await tech.client
      .from('work_orders')
      .update({ organization_id: org, opened_at: '2000-01-01' })
      .eq('id', open.id as string);
    expect(forged.error?.code).toBe('42501');
  });

  it('offline entries: sent twice or late, applied once and never over a newer one', async () => {
    const order = await openFromFault(tech, { p_assignee_id: tech.id });
    const checks = (await tech.client.from('work_order_checks').select('id').eq('work_order_id', order.id).order('position')).data as Row[];
    const id = checks[0]?.id;
    const newer = new Date(Date.now() - 60_000).toISOString();
    const older = new Date(Date.now() - 3_600_000).toISOString();
    expect(
      (await tech.client.rpc('work_order_record_check', { p_check_id: id, p_measured: '4.8 V', p_result: 'pass', p_recorded_at: newer }))
        .error,
    ).toBeNull();
    const late = await tech.client.rpc('work_order_record_check', {
      p_check_id: id,
      p_measured: '0 V',
      p_result: 'fail',
      p_recorded_at: older,
    });
    expect(late.data).toMatchObject({ measured: '4.8 V', result: 'pass' });
    const key = 'a2b9cf3e-1d57-4f0b-8a35-3c1c1f0c9b11';
    for (let i = 0; i < 2; i++)
      expect(
        (
          await tech.client.rpc('work_order_add_part', {
            p_work_order_id: order.id,
            p_part_number: 'CM-01040-23',
            p_description: 'Sensor',
            p_quantity: 2,
            p_client_key: key,
          })
        ).error,
      ).toBeNull();
    expect((await tech.client.from('work_order_parts').select('part_number, quantity').eq('work_order_id', order.id)).data).toEqual([
      { part_number: 'CM-01040-23', quantity: 2 },
    ]);
  });

  it('offers the parts of the parts manual covering the truck', async () => {
    const order = await openFromFault(tech);
    const { data, error } = await tech.client.rpc('work_order_parts_catalog', { p_work_order_id: order.id, p_query: '' });
    expect(error).toBeNull();
    const rows = data as Row[];
    expect(rows.length).toBeGreaterThan(5);
    expect(rows[0]).toMatchObject({ part_number: expect.stringMatching(/^[A-Z]+-\d{5}-\d{2}$/), quantity: expect.any(Number) });
    const narrowed = (await tech.client.rpc('work_order_parts_catalog', { p_work_order_id: order.id, p_query: rows[0]?.part_number }))
      .data as Row[];
    expect(narrowed.map((r) => r.part_number)).toContain(rows[0]?.part_number);
    // Every row fits serial 40512; a member without the premium plan gets none of the premium manual's rows.
    expect(rows.every((r) => r.serial_numbers === 'all' || /^405\d\d-41999$/.test(String(r.serial_numbers)))).toBe(true);
    expect((await tech2.client.rpc('work_order_parts_catalog', { p_work_order_id: order.id })).data).toEqual([]);
    const board = (await tech.client.rpc('work_order_board', { p_organization_id: org, p_limit: 2 })).data as Row[];
    expect(board).toHaveLength(2);
    const next = (
      await tech.client.rpc('work_order_board', {
        p_organization_id: org,
        p_limit: 2,
        p_before_opened_at: board[1]?.opened_at,
        p_before_id: board[1]?.id,
      })
    ).data as Row[];
    expect(next.map((r) => r.id)).not.toContain(board[0]?.id);
    expect(board[0]).toMatchObject({ unit: 'Truck 14', brand_id: 'c-monarch', checks_total: expect.any(Number) });
  });

  it('hostile input gets a 4xx with a stable code, never a 500', async () => {
    const order = await openFromFault(tech);
    const calls: Array<[string, Row]> = [
      ['work_order_open', { p_truck_id: 'not-a-uuid' }],
      ['work_order_open', { p_truck_id: truck, p_priority: "urgent'; drop table work_orders; --" }],
      ['work_order_open', { p_truck_id: truck, p_title: 'x'.repeat(5000) }],
      ['work_order_open', { p_truck_id: truck, p_title: 'a\u0000b' }],
      ['work_order_open', { p_truck_id: '00000000-0000-0000-0000-000000000000' }],
      ['work_order_open', { p_truck_id: truck, p_fault_event_id: '00000000-0000-0000-0000-000000000000' }],
      ['work_order_open', { p_truck_id: truck, p_due_on: 'tomorrow' }],
      ['work_order_record_check', { p_check_id: '00000000-0000-0000-0000-000000000000' }],
      ['work_order_record_check', { p_check_id: 'x', p_result: 'pass' }],
      ['work_order_record_check', { p_check_id: '00000000-0000-0000-0000-000000000000', p_result: 'maybe' }],
      ['work_order_add_part', { p_work_order_id: order.id, p_part_number: 'A', p_quantity: -3 }],
      ['work_order_add_part', { p_work_order_id: order.id, p_part_number: 'A', p_quantity: 1e12 }],
      ['work_order_add_part', { p_work_order_id: order.id }],
      ['work_order_add_part', { p_work_order_id: order.id, p_description: 'x'.repeat(201) }],
      ['work_order_set_state', { p_work_order_id: order.id, p_state: 'exploded' }],
      ['work_order_set_state', { p_work_order_id: order.id, p_state: 'done', p_cause_index: -1 }],
      ['work_order_set_state', { p_work_order_id: order.id, p_state: 'in_progress', p_hours_at_close: 'lots' }],
      ['work_order_board', { p_organization_id: org, p_limit: 'all' }],
      ['work_order_board', { p_organization_id: org, p_states: 'open' }],
      ['work_order_parts_catalog', { p_work_order_id: order.id, p_query: '%'.repeat(10_000) }],
    ];
    for (const [name, args] of calls) {
      const { status, error } = await tech.client.rpc(name, args);
      expect([name, status >= 400 && status < 500 ? '4xx' : status], JSON.stringify({ args, error })).toEqual([name, error ? '4xx' : 200]);
    }
    const anonymous = await visitorClient(platform).rpc('work_order_board', { p_organization_id: org });
    expect(anonymous.status).toBeGreaterThanOrEqual(400);
    expect(anonymous.status).toBeLessThan(500);
  });
});
