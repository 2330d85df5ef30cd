/**
 * Portal functions, attack 1: host-derived callbacks. With SITE_URL at its default and a hostile Host and
 * X-Forwarded-Host, the portal's functions (fleet-export, fleet-invite, diagnose) must call back only the server
 * itself — never send the caller's token to the host the request names — and mail only links to SITE_URL.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forkliftFunctionsDir } from '@kit/site-forklift';
import { createPortalUser, startForkliftPlatform, testBackends, type ForkliftPlatform, type PortalUser } from '@kit/site-forklift/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../testing/attacker';

interface Seen {
  method: string;
  url: string;
  authorization?: string;
}

/** A server on loopback standing for the attacker's host: it records every request and answers like a platform would. */
async function startTrap(): Promise<{ server: Server; host: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    seen.push({ method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('[]');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, host: `127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe.each(testBackends())('portal functions call back only the server itself, on %s', (backend) => {
  let platform: ForkliftPlatform;
  let trap: Awaited<ReturnType<typeof startTrap>>;
  let manager: PortalUser;
  let organizationId: string;
  let truckId: string;
  const extraFunctions = mkdtempSync(join(tmpdir(), 'kit-portal-callbacks-'));

  const hostile = () => ({ host: trap.host, 'x-forwarded-host': trap.host, 'x-forwarded-proto': 'http' });
  const asUser = (user: PortalUser) => ({ apikey: platform.anonKey, authorization: `Bearer ${user.accessToken}` });

  beforeAll(async () => {
    mkdirSync(join(extraFunctions, 'where-am-i'));
    writeFileSync(join(extraFunctions, 'where-am-i', 'index.js'), 'export default (request) => Response.json({ url: request.url });\n');
    platform = await startForkliftPlatform({ backend, functionDirs: [forkliftFunctionsDir, extraFunctions] });
    // SITE_URL unset: the default, http://localhost:$PORT.
    platform.ctx.config.siteUrl = `http://localhost:${new URL(platform.url).port}`;
    trap = await startTrap();
    manager = await createPortalUser(platform);
    const organization = await manager.client.rpc('fleet_create_organization', { p_name: 'Callback Yard' });
    organizationId = (organization.data as { id: string }).id;
    const truck = await manager.client
      .from('fleet_trucks')
      .insert({ organization_id: organizationId, brand_id: 'c-monarch', serial_number: 'CB-1001', unit: 'CB1' })
      .select('id')
      .single();
    truckId = (truck.data as { id: string }).id;
  }, 300_000);

  afterAll(async () => {
    await new Promise((resolve) => trap?.server.close(resolve));
    await platform?.close();
    rmSync(extraFunctions, { recursive: true, force: true });
  });

  it('exports the truck the caller may read from the server itself, whatever Host says', async () => {
    for (const format of ['csv', 'pdf']) {
      const answer = await call(platform.url, 'GET', `/functions/v1/fleet-export?truck=${truckId}&format=${format}`, {
        headers: { ...asUser(manager), ...hostile() },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-disposition']).toContain(`truck-cb1-history.${format}`);
    }
    expect(trap.seen).toEqual([]);
  });

  it('invites from the server itself and mails a link to SITE_URL only', async () => {
    const address = `callback-invitee-${backend}@example.com`;
    const answer = await call(platform.url, 'POST', '/functions/v1/fleet-invite', {
      headers: { ...asUser(manager), ...hostile() },
      body: { organizationId, email: address, role: 'technician' },
    });
    expect(answer.status).toBe(200);
    expect(trap.seen).toEqual([]);
    const mailbox = await fetch(`${platform.url}/_dev/mail.json?to=${encodeURIComponent(address)}`, {
      headers: { apikey: platform.serviceRoleKey },
    });
    const [mail] = (await mailbox.json()) as { text: string; html: string; links: string[] }[];
    expect(mail?.links.length).toBeGreaterThan(0);
    for (const link of mail?.links ?? []) expect(new URL(link).origin).toBe(platform.ctx.config.siteUrl);
    expect(`${mail?.text}${mail?.html}`).not.toContain(trap.host);
  });

  it('diagnoses from the server itself, whatever Host says', async () => {
    const answer = await call(platform.url, 'POST', '/functions/v1/diagnose', {
      headers: { ...asUser(manager), ...hostile() },
      body: { brand: 'c-monarch', symptoms: 'mast drifts down under load' },
    });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('event: done');
    expect(trap.seen).toEqual([]);
  });

  it('shows a function the configured origin as its URL, not the Host the caller sent', async () => {
    const answer = await call(platform.url, 'GET', '/functions/v1/where-am-i?x=1', { headers: { ...asUser(manager), ...hostile() } });
    expect(answer.status).toBe(200);
    expect(answer.json.url).toBe(`${platform.ctx.config.siteUrl}/where-am-i?x=1`);
  });
});
