// Starts the portal (SITE=forklift, `npm start`'s entry) on a fresh DATA_DIR and a free port for the portal's journeys.
import { readServerKeys, startServerProcess } from './server-process';

export interface PortalServer {
  baseUrl: string;
  serviceRoleKey: string;
  stop(): Promise<void>;
}

export async function startPortal(): Promise<PortalServer> {
  // A portal already running (PORTAL_BASE_URL and PORTAL_DATA_DIR), e.g. while working on the journeys.
  const running = process.env.PORTAL_BASE_URL;
  if (running)
    return {
      baseUrl: running,
      serviceRoleKey: readServerKeys(process.env.PORTAL_DATA_DIR ?? 'data').serviceRoleKey,
      stop: async () => undefined,
    };
  const server = await startServerProcess({ site: 'forklift', dataDirPrefix: 'kit-portal-e2e-', healthySeconds: 120, stdout: 'inherit' });
  return { baseUrl: server.baseUrl, serviceRoleKey: readServerKeys(server.dataDir).serviceRoleKey, stop: server.stop };
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
