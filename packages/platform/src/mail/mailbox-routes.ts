// GET /_dev/mail (a page) and GET /_dev/mail.json?to= (JSON): the local mailbox, only while SMTP_URL is unset.
// It holds recovery codes: the JSON answers the service-role key or an admin session only; the page also answers a
// direct loopback request while the server listens on loopback only (the newcomer's browser).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db';
import type { OperatorAccess, OperatorCheck } from '../http';
import { listMail } from './mailbox';
import { renderMailboxPage } from './mailbox-page';

function queryString(query: unknown, name: string): string | undefined {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 320) : undefined;
}

function refuse(reply: FastifyReply, check: Extract<OperatorCheck, { ok: false }>): FastifyReply {
  return reply
    .code(check.status)
    .header('cache-control', 'no-store')
    .header('www-authenticate', 'Bearer realm="local mailbox"')
    .send({ code: check.code, message: check.message });
}

export function registerMailboxRoutes(app: FastifyInstance, db: Database, access: OperatorAccess): void {
  app.get('/_dev/mail.json', async (request, reply) => {
    const check = await access.check(request, { allowLoopback: false, allowCookie: false });
    if (!check.ok) return refuse(reply, check);
    const messages = await listMail(db, { to: queryString(request.query, 'to') });
    return reply.header('cache-control', 'no-store').send(messages);
  });
  app.get('/_dev/mail', async (request, reply) => {
    const check = await access.check(request, { allowLoopback: true, allowCookie: true });
    if (!check.ok) return refuse(reply, check);
    const to = queryString(request.query, 'to');
    const messages = await listMail(db, { to });
    return reply
      .header('cache-control', 'no-store')
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(renderMailboxPage(messages, to));
  });
}
