/**
 * A real vite build of a tiny site: the browser gets production code even when the starting process runs with
 * another NODE_ENV (vitest's "test"), the service worker is built beside it, and scripts get compressed copies.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureClientBuild, WORKER_FILE } from './client-build';

describe('client build (vite)', () => {
  it('bundles production code whatever NODE_ENV is, with the worker and compressed copies', async () => {
    expect(process.env.NODE_ENV).toBe('test');
    const root = mkdtempSync(join(tmpdir(), 'kit-client-build-'));
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src', 'client.ts'), 'document.title = String(process.env.NODE_ENV);\n');
    const assets = await ensureClientBuild({ root, entry: 'src/client.ts', sources: [join(root, 'src')] });
    const entry = readFileSync(join(assets.outDir, assets.scripts[0] ?? ''), 'utf8');
    expect(entry).toContain('production');
    expect(entry).not.toMatch(/[`"']test[`"']/);
    expect(existsSync(join(assets.outDir, WORKER_FILE))).toBe(true);
    expect(assets.workerSource).toContain('self.__SITE_SW');
    expect(existsSync(join(assets.outDir, `${assets.scripts[0] ?? ''}.br`))).toBe(true);
    expect(existsSync(join(assets.outDir, `${assets.scripts[0] ?? ''}.gz`))).toBe(true);
  }, 60_000);
});
