/**
 * The site's browser bundle: built with vite (and @vitejs/plugin-react) into the site's dist folder when it is
 * missing or when a file it was built from changed (a hash of their contents), once per start, together with the
 * site's service worker (`sw/serviceworker.js`); the build lands in a temporary folder and is renamed into place, so a
 * concurrent start never reads a half-written bundle.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { build as viteBuild } from 'vite';
import { precompressFolder } from './compression';
import { leanPreloadHelper } from './lean-preload-helper';
import type { ClientAssets, SiteClient } from './types';

const MANIFEST = '.vite/manifest.json';
/** The files the bundle was built from and the hash of their contents (written by `buildClient`). */
const INPUTS = '.vite/inputs.json';
/** Each module of a chunk group (`SiteClient.chunkGroups`) and its chunk's manifest key: vite's manifest names none. */
const GROUPED_MODULES = '.vite/grouped-modules.json';
/** The service worker script inside the bundle folder. */
export const WORKER_FILE = 'sw/serviceworker.js';
const WORKSPACE_SOURCE = /[\\/](packages|sites)[\\/][^\\/]+[\\/]src[\\/]/;

interface ManifestChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Static imports (manifest keys), loaded before the entry runs; lazy ones are `dynamicImports`. */
  imports?: string[];
}

/** This module's own file and the worker's sources: a change to how bundles are built makes them stale too. */
const BUILDER_FILE = fileURLToPath(import.meta.url);
const PRELOAD_HELPER_FILE = join(dirname(BUILDER_FILE), 'lean-preload-helper.ts');
const WORKER_SOURCES = join(dirname(BUILDER_FILE), 'service-worker');
const WORKER_ENTRY = join(WORKER_SOURCES, 'worker.ts');

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

interface BuildInputs {
  /** Absolute paths of the workspace modules the bundle holds (node_modules is covered by the lockfile). */
  files: string[];
  hash: string;
}

/**
 * The hash of what a bundle depends on: the modules it was built from, the files among the client's sources (the
 * lockfile), this module and the worker's sources. A missing file hashes as missing, so the bundle is rebuilt.
 */
function inputsHash(client: SiteClient, files: readonly string[]): string {
  const hash = createHash('sha256');
  const add = (path: string) =>
    hash
      .update(`${path}\0`)
      .update(existsSync(path) ? readFileSync(path) : 'missing')
      .update('\0');
  const sourceFiles = client.sources.filter((path) => existsSync(path) && statSync(path).isFile());
  for (const path of [BUILDER_FILE, PRELOAD_HELPER_FILE, ...filesIn(WORKER_SOURCES), ...sourceFiles, ...files]) add(path);
  // The chunk groups shape the output as much as the sources do.
  hash.update(JSON.stringify((client.chunkGroups ?? []).map((group) => [group.name, group.test.source, group.test.flags])));
  return hash.digest('hex');
}

function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesIn(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
}

function readInputs(outDir: string): BuildInputs | undefined {
  try {
    return JSON.parse(readFileSync(join(outDir, INPUTS), 'utf8')) as BuildInputs;
  } catch {
    return undefined;
  }
}

/**
 * True when the bundle is absent or what it was built from changed. A bundle that lists its inputs is compared by
 * content: an edit to a server-only file of the site (a migration, a data module) does not rebuild it, nor does a
 * checkout touching files without changing them. One without the list (built elsewhere) falls back to modification
 * times against the client's sources.
 */
export function isClientBuildStale(client: SiteClient): boolean {
  const outDir = clientOutDir(client);
  const manifest = join(outDir, MANIFEST);
  if (!existsSync(manifest)) return true;
  if (!existsSync(join(outDir, WORKER_FILE))) return true;
  const inputs = readInputs(outDir);
  if (inputs !== undefined) return inputsHash(client, inputs.files) !== inputs.hash;
  const built = statSync(manifest).mtimeMs;
  return [BUILDER_FILE, PRELOAD_HELPER_FILE, WORKER_SOURCES, ...client.sources].some((path) => newestMtime(path) > built);
}

