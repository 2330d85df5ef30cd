// Where a function calls the platform back and where its links lead, reached through its Request as the mailer is.
// Both come from the server itself (its listening socket, its SITE_URL), never from the request's Host or
// X-Forwarded-Host: a caller who could choose them would receive other users' tokens and send mail linking anywhere.
import type { AddressInfo } from 'node:net';

const REGISTRY = Symbol.for('kit.platform.function-origins');

export interface FunctionOrigins {
  /** The platform itself, e.g. `http://127.0.0.1:3000`: a function's callbacks to /rest/v1 go here. */
  platform: string;
  /** The site's public origin (SITE_URL): links in mail and redirects. */
  site: string;
}

type Registry = WeakMap<Request, FunctionOrigins>;

function registry(): Registry {
  const holder = globalThis as { [REGISTRY]?: Registry };
  holder[REGISTRY] ??= new WeakMap();
  return holder[REGISTRY];
}

export function attachOrigins(request: Request, origins: FunctionOrigins): void {
  registry().set(request, origins);
}

/** The server's own origin from the address it listens on; a wildcard address is reached over loopback. */
export function listeningOrigin(address: AddressInfo | string | null): string | undefined {
  if (!address || typeof address === 'string') return undefined;
  const host = address.address === '0.0.0.0' || address.address === '' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** The platform's own origin for a function's callbacks: `${requestPlatformOrigin(request)}/rest/v1/…`. */
export function requestPlatformOrigin(request: Request): string | undefined {
  return registry().get(request)?.platform;
}

/** The site's public origin (SITE_URL) for links a function sends. */
export function requestSiteUrl(request: Request): string | undefined {
  return registry().get(request)?.site;
}
