/**
 * A real vite build of a tiny site: the browser gets production code even when the starting process runs with
 * another NODE_ENV (vitest's "test"), the service worker is built beside it, and scripts get compressed copies.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ensureClientBuild, isClientBuildStale, WORKER_FILE } from './client-build';

describe('client build (vite)', () => {
  it('bundles production code whatever NODE_ENV is, with the worker and compressed copies', async () => {
    expect(process.env.NODE_ENV).toBe('test');
    // Inside the repository, so the site resolves react from the workspace's node_modules.
    const root = mkdtempSync(fileURLToPath(new URL('../../.tmp-client-build-', import.meta.url)));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    mkdirSync(join(root, 'src'));
    // JSX too: a development transform (jsxDEV) against React's production runtime breaks every component.
    writeFileSync(
      join(root, 'src', 'client.tsx'),
      'import { label } from "./label";\nconst view = <p>hi</p>;\ndocument.title = String(process.env.NODE_ENV) + String(view) + label;\n',
    );
    writeFileSync(join(root, 'src', 'label.ts'), 'export const label = "x";\n');
    const client = { root, entry: 'src/client.tsx', sources: [join(root, 'src')] };
    const assets = await ensureClientBuild(client);
    const entry = readFileSync(join(assets.outDir, assets.scripts[0] ?? ''), 'utf8');
    expect(entry).toContain('production');
    expect(entry).not.toMatch(/[`"']test[`"']/);
    expect(entry).not.toContain('jsxDEV');
    expect(process.env.NODE_ENV).toBe('test');
    expect(existsSync(join(assets.outDir, WORKER_FILE))).toBe(true);
    expect(assets.workerSource).toContain('self.__SITE_SW');
    expect(existsSync(join(assets.outDir, `${assets.scripts[0] ?? ''}.br`))).toBe(true);
    expect(existsSync(join(assets.outDir, `${assets.scripts[0] ?? ''}.gz`))).toBe(true);
    // Staleness follows the contents of the files bundled: a file the bundle does not import, or one rewritten
    // unchanged, leaves it fresh; a change to a bundled module makes it stale.
    writeFileSync(join(root, 'src', 'server-only.ts'), 'export const secret = 1;\n');
    writeFileSync(join(root, 'src', 'label.ts'), 'export const label = "x";\n');
    expect(isClientBuildStale(client)).toBe(false);
    writeFileSync(join(root, 'src', 'label.ts'), 'export const label = "y";\n');
    expect(isClientBuildStale(client)).toBe(true);
  }, 60_000);

  it('is stale when a stylesheet pulled in by @import changes', async () => {
    // The imported file is bundled although it is no module of its own (vite's CSS plugin inlines it).
    const root = mkdtempSync(fileURLToPath(new URL('../../.tmp-client-build-', import.meta.url)));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src', 'client.ts'), 'import "./styles.css";\n');
    writeFileSync(join(root, 'src', 'styles.css'), "@import './part.css';\n");
    writeFileSync(join(root, 'src', 'part.css'), 'p { margin: 11px; }\n');
    const client = { root, entry: 'src/client.ts', sources: [join(root, 'src')] };
    const assets = await ensureClientBuild(client);
    expect(assets.inlineCss).toContain('11px');
    expect(isClientBuildStale(client)).toBe(false);
    writeFileSync(join(root, 'src', 'part.css'), 'p { margin: 22px; }\n');
    expect(isClientBuildStale(client)).toBe(true);
    expect((await ensureClientBuild(client)).inlineCss).toContain('22px');
  }, 60_000);

  it('merges a chunk group into one chunk, preloaded for each of its modules, without the entry importing it', async () => {
    const root = mkdtempSync(fileURLToPath(new URL('../../.tmp-client-build-', import.meta.url)));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    mkdirSync(join(root, 'src', 'forms'), { recursive: true });
    writeFileSync(join(root, 'src', 'shared.ts'), 'export const shared = (v: string) => v + "!";\n');
    writeFileSync(
      join(root, 'src', 'client.ts'),
      'import { shared } from "./shared";\nvoid import("./forms/a").then((m) => m.a());\nvoid import("./forms/b").then((m) => m.b());\ndocument.title = shared("t");\n',
    );
    writeFileSync(join(root, 'src', 'forms', 'a.ts'), 'import { shared } from "../shared";\nexport const a = () => shared("a");\n');
    writeFileSync(join(root, 'src', 'forms', 'b.ts'), 'import { shared } from "../shared";\nexport const b = () => shared("b");\n');
    const client = {
      root,
      entry: 'src/client.ts',
      sources: [join(root, 'src')],
      chunkGroups: [{ name: 'forms', test: /[\\/]forms[\\/]/ }],
    };
    const assets = await ensureClientBuild(client);
    const a = assets.moduleChunks?.[join(root, 'src', 'forms', 'a.ts')] ?? [];
    expect(a).toHaveLength(1);
    expect(a[0]).toMatch(/^\/assets\/forms-/);
    expect(assets.moduleChunks?.[join(root, 'src', 'forms', 'b.ts')]).toEqual(a);
    // The group took its own modules only: the entry keeps what it uses and loads no group chunk.
    expect(assets.preloads.some((file) => file.includes('forms'))).toBe(false);
    expect(readFileSync(join(assets.outDir, assets.scripts[0] ?? ''), 'utf8')).toContain('!');
    // The groups shape the bundle: changing them makes it stale.
    expect(isClientBuildStale(client)).toBe(false);
    expect(isClientBuildStale({ ...client, chunkGroups: [{ name: 'forms', test: /[\\/]form[\\/]/ }] })).toBe(true);
  }, 60_000);
});
