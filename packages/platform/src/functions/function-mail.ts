// Mail for site functions: the platform's mailer (SMTP, or the local mailbox while SMTP_URL is unset), reached from a
// function module through its Request, as the caller's claims are. Kept in a global registry so a function module
// loaded through another module graph (a test runner's) finds the same one.
// The site's identity travels with it, so a function's mail carries the portal's name and look as auth mails do.
import type { MailMessage, Mailer } from '../mail';
import type { SiteIdentity } from '../mail/site-layout';

const REGISTRY = Symbol.for('kit.platform.function-mailers');
type Registry = WeakMap<Request, { mailer: Mailer; site: SiteIdentity | undefined }>;

function registry(): Registry {
  const holder = globalThis as { [REGISTRY]?: Registry };
  holder[REGISTRY] ??= new WeakMap();
  return holder[REGISTRY];
}

export function attachMailer(request: Request, mailer: Mailer, site?: SiteIdentity): void {
  registry().set(request, { mailer, site });
}

export interface FunctionMailer {
  kind: Mailer['kind'];
  /** The site's name, address and colour (SITE_NAME or the served site's name); unset when the site has no name. */
  site: SiteIdentity | undefined;
  send(message: MailMessage): Promise<void>;
}

/** Sends mail as the platform does, for a function: `await requestMailer(request)?.send({to, subject, text, html})`. */
export function requestMailer(request: Request): FunctionMailer | undefined {
  const entry = registry().get(request);
  if (!entry) return undefined;
  const { mailer, site } = entry;
  return { kind: mailer.kind, site, send: (message) => mailer.send(message) };
}
