// Chooses the mailer from configuration: SMTP when SMTP_URL is set, else the local mailbox.
import type { PlatformConfig } from '../config';
import type { Database } from '../db';
import { createLocalMailer } from './local-mailer';
import type { Mailer } from './mailer';
import { createSmtpMailer } from './smtp-mailer';

export function defaultMailFrom(siteUrl: string): string {
  let host = 'localhost';
  try {
    host = new URL(siteUrl).hostname || host;
  } catch {
    // An unparsable SITE_URL keeps the fallback host.
  }
  return `no-reply@${host}`;
}

export function createMailer(config: PlatformConfig, db: Database): Mailer {
  if (config.smtpUrl) return createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom ?? defaultMailFrom(config.siteUrl) });
  return createLocalMailer(db);
}
