// Diagnostics with the one code reader on the sample content: reading a code is not a diagnosis (issue 33 item 3: 20
// code reads in a minute as a member, no limit), a real diagnosis still counts; an ambiguous code is a question with
// its candidates; a code of another brand is told as such; a freemium member never gets a premium code's details;
// off-topic questions are refused with a reason and a suggestion; hostile codes answer 200 or a 4xx, never a 500.
import { fileURLToPath } from 'node:url';
import { createPortalUser, startForkliftPlatform, testBackends, type ForkliftPlatform, type PortalUser } from '@kit/site-forklift/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callDiagnose, type DiagnoseCall } from './test-support/call-diagnose';

const functionsDir = fileURLToPath(new URL('../functions', import.meta.url));

const refusal = (call: DiagnoseCall) =>
  call.events.find((e) => e.event === 'refusal')?.data as
    { reason: string; kind?: string; suggestion?: string; candidates?: Array<{ code: string }> } | undefined;
const matches = (call: DiagnoseCall) => call.events.filter((e) => e.event === 'match').map((e) => String(e.data.code));

describe.each(testBackends())('diagnostics reading codes on %s', (backend) => {
  let platform: ForkliftPlatform;
  let member: PortalUser;
  let reader: PortalUser;
  const ask = (user: PortalUser, body: Record<string, unknown>) =>
    callDiagnose(platform.url, user.accessToken, body, { apiKey: platform.anonKey });

  beforeAll(async () => {
    platform = await startForkliftPlatform({ backend, functionDirs: [functionsDir] });
    // The shipped limits: 6 diagnoses a minute.
    await platform.db.exec('update public.diagnostics_settings set rate_per_minute = 6, free_daily_limit = 20, read_rate_per_minute = 120');
    member = await createPortalUser(platform, ['c-monarch-premium']);
    reader = await createPortalUser(platform);
  }, 180_000);
  afterAll(() => platform?.close());

  it('20 code reads in a minute as a member meet no limit; a real diagnosis still counts against it', async () => {
    const { rows } = await platform.db.query<{ code: string }>(
      `select code from public.error_codes where brand_id = 'c-monarch' order by code_normalized limit 20`,
    );
    for (const { code } of rows) {
      const call = await ask(member, { brand: 'c-monarch', code: code.toLowerCase().replace('-', ' ') });
      expect(call.status, JSON.stringify(call.error)).toBe(200);
      expect(matches(call)[0]).toBe(code);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await ask(member, { brand: 'c-monarch', symptoms: 'horn relay does not click' })).status);
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses[6]).toBe(429);
    // And a code read is still possible right after the diagnoses ran out.
    expect((await ask(member, { brand: 'c-monarch', code: rows[0]?.code })).status).toBe(200);
  });

  it('asks which code when a typing reads as several, with the candidates to choose from', async () => {
    const call = await ask(reader, { brand: 'r-raynet', code: '101' });
    expect(call.status).toBe(200);
    expect(refusal(call)).toMatchObject({ kind: 'ambiguous_code' });
    expect(
      refusal(call)
        ?.candidates?.map((c) => c.code)
        .sort(),
    ).toEqual(['01-01', '10-01']);
    expect(call.events.filter((e) => e.event === 'step')).toHaveLength(0);
  });

  it('tells a code of another brand, and reads digits typed without separators', async () => {
    const other = await ask(reader, { brand: 'u-stitch', code: 'E-212' });
    expect(refusal(other)).toMatchObject({ kind: 'other_brand' });
    expect(refusal(other)?.reason).toContain('C-Monarch');
    const raynet = await ask(reader, { brand: 'r-raynet', code: '0311' });
    expect(matches(raynet)[0]).toBe('03-11');
  });

  it('never streams a premium code’s details to a freemium member (cross-tier)', async () => {
    const { rows } = await platform.db.query<{ causes: string[] }>(
      `select array(select x->>'text' from jsonb_array_elements(d.causes) x) as causes
       from public.error_codes c join public.error_code_details d on d.error_code_id = c.id where c.brand_id = 'r-raynet' and c.code = '03-11'`,
    );
    const call = await ask(reader, { brand: 'r-raynet', code: '0311' });
    const text = JSON.stringify(call.events);
    for (const cause of rows[0]?.causes ?? []) expect(text).not.toContain(cause);
    expect(call.events.some((e) => e.event === 'step' && e.data.upgrade)).toBe(true);
  });

  it('refuses an off-topic question with its reason and a suggestion', async () => {
    const call = await ask(reader, { brand: 'c-monarch', symptoms: 'my dishwasher pump motor hums but the battery is fine' });
    expect(refusal(call)).toMatchObject({ kind: 'off_topic' });
    expect(refusal(call)?.suggestion).toMatch(/error code/);
    expect(matches(call)).toEqual([]);
  });

  it.each([
    ['unicode', 'Е-２１２ 🚜'],
    ['SQL-ish text', "E-212'); delete from public.error_codes; --"],
    ['pattern characters', '.*(E)[0-9]{1,}$'],
  ])('a hostile code (%s) answers a stream or a 4xx, never a 500', async (_name, code) => {
    const call = await ask(reader, { brand: 'c-monarch', code });
    expect([200, 400]).toContain(call.status);
  });

  it('refuses a code over 64 characters and a NUL with 400 invalid_request', async () => {
    for (const code of ['E'.repeat(65), 'E-2\u000012']) {
      const call = await ask(reader, { brand: 'c-monarch', code });
      expect(call.status).toBe(400);
      expect(call.error).toMatchObject({ code: 'invalid_request' });
    }
    const { rows } = await platform.db.query<{ n: number }>('select count(*)::int as n from public.error_codes');
    expect(rows[0]?.n).toBeGreaterThan(1000);
  });
});
