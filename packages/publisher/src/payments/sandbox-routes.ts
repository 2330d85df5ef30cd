// /_sandbox/*: the sandbox's hosted checkout and customer-portal pages and its clock (only while no Stripe key is set).
// The buyer's pages answer the service-role key, an admin session, or a direct loopback request while the server
// listens on loopback only; the clock, which ends everyone's paid access, answers the key or an admin's bearer token.
import {
  CardError,
  isPaymentsError,
  PaymentsError,
  renderCheckoutPage,
  renderPortalPage,
  renderSandboxClosedPage,
  type SandboxProvider,
} from '@kit/payments';
import { createOperatorAccess, jsonDepthExceeds } from '@kit/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PaymentRoutesDeps } from './deps';
import { replyError } from './reply-error';
import { registerSandboxIntentRoutes } from './sandbox-intent-routes';

/** The hosted pages' forms and the clock's JSON. */
export const SANDBOX_BODY_LIMIT = 64 * 1024;

type Form = Record<string, string>;
type Params = { id: string };

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').header('x-frame-options', 'DENY').type('text/html; charset=utf-8').send(body);

const NOTICES: Record<string, string> = {
  canceled: 'Your subscription will end at the close of the current period.',
  'canceled-now': 'Your subscription has ended.',
  resumed: 'Your subscription will renew as before.',
  card: 'Your card was updated.',
};

function quantities(form: Form): Record<number, number> {
  const out: Record<number, number> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = /^quantity_(\d{1,2})$/.exec(key);
    if (match && value.trim() !== '') out[Number(match[1])] = Number(value);
  }
  return out;
}

