/**
 * Security suite, issue 31 items 4 and 5 (diagnostics): every path to a diagnosis shares one limit — visitors cannot
 * call diagnose_retrieve, a member's direct rpc/diagnose_retrieve counts like the function, a rolled-back request is
 * not a free one — and hostile input to the diagnose function and the diagnosis RPCs is a 4xx, never a 5xx.
 */
import { randomUUID } from 'node:crypto';
import { forkliftFunctionsDir } from '@kit/site-forklift';
import { createPortalUser, startForkliftPlatform, testBackends, type ForkliftPlatform, type PortalUser } from '@kit/site-forklift/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, nested, nestedObject, type Answer } from '../testing/attacker';
import { codeWithCauses, diagnoseAs, headersFor, rpcAs, type SampleCode } from './diagnostics-attacker';

const NUL = 'E-2\u000012';
const LONE_SURROGATE = 'pump \ud800 hot';

describe.each(testBackends())('diagnose limits and hostile input on %s', (backend) => {
  let platform: ForkliftPlatform;
  let code: SampleCode;

  const retrieve = (user: PortalUser | undefined, headers: Record<string, string> = {}) =>
    rpcAs(
      platform,
      user?.accessToken,
      'diagnose_retrieve',
      { p: { brand: 'c-monarch', code: code.codeNormalized, query: 'pump runs hot' } },
      headers,
    );

  beforeAll(async () => {
    platform = await startForkliftPlatform({ backend, functionDirs: [forkliftFunctionsDir] });
    code = await codeWithCauses(platform.db, 'c-monarch', 'free');
  }, 600_000);
  afterAll(() => platform?.close());

  it('refuses visitors a direct diagnose_retrieve (and diagnose_start, diagnose_begin)', async () => {
    const answer = await retrieve(undefined);
    expect(answer.status).toBe(401);
    expect(answer.text).not.toContain(code.causes[0] as string);
    for (const name of ['diagnose_start', 'diagnose_begin'])
      expect((await rpcAs(platform, undefined, name, name === 'diagnose_begin' ? {} : { p: { brand: 'c-monarch' } })).status).toBe(401);
  });

  it('counts a member’s direct diagnose_retrieve against the per-minute limit: the 7th in a minute is refused', async () => {
    const member = await createPortalUser(platform, ['all-access']);
    const answers: Answer[] = [];
    for (let i = 0; i < 7; i += 1) answers.push(await retrieve(member));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect(answers[6]?.json.code).toBe('rate_limited');
    expect(Number(answers[6]?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The same limit holds on the function's path.
    const viaFunction = await diagnoseAs(platform, member.accessToken, { brand: 'c-monarch', code: code.code, symptoms: 'pump runs hot' });
    expect([viaFunction.answer.status, viaFunction.answer.json.code]).toEqual([429, 'rate_limited']);
  });

  it('shares one limit between the function and direct calls, counting the function’s call once', async () => {
    const member = await createPortalUser(platform, ['all-access']);
    for (let i = 0; i < 3; i += 1)
      expect(
        (await diagnoseAs(platform, member.accessToken, { brand: 'c-monarch', code: code.code, symptoms: 'pump runs hot' })).answer.status,
      ).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await retrieve(member)).status).toBe(200);
    expect((await retrieve(member)).status).toBe(429);
    const { rows } = await platform.db.query<{ n: number }>('select count(*)::int as n from public.diagnosis_usage where user_id = $1', [
      member.id,
    ]);
    expect(rows[0]?.n).toBe(6);
  });

  it('holds the free daily limit on a direct diagnose_retrieve', async () => {
    const member = await createPortalUser(platform);
    await platform.db.exec('update public.diagnostics_settings set free_daily_limit = 2');
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await retrieve(member)).status);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await retrieve(member)).json.code).toBe('daily_limit_reached');
    } finally {
      await platform.db.exec('update public.diagnostics_settings set free_daily_limit = 20');
    }
  });

  it('gives nothing to a request that asks to be rolled back (Prefer: tx=rollback would undo the count)', async () => {
    const member = await createPortalUser(platform, ['all-access']);
    for (let i = 0; i < 8; i += 1) {
      const direct = await retrieve(member, { prefer: 'tx=rollback' });
      expect([direct.status, direct.json.hint]).toEqual([400, 'rollback_refused']);
      const start = await rpcAs(
        platform,
        member.accessToken,
        'diagnose_start',
        { p: { brand: 'c-monarch', code: code.codeNormalized } },
        {
          prefer: 'return=representation, tx=rollback',
        },
      );
      expect(start.json).toMatchObject({ admission: { allowed: false, code: 'rollback_refused' }, retrieval: null });
    }
  });

  it('answers a NUL or an unpaired surrogate in any diagnose field with 400 invalid_request', async () => {
    const member = await createPortalUser(platform, ['all-access']);
    const bodies = [
      { brand: `c-monarch${NUL}` },
      ...['series', 'model', 'serial', 'code', 'symptoms'].flatMap((field) => [
        { brand: 'c-monarch', [field]: NUL },
        { brand: 'c-monarch', [field]: LONE_SURROGATE },
      ]),
      { brand: 'c-monarch', symptoms: 'pump hot', history: [{ role: 'user', text: `mast ${NUL}` }] },
      { brand: 'c-monarch', history: [{ role: 'user', text: LONE_SURROGATE }] },
    ];
    for (const body of bodies) {
      const { answer } = await diagnoseAs(platform, member.accessToken, body);
      expect([answer.status, answer.json.code], JSON.stringify(body)).toEqual([400, 'invalid_request']);
    }
  });

  it('answers hostile input to the diagnose function and the diagnosis RPCs with no 5xx', async () => {
    const member = await createPortalUser(platform, ['all-access']);
    await platform.db.exec('update public.diagnostics_settings set rate_per_minute = 10000');
    try {
      const answers: { what: string; answer: Answer }[] = [];
      const note = (what: string, answer: Answer) => answers.push({ what, answer });
      const hostile: unknown[] = [
        NUL,
        LONE_SURROGATE,
        'x'.repeat(300_000),
        12345,
        -1,
        2 ** 53,
        1e308,
        true,
        [1, 2],
        { a: 1 },
        null,
        '',
        randomUUID(),
        'not-a-uuid',
        "'&|!:*()\\",
        '%_*',
        '----',
        '🦺🚜',
        JSON.parse(nested(200)),
        JSON.parse(nestedObject(200)),
      ];
      const functionFields = ['brand', 'series', 'model', 'serial', 'fuelType', 'code', 'symptoms', 'history'];
      for (const field of functionFields)
        for (const value of hostile) {
          const body = { brand: 'c-monarch', code: code.code, [field]: value };
          note(`diagnose ${field}=${JSON.stringify(value)?.slice(0, 40)}`, (await diagnoseAs(platform, member.accessToken, body)).answer);
        }
      for (const raw of [nested(5000), nestedObject(5000), '{"brand":', '[]', 'null', '"x"', `{"brand":"c-monarch","code":"\\u0000"}`])
        note(
          `diagnose raw ${raw.slice(0, 30)}`,
          await call(platform.url, 'POST', '/functions/v1/diagnose', { headers: headersFor(platform, member.accessToken), body: raw }),
        );
      const retrievalFields = ['brand', 'series', 'model', 'serial', 'fuelType', 'code', 'codeKey', 'query', 'limit', 'minCoverage'];
      for (const field of retrievalFields)
        for (const value of hostile)
          for (const name of ['diagnose_retrieve', 'diagnose_start'])
            note(
              `${name} ${field}=${JSON.stringify(value)?.slice(0, 40)}`,
              await rpcAs(platform, member.accessToken, name, { p: { brand: 'c-monarch', [field]: value } }),
            );
      for (const value of hostile) {
        for (const p of [
          value,
          { brandId: 'c-monarch', runId: value },
          { brandId: value, sources: value, steps: value, matches: value, errorCodeId: value },
        ])
          note(`diagnose_save ${JSON.stringify(p)?.slice(0, 60)}`, await rpcAs(platform, member.accessToken, 'diagnose_save', { p }));
        for (const arg of ['p_diagnosis_id', 'p_outcome', 'p_cause_index', 'p_cause_text', 'p_comment'])
          note(
            `feedback ${arg}=${JSON.stringify(value)?.slice(0, 40)}`,
            await rpcAs(platform, member.accessToken, 'diagnosis_feedback_submit', {
              p_diagnosis_id: randomUUID(),
              p_outcome: 'fixed',
              [arg]: value,
            }),
          );
        note(
          `fix counts ${JSON.stringify(value)?.slice(0, 40)}`,
          await rpcAs(platform, member.accessToken, 'error_code_fix_counts', { p_error_code_ids: value }),
        );
      }
      // GET runs read-only: the admission cannot be written, which must be a refusal, not a failure.
      for (const name of ['diagnose_retrieve', 'diagnose_start', 'diagnose_begin', 'diagnose_save']) {
        const query = name === 'diagnose_begin' ? '' : `?p=${encodeURIComponent(JSON.stringify({ brand: 'c-monarch', code: code.code }))}`;
        note(
          `GET ${name}`,
          await call(platform.url, 'GET', `/rest/v1/rpc/${name}${query}`, { headers: headersFor(platform, member.accessToken) }),
        );
      }
      // The sweep reached the work: answers and refusals both, then no 5xx among them.
      expect(answers.length).toBeGreaterThan(700);
      expect(answers.some(({ answer }) => answer.status === 200)).toBe(true);
      expect(answers.some(({ answer }) => answer.status === 400)).toBe(true);
      expect(
        answers
          .filter(({ answer }) => answer.status >= 500)
          .map(({ what, answer }) => `${what} → ${answer.status} ${answer.text.slice(0, 160)}`),
      ).toEqual([]);
    } finally {
      await platform.db.exec('update public.diagnostics_settings set rate_per_minute = 6');
    }
  }, 600_000);
});
