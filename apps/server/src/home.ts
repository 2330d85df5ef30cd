// The root page while no site is mounted: says what this server offers, so `npm start` is never a blank 404.
import type { FastifyInstance } from 'fastify';

const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Platform</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1b1f24}
@media (prefers-color-scheme:dark){body{background:#111418;color:#e6e9ee}a{color:#8ab4ff}}code{font-size:.95em}</style></head>
<body><h1>The platform is running</h1>
<p>Supabase-compatible APIs are served on this origin:</p>
<ul><li><code>/rest/v1</code> — database</li><li><code>/auth/v1</code> — authentication</li><li><code>/storage/v1</code> — files</li>
<li><code>/functions/v1</code> — functions</li><li><code>/realtime/v1/websocket</code> — realtime</li></ul>
<p>Health: <a href="/health">/health</a>. Keys: run <code>npm run keys</code>.</p></body></html>`;

export function registerHomeRoute(app: FastifyInstance): void {
  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
}