function notFoundPage(reply: FastifyReply, message: string) {
  return html(
    reply,
    404,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not found</title></head><body><main><h1>Not found</h1><p>${message}</p></main></body></html>`,
  );
}

function refusedPage(reply: FastifyReply, status: number, code: string) {
  return html(reply.header('x-error-code', code), status, renderSandboxClosedPage());
}

/** The clock's step as sent: a number, or a numeric string from a form; anything else is left for the check to refuse. */
function advanceValue(body: { advanceSeconds?: unknown } | undefined): unknown {
  const value = body?.advanceSeconds ?? 0;
  return typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
}

export async function registerSandboxRoutes(
  app: FastifyInstance,
  deps: PaymentRoutesDeps,
  sandbox: SandboxProvider,
  bodyLimit: number = SANDBOX_BODY_LIMIT,
): Promise<void> {
  const { payments } = deps;
  const brand = () => deps.brand?.() ?? {};
  const access = createOperatorAccess({ jwt: deps.jwt, db: deps.db, host: deps.host ?? '127.0.0.1', trustProxy: deps.trustProxy });
  await app.register(async (scope) => {
    scope.setErrorHandler((error, request, reply) => replyError(request, reply, error));
    // The buyer's pages (checkout, customer portal) and the clock's reading; the clock's moves need more, below.
    scope.addHook('onRequest', async (request, reply) => {
      if (request.method === 'POST' && request.url.split('?')[0] === '/_sandbox/clock') return;
      const check = await access.check(request, { allowLoopback: true, allowCookie: true });
      if (!check.ok) return refusedPage(reply, check.status, check.code);
    });
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
      const text = String(body);
      if (jsonDepthExceeds(text)) return done(new PaymentsError('payload_invalid', 'The JSON body is nested too deeply.'), undefined);
      try {
        done(null, text.trim() === '' ? {} : JSON.parse(text));
      } catch {
        done(new PaymentsError('payload_invalid', 'The body is not valid JSON.'), undefined);
      }
    });

    scope.get('/_sandbox/checkout/:id', async (request: FastifyRequest<{ Params: Params }>, reply) => {
      try {
        const view = await sandbox.viewCheckout(request.params.id);
        return html(reply, 200, renderCheckoutPage(view.session, view.open, {}, brand()));
      } catch (error) {
        if (isPaymentsError(error) && error.code === 'not_found') return notFoundPage(reply, 'This checkout does not exist.');
        throw error;
      }
    });

    scope.post('/_sandbox/checkout/:id', async (request: FastifyRequest<{ Params: Params; Body: Form | undefined }>, reply) => {
      const form = request.body ?? {};
      const values = { ...form, number: '', cvc: '' };
      try {
        const next = await sandbox.payCheckout(request.params.id, {
          email: form.email,
          name: form.name,
          phone: form.phone,
          country: form.country,
          quantities: quantities(form),
          card: { number: form.number ?? '', expiry: form.expiry ?? '', cvc: form.cvc ?? '' },
        });
        return reply.code(303).header('location', next).send();
      } catch (error) {
        if (!isPaymentsError(error) || error.status >= 500) throw error;
        if (error.code === 'not_found') return notFoundPage(reply, 'This checkout does not exist.');
        const view = await sandbox.viewCheckout(request.params.id);
        const field =
          error instanceof CardError
            ? error.field
            : /email/i.test(error.message)
              ? 'email'
              : /phone/i.test(error.message)
                ? 'phone'
                : undefined;
        return html(
          reply,
          error.status,
          renderCheckoutPage(view.session, view.open, { error: { message: error.message, field }, values }, brand()),
        );
      }
    });

    scope.get('/_sandbox/portal/:id', async (request: FastifyRequest<{ Params: Params; Querystring: { notice?: string } }>, reply) => {
      try {
        const view = await sandbox.viewPortal(request.params.id);
        return html(reply, 200, renderPortalPage(view, { notice: NOTICES[request.query.notice ?? ''] }, brand()));
      } catch (error) {
        if (isPaymentsError(error) && error.code === 'not_found')
          return notFoundPage(reply, 'This billing session does not exist or has expired.');
        throw error;
      }
    });

    const portalAction = (path: string, notice: string, act: (id: string, form: Form) => Promise<void>) =>
      scope.post(`/_sandbox/portal/:id/${path}`, async (request: FastifyRequest<{ Params: Params; Body: Form | undefined }>, reply) => {
        try {
          await act(request.params.id, request.body ?? {});
          return reply
            .code(303)
            .header('location', `/_sandbox/portal/${encodeURIComponent(request.params.id)}?notice=${notice}`)
            .send();
        } catch (error) {
          if (!isPaymentsError(error) || error.status >= 500) throw error;
          const view = await sandbox.viewPortal(request.params.id).catch(() => undefined);
          if (!view) return notFoundPage(reply, 'This billing session does not exist or has expired.');
          return html(reply, error.status, renderPortalPage(view, { error: error.message }, brand()));
        }
      });
    portalAction('cancel', 'canceled', (id, form) => sandbox.cancelSubscription(id, form.subscription ?? '', 'period_end'));
    portalAction('cancel-now', 'canceled-now', (id, form) => sandbox.cancelSubscription(id, form.subscription ?? '', 'now'));
    portalAction('resume', 'resumed', (id, form) => sandbox.resumeSubscription(id, form.subscription ?? ''));
    portalAction('card', 'card', (id, form) =>
      sandbox.updateCard(id, { number: form.number ?? '', expiry: form.expiry ?? '', cvc: form.cvc ?? '' }),
    );

    registerSandboxIntentRoutes(scope, sandbox, html);

    const clockState = () => ({ now: sandbox.clock.now(), offsetSeconds: sandbox.clock.offsetSeconds() });
    scope.get('/_sandbox/clock', async () => clockState());
    // Moves the sandbox clock forward, runs what fell due, delivers the resulting events and ends expired access.
    scope.post('/_sandbox/clock', async (request: FastifyRequest<{ Body: { advanceSeconds?: unknown } | undefined }>, reply) => {
      const check = await access.check(request, { allowLoopback: false, allowCookie: false });
      if (!check.ok) return reply.code(check.status).header('cache-control', 'no-store').send({ code: check.code, message: check.message });
      try {
        await sandbox.advanceClock(advanceValue(request.body) as number);
        await sandbox.deliveries.flush();
        await payments.sweep();
        return reply.send(clockState());
      } catch (error) {
        return replyError(request, reply, error);
      }
    });
  });
}
