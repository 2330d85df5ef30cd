/**
 * The site's browser bundle: built with vite (and @vitejs/plugin-react) into the site's dist folder when it is
 * missing or older than any source file, once per start; the build lands in a temporary folder and is renamed
 * into place, so a concurrent start never reads a half-written bundle.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClientAssets, SiteClient } from './types';

const MANIFEST = '.vite/manifest.json';
const WORKSPACE_SOURCE = /[\\/](packages|sites)[\\/][^\\/]+[\\/]src[\\/]/;

interface ManifestChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
}

/** This module's own file: a change to how bundles are built makes them stale too. */
const BUILDER_FILE = fileURLToPath(import.meta.url);

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  return stat.isDirectory() ? newestInDir(path) : stat.mtimeMs;
}

function newestInDir(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export function clientOutDir(client: SiteClient): string {
  return resolve(client.root, client.outDir ?? 'dist');
}

/** True when the bundle is absent or a source changed after it was built. */
export function isClientBuildStale(client: SiteClient): boolean {
  const manifest = join(clientOutDir(client), MANIFEST);
  if (!existsSync(manifest)) return true;
  const built = statSync(manifest).mtimeMs;
  return [BUILDER_FILE, ...client.sources].some((path) => newestMtime(path) > built);
}

/** Reads the entry's script and stylesheets from vite's manifest. */
export function readClientAssets(client: SiteClient): ClientAssets {
  const outDir = clientOutDir(client);
  const manifest = JSON.parse(readFileSync(join(outDir, MANIFEST), 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[client.entry] ?? Object.values(manifest).find((chunk) => chunk.isEntry);
  if (entry === undefined) throw new Error(`The bundle in ${outDir} has no entry for ${client.entry}.`);
  return { outDir, scripts: [`/${entry.file}`], styles: (entry.css ?? []).map((file) => `/${file}`) };
}

export async function buildClient(client: SiteClient): Promise<void> {
  const [{ build }, { default: react }] = await Promise.all([import('vite'), import('@vitejs/plugin-react')]);
  const outDir = clientOutDir(client);
  const temporary = `${outDir}.tmp-${process.pid}`;
  await build({
    root: client.root,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: {
      outDir: temporary,
      emptyOutDir: true,
      manifest: true,
      rollupOptions: {
        input: resolve(client.root, client.entry),
        // Workspace sources are side-effect free (stylesheets aside): what a page does not use is dropped, even when
        // a package's index re-exports modules that build values at load time (the design schema).
        treeshake: { moduleSideEffects: (id: string) => !WORKSPACE_SOURCE.test(id) || id.endsWith('.css') },
      },
    },
  });
  rmSync(outDir, { recursive: true, force: true });
  try {
    renameSync(temporary, outDir);
  } catch (error) {
    // Another process put its bundle in place first: use that one.
    rmSync(temporary, { recursive: true, force: true });
    if (!existsSync(join(outDir, MANIFEST))) throw error;
  }
}

/** Builds the bundle if it is missing or stale, then returns its tags. */
export async function ensureClientBuild(client: SiteClient): Promise<ClientAssets> {
  if (isClientBuildStale(client)) await buildClient(client);
  return readClientAssets(client);
}
