import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerIconRoutes } from './register-icon-routes';

describe('GET /icons/{name}.svg', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerIconRoutes(app);
    await app.ready();
  });
  afterAll(() => app.close());

  it('serves a Lucide icon as SVG with caching headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/icons/wrench.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toContain('max-age=86400');
    expect(response.body.startsWith('<svg')).toBe(true);
    expect(response.body).toContain('stroke="currentColor"');
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await app.inject({ method: 'GET', url: '/icons/fuel.svg' });
    const again = await app.inject({ method: 'GET', url: '/icons/fuel.svg', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it.each([
    'no-such-icon.svg',
    'wrench.png',
    'wrench',
    '..%2F..%2Fpackage.json',
    '..%2Fpackage.svg',
    'Wrench.svg',
    '%00.svg',
    `${'a'.repeat(80)}.svg`,
  ])('answers 404 for %s', async (file) => {
    const response = await app.inject({ method: 'GET', url: `/icons/${file}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'icon_not_found', message: 'Icon not found' });
  });
});
