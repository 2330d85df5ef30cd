// Shared by the auth conformance tests: a platform on a fresh database, supabase-js clients, the mailbox and link helpers.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { PlatformConfig } from '../../config';
import type { StoredMail } from '../../mail';
import type { Migration } from '../../migrations';
import { startTestPlatform, type TestBackend, type TestPlatform } from '../../testing';

export async function startAuthPlatform(
  backend: TestBackend,
  config: Partial<PlatformConfig> = {},
  migrations: readonly Migration[] = [],
): Promise<TestPlatform> {
  return startTestPlatform({
    backend,
    migrations,
    config: { ...config, auth: { emailMaxFrequency: 0, ...config.auth } },
  });
}

export function anonClient(platform: TestPlatform, options: { flowType?: 'implicit' | 'pkce' } = {}): SupabaseClient {
  return createClient(platform.url, platform.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: options.flowType ?? 'implicit' },
    realtime: { transport: WebSocket as never },
  });
}

export function serviceClient(platform: TestPlatform): SupabaseClient {
  return createClient(platform.url, platform.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}@example.com`;
}

export async function mailbox(platform: TestPlatform, to: string): Promise<StoredMail[]> {
  const response = await fetch(`${platform.url}/_dev/mail.json?to=${encodeURIComponent(to)}`, {
    headers: { apikey: platform.serviceRoleKey },
  });
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return (await response.json()) as StoredMail[];
}

export async function latestMail(platform: TestPlatform, to: string): Promise<StoredMail> {
  const [mail] = await mailbox(platform, to);
  if (!mail) throw new Error(`no mail for ${to}`);
  return mail;
}

/** The 6-digit code in a mail or SMS. */
export function codeIn(mail: StoredMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in: ${mail.text}`);
  return match[1];
}

export function verifyLinkIn(mail: StoredMail): string {
  const link = mail.links.find((candidate) => candidate.includes('/auth/v1/verify'));
  if (!link) throw new Error(`no verify link in: ${mail.html}`);
  return link;
}

/** Follows one redirect by hand and returns where it points (with query and fragment parsed). */
export async function follow(url: string, init: RequestInit = {}): Promise<{ status: number; location: URL; fragment: URLSearchParams }> {
  const response = await fetch(url, { ...init, redirect: 'manual' });
  const location = response.headers.get('location');
  if (!location) throw new Error(`no redirect from ${url}: ${response.status} ${await response.text()}`);
  const target = new URL(location, url);
  return { status: response.status, location: target, fragment: new URLSearchParams(target.hash.slice(1)) };
}

export function decodeJwt(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A direct call to the auth API (for what supabase-js hides: raw bodies, headers, statuses). */
export async function authFetch(
  platform: TestPlatform,
  path: string,
  init: { method?: string; body?: unknown; raw?: string; headers?: Record<string, string>; version?: boolean } = {},
): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { apikey: platform.anonKey, 'content-type': 'application/json', ...init.headers };
  if (init.version !== false) headers['x-supabase-api-version'] = '2024-01-01';
  const response = await fetch(`${platform.url}/auth/v1${path}`, {
    method: init.method ?? (init.body !== undefined || init.raw !== undefined ? 'POST' : 'GET'),
    headers,
    body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    redirect: 'manual',
  });
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { text };
  }
  return { status: response.status, headers: response.headers, body };
}
