/**
 * Security suite, issue 31 item 3: confirmed-fix counts. Replays the attacks on the shared "fixed it" aggregate —
 * freemium reading premium cause text (error_code_fix_counts, diagnose_retrieve's fixCounts), one account voting
 * again and again, hand-made diagnoses of codes never run, free text stored as a public cause, an unknown diagnosis
 * id answered 500 — and checks each is refused.
 */
import { randomUUID } from 'node:crypto';
import { forkliftFunctionsDir } from '@kit/site-forklift';
import { createPortalUser, startForkliftPlatform, testBackends, type ForkliftPlatform, type PortalUser } from '@kit/site-forklift/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeWithCauses, diagnoseAs, fixCountsAs, rpcAs, type SampleCode } from './diagnostics-attacker';

describe.each(testBackends())('confirmed-fix feedback on %s', (backend) => {
  let platform: ForkliftPlatform;
  let free: SampleCode;
  let premium: SampleCode;
  let premiumTech: PortalUser;
  let freemiumTech: PortalUser;

  const counts = async (id: string) => (await fixCountsAs(platform, platform.serviceRoleKey, [id]))[0];
  const diagnosed = async (user: PortalUser, code: SampleCode) => {
    const run = await diagnoseAs(platform, user.accessToken, { brand: 'c-monarch', code: code.code });
    expect(run.answer.status).toBe(200);
    expect(run.diagnosisId).toMatch(/^[0-9a-f-]{36}$/);
    return run.diagnosisId as string;
  };

  beforeAll(async () => {
    platform = await startForkliftPlatform({ backend, functionDirs: [forkliftFunctionsDir] });
    free = await codeWithCauses(platform.db, 'c-monarch', 'free');
    premium = await codeWithCauses(platform.db, 'c-monarch', 'premium', 1);
    premiumTech = await createPortalUser(platform, ['c-monarch-premium']);
    freemiumTech = await createPortalUser(platform);
    // A premium technician confirms the premium code's first cause (named by its words, as older clients do).
    const id = await diagnosed(premiumTech, premium);
    const voted = await rpcAs(platform, premiumTech.accessToken, 'diagnosis_feedback_submit', {
      p_diagnosis_id: id,
      p_outcome: 'fixed',
      p_cause_text: premium.causes[0],
    });
    expect(voted.status).toBe(200);
  }, 600_000);
  afterAll(() => platform?.close());

  it('gives a freemium user and a visitor no counts, and no cause text, of a premium code', async () => {
    for (const token of [freemiumTech.accessToken, undefined]) {
      const answer = await rpcAs(platform, token, 'error_code_fix_counts', { p_error_code_ids: [premium.id] });
      for (const cause of premium.causes) expect(answer.text).not.toContain(cause);
      expect([answer.status, answer.json]).toEqual([200, []]);
    }
    // The premium reader (and the service role) see them, keyed by the cause's index in the code's details.
    expect((await counts(premium.id))?.cause_fixes).toEqual({ '0': 1 });
    expect(await fixCountsAs(platform, premiumTech.accessToken, [premium.id])).toEqual([
      { error_code_id: premium.id, fixed_count: 1, not_fixed_count: 0, cause_fixes: { '0': 1 } },
    ]);
  });

  it("gives a freemium user no premium cause text through diagnose_retrieve's fixCounts", async () => {
    const answer = await rpcAs(platform, freemiumTech.accessToken, 'diagnose_retrieve', {
      p: { brand: 'c-monarch', code: premium.codeNormalized },
    });
    expect(answer.status).toBe(200);
    const matches = answer.json.matches as Array<{ errorCodeId: string; details: unknown; fixCounts: unknown }>;
    expect(matches[0]).toMatchObject({ errorCodeId: premium.id, details: null, fixCounts: null });
    for (const cause of premium.causes) expect(answer.text).not.toContain(cause);
  });

  it('moves a code’s counts by at most one for one account voting 30 times in a second', async () => {
    const attacker = await createPortalUser(platform);
    const before = await counts(free.id);
    // Hand-made diagnoses of the code (no run), and two real ones.
    const fabricated = await Promise.all(
      Array.from({ length: 30 }, () =>
        rpcAs(platform, attacker.accessToken, 'diagnose_save', {
          p: { brandId: 'c-monarch', errorCodeId: free.id, engine: 'extractive', refused: false, matches: [], steps: [], sources: [] },
        }),
      ),
    );
    const ids = fabricated.filter((a) => a.status === 200).map((a) => JSON.parse(a.text) as string);
    ids.push(await diagnosed(attacker, free), await diagnosed(attacker, free));
    const votes = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        rpcAs(platform, attacker.accessToken, 'diagnosis_feedback_submit', {
          p_diagnosis_id: ids[i % ids.length],
          p_outcome: 'fixed',
          p_cause_text: free.causes[1],
        }),
      ),
    );
    expect(votes.filter((v) => v.status >= 500)).toEqual([]);
    const after = await counts(free.id);
    expect((after?.fixed_count ?? 0) - (before?.fixed_count ?? 0)).toBe(1);
    expect((after?.cause_fixes['1'] ?? 0) - (before?.cause_fixes['1'] ?? 0)).toBe(1);
    // The latest verdict replaces the earlier one: still one vote, now "not fixed".
    const changed = await rpcAs(platform, attacker.accessToken, 'diagnosis_feedback_submit', {
      p_diagnosis_id: ids[0],
      p_outcome: 'not_fixed',
    });
    expect(changed.status).toBe(200);
    const last = await counts(free.id);
    expect([last?.fixed_count, last?.not_fixed_count]).toEqual([before?.fixed_count ?? 0, (before?.not_fixed_count ?? 0) + 1]);
  });

  it('refuses a hand-made diagnose_save of a code the caller’s run did not retrieve', async () => {
    const attacker = await createPortalUser(platform);
    const other = await createPortalUser(platform);
    const save = (user: PortalUser, p: Record<string, unknown>) =>
      rpcAs(platform, user.accessToken, 'diagnose_save', {
        p: { brandId: 'c-monarch', engine: 'extractive', refused: false, matches: [], steps: [], sources: [], ...p },
      });
    const start = await rpcAs(platform, attacker.accessToken, 'diagnose_start', { p: { brand: 'c-monarch', code: free.codeNormalized } });
    expect(start.status).toBe(200);
    const runId = (start.json.admission as { runId?: string }).runId;
    const refusals = [
      await save(attacker, { errorCodeId: free.id }),
      await save(attacker, { runId: randomUUID(), errorCodeId: free.id }),
      await save(attacker, { runId, errorCodeId: premium.id }),
      await save(attacker, { runId, brandId: 'r-raynet', errorCodeId: free.id }),
      await save(other, { runId, errorCodeId: free.id }),
    ];
    expect(refusals.map((a) => [a.status, a.json.hint])).toEqual([
      [403, 'run_required'],
      [403, 'run_required'],
      [403, 'code_not_in_run'],
      [403, 'run_mismatch'],
      [403, 'run_required'],
    ]);
    // The run saves once, as the code it retrieved.
    expect((await save(attacker, { runId, errorCodeId: free.id })).status).toBe(200);
    expect((await save(attacker, { runId, errorCodeId: free.id })).json.hint).toBe('run_required');
  });

  it('keeps free text out of the shared aggregate: causes only as the code’s own, by index', async () => {
    const user = await createPortalUser(platform);
    const id = await diagnosed(user, free);
    const words = '<img src=x onerror=alert(1)> Call 555-0100 for cheap parts';
    const submit = (body: Record<string, unknown>) =>
      rpcAs(platform, user.accessToken, 'diagnosis_feedback_submit', { p_diagnosis_id: id, p_outcome: 'fixed', ...body });
    expect((await submit({ p_cause_text: words })).status).toBe(200);
    const shared = JSON.stringify(await fixCountsAs(platform, platform.serviceRoleKey, [free.id]));
    expect(shared).not.toContain('555-0100');
    for (const key of Object.keys((await counts(free.id))?.cause_fixes ?? {})) expect(key).toMatch(/^[0-9]+$/);
    // The words stay on the user's own feedback row.
    const own = await user.client.from('diagnosis_feedback').select('cause_text').eq('diagnosis_id', id).single();
    expect(own.data).toEqual({ cause_text: words });
    // A cause the code does not have, or a cause of a "not fixed", is a 400.
    for (const body of [{ p_cause_index: free.causes.length }, { p_cause_index: -1 }, { p_cause_index: 0, p_outcome: 'not_fixed' }]) {
      const answer = await submit(body);
      expect([answer.status, answer.json.hint]).toEqual([400, 'cause_not_found']);
    }
  });

  it('counts a fleet’s confirmed fixes only through a real diagnosis, once per user, causes only the code’s own', async () => {
    const attacker = await createPortalUser(platform);
    const org = await attacker.client.rpc('fleet_create_organization', { p_name: 'Fix Farm' });
    expect(org.error).toBeNull();
    const truck = await attacker.client
      .from('fleet_trucks')
      .insert({ organization_id: (org.data as { id: string }).id, brand_id: 'c-monarch', serial_number: '40512' })
      .select('id')
      .single();
    expect(truck.error).toBeNull();
    const truckId = (truck.data as { id: string }).id;
    const before = await counts(free.id);
    const log = (rows: Record<string, unknown>[]) => attacker.client.from('fleet_fault_events').insert(rows);
    const spam = Array.from({ length: 30 }, () => ({
      truck_id: truckId,
      error_code_id: free.id,
      fixed: true,
      cause_text: 'Call 555-0100',
    }));
    expect((await log(spam)).error).toBeNull();
    const id = await diagnosed(attacker, free);
    const linked = Array.from({ length: 5 }, () => ({
      truck_id: truckId,
      error_code_id: free.id,
      diagnosis_id: id,
      fixed: true,
      cause_text: free.causes[0],
    }));
    expect((await log(linked)).error).toBeNull();
    const after = await counts(free.id);
    expect((after?.fixed_count ?? 0) - (before?.fixed_count ?? 0)).toBe(1);
    expect((after?.cause_fixes['0'] ?? 0) - (before?.cause_fixes['0'] ?? 0)).toBe(1);
    expect(JSON.stringify(after)).not.toContain('555-0100');
  });

  it('answers an unknown or malformed diagnosis id with a 4xx', async () => {
    const submit = (id: unknown) =>
      rpcAs(platform, freemiumTech.accessToken, 'diagnosis_feedback_submit', { p_diagnosis_id: id, p_outcome: 'fixed' });
    const unknown = await submit(randomUUID());
    expect([unknown.status, unknown.json.hint]).toEqual([404, 'diagnosis_not_found']);
    for (const id of ['not-a-uuid', 12, [randomUUID()], { id: randomUUID() }, null, 'e-2\u000012']) {
      const answer = await submit(id);
      expect(answer.status, `${JSON.stringify(id)} → ${answer.text}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${JSON.stringify(id)} → ${answer.text}`).toBeLessThan(500);
    }
  });
});
