// The success page's purchase action against a real HTTP server: the buyer's token, polling until the grant, refusals.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieAccessToken, purchaseActions } from './site-actions';

let server: Server;
let origin = '';
let reads = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    const authorized = request.headers.authorization === 'Bearer token-1';
    const id = request.url?.split('/').pop();
    response.setHeader('content-type', 'application/json');
    if (!authorized) {
      response.writeHead(401).end(JSON.stringify({ code: 'not_authenticated', message: 'Sign in to continue.' }));
    } else if (id !== 'cs_ok') {
      response.writeHead(404).end(JSON.stringify({ code: 'not_found', message: 'No such purchase.' }));
    } else {
      reads += 1;
      response.writeHead(200).end(JSON.stringify({ id, fulfilled: reads >= 3 }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const run = (actions: ReturnType<typeof purchaseActions>, input: Record<string, unknown>) =>
  (actions['liftfix:purchase'] as (action: unknown, context: unknown) => Promise<{ fulfilled?: boolean }>)(input, {
    evaluate: (value: unknown) => value,
  });

describe('liftfix:purchase', () => {
  it('reads the access cookie', () => {
    expect(cookieAccessToken('a=1; sb-access-token=abc%3D; b=2')).toBe('abc=');
    expect(cookieAccessToken('a=1')).toBeUndefined();
  });

  it('polls until the webhook has granted access', async () => {
    reads = 0;
    const actions = purchaseActions({ origin, accessToken: () => 'token-1', sleep: () => Promise.resolve() });
    expect(await run(actions, { sessionId: 'cs_ok', waitForGrant: true })).toEqual({ id: 'cs_ok', fulfilled: true });
    expect(reads).toBe(3);
  });

  it('refuses without a session id, without a sign-in, and for another buyer’s purchase', async () => {
    const signedIn = purchaseActions({ origin, accessToken: () => 'token-1' });
    await expect(run(signedIn, { sessionId: '' })).rejects.toThrow('This page needs the link from the checkout.');
    await expect(run(purchaseActions({ origin, accessToken: () => undefined }), { sessionId: 'cs_ok' })).rejects.toThrow(
      'Sign in to see your purchase.',
    );
    await expect(run(signedIn, { sessionId: 'cs_other' })).rejects.toThrow('We could not find this purchase for your account.');
  });
});
