// /admin/oauth/clients (service role): GoTrue's admin API for OAuth 2.1 server clients — create, list (X-Total-Count,
// Link), get, update, delete and regenerate the secret. A secret is shown once, when made; only its hash is kept.
import { randomBytes, randomUUID } from 'node:crypto';
import type { AuthCall, AuthRoute } from '../call';
import { requireAdmin } from '../authenticate';
import { notFound, validationFailed } from '../errors';
import { sha256Hex } from '../secrets';
import { isUuid } from '../validation';
import { readOAuthClientFields } from './oauth-client-params';

interface ClientRow {
  id: string;
  client_secret_hash: string | null;
  registration_type: string;
  client_type: string;
  token_endpoint_auth_method: string;
  client_name: string;
  client_uri: string | null;
  logo_uri: string | null;
  redirect_uris: string[];
  grant_types: string[];
  scope: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = `id, client_secret_hash, registration_type, client_type, token_endpoint_auth_method, client_name, client_uri,
  logo_uri, redirect_uris, grant_types, scope, created_at, updated_at`;

function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

function clientJson(row: ClientRow, secret?: string): Record<string, unknown> {
  return {
    client_id: row.id,
    client_name: row.client_name,
    ...(secret ? { client_secret: secret } : {}),
    client_type: row.client_type,
    token_endpoint_auth_method: row.token_endpoint_auth_method,
    registration_type: row.registration_type,
    ...(row.client_uri ? { client_uri: row.client_uri } : {}),
    ...(row.logo_uri ? { logo_uri: row.logo_uri } : {}),
    redirect_uris: row.redirect_uris,
    grant_types: row.grant_types,
    response_types: ['code'],
    ...(row.scope ? { scope: row.scope } : {}),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

async function loadClient(call: AuthCall): Promise<ClientRow> {
  const id = (call.request.params as { clientId?: string }).clientId ?? '';
  const row = isUuid(id)
    ? (await call.s.db.query<ClientRow>(`select ${COLUMNS} from auth.oauth_clients where id = $1`, [id])).rows[0]
    : undefined;
  if (!row) throw notFound('oauth_client_not_found', 'OAuth client not found');
  return row;
}

async function createClient(call: AuthCall): Promise<unknown> {
  await requireAdmin(call);
  const fields = readOAuthClientFields(call.body(), true);
  const method = fields.token_endpoint_auth_method ?? 'client_secret_basic';
  const secret = method === 'none' ? undefined : newSecret();
  const { rows } = await call.s.db.query<ClientRow>(
    `insert into auth.oauth_clients (id, client_secret_hash, registration_type, client_type, token_endpoint_auth_method, client_name,
       client_uri, logo_uri, redirect_uris, grant_types, scope)
     values ($1, $2, 'manual', $3, $4, $5, $6, $7, $8, $9, $10) returning ${COLUMNS}`,
    [
      randomUUID(),
      secret ? sha256Hex(secret) : null,
      secret ? 'confidential' : 'public',
      method,
      fields.client_name,
      fields.client_uri ?? null,
      fields.logo_uri ?? null,
      fields.redirect_uris,
      fields.grant_types ?? ['authorization_code', 'refresh_token'],
      fields.scope ?? null,
    ],
  );
  call.reply.code(201);
  return clientJson(rows[0] as ClientRow, secret);
}

function pageParam(value: string, fallback: number, name: string): number {
  if (value === '') return fallback;
  if (!/^\d{1,9}$/.test(value)) throw validationFailed(`Bad Pagination Parameters: ${name} must be a positive integer`);
  return Math.max(1, Number(value));
}

async function listClients(call: AuthCall): Promise<unknown> {
  await requireAdmin(call);
  const { s } = call;
  const page = pageParam(call.param('page'), 1, 'page');
  const perPage = Math.min(1000, pageParam(call.param('per_page'), 50, 'per_page'));
  const total = (await s.db.query<{ n: number }>('select count(*)::int as n from auth.oauth_clients')).rows[0]?.n ?? 0;
  const { rows } = await s.db.query<ClientRow>(
    `select ${COLUMNS} from auth.oauth_clients order by created_at desc, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const link = (p: number) => `<${s.settings.externalUrl}/admin/oauth/clients?page=${p}&per_page=${perPage}>`;
  call.reply.header('link', `${lastPage > page ? `${link(page + 1)}; rel="next", ` : ''}${link(lastPage)}; rel="last"`);
  call.reply.header('x-total-count', String(total));
  return { clients: rows.map((row) => clientJson(row)), aud: s.settings.aud };
}

async function getClient(call: AuthCall): Promise<unknown> {
  await requireAdmin(call);
  return clientJson(await loadClient(call));
}

async function updateClient(call: AuthCall): Promise<unknown> {
  await requireAdmin(call);
  const current = await loadClient(call);
  const fields = readOAuthClientFields(call.body(), false);
  if (
    fields.token_endpoint_auth_method !== undefined &&
    (fields.token_endpoint_auth_method === 'none') !== (current.client_type === 'public')
  ) {
    throw validationFailed('token_endpoint_auth_method cannot change a client between public and confidential');
  }
  const { rows } = await call.s.db.query<ClientRow>(
    `update auth.oauth_clients set
       client_name = coalesce($2, client_name),
       client_uri = case when $3::boolean then $4 else client_uri end,
       logo_uri = case when $5::boolean then $6 else logo_uri end,
       redirect_uris = coalesce($7, redirect_uris),
       grant_types = coalesce($8, grant_types),
       token_endpoint_auth_method = coalesce($9, token_endpoint_auth_method),
       scope = case when $10::boolean then $11 else scope end,
       updated_at = now()
     where id = $1 returning ${COLUMNS}`,
    [
      current.id,
      fields.client_name ?? null,
      fields.client_uri !== undefined,
      fields.client_uri ?? null,
      fields.logo_uri !== undefined,
      fields.logo_uri ?? null,
      fields.redirect_uris ?? null,
      fields.grant_types ?? null,
      fields.token_endpoint_auth_method ?? null,
      fields.scope !== undefined,
      fields.scope ?? null,
    ],
  );
  const row = rows[0];
  if (!row) throw notFound('oauth_client_not_found', 'OAuth client not found');
  return clientJson(row);
}

async function deleteClient(call: AuthCall): Promise<unknown> {
  await requireAdmin(call);
  const current = await loadClient(call);
  await call.s.db.query('delete from auth.oauth_clients where id = $1', [current.id]);
  call.reply.code(204);
  return undefined;
}

async function regenerateSecret(call: AuthCall): Promise<unknown> {
  await requireAdmin(call);
  const current = await loadClient(call);
  if (current.client_type === 'public') throw validationFailed('A public client has no secret to regenerate');
  const secret = newSecret();
  const { rows } = await call.s.db.query<ClientRow>(
    `update auth.oauth_clients set client_secret_hash = $2, updated_at = now() where id = $1 returning ${COLUMNS}`,
    [current.id, sha256Hex(secret)],
  );
  return clientJson(rows[0] as ClientRow, secret);
}

export const oauthClientRoutes: AuthRoute[] = [
  { method: 'POST', url: '/admin/oauth/clients', handler: createClient },
  { method: 'GET', url: '/admin/oauth/clients', handler: listClients },
  { method: 'GET', url: '/admin/oauth/clients/:clientId', handler: getClient },
  { method: 'PUT', url: '/admin/oauth/clients/:clientId', handler: updateClient },
  { method: 'DELETE', url: '/admin/oauth/clients/:clientId', handler: deleteClient },
  { method: 'POST', url: '/admin/oauth/clients/:clientId/regenerate_secret', handler: regenerateSecret },
];
