// Mail for site functions: the platform's mailer (SMTP, or the local mailbox while SMTP_URL is unset), reached from a
// function module through its Request, as the caller's claims are. Kept in a global registry so a function module
// loaded through another module graph (a test runner's) finds the same one.
import type { MailMessage, Mailer } from '../mail';

const REGISTRY = Symbol.for('kit.platform.function-mailers');
type Registry = WeakMap<Request, Mailer>;

function registry(): Registry {
  const holder = globalThis as { [REGISTRY]?: Registry };
  holder[REGISTRY] ??= new WeakMap();
  return holder[REGISTRY];
}

export function attachMailer(request: Request, mailer: Mailer): void {
  registry().set(request, mailer);
}

/** Sends mail as the platform does, for a function: `await requestMailer(request)?.send({to, subject, text, html})`. */
export function requestMailer(request: Request): { kind: Mailer['kind']; send(message: MailMessage): Promise<void> } | undefined {
  const mailer = registry().get(request);
  return mailer && { kind: mailer.kind, send: (message) => mailer.send(message) };
}
