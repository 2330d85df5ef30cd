// The local mailbox table: stores sent messages and lists them newest first.
import type { Queryable } from '../db';
import { extractLinks } from './extract-links';
import type { MailMessage } from './mailer';

export interface StoredMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

interface MailRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  links: string[];
  created_at: Date;
}

export async function storeMail(db: Queryable, message: MailMessage): Promise<StoredMail> {
  const { rows } = await db.query<MailRow>(
    `insert into _platform.mail_messages (to_address, subject, text_body, html_body, links)
     values ($1, $2, $3, $4, $5::jsonb) returning *`,
    [message.to, message.subject, message.text, message.html, JSON.stringify(extractLinks(message.html))],
  );
  return toStoredMail(rows[0] as MailRow);
}

export async function listMail(db: Queryable, options: { to?: string; limit?: number } = {}): Promise<StoredMail[]> {
  const limit = Math.min(Math.max(options.limit ?? 100, 1), 500);
  const { rows } = options.to
    ? await db.query<MailRow>(
        `select * from _platform.mail_messages where lower(to_address) = lower($1) order by created_at desc, id limit $2`,
        [options.to, limit],
      )
    : await db.query<MailRow>(`select * from _platform.mail_messages order by created_at desc, id limit $1`, [limit]);
  return rows.map(toStoredMail);
}

function toStoredMail(row: MailRow): StoredMail {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    links: row.links,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
