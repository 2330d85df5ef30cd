import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createJwtService } from '@kit/platform';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRestProxyRoutes } from './register-rest-proxy-routes';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

describe('REST proxy', () => {
  let upstream: Server;
  let upstreamPort: number;
  let app: FastifyInstance;
  let proxyUrl: string;
  let anonKey: string;
  const seen: Seen[] = [];
  const jwt = createJwtService('rest-proxy-test-secret-with-at-least-32-chars');

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', (): void => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        const path = new URL(req.url ?? '/', 'http://x').pathname;
        if (path === '/redirect-private') return void res.writeHead(302, { location: `http://localhost:${upstreamPort}/echo` }).end();
        if (path === '/redirect-metadata') return void res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
        if (path === '/redirect-same') return void res.writeHead(303, { location: '/echo?after=redirect' }).end();
        if (path === '/missing') return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"nope"}');
        if (path === '/big') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(5000));
        if (path === '/hang') return; // never answers
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            method: req.method,
            url: req.url,
            contentType: req.headers['content-type'] ?? null,
            body,
            auth: req.headers.authorization ?? null,
          }),
        );
      });
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    upstreamPort = (upstream.address() as { port: number }).port;
    app = Fastify({ logger: false });
    anonKey = await jwt.sign({ role: 'anon', iss: 'supabase' });
    await registerRestProxyRoutes(app, {
      allowedHosts: [`127.0.0.1:${upstreamPort}`],
      timeoutMs: 500,
      maxResponseBytes: 1000,
      jwt,
      rateLimit: { requests: 1000, windowMs: 60_000 },
    });
    proxyUrl = `${await app.listen({ host: '127.0.0.1', port: 0 })}/designs/site-1/rest-api/request`;
  });

  afterAll(async () => {
    await app?.close();
    upstream?.closeAllConnections();
    await new Promise((r) => upstream?.close(r));
  });

  const call = (body: unknown) =>
    fetch(proxyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: anonKey },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const target = (path: string) => `http://127.0.0.1:${upstreamPort}${path}`;

  it('forwards a GET with query and header lists and returns the target answer', async () => {
    const response = await call({
      url: target('/echo?a=1'),
      method: 'GET',
      queries: [
        { key: 'brand', value: 'c-monarch' },
        { key: '', value: 'skipped' },
      ],
      headers: [
        { key: 'Authorization', value: 'Bearer t' },
        { key: 'Host', value: 'evil.example' },
      ],
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { method: string; url: string; auth: string };
    expect(body).toMatchObject({ method: 'GET', url: '/echo?a=1&brand=c-monarch', auth: 'Bearer t' });
    expect(seen.at(-1)?.headers.host).toBe(`127.0.0.1:${upstreamPort}`);
  });

  it('encodes bodies as JSON, form-urlencoded and multipart', async () => {
    const json = (await (await call({ url: target('/echo'), method: 'POST', data: [{ key: 'code', value: 'E-204' }] })).json()) as Record<
      string,
      string
    >;
    expect(json).toMatchObject({ contentType: 'application/json', body: '{"code":"E-204"}' });
    const form = (await (
      await call({
        url: target('/echo'),
        method: 'POST',
        dataType: 'application/x-www-form-urlencoded',
        data: { code: 'E 204', tags: ['a', 'b'] },
      })
    ).json()) as Record<string, string>;
    expect(form.contentType).toBe('application/x-www-form-urlencoded');
    expect(decodeURIComponent(form.body ?? '')).toBe('code=E 204&tags[0]=a&tags[1]=b');
    const multipart = (await (
      await call({ url: target('/echo'), method: 'POST', dataType: 'multipart/form-data', data: { code: 'E-204' } })
    ).json()) as Record<string, string>;
    expect(multipart.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipart.body).toContain('name="code"');
    expect(multipart.body).toContain('E-204');
  });

  it("mirrors the target's status and body", async () => {
    const response = await call({ url: target('/missing') });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'nope' });
  });

  it('follows a redirect on the same allowed origin, switching to GET after 303', async () => {
    const response = await call({ url: target('/redirect-same'), method: 'POST', data: { a: 1 } });
    expect(await response.json()).toMatchObject({ method: 'GET', url: '/echo?after=redirect', body: '' });
  });

  it.each([
    ['loopback by address', 'http://127.0.0.2:9/'],
    ['loopback by name', 'http://localhost:9/'],
    ['IPv6 loopback', 'http://[::1]:9/'],
    ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]:9/'],
    ['private range', 'http://10.0.0.1/'],
    ['private range 192.168', 'http://192.168.0.10/admin'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['unspecified address', 'http://0.0.0.0:9/'],
    ['IPv4-compatible loopback', 'http://[::127.0.0.1]:9/'],
    ['IPv4-translated loopback', 'http://[::ffff:0:7f00:1]:9/'],
    ['6to4 loopback', 'http://[2002:7f00:1::1]:9/'],
    ['NAT64 metadata', 'http://[64:ff9b::a9fe:a9fe]/'],
    ['local-use NAT64', 'http://[64:ff9b:1::a9fe:a9fe]/'],
    ['site-local', 'http://[fec0::1]/'],
    ['decimal loopback', 'http://2130706433:9/'],
  ])('refuses %s', async (_label, url) => {
    const before = seen.length;
    const response = await call({ url });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'proxy_target_forbidden', message: 'The target address is not allowed' });
    expect(seen.length).toBe(before);
  });

  it('refuses redirects to loopback and metadata addresses', async () => {
    for (const path of ['/redirect-private', '/redirect-metadata']) {
      const before = seen.length;
      const response = await call({ url: target(path) });
      expect(response.status).toBe(403);
      expect(seen.length).toBe(before + 1);
    }
  });

  it('times out, and caps the response size', async () => {
    const slow = await call({ url: target('/hang') });
    expect(slow.status).toBe(504);
    expect(await slow.json()).toMatchObject({ code: 'proxy_timeout' });
    const big = await call({ url: target('/big') });
    expect(big.status).toBe(502);
    expect(await big.json()).toMatchObject({ code: 'proxy_response_too_large' });
  });

  it.each([
    ['a relative url', { url: '/etc/passwd' }],
    ['a file url', { url: 'file:///etc/passwd' }],
    ['an ftp url', { url: 'ftp://example.com/x' }],
    ['an unknown method', { url: 'http://example.com', method: 'TRACE' }],
    ['a header with a line break', { url: target('/echo'), headers: { 'x-a': 'b\r\nx-injected: 1' } }],
    ['no url', { method: 'GET' }],
  ])('answers 400 for %s', async (_label, body) => {
    const response = await call(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'proxy_invalid_request' });
  });

  it('answers 400 proxy_invalid_request for JSON nested too deeply', async () => {
    const deep = `{"url":"${target('/echo')}","method":"POST","data":${'['.repeat(50_000)}${']'.repeat(50_000)}}`;
    const response = await call(deep);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'proxy_invalid_request',
      message: 'Invalid request: the JSON body is nested too deeply',
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await call('{not json');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'proxy_invalid_request' });
  });

  it("refuses callers without a key, or with a key that is not this site's (401)", async () => {
    const before = seen.length;
    const body = JSON.stringify({ url: target('/echo') });
    const none = await fetch(proxyUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: 'proxy_key_required' });
    const foreignKey = await createJwtService('another-project-secret-with-32-characters').sign({ role: 'anon' });
    for (const key of [foreignKey, 'not-a-jwt', await jwt.sign({ role: 'postgres' })]) {
      const forged = await fetch(proxyUrl, { method: 'POST', headers: { 'content-type': 'application/json', apikey: key }, body });
      expect(forged.status).toBe(401);
      expect(await forged.json()).toMatchObject({ code: 'proxy_key_invalid' });
    }
    expect(seen.length).toBe(before);
    const bearer = await fetch(proxyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${anonKey}` },
      body,
    });
    expect(bearer.status).toBe(200);
  });

  it('rate-limits each client address, with Retry-After', async () => {
    const limited = Fastify({ logger: false });
    await registerRestProxyRoutes(limited, {
      allowedHosts: [`127.0.0.1:${upstreamPort}`],
      jwt,
      rateLimit: { requests: 3, windowMs: 60_000 },
    });
    const url = `${await limited.listen({ host: '127.0.0.1', port: 0 })}/designs/site-1/rest-api/request`;
    try {
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < 5; i++) {
        // A keyless caller is counted too: the limit is on the address, before any other check.
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(i % 2 ? {} : { apikey: anonKey }) },
          body: JSON.stringify({ url: target('/echo') }),
        });
        statuses.push(response.status);
        if (response.status === 429) {
          retryAfter = response.headers.get('retry-after');
          expect(await response.json()).toMatchObject({ code: 'proxy_rate_limited' });
        } else await response.arrayBuffer();
      }
      expect(statuses).toEqual([200, 401, 200, 429, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
