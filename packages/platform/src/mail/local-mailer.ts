// The Mailer used while SMTP_URL is unset: every message goes to the mailbox table.
import type { Database } from '../db';
import { storeMail } from './mailbox';
import type { Mailer } from './mailer';

export function createLocalMailer(db: Database): Mailer {
  return {
    kind: 'mailbox',
    async send(message) {
      await storeMail(db, message);
    },
    async close() {},
  };
}