const CSS_IMPORT = /@import\s+(?:url\(\s*)?["']([^"']+)["']/g;

/**
 * The stylesheets a stylesheet pulls in by relative @import, transitively: vite's CSS plugin inlines them, so they are
 * in the bundle without being modules of it (package stylesheets are covered by the lockfile).
 */
function cssImports(file: string, found = new Set<string>()): Set<string> {
  for (const [, target = ''] of readFileSync(file, 'utf8').matchAll(CSS_IMPORT)) {
    if (!target.startsWith('.')) continue;
    const path = resolve(dirname(file), target);
    if (found.has(path) || !existsSync(path)) continue;
    found.add(path);
    cssImports(path, found);
  }
  return found;
}

/** The entry chunk and its static imports, depth first, each once: what a page loads before it is interactive. */
function staticChunks(manifest: Readonly<Record<string, ManifestChunk>>, entryKey: string): ManifestChunk[] {
  const seen = new Set<string>();
  const chunks: ManifestChunk[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || seen.has(key)) return;
    seen.add(key);
    chunks.push(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return chunks;
}

/** Each lazily imported module's files (its chunk, its static imports) that the entry's own do not already cover. */
function dynamicModuleChunks(
  client: SiteClient,
  manifest: Readonly<Record<string, ManifestChunk>>,
  loadedWithEntry: ReadonlySet<string>,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isDynamicEntry !== true) continue;
    const files = staticChunks(manifest, key)
      .map((dependency) => dependency.file)
      .filter((file) => !loadedWithEntry.has(file));
    out[resolve(client.root, key)] = files.map((file) => `/${file}`);
  }
  // A module merged into a group's chunk is no chunk's facade, so the manifest has no key for it: the build records
  // which chunk holds it, and a page naming it preloads that chunk and its imports.
  const groupedFile = join(clientOutDir(client), GROUPED_MODULES);
  const grouped = existsSync(groupedFile) ? (JSON.parse(readFileSync(groupedFile, 'utf8')) as Record<string, string>) : {};
  for (const [module, key] of Object.entries(grouped)) {
    out[module] ??= staticChunks(manifest, key)
      .map((dependency) => dependency.file)
      .filter((file) => !loadedWithEntry.has(file))
      .map((file) => `/${file}`);
  }
  return out;
}

/** Reads the entry's script, its static imports and the stylesheets from vite's manifest. */
export function readClientAssets(client: SiteClient): ClientAssets {
  const outDir = clientOutDir(client);
  const manifest = JSON.parse(readFileSync(join(outDir, MANIFEST), 'utf8')) as Record<string, ManifestChunk>;
  const entryKey =
    manifest[client.entry] !== undefined ? client.entry : Object.keys(manifest).find((key) => manifest[key]?.isEntry === true);
  const entry = entryKey === undefined ? undefined : manifest[entryKey];
  if (entryKey === undefined || entry === undefined) throw new Error(`The bundle in ${outDir} has no entry for ${client.entry}.`);
  const chunks = staticChunks(manifest, entryKey);
  const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  return {
    outDir,
    scripts: [`/${entry.file}`],
    preloads: chunks.slice(1).map((chunk) => `/${chunk.file}`),
    styles: styles.map((file) => `/${file}`),
    moduleChunks: dynamicModuleChunks(client, manifest, new Set(chunks.map((chunk) => chunk.file))),
  };
}

