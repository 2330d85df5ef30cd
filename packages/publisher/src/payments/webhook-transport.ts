// How the sandbox reaches the webhook: over HTTP to a URL, or straight into this server's own route (no port needed).
import type { WebhookTransport } from '@kit/payments';
import type { FastifyInstance } from 'fastify';

export const WEBHOOK_PATH = '/payments/webhook';

export function httpWebhookTransport(url: string, timeoutMs = 10_000): WebhookTransport {
  return async ({ payload, headers }) => {
    const response = await fetch(url, { method: 'POST', headers, body: payload, signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.status;
  };
}

export function injectWebhookTransport(app: FastifyInstance, path = WEBHOOK_PATH): WebhookTransport {
  return async ({ payload, headers }) => {
    const response = await app.inject({ method: 'POST', url: path, headers, payload });
    return response.statusCode;
  };
}
