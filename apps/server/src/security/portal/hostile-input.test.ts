/**
 * Portal functions, attack 4 of the acceptance: a hostile-input sweep of every portal function and of every RPC the
 * API roles may call, read from the database's own catalogue (so an RPC added later is swept without editing this
 * file). NUL characters, huge strings, deep JSON, wrong types and unknown ids, as a visitor and as a member:
 * every answer is a 2xx or a 4xx with a code, never a 5xx.
 */
import { randomUUID } from 'node:crypto';
import { forkliftFunctionsDir } from '@kit/site-forklift';
import { createPortalUser, startForkliftPlatform, testBackends, type ForkliftPlatform, type PortalUser } from '@kit/site-forklift/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, nested, nestedObject, type Answer } from '../testing/attacker';

interface RpcSignature {
  name: string;
  args: { name: string; type: string }[];
}

const HUGE = 'x'.repeat(300_000);
const NUL = 'E-2\u000012';

/** Hostile values for one argument of the given SQL type: each is a separate call. */
function hostileValues(type: string): unknown[] {
  const values: unknown[] = [NUL, HUGE, 12345, true, [1, 2], { a: 1 }, null, '', randomUUID(), 'not-a-uuid', -1, 2 ** 53, 1e308];
  if (type === 'jsonb' || type === 'json') values.push(JSON.parse(nestedObject(200)), JSON.parse(nested(200)), { p: NUL, code: NUL });
  return values;
}

/** Bodies for one RPC: every argument at a sane default, then one argument at a time made hostile. */
function bodies(signature: RpcSignature): Record<string, unknown>[] {
  const sane = Object.fromEntries(signature.args.map((arg) => [arg.name, saneValue(arg.type)]));
  const out: Record<string, unknown>[] = [sane];
  for (const arg of signature.args) for (const value of hostileValues(arg.type)) out.push({ ...sane, [arg.name]: value });
  return out;
}

function saneValue(type: string): unknown {
  if (type === 'uuid') return randomUUID();
  if (type === 'integer' || type === 'bigint' || type === 'smallint' || type === 'numeric') return 1;
  if (type === 'boolean') return false;
  if (type === 'jsonb' || type === 'json') return {};
  if (type.endsWith('[]')) return [];
  return 'e-212';
}

function fiveHundreds(answers: { what: string; answer: Answer }[]): string[] {
  return answers
    .filter(({ answer }) => answer.status >= 500)
    .map(({ what, answer }) => `${what} → ${answer.status} ${answer.text.slice(0, 200)}`);
}

describe.each(testBackends())('hostile input to the portal functions and RPCs on %s', (backend) => {
  let platform: ForkliftPlatform;
  let member: PortalUser;
  let signatures: RpcSignature[];

  const headersOf = (user: PortalUser | null) => ({
    apikey: platform.anonKey,
    authorization: `Bearer ${user ? user.accessToken : platform.anonKey}`,
  });

  beforeAll(async () => {
    platform = await startForkliftPlatform({ backend, functionDirs: [forkliftFunctionsDir] });
    member = await createPortalUser(platform);
    const rows = await platform.db.query<{ name: string; arg_names: string[] | null; arg_types: string[] }>(
      `select p.proname as name, p.proargnames as arg_names,
              array(select format_type(t, null) from unnest(p.proargtypes) t) as arg_types
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
          and (p.proargmodes is null or not ('o' = any (p.proargmodes::text[]) or 'b' = any (p.proargmodes::text[])))
          and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute'))
        order by 1`,
    );
    signatures = rows.rows.map((row) => ({
      name: row.name,
      args: row.arg_types.map((type, index) => ({ name: row.arg_names?.[index] ?? `arg${index}`, type })),
    }));
  }, 300_000);
  afterAll(() => platform?.close());

  it('finds the portal RPCs in the catalogue', () => {
    const names = signatures.map((signature) => signature.name);
    for (const expected of ['search_portal', 'join_early_access', 'fleet_create_organization']) expect(names).toContain(expected);
  });

  it('answers every RPC, as a visitor and as a member, with no 5xx', async () => {
    const answers: { what: string; answer: Answer }[] = [];
    for (const signature of signatures) {
      for (const body of bodies(signature)) {
        for (const user of [null, member]) {
          const answer = await call(platform.url, 'POST', `/rest/v1/rpc/${signature.name}`, { headers: headersOf(user), body });
          const shown = JSON.stringify(body, (_key, value: unknown) =>
            typeof value === 'string' && value.length > 40 ? `${value.slice(0, 20)}…` : value,
          );
          answers.push({ what: `${user ? 'member' : 'visitor'} rpc/${signature.name} ${shown.slice(0, 160)}`, answer });
        }
      }
    }
    expect(fiveHundreds(answers)).toEqual([]);
  }, 600_000);

  it('answers the portal functions with no 5xx', async () => {
    const raw = [NUL, HUGE.slice(0, 20_000), nested(500), nestedObject(500), '{"brand":', '[]', 'null', '"x"'];
    const objects: Record<string, unknown>[] = [
      { brand: NUL },
      { brand: 'c-monarch', code: NUL },
      { brand: 'c-monarch', symptoms: `mast ${NUL} drifts` },
      { brand: 'c-monarch', serial: { a: 1 } },
      { brand: 'c-monarch', history: [{ role: 'user', text: NUL }] },
      { brand: ['c-monarch'] },
      { organizationId: randomUUID(), email: `a${NUL}@example.com` },
      { organizationId: NUL, email: 'a@example.com', role: NUL },
      { organizationId: randomUUID(), email: HUGE.slice(0, 10_000) },
      { truckId: randomUUID(), format: 'pdf' },
      { truckId: NUL, format: NUL },
    ];
    const answers: { what: string; answer: Answer }[] = [];
    for (const name of ['diagnose', 'fleet-invite', 'fleet-export']) {
      for (const user of [null, member]) {
        const headers = headersOf(user);
        for (const body of raw)
          answers.push({
            what: `${name} raw ${body.slice(0, 30)}`,
            answer: await call(platform.url, 'POST', `/functions/v1/${name}`, { headers, body }),
          });
        for (const body of objects)
          answers.push({
            what: `${name} ${JSON.stringify(body).slice(0, 80)}`,
            answer: await call(platform.url, 'POST', `/functions/v1/${name}`, { headers, body }),
          });
        for (const query of [
          `truck=${encodeURIComponent(NUL)}`,
          `truck=${randomUUID()}&format=pdf`,
          'format=xml',
          `truck=${'a'.repeat(5000)}`,
        ]) {
          answers.push({
            what: `${name} GET ?${query.slice(0, 40)}`,
            answer: await call(platform.url, 'GET', `/functions/v1/${name}?${query}`, { headers }),
          });
        }
      }
    }
    expect(fiveHundreds(answers)).toEqual([]);
  }, 600_000);
});