export async function buildClient(client: SiteClient): Promise<void> {
  const [{ build, defaultClientConditions }, { default: react }] = await Promise.all([import('vite'), import('@vitejs/plugin-react')]);
  const outDir = clientOutDir(client);
  const temporary = `${outDir}.tmp-${process.pid}`;
  // Vite decides "production" from NODE_ENV (the JSX transform, package export conditions): a process started with
  // another value (vitest sets "test") would build development JSX against React's production build. The build
  // runs as production whatever the process has; React on the server was loaded already, so it is unaffected.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const started = Date.now();
  // The workspace modules the bundle is built from, for the staleness check (third-party code: the lockfile).
  const inputs = new Set<string>();
  const recordInputs = {
    name: 'kit:record-inputs',
    buildEnd(this: { getModuleIds(): IterableIterator<string> }) {
      for (const id of this.getModuleIds()) {
        const path = id.split('?')[0] ?? id;
        if (!path.startsWith('\0') && !path.includes(`${sep}node_modules${sep}`) && existsSync(path)) {
          inputs.add(path);
          if (path.endsWith('.css')) for (const imported of cssImports(path)) inputs.add(imported);
        }
      }
    },
  };
  const groupNames = new Set((client.chunkGroups ?? []).map((group) => group.name));
  const recordGroups = {
    name: 'kit:record-chunk-groups',
    generateBundle(
      this: { emitFile(file: { type: 'asset'; fileName: string; source: string }): string },
      _options: unknown,
      bundle: Record<
        string,
        { type: string; name?: string; fileName: string; facadeModuleId?: string | null; moduleIds?: readonly string[] }
      >,
    ) {
      const grouped: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.name === undefined || !groupNames.has(chunk.name) || chunk.facadeModuleId) continue;
        // vite's manifest key of a chunk without a facade: `_` and its file's name.
        for (const id of chunk.moduleIds ?? []) if (!id.startsWith('\0')) grouped[id] = `_${basename(chunk.fileName)}`;
      }
      this.emitFile({ type: 'asset', fileName: GROUPED_MODULES, source: JSON.stringify(grouped) });
    },
  };
  try {
    await build({
      root: client.root,
      configFile: false,
      logLevel: 'warn',
      mode: 'production',
      // Whatever NODE_ENV the starting process has (vitest sets "test"): the browser gets React's production build,
      // not its development one (~200 KB more gzip).
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      plugins: [react(), leanPreloadHelper(), recordInputs, recordGroups],
      // Packages may ship a variant for the browser bundle (`kit-site-bundle` in their package.json's imports or
      // exports): @kit/formula's general helpers load in their own chunk there.
      resolve: { conditions: ['kit-site-bundle', ...defaultClientConditions] },
      build: {
        outDir: temporary,
        emptyOutDir: true,
        manifest: true,
        // No preload helper: it put every lazy chunk's file name list in the entry (~1.3 KB gzip of a page's first
        // script). A page's element chunks are preloaded by the server (modulepreload links); on client navigation
        // a chunk's own imports then start once it has arrived.
        modulePreload: false,
        rollupOptions: {
          input: resolve(client.root, client.entry),
          // Workspace sources are side-effect free (stylesheets aside): what a page does not use is dropped, even when
          // a package's index re-exports modules that build values at load time (the design schema).
          treeshake: { moduleSideEffects: (id: string) => !WORKSPACE_SOURCE.test(id) || id.endsWith('.css') },
          // A group holds the modules it names only: with their dependencies (rolldown's default) it took the React
          // and runtime modules the forms import out of the entry, which then imported the group on every page.
          // Without groups, rolldown's own splitting is left as it is (the showcase).
          output:
            client.chunkGroups === undefined || client.chunkGroups.length === 0
              ? {}
              : {
                  codeSplitting: {
                    groups: client.chunkGroups.map((group) => ({
                      name: group.name,
                      test: group.test,
                      includeDependenciesRecursively: false,
                    })),
                  },
                },
        },
      },
    });
    await buildWorker(build, temporary);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  precompressFolder(join(temporary, 'assets'));
  const files = [...inputs].sort();
  // A file edited while the build ran may be in the bundle as it was before: the bundle is then stale at once.
  const edited = files.some((path) => !existsSync(path) || statSync(path).mtimeMs >= started);
  writeFileSync(
    join(temporary, INPUTS),
    JSON.stringify({ files, hash: edited ? 'edited-during-build' : inputsHash(client, files) } satisfies BuildInputs),
  );
  keepPreviousAssets(outDir, temporary);
  // Swap by renames (the old bundle moved aside, the new one moved in), so a process reading or replacing the
  // folder at the same moment never sees it half-deleted; the retired copy is removed afterwards, best effort.
  const retired = `${outDir}.old-${process.pid}-${Date.now()}`;
  try {
    renameSync(outDir, retired);
  } catch {
    // No previous bundle, or another process moved it first.
  }
  try {
    renameSync(temporary, outDir);
  } catch (error) {
    // Another process put its bundle in place first: use that one.
    rmSync(temporary, { recursive: true, force: true });
    if (!existsSync(join(outDir, MANIFEST))) throw error;
  }
  try {
    rmSync(retired, { recursive: true, force: true });
  } catch {
    // Left for the next build; it is never served.
  }
}

/**
 * Hashed asset files of the bundle being replaced are carried into the new one: a page loaded before the rebuild
 * (or served by another process still on the old bundle) keeps loading its scripts and lazy chunks. File names
 * are content hashes, so an old file never shadows a new one.
 */
function keepPreviousAssets(previousDir: string, nextDir: string): void {
  const previous = join(previousDir, 'assets');
  const next = join(nextDir, 'assets');
  if (!existsSync(previous) || !existsSync(next)) return;
  for (const name of readdirSync(previous)) {
    const target = join(next, name);
    if (!existsSync(target)) {
      try {
        copyFileSync(join(previous, name), target);
      } catch {
        // The previous bundle is being replaced concurrently: its files are best kept, not required.
      }
    }
  }
}

/** The service worker: one classic script (workers load it without modules), workbox's debug code left out. */
async function buildWorker(build: typeof viteBuild, outDir: string): Promise<void> {
  await build({
    root: WORKER_SOURCES,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: join(outDir, dirname(WORKER_FILE)),
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: { input: WORKER_ENTRY, output: { format: 'iife', entryFileNames: 'serviceworker.js' } },
    },
  });
}

const READ_ATTEMPTS = 50;

/**
 * Builds the bundle if it is missing or stale, then returns its tags, its styles and its service worker, all read
 * at once; reading retries for a few seconds while another process swaps the bundle folder.
 */
export async function ensureClientBuild(client: SiteClient): Promise<ClientAssets> {
  if (isClientBuildStale(client)) await buildClient(client);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const assets = readClientAssets(client);
      return {
        ...assets,
        inlineCss: assets.styles.map((href) => readFileSync(join(assets.outDir, href), 'utf8')).join('\n'),
        workerSource: readFileSync(join(assets.outDir, WORKER_FILE), 'utf8'),
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt >= READ_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
