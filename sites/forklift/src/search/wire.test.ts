// The portal clients' wire against a real HTTP server on loopback: headers sent, bodies read, failures named.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortalApiError } from './portal-api-error';
import { createWire } from './wire';

let server: Server;
let origin: string;
let seen: IncomingHttpHeaders = {};

beforeAll(async () => {
  server = createServer((request, response) => {
    seen = request.headers;
    const answers: Record<string, [number, string, string]> = {
      '/ok': [200, 'application/json', '[{"id":1}]'],
      '/empty': [204, 'application/json', ''],
      '/hinted': [400, 'application/json', '{"code":"P0001","hint":"not_manager","message":"Only a manager may."}'],
      '/coded': [401, 'application/json', '{"code":"PGRST301","message":"JWT expired"}'],
      '/proxy': [502, 'text/html', '<html><body>Bad gateway</body></html>'],
    };
    const [status, type, body] = answers[request.url ?? ''] ?? [404, 'application/json', '{"error":"not_found"}'];
    response.writeHead(status, { 'content-type': type }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('createWire', () => {
  it('sends the anon key, and the access token when there is one', async () => {
    const anonymous = createWire({ origin, anonKey: () => 'anon', accessToken: () => undefined });
    await expect(anonymous.call('/ok')).resolves.toEqual([{ id: 1 }]);
    expect(seen).toMatchObject({ apikey: 'anon', authorization: 'Bearer anon' });
    expect(anonymous.signedIn()).toBe(false);
    const member = createWire({ origin, anonKey: () => 'anon', accessToken: () => 'token' });
    await expect(member.call('/empty', member.json('POST', { a: 1 }, { prefer: 'return=minimal' }))).resolves.toBeNull();
    expect(seen).toMatchObject({
      apikey: 'anon',
      authorization: 'Bearer token',
      'content-type': 'application/json',
      prefer: 'return=minimal',
    });
    expect(member.signedIn()).toBe(true);
  });

  it("names a failure by a function's plain-word hint, else the code, else the error or status", async () => {
    const wire = createWire({ origin, anonKey: () => 'anon', accessToken: () => undefined });
    expect(await failureOf(wire.call('/hinted'))).toMatchObject({ code: 'not_manager', status: 400, message: 'Only a manager may.' });
    expect(await failureOf(wire.call('/coded'))).toMatchObject({ code: 'PGRST301', status: 401, message: 'JWT expired' });
    expect(await failureOf(wire.call('/missing'))).toMatchObject({ code: 'not_found', status: 404 });
  });

  it("reads a proxy's HTML error page as a failure of its status, not a parse error", async () => {
    const failure = await failureOf(createWire({ origin, anonKey: () => 'anon' }).call('/proxy'));
    expect(failure).toBeInstanceOf(PortalApiError);
    expect(failure).toMatchObject({ code: '502', status: 502, message: 'Bad Gateway' });
  });
});
