// The sandbox's browser payment-intent API, what Stripe.js does against Stripe for confirmPayment, confirmCardPayment
// and retrievePaymentIntent: `GET /_sandbox/payment_intents/{id}?client_secret=`, `POST …/{id}/confirm` {client_secret,
// card: {number, expiry, cvc}, return_url}, and the authentication page a 3-D Secure-like card is sent to
// (`/_sandbox/authenticate/{id}`), whose answer returns the buyer to return_url with Stripe's query parameters.
// The client secret is the authority, as on Stripe; a declined card answers 402 with the provider's message.
import { CardError, type SandboxProvider } from '@kit/payments';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Params = { id: string };
type Json = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Only a path of this site or an http(s) URL of the same origin as the request is a return target. */
function returnTarget(request: FastifyRequest, raw: string): string | undefined {
  if (raw === '') return undefined;
  try {
    const origin = `${request.protocol}://${request.headers.host ?? ''}`;
    const url = new URL(raw, origin);
    return url.origin === origin || raw.startsWith('/') ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function authenticationPage(id: string, clientSecret: string, returnUrl: string, amount: string): string {
  const hidden = `<input type="hidden" name="client_secret" value="${escape(clientSecret)}"><input type="hidden" name="return_url" value="${escape(returnUrl)}">`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Authenticate your payment</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f4f6f8;color:#1b1f24}main{background:#fff;padding:32px;border-radius:12px;max-width:420px;box-shadow:0 2px 12px rgba(0,0,0,.08)}h1{font-size:1.3rem;margin:0 0 8px}p{color:#4a5260}form{display:inline}button{font:inherit;padding:10px 18px;border-radius:8px;border:1px solid #2f6fde;margin:8px 8px 0 0;cursor:pointer}button.ok{background:#2f6fde;color:#fff}button.fail{background:#fff;color:#2f6fde}button:focus-visible{outline:3px solid #f2b705;outline-offset:2px}@media (prefers-color-scheme:dark){body{background:#111418;color:#e8ebef}main{background:#1b1f24}p{color:#b8c0cc}button.fail{background:#1b1f24}}</style></head>
<body><main><h1>Authenticate your payment</h1><p>Sandbox bank check for a payment of ${escape(amount)}. Nothing is charged.</p>
<form method="post" action="/_sandbox/authenticate/${encodeURIComponent(id)}">${hidden}<input type="hidden" name="outcome" value="approve"><button class="ok" type="submit">Complete authentication</button></form>
<form method="post" action="/_sandbox/authenticate/${encodeURIComponent(id)}">${hidden}<input type="hidden" name="outcome" value="fail"><button class="fail" type="submit">Fail authentication</button></form></main></body></html>`;
}

const formatAmount = (intent: Json) => `${(Number(intent.amount ?? 0) / 100).toFixed(2)} ${String(intent.currency ?? '').toUpperCase()}`;

export function registerSandboxIntentRoutes(
  scope: FastifyInstance,
  sandbox: SandboxProvider,
  html: (reply: FastifyReply, status: number, body: string) => FastifyReply,
): void {
  scope.get(
    '/_sandbox/payment_intents/:id',
    async (request: FastifyRequest<{ Params: Params; Querystring: { client_secret?: string } }>, reply) =>
      reply.header('cache-control', 'no-store').send(await sandbox.viewPaymentIntent(request.params.id, text(request.query.client_secret))),
  );

  scope.post(
    '/_sandbox/payment_intents/:id/confirm',
    async (request: FastifyRequest<{ Params: Params; Body: Json | undefined }>, reply) => {
      const body = request.body ?? {};
      const card = (typeof body.card === 'object' && body.card !== null ? body.card : {}) as Json;
      const returnUrl = returnTarget(request, text(body.return_url));
      try {
        const intent = await sandbox.confirmPaymentIntent(request.params.id, {
          clientSecret: text(body.client_secret),
          card: { number: text(card.number), expiry: text(card.expiry), cvc: text(card.cvc) },
          ...(returnUrl === undefined ? {} : { returnUrl }),
        });
        return reply.header('cache-control', 'no-store').send(intent);
      } catch (error) {
        if (!(error instanceof CardError)) throw error;
        // Stripe.js's error object: type, code, decline code, message, and the field it is about.
        const payload = {
          type: 'card_error',
          code: error.code,
          decline_code: error.declineCode ?? null,
          message: error.message,
          param: error.field,
        };
        return reply.code(error.status).header('cache-control', 'no-store').send({ error: payload });
      }
    },
  );

  scope.get(
    '/_sandbox/authenticate/:id',
    async (request: FastifyRequest<{ Params: Params; Querystring: { client_secret?: string; return_url?: string } }>, reply) => {
      const intent = await sandbox.viewPaymentIntent(request.params.id, text(request.query.client_secret));
      return html(
        reply,
        200,
        authenticationPage(request.params.id, text(request.query.client_secret), text(request.query.return_url), formatAmount(intent)),
      );
    },
  );

  scope.post(
    '/_sandbox/authenticate/:id',
    async (request: FastifyRequest<{ Params: Params; Body: Record<string, string> | undefined }>, reply) => {
      const form = request.body ?? {};
      const intent = await sandbox.authenticatePaymentIntent(request.params.id, text(form.client_secret), form.outcome === 'approve');
      const target = returnTarget(request, text(form.return_url));
      if (target === undefined) return reply.header('cache-control', 'no-store').send(intent);
      const url = new URL(target);
      url.searchParams.set('payment_intent', String(intent.id));
      url.searchParams.set('payment_intent_client_secret', String(intent.client_secret));
      url.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed');
      return reply.code(303).header('location', url.href).send();
    },
  );
}
