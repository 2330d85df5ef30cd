/**
 * Portal small holes (issue 31, item 5), each replayed on a default install: a fleet manager rewriting a member row's
 * identity, a signed URL of a premium manual asked for a century, the spelling corrector confirming words found only
 * in premium text; then a hostile-input sweep of every RPC these fixes touch (0 answers of 5xx).
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  createPortalUser,
  sampleManual,
  serviceClient,
  startForkliftPlatform,
  testBackends,
  visitorClient,
  type ForkliftPlatform,
  type PortalUser,
  type SampleManualRef,
} from '@kit/site-forklift/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Answer } from '../testing/attacker';

/** Seconds until a signed URL's token expires. */
function secondsLeft(signedUrl: string | null | undefined): number {
  const token = new URL(signedUrl ?? '').searchParams.get('token') ?? '';
  const { exp } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp: number };
  return exp - Math.floor(Date.now() / 1000);
}

const CENTURY = 100 * 365 * 24 * 60 * 60;

describe.each(testBackends())('portal small holes on %s', (backend) => {
  let platform: ForkliftPlatform;
  let manager: PortalUser;
  let tech: PortalUser;
  let outsider: PortalUser;
  let monarch: PortalUser;
  let freemium: PortalUser;
  let monarchPremium: SampleManualRef;
  let org: string;
  let otherOrg: string;

  beforeAll(async () => {
    platform = await startForkliftPlatform({ backend });
    [manager, tech, outsider, monarch, freemium] = await Promise.all([
      createPortalUser(platform),
      createPortalUser(platform),
      createPortalUser(platform),
      createPortalUser(platform, ['c-monarch-premium']),
      createPortalUser(platform),
    ]);
    org = ((await manager.client.rpc('fleet_create_organization', { p_name: 'Identity Yard' })).data as { id: string }).id;
    otherOrg = ((await manager.client.rpc('fleet_create_organization', { p_name: 'Second Yard' })).data as { id: string }).id;
    await platform.db.query(`insert into public.fleet_members (organization_id, user_id, role, email) values ($1, $2, 'technician', $3)`, [
      org,
      tech.id,
      tech.email,
    ]);
    monarchPremium = await sampleManual(platform.db, 'c-monarch', 'premium', 'service');
  }, 300_000);
  afterAll(() => platform?.close());

  const member = async (organizationId: string, userId: string) =>
    (
      await platform.db.query<{ role: string; email: string; invited_by: string | null }>(
        'select role, email, invited_by from public.fleet_members where organization_id = $1 and user_id = $2',
        [organizationId, userId],
      )
    ).rows[0];

  describe('fleet member rows', () => {
    it.each([
      ['user_id', () => outsider.id],
      ['email', () => 'spoofed@example.com'],
      ['invited_by', () => outsider.id],
      ['organization_id', () => otherOrg],
      ['joined_at', () => '2000-01-01T00:00:00Z'],
    ])('refuses a manager rewriting %s of a member row', async (column, value) => {
      const patched = await manager.client
        .from('fleet_members')
        .update({ [column]: value() })
        .eq('organization_id', org)
        .eq('user_id', tech.id)
        .select();
      expect([patched.status, patched.error?.code]).toEqual([403, '42501']);
      expect(await member(org, tech.id)).toEqual({ role: 'technician', email: tech.email, invited_by: null });
      expect(await member(org, outsider.id)).toBeUndefined();
      expect(await member(otherOrg, tech.id)).toBeUndefined();
    });

    it("still lets a manager change a member's role, and the e-mail copy still follows the account", async () => {
      // A member of its own, so this holds whatever the refused rewrites above would have done.
      const colleague = await createPortalUser(platform);
      await platform.db.query(
        `insert into public.fleet_members (organization_id, user_id, role, email) values ($1, $2, 'technician', $3)`,
        [org, colleague.id, colleague.email],
      );
      const setRole = (role: string) =>
        manager.client.from('fleet_members').update({ role }).eq('organization_id', org).eq('user_id', colleague.id).select('role');
      const promoted = await setRole('manager');
      expect([promoted.status, promoted.data]).toEqual([200, [{ role: 'manager' }]]);
      expect((await setRole('technician')).data).toEqual([{ role: 'technician' }]);
      const moved = `moved-${randomUUID()}@example.com`;
      const changed = await serviceClient(platform).auth.admin.updateUserById(colleague.id, { email: moved, email_confirm: true });
      expect(changed.error).toBeNull();
      expect((await member(org, colleague.id))?.email).toBe(moved);
    });

    it("refuses rewriting an organization's creator; its name may change", async () => {
      const creator = await manager.client.from('fleet_organizations').update({ created_by: outsider.id }).eq('id', org).select();
      expect([creator.status, creator.error?.code]).toEqual([403, '42501']);
      const renamed = await manager.client.from('fleet_organizations').update({ name: 'Identity Yard North' }).eq('id', org).select('name');
      expect(renamed.data).toEqual([{ name: 'Identity Yard North' }]);
    });
  });

  describe('signed URLs of premium manuals', () => {
    it('clamps a century to an hour: the token says so and the URL works', async () => {
      const bucket = monarch.client.storage.from('manuals');
      const signed = await bucket.createSignedUrl(monarchPremium.objectPath, CENTURY);
      expect(signed.error).toBeNull();
      expect(secondsLeft(signed.data?.signedUrl)).toBeGreaterThan(3500);
      expect(secondsLeft(signed.data?.signedUrl)).toBeLessThanOrEqual(3600);
      const file = await fetch(signed.data?.signedUrl ?? '', { headers: { range: 'bytes=0-3' } });
      expect([file.status, Buffer.from(await file.arrayBuffer()).toString('latin1')]).toEqual([206, '%PDF']);
      const many = await bucket.createSignedUrls([monarchPremium.objectPath], CENTURY);
      expect(secondsLeft(many.data?.[0]?.signedUrl)).toBeLessThanOrEqual(3600);
      // The viewer's own request (300 s) is below the cap and kept as asked.
      expect(secondsLeft((await bucket.createSignedUrl(monarchPremium.objectPath, 300)).data?.signedUrl)).toBeLessThanOrEqual(300);
    });
  });

  describe('the spelling corrector', () => {
    const correct = async (client: SupabaseClient, query: string) => {
      const { data, error } = await client.rpc('search_correct_query', { query });
      expect(error).toBeNull();
      return data as string;
    };

    it('spells a typo into a word found only in premium text for the brand’s premium users, and for no one else', async () => {
      await platform.db.query(
        `update public.manual_pages set body = body || ' Zorbulator calibration.' where manual_id = $1 and page_number = 1`,
        [monarchPremium.id],
      );
      const raynet = await createPortalUser(platform, ['r-raynet-premium']);
      expect(await correct(monarch.client, 'zorbluator')).toBe('zorbulator');
      for (const client of [freemium.client, visitorClient(platform), raynet.client]) {
        expect(await correct(client, 'zorbluator')).not.toBe('zorbulator');
      }
      const hits = await freemium.client.rpc('search_portal', { query: 'zorbluator', max_results: 50 });
      expect(JSON.stringify(hits.data).toLowerCase()).not.toContain('zorbulator');
    });

    it('draws on no word of the sample content that only premium pages hold', async () => {
      const { rows } = await platform.db.query<{ w: string }>(
        `with premium as (
           select distinct w from public.manual_pages p join public.manuals m on m.id = p.manual_id,
             public.search_words(coalesce(p.section_title, '') || ' ' || p.body) w where m.tier = 'premium'),
         visible as (
           select w from public.manual_pages p join public.manuals m on m.id = p.manual_id,
             public.search_words(coalesce(p.section_title, '') || ' ' || p.body) w where m.tier = 'free'
           union select w from public.manuals, public.search_words(title || ' ' || summary) w
           union select w from public.error_codes, public.search_words(title || ' ' || summary) w)
         select w from premium where length(w) >= 7 and w not in (select w from visible) order by w limit 5`,
      );
      for (const { w } of rows) {
        const typo = `${w.slice(0, 2)}${w[3]}${w[2]}${w.slice(4)}`;
        expect(await correct(freemium.client, typo), `${typo} (${w})`).not.toBe(w);
      }
    });

    it('gains a manual’s words when it becomes free (signed-in users may read them)', async () => {
      const raynetPremium = await sampleManual(platform.db, 'r-raynet', 'premium', 'parts');
      await platform.db.query(
        `update public.manual_pages set body = body || ' Quibblestone gasket.' where manual_id = $1 and page_number = 2`,
        [raynetPremium.id],
      );
      expect(await correct(freemium.client, 'quibbelstone')).not.toBe('quibblestone');
      await platform.db.query(`update public.manuals set tier = 'free' where id = $1`, [raynetPremium.id]);
      expect(await correct(freemium.client, 'quibbelstone')).toBe('quibblestone');
    });
  });

  describe('hostile input', () => {
    const HOSTILE_TEXT: unknown[] = [
      'a\u0000b',
      'x'.repeat(100_000),
      12345,
      true,
      [1, 2],
      { a: 1 },
      null,
      "'; drop table public.manuals; --",
      '',
    ];
    const HOSTILE_ID: unknown[] = ['not-a-uuid', randomUUID(), '\u0000', 7, null, [randomUUID()]];
    const HOSTILE_INT: unknown[] = ['abc', 1e20, -1, 1.5, '\u0000', null, 2147483648];
    const kinds = { text: HOSTILE_TEXT, id: HOSTILE_ID, int: HOSTILE_INT };
    type Kind = keyof typeof kinds;
    const RPCS: Array<{ fn: string; params: Record<string, [Kind, unknown]>; as: 'service' | 'user' | 'anon' }> = [
      { fn: 'search_portal', params: { query: ['text', 'mast'], brand: ['text', null], max_results: ['int', 5] }, as: 'service' },
      {
        fn: 'search_portal_filtered',
        params: {
          query: ['text', 'mast'],
          brand: ['text', null],
          max_results: ['int', 5],
          series: ['text', null],
          fuel_type: ['text', null],
          system: ['text', null],
          serial: ['int', null],
        },
        as: 'service',
      },
      { fn: 'search_manual', params: { manual: ['id', randomUUID()], query: ['text', 'mast'], max_results: ['int', 5] }, as: 'service' },
      { fn: 'search_correct_query', params: { query: ['text', 'mastt'] }, as: 'service' },
      {
        fn: 'search_candidates',
        params: {
          p_code: ['text', ''],
          p_digits: ['text', ''],
          p_part: ['text', null],
          p_tsq: ['text', null],
          p_any: ['text', null],
          p_words: ['text', 'mast'],
          p_brand: ['text', null],
          p_series: ['text', null],
          p_fuel: ['text', null],
          p_system: ['text', null],
          p_serial: ['int', null],
          p_max: ['int', 5],
        },
        as: 'service',
      },
      {
        fn: 'fleet_truck_search',
        params: { p_truck_id: ['id', randomUUID()], p_query: ['text', 'mast'], p_max_results: ['int', 5] },
        as: 'user',
      },
      { fn: 'search_rate_limit', params: {}, as: 'anon' },
      { fn: 'join_early_access', params: { p_email: ['text', 'sweep@example.com'], p_brand_id: ['text', null] }, as: 'anon' },
      {
        fn: 'fleet_invite',
        params: { p_organization_id: ['id', randomUUID()], p_email: ['text', 'sweep@example.com'], p_role: ['text', 'technician'] },
        as: 'user',
      },
    ];

    it('answers every hostile argument of every touched RPC, by GET and POST, with no 5xx', async () => {
      const failures: string[] = [];
      const token = (as: 'service' | 'user' | 'anon') =>
        as === 'service' ? platform.serviceRoleKey : as === 'user' ? manager.accessToken : platform.anonKey;
      const send = async (fn: string, as: 'service' | 'user' | 'anon', args: Record<string, unknown>, method: 'GET' | 'POST') => {
        const headers = { apikey: as === 'service' ? platform.serviceRoleKey : platform.anonKey, authorization: `Bearer ${token(as)}` };
        const answer: Answer =
          method === 'POST'
            ? await call(platform.url, 'POST', `/rest/v1/rpc/${fn}`, { headers, body: args })
            : await call(
                platform.url,
                'GET',
                `/rest/v1/rpc/${fn}?${new URLSearchParams(Object.entries(args).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))}`,
                { headers },
              );
        if (answer.status >= 500)
          failures.push(`${method} ${fn} ${JSON.stringify(args).slice(0, 120)} → ${answer.status} ${answer.text.slice(0, 200)}`);
      };
      for (const { fn, params, as } of RPCS) {
        const base = Object.fromEntries(Object.entries(params).map(([name, [, value]]) => [name, value]));
        await send(fn, as, { ...base, unknown_argument: 1 }, 'POST');
        for (const [name, [kind]] of Object.entries(params)) {
          for (const value of kinds[kind]) {
            const args = { ...base, [name]: value };
            await send(fn, as, args, 'POST');
            if (typeof value !== 'string' || value.length < 10_000) await send(fn, as, args, 'GET');
          }
        }
      }
      expect(failures).toEqual([]);
    }, 300_000);

    it('answers hostile expiresIn and paths of the sign endpoints with no 5xx', async () => {
      const headers = { apikey: platform.anonKey, authorization: `Bearer ${monarch.accessToken}` };
      const path = `/storage/v1/object/sign/manuals/${monarchPremium.objectPath.split('/').map(encodeURIComponent).join('/')}`;
      const statuses: number[] = [];
      for (const expiresIn of ['\u0000', 1e308, -1, 0, 1.5, '60', null, [], { a: 1 }, CENTURY * 10, Number.MAX_SAFE_INTEGER]) {
        statuses.push((await call(platform.url, 'POST', path, { headers, body: { expiresIn } })).status);
        statuses.push(
          (
            await call(platform.url, 'POST', '/storage/v1/object/sign/manuals', {
              headers,
              body: { expiresIn, paths: [monarchPremium.objectPath] },
            })
          ).status,
        );
      }
      for (const bad of ['%00', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(5000), '%E0%A4%A']) {
        statuses.push(
          (await call(platform.url, 'POST', `/storage/v1/object/sign/manuals/${bad}`, { headers, body: { expiresIn: 60 } })).status,
        );
      }
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
    });
  });
});
