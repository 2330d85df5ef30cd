// POST /functions/v1/diagnose end to end (platform on loopback, the function served from the site's folder): the
// stream's order and citations, bad input, access as the caller, limits, saving and feedback.
import { fileURLToPath } from 'node:url';
import { startTestPlatform, testBackends, type TestPlatform } from '@kit/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsMigrations } from '@kit/payments';
import { forkliftMigrations } from '../migrations';
import { callDiagnose, type DiagnoseCall } from './test-support/call-diagnose';
import { createUser, FREE_CODE, FREE_MANUAL, insertFixture, PREMIUM_CODE, PREMIUM_PAGE_TEXT, type TestUser } from './test-support/fixture';

const functionsDir = fileURLToPath(new URL('../functions', import.meta.url));

function expectContractOrder(call: DiagnoseCall): void {
  const names = call.events.map((e) => e.event);
  expect(names.at(-1)).toBe('done');
  expect(names.filter((n) => n === 'done')).toHaveLength(1);
  const firstOther = names.findIndex((n) => n !== 'match');
  expect(names.slice(firstOther).includes('match')).toBe(false);
  const sent = new Set<string>();
  for (const { event, data } of call.events) {
    if (event === 'source') sent.add(data.id as string);
    if (event === 'step') {
      const sources = data.sources as string[];
      expect(sources.length).toBeGreaterThan(0);
      for (const id of sources) expect(sent.has(id)).toBe(true);
    }
  }
}

const steps = (call: DiagnoseCall) =>
  call.events.filter((e) => e.event === 'step').map((e) => e.data as { kind: string; text: string; sources: string[] });
const done = (call: DiagnoseCall) => call.events.at(-1)?.data as { diagnosisId: string | null; refused: boolean; engine: string };

