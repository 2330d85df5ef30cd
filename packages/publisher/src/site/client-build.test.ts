/**
 * Bundle staleness and manifest reading: missing, without its service worker, or older than a source means rebuild;
 * the entry script, its static imports (not lazy ones) and styles from the manifest.
 */
import { rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureClientBuild, isClientBuildStale, readClientAssets } from './client-build';
import { testingPublication } from './testing/publication';

describe('client build', () => {
  it('reads the entry script, its static imports and its stylesheets from the manifest', () => {
    const { client } = testingPublication();
    expect(readClientAssets(client)).toEqual({
      outDir: join(client.root, 'dist'),
      scripts: ['/assets/client-abc.js'],
      preloads: ['/assets/shared-def.js'],
      styles: ['/assets/client-abc.css'],
      // A lazily imported module, by its source path: its chunk, without what the entry already loads.
      moduleChunks: { [join(client.root, 'src', 'lazy.ts')]: ['/assets/lazy-123.js'] },
    });
  });

  it('reads the styles and the service worker with the tags when the bundle is fresh', async () => {
    const { client } = testingPublication();
    const assets = await ensureClientBuild(client);
    expect(assets.inlineCss).toBe('body{}\n');
    expect(assets.workerSource).toContain('self.__SITE_SW');
  });

  it('is stale when the service worker is missing', () => {
    const { client } = testingPublication();
    expect(isClientBuildStale(client)).toBe(false);
    rmSync(join(client.root, 'dist', 'sw', 'serviceworker.js'));
    expect(isClientBuildStale(client)).toBe(true);
  });

  it('is stale when the manifest is missing or a source is newer than it', () => {
    const { client } = testingPublication();
    const manifest = join(client.root, 'dist', '.vite', 'manifest.json');
    const source = join(client.root, 'src', 'client.ts');
    utimesSync(source, new Date(1_000_000), new Date(1_000_000));
    expect(isClientBuildStale(client)).toBe(false);
    writeFileSync(source, 'export const changed = 1;\n');
    utimesSync(manifest, new Date(1_000), new Date(1_000));
    expect(isClientBuildStale(client)).toBe(true);
    expect(isClientBuildStale({ ...client, outDir: 'elsewhere' })).toBe(true);
  });
});
