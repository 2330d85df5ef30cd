// The heavy elements' figures (issue 9, acceptance 4): the datagrid's time to first render with 100,000 rows in
// Chromium (mount to rows painted, with the element's own column mapping, options, modules and theme) against the
// same grid with 100 rows in the same run, and the gzip size of each lazily loaded element chunk of the showcase
// bundle against the page entry it is split from.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ensureClientBuild } from '../packages/publisher/src';
import { showcasePublication } from '../sites/showcase/src';
import type { BenchResult } from './result';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DATAGRID = join(ROOT, 'packages/elements/src/datagrid');
const ROUNDS = 5;
const BIG = 100_000;
const SMALL = 100;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

const gzipSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The bench page: the datagrid's AG Grid setup (columns mapped by the element, its options, modules and theme). */
const ENTRY = `
import { createRoot } from 'react-dom/client';
import { AgGridReact } from 'ag-grid-react';
import { toColumnDefs } from '${DATAGRID}/columns';
import { gridOptions } from '${DATAGRID}/grid-options';
import { registerGridModules } from '${DATAGRID}/modules';
import { datagridTheme } from '${DATAGRID}/theme';

registerGridModules();
const columns = toColumnDefs(
  [
    { headerName: 'Id', field: 'id', cellDataType: 'number', sortable: true, filter: true, widthAlgo: 'fixed', width: 100 },
    { headerName: 'Name', field: 'name', cellDataType: 'text', sortable: true, filter: true, widthAlgo: 'flex', flex: 2 },
    { headerName: 'Price', field: 'price', cellDataType: 'number', sortable: true, widthAlgo: 'flex', flex: 1 },
    { headerName: 'In stock', field: 'inStock', cellDataType: 'boolean', widthAlgo: 'fixed', width: 110 },
    { headerName: 'Added', field: 'added', cellDataType: 'dateString', widthAlgo: 'fixed', width: 140 },
  ],
  () => undefined,
  { image: undefined, action: undefined },
);
const options = gridOptions({ rowSelection: 'multiple', enableClickSelection: false, disableCheckboxes: false, selectAll: 'all', pagination: false, paginationPageSize: 10, movableColumns: false, resizableColumns: true, layout: 'fixed' });

window.renderGrid = (count) => {
  const rows = Array.from({ length: count }, (_, i) => ({ id: i, name: 'Part ' + ((i * 7919) % count), price: (i * 7717) % 1000, inStock: i % 3 !== 0, added: '2026-01-' + String((i % 28) + 1).padStart(2, '0') }));
  const host = document.getElementById('host');
  return new Promise((done) => {
    const root = createRoot(host);
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (host.querySelector('.ag-row') === null) return;
      observer.disconnect();
      // Two frames after the rows are in the DOM: they have been painted.
      requestAnimationFrame(() => requestAnimationFrame(() => {
        const elapsed = performance.now() - start;
        root.unmount();
        done(elapsed);
      }));
    });
    observer.observe(host, { childList: true, subtree: true });
    root.render(<div style={{ height: 400, width: 900 }}><AgGridReact theme={datagridTheme} rowData={rows} columnDefs={columns} {...options} /></div>);
  });
};
`;

/** Builds the bench page with vite (under node_modules/.cache, so packages resolve from the workspace). */
async function buildGridPage(dir: string): Promise<string> {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'entry.tsx'), ENTRY);
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="host"></div><script type="module" src="./entry.tsx"></script></body></html>',
  );
  const [{ build }, { default: react }] = await Promise.all([import('vite'), import('@vitejs/plugin-react')]);
  await build({
    root: dir,
    configFile: false,
    logLevel: 'error',
    mode: 'production',
    plugins: [react()],
    build: { outDir: join(dir, 'dist'), emptyOutDir: true },
  });
  return join(dir, 'dist');
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

async function measureGrid(): Promise<{ big: number; small: number }> {
  const dir = join(ROOT, 'node_modules/.cache/kit-elements-bench');
  const dist = await buildGridPage(dir);
  const server = createServer((request, response) => {
    const path = resolve(dist, `.${new URL(request.url ?? '/', 'http://localhost').pathname.replace(/\/$/, '/index.html')}`);
    if (!path.startsWith(dist)) return void response.writeHead(404).end();
    try {
      const body = readFileSync(path);
      response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const run = (count: number) =>
      page.evaluate((rows) => (window as unknown as { renderGrid: (n: number) => Promise<number> }).renderGrid(rows), count);
    // One warm-up of each, then alternating rounds so both sizes meet the same machine load.
    await run(SMALL);
    await run(BIG);
    const big: number[] = [];
    const small: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      big.push(await run(BIG));
      small.push(await run(SMALL));
    }
    return { big: median(big), small: median(small) };
  } finally {
    await browser.close();
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Gzip sizes of the showcase's lazily loaded chunks (the heavy elements) and of its entry chunk. */
async function chunkSizes(): Promise<{ entry: number; chunks: Array<{ name: string; bytes: number }> }> {
  const { outDir } = await ensureClientBuild(showcasePublication().client);
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry === true);
  if (entry === undefined) throw new Error('The showcase bundle has no entry chunk.');
  const chunks = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry === true && /packages\/elements\/src\//.test(chunk.src ?? ''))
    .map(([key, chunk]) => ({ name: key.replace(/^.*packages\/elements\/src\//, ''), bytes: gzipSize(join(outDir, chunk.file)) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { entry: gzipSize(join(outDir, entry.file)), chunks };
}

export async function runElementsBench(): Promise<BenchResult[]> {
  const grid = await measureGrid();
  const sizes = await chunkSizes();
  const entry = { name: 'showcase entry chunk gzip', value: kb(sizes.entry), unit: 'kB' };
  return [
    {
      name: `datagrid first render, ${BIG.toLocaleString('en')} rows (mount to rows painted, median of ${ROUNDS})`,
      value: Math.round(grid.big),
      unit: 'ms',
      baseline: { name: `same grid, ${SMALL} rows`, value: Math.round(grid.small), unit: 'ms' },
    },
    ...sizes.chunks.map((chunk) => ({ name: `lazy chunk ${chunk.name} gzip`, value: kb(chunk.bytes), unit: 'kB', baseline: entry })),
  ];
}
