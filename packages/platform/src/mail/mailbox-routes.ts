// GET /_dev/mail (a page) and GET /_dev/mail.json?to= (JSON): the local mailbox, only while SMTP_URL is unset.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db';
import { listMail } from './mailbox';
import { renderMailboxPage } from './mailbox-page';

function queryString(query: unknown, name: string): string | undefined {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 320) : undefined;
}

export function registerMailboxRoutes(app: FastifyInstance, db: Database): void {
  app.get('/_dev/mail.json', async (request, reply) => {
    const messages = await listMail(db, { to: queryString(request.query, 'to') });
    return reply.header('cache-control', 'no-store').send(messages);
  });
  app.get('/_dev/mail', async (request, reply) => {
    const to = queryString(request.query, 'to');
    const messages = await listMail(db, { to });
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderMailboxPage(messages, to));
  });
}
