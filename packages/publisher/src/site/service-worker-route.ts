/**
 * `GET /serviceworker.js` (the runtime registers it with `?_wwcv={cacheVersion}`): the built worker with this
 * publication's config written in — its cache version and the files to precache (the entry chunk, its static
 * imports and the home page; styles are inlined in pages). Revalidated on every load so a new publication reaches
 * browsers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DesignInfo } from '@kit/runtime-core';
import { WORKER_FILE } from './client-build';
import { strongEtag } from './json-body';
import type { WorkerConfig } from './service-worker/policy';
import type { ClientAssets } from './types';

const PLACEHOLDER = 'self.__SITE_SW';

export function workerConfig(design: DesignInfo, assets: ClientAssets): WorkerConfig {
  const cacheVersion = String(design.cacheVersion ?? 0);
  const files = [...assets.scripts, ...assets.preloads];
  // The home page changes with the publication and the bundle: both are in its revision.
  const homeRevision = `${cacheVersion}-${assets.scripts.join(',')}`;
  return {
    cacheVersion,
    precache: [...files.map((url) => ({ url, revision: null })), { url: '/', revision: homeRevision }],
    offlinePage: '/',
  };
}

/** The worker script with the config in place of its placeholder (which must appear exactly once). */
export function workerScript(source: string, config: WorkerConfig): string {
  const at = source.indexOf(PLACEHOLDER);
  if (at < 0 || source.indexOf(PLACEHOLDER, at + 1) >= 0) throw new Error(`The service worker must read ${PLACEHOLDER} exactly once.`);
  // JSON is a valid expression; `<` is escaped so the script stays inert if ever inlined in HTML.
  return source.slice(0, at) + `(${JSON.stringify(config).replace(/</g, '\\u003c')})` + source.slice(at + PLACEHOLDER.length);
}

export function registerServiceWorkerRoute(app: FastifyInstance, design: DesignInfo, assets: ClientAssets): void {
  const source = assets.workerSource ?? readFileSync(join(assets.outDir, WORKER_FILE), 'utf8');
  const script = workerScript(source, workerConfig(design, assets));
  const etag = strongEtag(script);
  app.get('/serviceworker.js', async (request, reply) => {
    reply.header('etag', etag).header('cache-control', 'no-cache').header('service-worker-allowed', '/');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/javascript; charset=utf-8').send(script);
  });
}
