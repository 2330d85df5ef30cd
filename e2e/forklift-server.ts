// Starts the portal (SITE=forklift, `npm start`'s entry) on a fresh DATA_DIR and a free port for the portal's journeys.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PortalServer {
  baseUrl: string;
  serviceRoleKey: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The service-role key as a user reads it: `npm run keys` against the server's DATA_DIR. */
function serviceRoleKey(dir: string): string {
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/keys-cli.ts'], {
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  return /^SERVICE_ROLE_KEY=(.+)$/m.exec(output)?.[1] ?? '';
}

export async function startPortal(): Promise<PortalServer> {
  // A portal already running (PORTAL_BASE_URL and PORTAL_DATA_DIR), e.g. while working on the journeys.
  const running = process.env.PORTAL_BASE_URL;
  if (running)
    return { baseUrl: running, serviceRoleKey: serviceRoleKey(process.env.PORTAL_DATA_DIR ?? 'data'), stop: async () => undefined };
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'kit-portal-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: baseUrl,
      SITE: 'forklift',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 1200; i++) {
    if (
      await fetch(`${baseUrl}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { baseUrl, serviceRoleKey: serviceRoleKey(dataDir), stop };
    if (child.exitCode !== null) throw new Error(`portal server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('portal server did not become healthy within 120 s');
}

/** The newest mail to an address (the local mailbox, read with the service-role key), waiting for it to arrive. */
export async function latestMail(server: PortalServer, to: string, subject: RegExp): Promise<{ subject: string; links: string[] }> {
  for (let i = 0; i < 100; i++) {
    const response = await fetch(`${server.baseUrl}/_dev/mail.json?to=${encodeURIComponent(to)}`, {
      headers: { apikey: server.serviceRoleKey, authorization: `Bearer ${server.serviceRoleKey}` },
    });
    if (response.ok) {
      const mails = (await response.json()) as Array<{ subject: string; links: string[] }>;
      const mail = mails.find((entry) => subject.test(entry.subject));
      if (mail) return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

/** A call to the portal's API with the service-role key, as the journeys set their data up; a failure throws. */
export async function serviceRequest<T>(server: PortalServer, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    ...init,
    headers: {
      apikey: server.serviceRoleKey,
      authorization: `Bearer ${server.serviceRoleKey}`,
      'content-type': 'application/json',
      ...((init.headers as Record<string, string> | undefined) ?? {}),
    },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  // A write answered without a representation (201/204) has no body.
  return (text ? JSON.parse(text) : null) as T;
}
