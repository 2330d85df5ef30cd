/**
 * Portal limits (issue 31, items 4 and 5), each attack replayed on a default install: re-inviting one address to a
 * fleet past the limit, forged X-Forwarded-For against early access (ignored with TRUST_PROXY unset; behind a trusted
 * proxy unable to lock another client out), and a search script against the per-user and per-address limits, GET and
 * POST alike, while a person's pace passes. "Behind a proxy" is the composed server with TRUST_PROXY=127.0.0.1: the
 * test stands for the proxy, appending the client's address to whatever X-Forwarded-For the client sent.
 */
import { randomUUID } from 'node:crypto';
import { loadConfig } from '@kit/platform';
import { TEST_JWT_SECRET } from '@kit/platform/testing';
import { forkliftFunctionsDir } from '@kit/site-forklift';
import {
  createLoadedDatabase,
  createPortalUser,
  sampleManual,
  startForkliftPlatform,
  testBackends,
  type ForkliftPlatform,
  type PlatformHandle,
  type PortalUser,
} from '@kit/site-forklift/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../server';
import { call, type Answer } from '../testing/attacker';

interface Server extends PlatformHandle {
  close(): Promise<void>;
}

/** The composed server over a loaded portal database, with TRUST_PROXY=127.0.0.1 (the test is the proxy). */
async function startBehindProxy(backend: 'pglite' | 'postgres'): Promise<Server & { freeManual: string }> {
  const loaded = await createLoadedDatabase(backend);
  const config = loadConfig({
    DATA_DIR: loaded.dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    PORT: '0',
    SAMPLE_CONTENT: 'false',
    TRUST_PROXY: '127.0.0.1',
  });
  const server = await createServer({ config, db: loaded.db, logger: false });
  const url = await server.app.listen({ host: '127.0.0.1', port: 0 });
  const freeManual = (await sampleManual(loaded.db, 'c-monarch', 'free')).id;
  return {
    url,
    anonKey: server.ctx.keys.anonKey,
    serviceRoleKey: server.ctx.keys.serviceRoleKey,
    freeManual,
    async close() {
      await server.close();
      await loaded.drop();
    },
  };
}

interface Caller {
  token?: string;
  /** X-Forwarded-For as it reaches the server. */
  forwardedFor?: string;
}

function rpc(server: PlatformHandle, method: 'GET' | 'POST', fn: string, args: Record<string, unknown>, who: Caller = {}): Promise<Answer> {
  const headers: Record<string, string> = { apikey: server.anonKey, authorization: `Bearer ${who.token ?? server.anonKey}` };
  if (who.forwardedFor !== undefined) headers['x-forwarded-for'] = who.forwardedFor;
  if (method === 'POST') return call(server.url, 'POST', `/rest/v1/rpc/${fn}`, { headers, body: args });
  const query = new URLSearchParams(Object.entries(args).map(([key, value]) => [key, String(value)]));
  return call(server.url, 'GET', `/rest/v1/rpc/${fn}?${query}`, { headers });
}

/** Sends until the first refusal (or `max`): how many passed, and the refusal. */
async function untilRefused(send: (n: number) => Promise<Answer>, max: number): Promise<{ passed: number; refused?: Answer }> {
  for (let n = 0; n < max; n += 1) {
    const answer = await send(n);
    if (answer.status === 429) return { passed: n, refused: answer };
    expect(answer.status, answer.text).toBe(200);
  }
  return { passed: max };
}

/**
 * Runs a scenario inside one clock minute (the limits' fixed window): it starts only with 25 s of the minute left,
 * and fails plainly if it took longer.
 */
async function inOneMinute<T>(run: () => Promise<T>): Promise<T> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 25_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
  const minute = Math.floor(Date.now() / 60_000);
  const result = await run();
  expect(Math.floor(Date.now() / 60_000), 'the scenario outlasted its minute').toBe(minute);
  return result;
}

