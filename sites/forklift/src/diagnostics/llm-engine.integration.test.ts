// The LLM engine through POST /functions/v1/diagnose against a local OpenAI-compatible server: cited steps only,
// miscited or unsupported sentences repaired or dropped, the model sees only what the caller may read, and a
// timeout or an error falls back to the extractive answer mid-stream.
import { fileURLToPath } from 'node:url';
import { paymentsMigrations } from '@kit/payments';
import { startTestPlatform, testBackends, type TestPlatform } from '@kit/platform/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forkliftMigrations } from '../migrations';
import { callDiagnose, type DiagnoseCall } from './test-support/call-diagnose';
import { startFakeOpenAi, type FakeOpenAi } from './test-support/fake-openai';
import { createUser, FREE_PAGE_TEXT, insertFixture, PREMIUM_PAGE_TEXT, type TestUser } from './test-support/fixture';

const functionsDir = fileURLToPath(new URL('../functions', import.meta.url));
const steps = (call: DiagnoseCall) =>
  call.events.filter((e) => e.event === 'step').map((e) => e.data as { kind: string; text: string; sources: string[] });
const done = (call: DiagnoseCall) => call.events.at(-1)?.data as { engine: string; refused: boolean };
const ENV_KEYS = ['LLM_BASE_URL', 'LLM_MODEL', 'LLM_API_KEY', 'LLM_TIMEOUT_MS'] as const;

describe.each(testBackends())('diagnose with the LLM engine on %s', (backend) => {
  let platform: TestPlatform;
  let fake: FakeOpenAi;
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
    premium = await createUser(platform.db, platform.ctx.jwt, 'llm-premium@example.com', ['all-access']);
    free = await createUser(platform.db, platform.ctx.jwt, 'llm-free@example.com');
    fake = await startFakeOpenAi();
  }, 60_000);
  afterEach(() => {
    for (const key of ENV_KEYS) delete process.env[key];
  });
  afterAll(async () => {
    await fake?.close();
    await platform?.close();
  });

  const useModel = (model: string, timeoutMs = 5000) => {
    process.env.LLM_BASE_URL = fake.url;
    process.env.LLM_MODEL = model;
    process.env.LLM_API_KEY = 'sk-test';
    process.env.LLM_TIMEOUT_MS = String(timeoutMs);
  };

  it('streams the model answer with its citations; every step is stated by the source it cites', async () => {
    useModel('grounded');
    const call = await callDiagnose(platform.url, premium.token, { brand: 'c-monarch', code: 'E-212' });
    expect(done(call)).toMatchObject({ engine: 'llm', refused: false });
    const answer = steps(call);
    expect(answer.length).toBeGreaterThan(0);
    for (const step of answer) {
      expect(step.sources.length).toBeGreaterThan(0);
      expect(FREE_PAGE_TEXT).toContain(step.text);
    }
    const request = fake.requests.at(-1);
    expect(request?.stream).toBe(true);
    expect(request?.messages.at(-1)?.content).toContain('[S2]');
  });

  it('drops a sentence no source states and repairs a citation to a source it was not given', async () => {
    useModel('miscite');
    const call = await callDiagnose(platform.url, premium.token, { brand: 'c-monarch', code: 'E-212' });
    expect(done(call).engine).toBe('llm');
    const answer = steps(call);
    expect(answer.some((s) => s.text.includes('flux capacitor'))).toBe(false);
    expect(answer.flatMap((s) => s.sources)).not.toContain('S99');
    const given = new Set(call.events.filter((e) => e.event === 'source').map((e) => e.data.id));
    for (const step of answer) for (const id of step.sources) expect(given.has(id)).toBe(true);
    expect(answer.length).toBeGreaterThanOrEqual(1);
  });

  it('falls back to the extractive answer mid-stream when the model stops sending', async () => {
    useModel('slow', 300);
    const started = Date.now();
    const call = await callDiagnose(platform.url, premium.token, { brand: 'c-monarch', code: 'E-212' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(call.events[0]?.event).toBe('match');
    expect(done(call)).toMatchObject({ engine: 'extractive-fallback', refused: false });
    expect(
      steps(call)
        .filter((s) => s.kind === 'cause')
        .map((s) => s.text),
    ).toContain('The hydraulic oil level is low, so the pump cavitates and overheats.');
  });

  it('falls back to the extractive answer when the model endpoint fails', async () => {
    useModel('broken');
    const call = await callDiagnose(platform.url, premium.token, { brand: 'c-monarch', code: 'E-212' });
    expect(done(call).engine).toBe('extractive-fallback');
    expect(steps(call).some((s) => s.kind === 'remedy')).toBe(true);
  });

  it('never gives the model premium text the caller may not read', async () => {
    useModel('grounded');
    const before = fake.requests.length;
    const call = await callDiagnose(platform.url, free.token, { brand: 'c-monarch', code: 'E-301' });
    expect(call.status).toBe(200);
    const sent = JSON.stringify(fake.requests.slice(before));
    for (const sentence of PREMIUM_PAGE_TEXT.split('\n').slice(1)) {
      expect(sent).not.toContain(sentence);
      expect(JSON.stringify(call.events)).not.toContain(sentence);
    }
  });

  it('does not call the model when nothing was retrieved', async () => {
    useModel('grounded');
    const before = fake.requests.length;
    const call = await callDiagnose(platform.url, premium.token, { brand: 'c-monarch', symptoms: 'which wine goes with grilled salmon' });
    expect(call.events.map((e) => e.event)).toEqual(['refusal', 'done']);
    expect(fake.requests.length).toBe(before);
  });
});