describe.each(testBackends())('diagnose on %s', (backend) => {
  let platform: TestPlatform;
  let premium: TestUser;
  let free: TestUser;
  beforeAll(async () => {
    platform = await startTestPlatform({
      backend,
      migrations: [...paymentsMigrations(), ...forkliftMigrations()],
      functionDirs: [functionsDir],
    });
    await insertFixture(platform.db);
    await platform.db.exec(`update public.diagnostics_settings set rate_per_minute = 1000, free_daily_limit = 1000`);
    premium = await createUser(platform.db, platform.ctx.jwt, 'premium@example.com', ['c-monarch-premium']);
    free = await createUser(platform.db, platform.ctx.jwt, 'free@example.com');
  }, 60_000);
  afterAll(() => platform?.close());

  it('streams an exact code: match first, each source before the step citing it, done last, saved with its sources', async () => {
    const call = await callDiagnose(platform.url, premium.token, { brand: 'c-monarch', code: 'e 0212' });
    expect(call.status).toBe(200);
    expect(call.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expectContractOrder(call);
    expect(call.events[0]).toMatchObject({ event: 'match', data: { errorCodeId: FREE_CODE, code: 'E-212', brand: 'c-monarch', score: 1 } });
    const causes = steps(call)
      .filter((s) => s.kind === 'cause')
      .map((s) => s.text);
    expect(causes).toEqual([
      'A clogged hydraulic return filter makes the pump motor work against high pressure.',
      'The hydraulic oil level is low, so the pump cavitates and overheats.',
    ]);
    expect(steps(call).map((s) => s.kind)).toEqual(['note', 'cause', 'cause', 'safety', 'check', 'remedy']);
    const page = call.events.find((e) => e.event === 'source' && e.data.kind === 'manual_page');
    expect(page?.data).toMatchObject({
      manualId: FREE_MANUAL,
      pageNumber: 1,
      title: 'C-Monarch E20 Service Manual, page 1 (E-212 Pump motor over temperature)',
    });
    const { diagnosisId, refused, engine } = done(call);
    expect({ refused, engine }).toEqual({ refused: false, engine: 'extractive' });
    const { rows } = await platform.db.query<{ n: number; code: string }>(
      `select (select count(*)::int from public.diagnosis_sources where diagnosis_id = d.id) as n, d.code from public.diagnoses d where d.id = $1 and d.user_id = $2`,
      [diagnosisId, premium.id],
    );
    expect(rows).toEqual([{ n: 2, code: 'e 0212' }]);
  });

  it.each([['SPN 520 / FMI 3', 'spn520fmi03', '520.3']])('finds an SPN/FMI code written as %s, %s or %s', async (...spellings) => {
    for (const code of spellings) {
      const call = await callDiagnose(platform.url, premium.token, { brand: 'c-monarch', code });
      expect(call.events[0]?.data).toMatchObject({ code: 'SPN 520 FMI 3' });
    }
  });

  it('refuses a code of another brand, naming the brand it belongs to', async () => {
    const call = await callDiagnose(platform.url, premium.token, { brand: 'c-monarch', code: '01-01' });
    expectContractOrder(call);
    expect(call.events.map((e) => e.event)).toEqual(['refusal', 'done']);
    expect(call.events[0]?.data.reason).toMatch(/not a C-Monarch code.*R-Raynet/);
    expect(done(call).refused).toBe(true);
  });

  it('refuses a question the manuals do not cover', async () => {
    const call = await callDiagnose(platform.url, premium.token, { brand: 'c-monarch', symptoms: 'which wine goes with grilled salmon' });
    expect(call.events.map((e) => e.event)).toEqual(['refusal', 'done']);
  });

  it('ranks codes by a described symptom', async () => {
    const call = await callDiagnose(platform.url, premium.token, { brand: 'c-monarch', symptoms: 'pump motor gets too hot when lifting' });
    expectContractOrder(call);
    expect(call.events[0]).toMatchObject({ event: 'match', data: { errorCodeId: FREE_CODE } });
  });

  it('says why each code matched: the words its entry names, or how the code typed was read', async () => {
    const byWords = await callDiagnose(platform.url, premium.token, {
      brand: 'c-monarch',
      symptoms: 'pump motor gets too hot when lifting',
    });
    const why = byWords.events[0]?.data.why as { kind: string; terms: string[]; text: string };
    expect(why.kind).toBe('words');
    expect(why.terms).toEqual(expect.arrayContaining(['pump', 'motor']));
    expect(why.terms).not.toContain('when');
    expect(why.text).toContain('pump');
    const exact = await callDiagnose(platform.url, premium.token, { brand: 'c-monarch', code: 'E-212' });
    expect(exact.events[0]?.data.why).toEqual({ kind: 'code', text: 'E-212 is the C-Monarch code you entered.' });
    const read = await callDiagnose(platform.url, premium.token, { brand: 'c-monarch', code: 'e0212' });
    expect(read.events[0]?.data.why).toMatchObject({ kind: expect.stringMatching(/^(code|reading)$/) as unknown });
    // A freemium caller's premium code: only its title and summary are compared, never its hidden details' words.
    const locked = await callDiagnose(platform.url, free.token, {
      brand: 'c-monarch',
      symptoms: 'line contactor welded closed, measure resistance across the tips',
    });
    const premiumMatch = locked.events.find((e) => e.event === 'match' && e.data.errorCodeId === PREMIUM_CODE);
    expect(premiumMatch?.data.why).toMatchObject({ kind: 'words', terms: ['line', 'contactor', 'welded', 'closed'] });
  });

  it('filters by series and fuel before ranking', async () => {
    const call = await callDiagnose(platform.url, premium.token, { brand: 'c-monarch', series: 'cm-g30', code: 'E-212' });
    expect(call.events.map((e) => e.event)).toEqual(['refusal', 'done']);
    const byFuel = await callDiagnose(platform.url, premium.token, { brand: 'c-monarch', fuelType: 'lpg', code: 'E-212' });
    expect(byFuel.events.map((e) => e.event)).toEqual(['refusal', 'done']);
  });

  it('gives a freemium user a premium code summary and an invitation, never its details or page text', async () => {
    const call = await callDiagnose(platform.url, free.token, { brand: 'c-monarch', code: 'E-301' });
    expectContractOrder(call);
    expect(call.events[0]).toMatchObject({ event: 'match', data: { errorCodeId: PREMIUM_CODE } });
    const answer = steps(call);
    expect(answer.map((s) => s.kind)).toEqual(['note', 'note']);
    expect(answer[1]).toMatchObject({ upgrade: { brandId: 'c-monarch' } });
    const streamed = JSON.stringify(call.events);
    for (const sentence of PREMIUM_PAGE_TEXT.split('\n').slice(1)) expect(streamed).not.toContain(sentence);
    expect(call.events.some((e) => e.event === 'source' && e.data.kind === 'manual_page')).toBe(false);
    const bySymptom = await callDiagnose(platform.url, free.token, {
      brand: 'c-monarch',
      symptoms: 'contactor tips welded, measure resistance across the tips',
    });
    for (const sentence of PREMIUM_PAGE_TEXT.split('\n').slice(1)) expect(JSON.stringify(bySymptom.events)).not.toContain(sentence);
  });

  it.each([
    ['not JSON', { raw: '{nope' }, 400, 'invalid_json'],
    ['no brand', { body: { code: 'E-212' } }, 400, 'brand_required'],
    ['an unknown brand', { body: { brand: 'acme', code: 'E-212' } }, 400, 'unknown_brand'],
    ['a body over the limit', { body: { brand: 'c-monarch', symptoms: 'x'.repeat(20_000) } }, 413, 'body_too_large'],
    ['a wrong field type', { body: { brand: 'c-monarch', code: 212 } }, 400, 'invalid_request'],
    ['an unknown fuel', { body: { brand: 'c-monarch', fuelType: 'steam' } }, 400, 'invalid_request'],
    ['a NUL character', { body: { brand: 'c-monarch', symptoms: 'pump \u0000 hot' } }, 400, 'invalid_request'],
    ['an unpaired surrogate', { body: { brand: 'c-monarch', history: [{ role: 'user', text: 'pump \ud800' }] } }, 400, 'invalid_request'],
  ])('answers %s with a JSON 4xx', async (_name, input, status, code) => {
    const call = await callDiagnose(platform.url, premium.token, (input as { body?: unknown }).body, {
      raw: (input as { raw?: string }).raw,
    });
    expect(call.status).toBe(status);
    expect(call.headers.get('content-type')).toMatch(/^application\/json/);
    expect(call.error?.code).toBe(code);
  });

  it('asks visitors to sign in (after checking their input)', async () => {
    const noBrand = await callDiagnose(platform.url, platform.anonKey, {});
    expect(noBrand.status).toBe(400);
    const call = await callDiagnose(platform.url, platform.anonKey, { brand: 'c-monarch', code: 'E-212' });
    expect(call.status).toBe(401);
    expect(call.error?.code).toBe('sign_in_required');
  });

  it('holds the free daily limit with 429 and Retry-After', async () => {
    const user = await createUser(platform.db, platform.ctx.jwt, 'daily@example.com');
    await platform.db.exec(`update public.diagnostics_settings set free_daily_limit = 2`);
    try {
      for (let i = 0; i < 2; i += 1)
        expect(
          (await callDiagnose(platform.url, user.token, { brand: 'c-monarch', code: 'E-212', symptoms: 'pump motor runs hot' })).status,
        ).toBe(200);
      const refused = await callDiagnose(platform.url, user.token, { brand: 'c-monarch', code: 'E-212', symptoms: 'pump motor runs hot' });
      expect(refused.status).toBe(429);
      expect(refused.error?.code).toBe('daily_limit_reached');
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(86_400);
      // A premium user has no daily limit.
      expect(
        (await callDiagnose(platform.url, premium.token, { brand: 'c-monarch', code: 'E-212', symptoms: 'pump motor runs hot' })).status,
      ).toBe(200);
    } finally {
      await platform.db.exec(`update public.diagnostics_settings set free_daily_limit = 1000`);
    }
  });

  it('holds the per-user rate limit with 429 and Retry-After, per user', async () => {
    const user = await createUser(platform.db, platform.ctx.jwt, 'burst@example.com', ['all-access']);
    const other = await createUser(platform.db, platform.ctx.jwt, 'other@example.com', ['all-access']);
    await platform.db.exec(`update public.diagnostics_settings set rate_per_minute = 3`);
    try {
      const calls = await Promise.all(
        Array.from({ length: 5 }, () =>
          callDiagnose(platform.url, user.token, { brand: 'c-monarch', code: 'E-212', symptoms: 'pump motor runs hot' }),
        ),
      );
      expect(calls.map((c) => c.status).sort()).toEqual([200, 200, 200, 429, 429]);
      const limited = calls.find((c) => c.status === 429);
      expect(limited?.error?.code).toBe('rate_limited');
      expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(
        (await callDiagnose(platform.url, other.token, { brand: 'c-monarch', code: 'E-212', symptoms: 'pump motor runs hot' })).status,
      ).toBe(200);
    } finally {
      await platform.db.exec(`update public.diagnostics_settings set rate_per_minute = 1000`);
    }
  });

  it('stores feedback, counts confirmed fixes on the code and puts the confirmed cause first', async () => {
    const user = await createUser(platform.db, platform.ctx.jwt, 'fixer@example.com');
    const first = await callDiagnose(platform.url, user.token, { brand: 'c-monarch', code: 'E-212', symptoms: 'pump motor runs hot' });
    const oil = 'The hydraulic oil level is low, so the pump cavitates and overheats.';
    const rpc = (name: string, body: unknown, token = user.token) =>
      fetch(`${platform.url}/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, apikey: platform.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // Cause steps carry their index in the code's causes: feedback names the cause by it.
    const oilStep = steps(first).find((s) => s.text === oil) as { cause?: number } | undefined;
    expect(oilStep?.cause).toBe(1);
    const response = await rpc('diagnosis_feedback_submit', {
      p_diagnosis_id: done(first).diagnosisId,
      p_outcome: 'fixed',
      p_cause_index: oilStep?.cause,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ error_code_id: FREE_CODE, fixed_count: 1, cause_fixes: { '1': 1 } });
    // Somebody else's diagnosis cannot be rated: it is not found for them.
    const foreign = await rpc(
      'diagnosis_feedback_submit',
      { p_diagnosis_id: done(first).diagnosisId, p_outcome: 'not_fixed' },
      premium.token,
    );
    expect(foreign.status).toBe(404);
    // Counts are read at the tier of the code's details: a signed-in user for a free code, nothing for a visitor.
    const counts = await (await rpc('error_code_fix_counts', { p_error_code_ids: [FREE_CODE] }, premium.token)).json();
    expect(counts).toEqual([expect.objectContaining({ error_code_id: FREE_CODE, fixed_count: 1, not_fixed_count: 0 })]);
    expect(await (await rpc('error_code_fix_counts', { p_error_code_ids: [FREE_CODE] }, platform.anonKey)).json()).toEqual([]);
    const again = await callDiagnose(platform.url, user.token, { brand: 'c-monarch', code: 'E-212' });
    expect(steps(again).find((s) => s.kind === 'cause')?.text).toBe(oil);
  });
});
