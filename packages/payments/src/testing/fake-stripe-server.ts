// A local HTTP server answering the parts of Stripe's API the provider uses, recording every request it receives.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';

export interface CapturedRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  headers: IncomingHttpHeaders;
  rawBody: string;
  body: Record<string, unknown>;
}

export interface FakeStripe {
  host: string;
  port: number;
  requests: CapturedRequest[];
  /** Stores an object the API will then return by id (subscriptions, invoices… made by the test). */
  put(object: Record<string, unknown> & { id: string }): void;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

const notFound = (id: string) => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'`, param: 'id' } },
});

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: CapturedRequest[] = [];
  const objects = new Map<string, Json>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${String(++counter).padStart(6, '0')}`;
  const now = () => Math.floor(Date.now() / 1000);

  function answer(request: CapturedRequest): { status: number; body: Json } {
    const { method, path, body } = request;
    const byId = /^\/v1\/(checkout\/sessions|payment_intents|subscriptions|invoices|customers)\/([^/]+)$/.exec(path);
    if (method === 'GET' && byId) {
      const found = objects.get(decodeURIComponent(byId[2]!));
      if (!found) return notFound(byId[2]!);
      const expand = ([] as unknown[]).concat(request.query.expand ?? []);
      if (found.object === 'checkout.session' && expand.includes('line_items')) {
        const items = (found._line_items as Json[]) ?? [];
        return {
          status: 200,
          body: {
            ...found,
            _line_items: undefined,
            line_items: { object: 'list', data: items, has_more: false, url: `/v1/checkout/sessions/${found.id}/line_items` },
          },
        };
      }
      return { status: 200, body: { ...found, _line_items: undefined } };
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: nextId('cus'), object: 'customer', created: now(), email: body.email ?? null, metadata: body.metadata ?? {} };
      objects.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = nextId('cs_test');
      const lineItems = ((body.line_items as Json[]) ?? []).map((item, index) => ({
        id: `li_${index}`,
        object: 'item',
        price: { id: item.price, object: 'price' },
        quantity: Number(item.quantity ?? 1),
      }));
      const session = {
        id,
        object: 'checkout.session',
        created: now(),
        url: `https://checkout.stripe.com/c/pay/${id}`,
        mode: body.mode,
        status: 'open',
        payment_status: 'unpaid',
        customer: body.customer ?? null,
        customer_email: body.customer_email ?? null,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        locale: body.locale ?? null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        amount_total: null,
        currency: null,
        subscription: null,
        payment_intent: null,
        _line_items: lineItems,
      };
      objects.set(id, session);
      return { status: 200, body: { ...session, _line_items: undefined } };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = nextId('bps');
      return {
        status: 200,
        body: {
          id,
          object: 'billing_portal.session',
          created: now(),
          customer: body.customer,
          return_url: body.return_url ?? null,
          url: `https://billing.stripe.com/p/session/${id}`,
        },
      };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = nextId('pi');
      const intent = {
        id,
        object: 'payment_intent',
        created: now(),
        amount: Number(body.amount),
        currency: body.currency,
        customer: body.customer ?? null,
        metadata: body.metadata ?? {},
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake`,
        payment_method_types: body.allowed_payment_method_types ?? ['card'],
      };
      objects.set(id, intent);
      return { status: 200, body: intent };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } } };
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const captured: CapturedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: qs.parse(url.search.slice(1)),
        headers: req.headers,
        rawBody,
        body: qs.parse(rawBody) as Record<string, unknown>,
      };
      requests.push(captured);
      const { status, body } = answer(captured);
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${counter}`,
        'stripe-version': String(req.headers['stripe-version'] ?? ''),
      });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    requests,
    put: (object) => objects.set(object.id, object),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