let addresses = 0;
/** A client address of its own (TEST-NET-2 and -3, one /24 each). */
const freshAddress = () => {
  addresses += 1;
  return `198.51.${100 + Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

describe.each(testBackends())('portal limits on %s', (backend) => {
  let direct: ForkliftPlatform;
  let proxied: Awaited<ReturnType<typeof startBehindProxy>>;
  let manager: PortalUser;

  beforeAll(async () => {
    [direct, proxied] = await Promise.all([
      startForkliftPlatform({ backend, functionDirs: [forkliftFunctionsDir] }),
      startBehindProxy(backend),
    ]);
    manager = await createPortalUser(direct);
  }, 300_000);
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  describe('fleet invitations', () => {
    it('counts re-invitations of one address: the sixth in an hour is 429, through rpc and the mailing function', async () => {
      const created = await manager.client.rpc('fleet_create_organization', { p_name: 'Resend Yard' });
      const org = (created.data as { id: string }).id;
      const invite = (email: string) =>
        rpc(
          direct,
          'POST',
          'fleet_invite',
          { p_organization_id: org, p_email: email, p_role: 'technician' },
          { token: manager.accessToken },
        );
      const victim = `victim-${backend}@example.com`;
      for (let n = 0; n < 5; n += 1) expect((await invite(victim)).status).toBe(200);
      const sixth = await invite(victim);
      expect([sixth.status, sixth.json.hint]).toEqual([429, 'too_many_invitations']);
      const mailed = await call(direct.url, 'POST', '/functions/v1/fleet-invite', {
        headers: { apikey: direct.anonKey, authorization: `Bearer ${manager.accessToken}` },
        body: { organizationId: org, email: victim, role: 'technician' },
      });
      expect([mailed.status, mailed.json.code]).toEqual([429, 'too_many_invitations']);
      // The renewals count against the organization's 50 an hour: 5 + 45 others, then the next is refused.
      for (let n = 0; n < 45; n += 1) expect((await invite(`other-${n}-${backend}@example.com`)).status).toBe(200);
      const over = await invite(`one-more-${backend}@example.com`);
      expect([over.status, over.json.hint]).toEqual([429, 'too_many_invitations']);
    }, 120_000);
  });

  describe('early access', () => {
    const join = (server: PlatformHandle, forwardedFor?: string) =>
      rpc(server, 'POST', 'join_early_access', { p_email: `ea-${randomUUID()}@example.com` }, { forwardedFor });

    it('ignores a forged X-Forwarded-For with TRUST_PROXY unset: one client is limited to 5 however it signs', async () => {
      const { passed, refused } = await untilRefused((n) => join(direct, `10.${n}.${n}.1`), 30);
      expect(passed).toBe(5);
      expect(refused?.json).toMatchObject({ code: 'PT429', hint: 'too_many_sign_ups' });
    });

    it('behind a trusted proxy: a forged flood is limited to its real address, and another client still signs up', async () => {
      const attacker = '203.0.113.5';
      const { passed } = await untilRefused((n) => join(proxied, `10.0.${n % 250}.${Math.floor(n / 250) + 1}, ${attacker}`), 250);
      expect(passed).toBe(5);
      for (let n = 0; n < 245; n += 1) expect((await join(proxied, `10.1.${n % 250}.1, ${attacker}`)).status).toBe(429);
      expect((await join(proxied, '198.18.0.1')).status).toBe(200);
    }, 120_000);

    it('counts a network as one: addresses of one /24 stop at 20', async () => {
      const { passed } = await untilRefused((n) => join(proxied, `203.0.114.${n + 1}`), 40);
      expect(passed).toBe(20);
      expect((await join(proxied, '198.18.1.1')).status).toBe(200);
    });

    it('keeps the overall cap from locking out a network that has not signed up yet', async () => {
      // 200+ sign-ups from as many networks: each network's first passes, so the cap is full…
      for (let n = 0; n < 200; n += 1) expect((await join(proxied, `100.${64 + Math.floor(n / 250)}.${n % 250}.1`)).status).toBe(200);
      // …and refuses a second one from a network that signed up, not the first from a new one.
      expect((await join(proxied, '100.64.0.2')).status).toBe(429);
      expect((await join(proxied, '198.18.2.1')).status).toBe(200);
    }, 120_000);
  });

  describe('search', () => {
    /** The search entry points, each as a script would call it (search_candidates is not one: it is not served). */
    const entryPoints = (freeManual: string): Array<{ fn: string; args: Record<string, unknown> }> => [
      { fn: 'search_portal', args: { query: 'mast' } },
      { fn: 'search_portal_filtered', args: { query: 'mast', brand: 'c-monarch' } },
      { fn: 'search_manual', args: { manual: freeManual, query: 'mast' } },
      { fn: 'search_correct_query', args: { query: 'mastt' } },
    ];

    it("lets a person's pace through: typing five queries into the box and opening their results", async () => {
      await inOneMinute(async () => {
        const person = await createPortalUser(proxied);
        const who = { token: person.accessToken, forwardedFor: freshAddress() };
        let sent = 0;
        for (const query of ['hydraulic pump', 'mast height sensor', 'E-212', 'brake light', 'steering motor']) {
          for (let length = 2; length <= query.length; length += 1) {
            const typed = await rpc(proxied, 'POST', 'search_portal_filtered', { query: query.slice(0, length), max_results: 12 }, who);
            expect(typed.status, typed.text).toBe(200);
            sent += 1;
          }
          expect((await rpc(proxied, 'GET', 'search_portal', { query }, who)).status).toBe(200);
          sent += 1;
        }
        expect(sent).toBeGreaterThan(60);
      });
    }, 120_000);

    it('refuses a script past 120 a minute per user, GET and POST and every entry point counted, with Retry-After', async () => {
      await inOneMinute(async () => {
        const script = await createPortalUser(proxied);
        const who = { token: script.accessToken, forwardedFor: freshAddress() };
        const points = entryPoints(proxied.freeManual);
        const { passed, refused } = await untilRefused((n) => {
          const point = points[n % points.length]!;
          return rpc(proxied, n % 2 === 0 ? 'GET' : 'POST', point.fn, point.args, who);
        }, 200);
        expect(passed).toBe(120);
        expect(refused?.json).toEqual({
          code: 'PT429',
          message: 'Too many searches; try again in a minute.',
          details: null,
          hint: 'too_many_searches',
        });
        const retryAfter = Number(refused?.headers['retry-after']);
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(60);
        // Every entry point is refused to this user now, by either method, from any address.
        const elsewhere = { token: script.accessToken, forwardedFor: freshAddress() };
        for (const point of [...points, { fn: 'fleet_truck_search', args: { p_truck_id: randomUUID(), p_query: 'mast' } }]) {
          expect((await rpc(proxied, 'POST', point.fn, point.args, elsewhere)).status).toBe(429);
          expect((await rpc(proxied, 'GET', point.fn, point.args, elsewhere)).status).toBe(429);
        }
        // Another user at the script's address is not (the address has 120 of its 240).
        const neighbour = await createPortalUser(proxied);
        expect((await rpc(proxied, 'GET', 'search_portal', { query: 'mast' }, { ...who, token: neighbour.accessToken })).status).toBe(200);
      });
    }, 120_000);

    it('serves no way around the limit: the candidate search is not an rpc any more', async () => {
      const args = { p_code: '', p_digits: '', p_part: null, p_tsq: null, p_any: null, p_words: 'mast', p_brand: null };
      const filters = { p_series: null, p_fuel: null, p_system: null, p_serial: null, p_max: 5 };
      const answer = await rpc(proxied, 'POST', 'search_candidates', { ...args, ...filters }, { forwardedFor: freshAddress() });
      expect([answer.status, answer.json.code]).toEqual([404, 'PGRST202']);
    });

    it('refuses visitors past 240 a minute per address, and not the visitor at the next address', async () => {
      await inOneMinute(async () => {
        const address = freshAddress();
        const { passed } = await untilRefused(
          (n) => rpc(proxied, n % 2 ? 'GET' : 'POST', 'search_portal', { query: '' }, { forwardedFor: address }),
          300,
        );
        expect(passed).toBe(240);
        expect((await rpc(proxied, 'GET', 'search_portal', { query: 'mast' }, { forwardedFor: freshAddress() })).status).toBe(200);
      });
    }, 120_000);

    it('with TRUST_PROXY unset, counts a visitor by the connection whatever X-Forwarded-For says', async () => {
      const { passed } = await inOneMinute(() =>
        untilRefused(
          (n) => rpc(direct, 'POST', 'search_portal', { query: '' }, { forwardedFor: `10.${n % 250}.${Math.floor(n / 250)}.1` }),
          300,
        ),
      );
      expect(passed).toBe(240);
    }, 120_000);
  });
});
