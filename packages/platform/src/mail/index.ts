export { createMailer } from './create-mailer';
export type { Mailer, MailMessage } from './mailer';
export { renderMail } from './templates';
export type { MailTemplate } from './templates';
export type { StoredMail } from './mailbox';
export { registerMailboxRoutes } from './mailbox-routes';
export { siteMailLayout } from './site-layout';
export type { SiteIdentity, SiteMailContent } from './site-layout';
