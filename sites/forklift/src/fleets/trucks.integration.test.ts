// The truck page and the fleet dashboard on both backends: CSV import (per-row errors, the serial-range warning, dry
// runs), the manuals covering a truck's serial at their latest revision (and only those) with each member's own
// entitlements, the truck's codes and scoped search, fault events (code resolution, hour meter, confirmed fixes in
// the fixed-it counts), repeated codes, maintenance due from the hour meter, and the CSV and PDF exports.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forkliftFunctionsDir } from '../functions-dir';
import { extractPdfText } from '../importer/extract-text';
import { createPortalUser, startForkliftPlatform, testBackends, type ForkliftPlatform, type PortalUser } from '../testing';
import { importBatches, readTruckCsv, type ImportCatalog } from './csv';
import { addMember, addTruck, callFunction, createOrganization } from './test-support/fleet-fixture';

type Row = Record<string, unknown>;

describe.each(testBackends())('fleet trucks and dashboard on %s', (backend) => {
  let platform: ForkliftPlatform;
  let manager: PortalUser;
  let tech: PortalUser;
  let org: string;
  let truck: Row & { id: string };
  let cxCode: { id: string; code: string };

  beforeAll(async () => {
    platform = await startForkliftPlatform({ backend, functionDirs: [forkliftFunctionsDir] });
    [manager, tech] = await Promise.all([createPortalUser(platform, ['freemium']), createPortalUser(platform, ['c-monarch-premium'])]);
    org = await createOrganization(manager, 'Northside Logistics');
    await addMember(platform, org, tech, 'technician');
    truck = await addTruck(manager, org, {
      unit: 'Truck 14',
      brand_id: 'c-monarch',
      model: 'CX25',
      serial_number: '40512',
      hour_meter: 8210,
    });
    const { rows } = await platform.db.query<{ id: string; code: string }>(
      `select id, code from public.error_codes where brand_id = 'c-monarch' and 'c-monarch-cx' = any (series_ids) and tier = 'free' order by code limit 1`,
    );
    cxCode = rows[0] as { id: string; code: string };
  }, 240_000);
  afterAll(() => platform?.close());

  it('completes a truck from the catalogue and marks a serial outside its series', async () => {
    expect(truck).toMatchObject({
      series_id: 'c-monarch-cx',
      model_id: 'c-monarch-cx-cx25',
      fuel_type: 'electric',
      serial_numeric: 40512,
      serial_in_range: true,
      maintenance_baseline_hours: 8210,
    });
    const odd = await addTruck(manager, org, { brand_id: 'c-monarch', series_id: 'c-monarch-cg', serial_number: 'CG-99001' });
    expect(odd).toMatchObject({ serial_in_range: false, model_id: null });
    const mismatch = await manager.client
      .from('fleet_trucks')
      .insert({ organization_id: org, brand_id: 'r-raynet', series_id: 'c-monarch-cx', serial_number: '1' });
    expect([mismatch.status, mismatch.error?.hint]).toEqual([400, 'series_brand_mismatch']);
  });

  it('imports a CSV in batches: good rows in, a bad row reported, an unknown serial range accepted with a warning', async () => {
    const catalog = (await tech.client.rpc('fleet_import_catalog')).data as ImportCatalog;
    expect(catalog.models.length).toBeGreaterThan(50);
    const csv =
      'unit,brand,series,model,serial,fuel,hours,site\nT20,C-Monarch,CX,CX30,45100,electric,120,Dock 1\nT21,C-Monarch,CG,,99001,LPG,50,Yard\nT22,Acme,,,1,,,\n';
    const read = readTruckCsv(csv, catalog);
    expect(read.rows.map((r) => [r.row, r.ok, r.errors.map((e) => e.code), r.warnings.map((w) => w.code)])).toEqual([
      [2, true, [], []],
      [3, true, [], ['serial_out_of_range']],
      [4, false, ['unknown_brand'], []],
    ]);
    const [batch] = importBatches(read.rows, 25);
    const dry = await manager.client.rpc('fleet_import_trucks', { p_organization_id: org, p_rows: batch, p_dry_run: true });
    expect((dry.data as Row[]).map((r) => [r.row, r.ok, r.id])).toEqual([
      [2, true, undefined],
      [3, true, undefined],
    ]);
    expect((await tech.client.from('fleet_trucks').select('id').eq('unit', 'T20')).data).toEqual([]);
    const done = await manager.client.rpc('fleet_import_trucks', { p_organization_id: org, p_rows: batch });
    expect((done.data as Row[]).map((r) => [r.row, r.ok, (r.warnings as Row[]).map((w) => w.code)])).toEqual([
      [2, true, []],
      [3, true, ['serial_out_of_range']],
    ]);
    // The server is the authority too: what the browser missed is reported per row, the rest goes in.
    const again = await manager.client.rpc('fleet_import_trucks', {
      p_organization_id: org,
      p_rows: [
        { row: 7, brand_id: 'c-monarch', serial_number: '45100' },
        { row: 8, brand_id: 'nope', serial_number: '2' },
        { row: 9, brand_id: 'c-monarch', series_id: 'r-raynet-rd', serial_number: '3' },
        { row: 10, brand_id: 'c-monarch', serial_number: '4', hour_meter: 'lots' },
        { row: 11, brand_id: 'c-monarch', serial_number: '5', in_service_date: '2021-13-01' },
        { row: 12, brand_id: 'c-monarch', serial_number: '46000' },
      ],
    });
    expect(
      (again.data as Array<{ row: number; ok: boolean; error?: { code: string; message: string } }>).map((r) => [
        r.row,
        r.ok,
        r.error?.code,
      ]),
    ).toEqual([
      [7, false, 'duplicate_serial'],
      [8, false, 'unknown_brand'],
      [9, false, 'series_brand_mismatch'],
      [10, false, 'invalid_hour_meter'],
      [11, false, 'invalid_date'],
      [12, true, undefined],
    ]);
    const tooMany = await manager.client.rpc('fleet_import_trucks', {
      p_organization_id: org,
      p_rows: Array.from({ length: 501 }, (_, i) => ({ brand_id: 'c-monarch', serial_number: String(i) })),
    });
    expect([tooMany.status, tooMany.error?.hint]).toEqual([400, 'too_many_rows']);
  });

  it('lists only the manuals whose serial range covers the truck, at their latest revision, opened by each member’s own entitlements', async () => {
    const { rows: cx } = await platform.db.query<{ id: string; kind: string; title: string }>(
      `select id, kind, title from public.manuals where series_ids = '{c-monarch-cx}' order by kind`,
    );
    const service = cx.find((m) => m.kind === 'service');
    if (!service) throw new Error('no CX service manual');
    // A newer revision of the service manual for early serials, and a retrofit manual for a later serial block.
    const { rows: added } = await platform.db.query<{ id: string }>(
      `insert into public.manuals (brand_id, series_ids, kind, title, tier, revision, revision_date, serial_from, serial_to, object_path)
       values ('c-monarch', '{c-monarch-cx}', 'service', $1, 'premium', '9', '2026-06-01', 40500, 44999, 'c-monarch/cx/service-rev9.pdf'),
              ('c-monarch', '{c-monarch-cx}', 'wiring', 'CX lithium-ion retrofit wiring', 'free', '1', '2026-01-01', 50000, 59999, 'c-monarch/cx/li-ion.pdf')
       returning id`,
      [service.title],
    );
    const [rev9, retrofit] = added.map((r) => r.id);
    const late = await addTruck(manager, org, {
      unit: 'Truck 15',
      brand_id: 'c-monarch',
      series_id: 'c-monarch-cx',
      serial_number: '47000',
    });
    const retro = await addTruck(manager, org, {
      unit: 'Truck 16',
      brand_id: 'c-monarch',
      series_id: 'c-monarch-cx',
      serial_number: '50010',
    });

    const ids = async (user: PortalUser, truckId: string) =>
      ((await user.client.rpc('fleet_truck_manuals', { p_truck_id: truckId })).data as Row[]).map((m) => m.id).sort();
    const others = cx.filter((m) => m.kind !== 'service').map((m) => m.id);
    expect(await ids(tech, truck.id)).toEqual([rev9, ...others].sort());
    expect(await ids(tech, late.id)).toEqual([service.id, ...others].sort());
    expect(await ids(tech, retro.id)).toEqual([service.id, retrofit, ...others].sort());

    const readable = async (user: PortalUser) =>
      Object.fromEntries(
        ((await user.client.rpc('fleet_truck_manuals', { p_truck_id: truck.id })).data as Row[]).map((m) => [m.kind, m.readable]),
      );
    expect(await readable(tech)).toEqual({ service: true, operator: true, parts: true, wiring: true });
    expect(await readable(manager)).toEqual({ service: false, operator: true, parts: false, wiring: true });
    // The fleet never widens access: the freemium manager still cannot read the premium pages.
    expect((await manager.client.from('manual_pages').select('page_number').eq('manual_id', service.id).limit(1)).data).toEqual([]);
  });

  it('lists the truck’s codes and searches within the truck', async () => {
    const codes = (await tech.client.rpc('fleet_truck_error_codes', { p_truck_id: truck.id })).data as Row[];
    const { rows } = await platform.db.query<{ n: number }>(
      `select count(*)::int as n from public.error_codes where 'c-monarch-cx' = any (series_ids)`,
    );
    expect(codes.length).toBe(rows[0]?.n);
    const found = (await tech.client.rpc('fleet_truck_search', { p_truck_id: truck.id, p_query: cxCode.code })).data as Row[];
    expect(found[0]).toMatchObject({ kind: 'error_code', error_code_id: cxCode.id, brand_id: 'c-monarch' });
    const broad = (await tech.client.rpc('fleet_truck_search', { p_truck_id: truck.id, p_query: 'hydraulic pump' })).data as Row[];
    expect(broad.length).toBeGreaterThan(0);
    const { rows: cxManuals } = await platform.db.query<{ id: string }>(
      `select id from public.manuals where 'c-monarch-cx' = any (series_ids)`,
    );
    const allowed = new Set(cxManuals.map((m) => m.id));
    for (const hit of broad) if (hit.manual_id) expect(allowed.has(hit.manual_id as string)).toBe(true);
  });

  it('logs fault events: the code resolved, the hour meter moved, a verified fix counted once, repeated codes listed', async () => {
    const before = ((await tech.client.rpc('error_code_fix_counts', { p_error_code_ids: [cxCode.id] })).data as Row[])[0];
    const { rows: details } = await platform.db.query<{ cause: string }>(
      `select causes->1->>'text' as cause from public.error_code_details where error_code_id = $1`,
      [cxCode.id],
    );
    // One of the code's own causes (its second): only those are counted, by index (issue 31).
    const ownCause = details[0]?.cause ?? '';
    expect(ownCause).not.toBe('');
    const written = cxCode.code.toLowerCase().replace(/-/g, ' ');
    const first = await tech.client
      .from('fleet_fault_events')
      .insert({
        truck_id: truck.id,
        code: written,
        hour_meter: 8230,
        symptoms: 'Truck stops',
        fix: 'Cleaned connector',
        fixed: true,
        cause_text: 'Corroded connector',
        parts_replaced: ['CM-01234-11'],
        minutes_spent: 45,
      })
      .select()
      .single();
    expect(first.data).toMatchObject({ organization_id: org, error_code_id: cxCode.id, created_by: tech.id });
    const { rows: diag } = await platform.db.query<{ id: string }>(
      // A diagnosis the technician really ran (verified: saved from a recorded run, as the diagnose function does).
      `insert into public.diagnoses (user_id, brand_id, engine, error_code_id, verified) values ($1, 'c-monarch', 'extractive', $2, true) returning id`,
      [tech.id, cxCode.id],
    );
    const diagnosisId = diag[0]?.id;
    const notYours = await manager.client
      .from('fleet_fault_events')
      .insert({ truck_id: truck.id, error_code_id: cxCode.id, diagnosis_id: diagnosisId });
    expect([notYours.status, notYours.error?.hint]).toEqual([403, 'diagnosis_not_yours']);
    const second = await tech.client
      .from('fleet_fault_events')
      .insert({
        truck_id: truck.id,
        error_code_id: cxCode.id,
        diagnosis_id: diagnosisId,
        hour_meter: 8249,
        fixed: true,
        cause_text: ownCause,
        fix: 'Replaced the harness',
      })
      .select()
      .single();
    expect(second.data).toMatchObject({ code: cxCode.code });
    const after = ((await tech.client.rpc('error_code_fix_counts', { p_error_code_ids: [cxCode.id] })).data as Row[])[0];
    // The first event (no diagnosis, free text) is the fleet's record, not a vote; the second is the tech's one vote.
    expect(after?.fixed_count).toBe((before?.fixed_count as number) + 1);
    const causeFixes = (counts: Row | undefined) => (counts?.cause_fixes ?? {}) as Record<string, number>;
    expect(causeFixes(after)['1']).toBe((causeFixes(before)['1'] ?? 0) + 1);
    expect(Object.keys(causeFixes(after))).not.toContain('Corroded connector');
    const { rows: feedback } = await platform.db.query(
      `select outcome, cause_text from public.diagnosis_feedback where diagnosis_id = $1`,
      [diagnosisId],
    );
    expect(feedback).toEqual([{ outcome: 'fixed', cause_text: ownCause }]);
    expect((await tech.client.from('fleet_trucks').select('hour_meter').eq('id', truck.id).single()).data).toEqual({ hour_meter: 8249 });

    const repeated = (await manager.client.rpc('fleet_repeated_codes', { p_organization_id: org })).data as Row[];
    expect(repeated).toEqual([
      expect.objectContaining({ truck_id: truck.id, unit: 'Truck 14', error_code_id: cxCode.id, code: cxCode.code, event_count: 2 }),
    ]);
    const recent = (await manager.client.rpc('fleet_recent_events', { p_organization_id: org, p_limit: 1 })).data as Row[];
    expect(recent).toEqual([
      expect.objectContaining({
        id: (second.data as Row).id,
        unit: 'Truck 14',
        code: cxCode.code,
        created_by_email: tech.email,
        fixed: true,
      }),
    ]);
    // A technician edits their own events; only managers delete.
    expect(
      (
        await tech.client
          .from('fleet_fault_events')
          .delete()
          .eq('id', (first.data as Row).id)
          .select()
      ).data,
    ).toEqual([]);
  });

  it('shows maintenance due from the hour meter, each member seeing the schedule their entitlements open', async () => {
    // Truck 14 joined at 8,210 h and now reads 8,249 h: the 50 h and 250 h work falls due at 8,250 h.
    const due = (user: PortalUser, all = false) =>
      user.client.rpc('fleet_maintenance_due', { p_organization_id: org, p_truck_id: truck.id, p_include_ok: all });
    const techDue = (await due(tech)).data as Row[];
    expect(new Set(techDue.map((d) => d.interval_hours))).toEqual(new Set([50, 250]));
    expect(techDue.every((d) => d.status === 'due' && d.due_at_hours === 8250 && d.hours_left === 1)).toBe(true);
    const everything = (await due(tech, true)).data as Row[];
    expect(new Set(everything.map((d) => d.interval_hours))).toEqual(new Set([50, 250, 500, 1000, 2000]));
    expect(everything.find((d) => d.interval_hours === 2000)).toMatchObject({ status: 'ok', due_at_hours: 10000 });
    const managerAll = (await due(manager, true)).data as Row[];
    expect(new Set(managerAll.map((d) => d.interval_hours))).toEqual(new Set([50, 250]));
    const cited = everything[0] as Row;
    const { rows: page } = await platform.db.query<{ body: string }>(
      `select body from public.manual_pages where manual_id = $1 and page_number = $2`,
      [cited.manual_id, cited.page_number],
    );
    expect(page[0]?.body).toContain(cited.task as string);

    await tech.client.from('fleet_fault_events').insert({ truck_id: truck.id, hour_meter: 8262 });
    const chains = techDue.find((d) => /Lift chains/.test(d.task as string));
    await tech.client
      .from('fleet_service_records')
      .insert({ truck_id: truck.id, task_id: chains?.task_id, interval_hours: 50, hour_meter: 8260 });
    const now = (await due(tech)).data as Row[];
    expect(now.find((d) => d.task_id === chains?.task_id)).toBeUndefined();
    expect(now.filter((d) => d.status === 'overdue').length).toBe(techDue.length - 1);
    expect(now[0]).toMatchObject({ status: 'overdue', hours_left: -12 });
    const summary = (await manager.client.rpc('fleet_dashboard_summary', { p_organization_id: org })).data as Row;
    expect(summary).toMatchObject({ events30d: 3, fixed30d: 2 });
    const fleetWide = (await tech.client.rpc('fleet_maintenance_due', { p_organization_id: org })).data as Row[];
    expect(new Set(fleetWide.map((d) => d.truck_id)).has(truck.id)).toBe(true);
  });

  it('exports the truck’s history as CSV and as a PDF report', async () => {
    const csvResponse = await callFunction(platform, manager, `fleet-export?truck=${truck.id}&format=csv`);
    expect(csvResponse.status).toBe(200);
    expect(csvResponse.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csvResponse.headers.get('content-disposition')).toBe('attachment; filename="truck-truck-14-history.csv"');
    const parsed = Papa.parse<Record<string, string>>(await csvResponse.text(), { header: true, skipEmptyLines: true });
    expect(parsed.data.length).toBe(3);
    expect(parsed.data.find((r) => r.fix === 'Cleaned connector')).toMatchObject({
      unit: 'Truck 14',
      serial_number: '40512',
      code: cxCode.code,
      fixed: 'yes',
      parts_replaced: 'CM-01234-11',
      minutes_spent: '45',
      cause: 'Corroded connector',
    });

    const pdfResponse = await callFunction(platform, tech, 'fleet-export', {
      method: 'POST',
      body: JSON.stringify({ truckId: truck.id, format: 'pdf' }),
    });
    expect([pdfResponse.status, pdfResponse.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const pages = await extractPdfText(new Uint8Array(await pdfResponse.arrayBuffer()));
    const text = pages.join('\n');
    expect(text).toContain('Truck 14: service history');
    expect(text).toContain('serial 40512');
    expect(text).toContain('What fixed it: Cleaned connector');
    expect(text).toContain('OVERDUE by 12 h');
    expect(text).toContain('Page 1 of');

    const bad = await callFunction(platform, tech, `fleet-export?truck=${truck.id}&format=docx`);
    expect([bad.status, (await bad.json()).code]).toEqual([400, 'invalid_format']);
    const noTruck = await callFunction(platform, tech, 'fleet-export?format=csv');
    expect([noTruck.status, (await noTruck.json()).code]).toEqual([400, 'invalid_request']);
  });
});
