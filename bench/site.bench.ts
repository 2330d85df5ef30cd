// The showcase site as visitors and crawlers meet it: the JavaScript a public page loads before it is interactive
// (gzip, measured in Chromium: every script requested before the page's hydrated mark; against the entry's static
// imports alone and all the site's JavaScript), Lighthouse performance and SEO on the home page (Debian's Chromium),
// and `data/{pageId}.json` throughput against a static file of the same size served by the same server.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { ensureClientBuild } from '../packages/publisher/src';
import { HYDRATED_MARK } from '../packages/runtime-react/src';
import { showcasePublication } from '../sites/showcase/src';
import { startServerProcess } from '../e2e/server-process';
import type { BenchResult } from './result';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CONNECTIONS = 10;
const DURATION_SECONDS = 5;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const gzipSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The entry chunk and its static imports (what runs before the page is interactive), and every JS file of the build. */
function javascriptSizes(outDir: string): { initial: number; all: number } {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (entry !== undefined) visit(entry);
  const initial = [...files].reduce((sum, file) => sum + gzipSize(join(outDir, file)), 0);
  // The manifest's chunks only: the folder also keeps earlier builds' files for pages loaded before a rebuild.
  const all = [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSize(join(outDir, file)), 0);
  return { initial, all };
}

/**
 * The scripts a page requests before it is interactive (before runtime-react's hydrated mark), in Chromium: the entry,
 * its static imports and whatever the page preloads to hydrate (its lazily loaded elements, the date helpers).
 * Sizes are the build's files gzipped, as `javascriptSizes` counts them.
 */
async function javascriptBeforeInteractive(url: string, outDir: string): Promise<{ bytes: number; files: string[] }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new'),
  });
  try {
    const page = await browser.newPage();
    await page.goto(url);
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK);
    const paths = await page.evaluate((mark) => {
      const hydratedAt = performance.getEntriesByName(mark)[0]?.startTime ?? 0;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < hydratedAt && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname);
    }, HYDRATED_MARK);
    const files = [...new Set(paths)];
    return { bytes: files.reduce((sum, path) => sum + gzipSize(join(outDir, path)), 0), files };
  } finally {
    await browser.close();
  }
}

async function lighthouseScores(url: string): Promise<{ performance: number; seo: number }> {
  const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'] });
    const categories = result?.lhr.categories;
    if (process.env.BENCH_VERBOSE) {
      for (const audit of Object.values(result?.lhr.audits ?? {})) {
        if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
          console.error(`lighthouse: ${audit.id} ${audit.score} ${audit.displayValue ?? ''}`);
      }
    }
    return { performance: Math.round((categories?.performance?.score ?? 0) * 100), seo: Math.round((categories?.seo?.score ?? 0) * 100) };
  } finally {
    chrome.kill();
  }
}

async function requestsPerSecond(url: string): Promise<number> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

export async function runSiteBench(): Promise<BenchResult[]> {
  const publication = showcasePublication();
  const assets = await ensureClientBuild(publication.client);
  const sizes = javascriptSizes(assets.outDir);
  const server = await startServerProcess({
    // Its own process, so the load generator does not share the server's thread.
    site: 'showcase',
    dataDirPrefix: 'kit-site-bench-',
    healthySeconds: 90,
    stdout: 'ignore',
  });
  const homePageId = publication.site.design.homePageId;
  // A static file of the same size as the page's data, served by the same server's static route.
  const staticName = `bench-static-${process.pid}.json`;
  const staticPath = join(assets.outDir, 'assets', staticName);
  try {
    const homeScripts = await javascriptBeforeInteractive(`${server.baseUrl}/`, assets.outDir);
    if (process.env.BENCH_VERBOSE) console.error(`scripts before the hydrated mark: ${homeScripts.files.join(', ')}`);
    const results: BenchResult[] = [
      {
        name: `JS before interactive, home page in Chromium (${homeScripts.files.length} files, gzip, target <= 100)`,
        value: kb(homeScripts.bytes),
        unit: 'KB',
        baseline: { name: 'all JS of the site', value: kb(sizes.all), unit: 'KB' },
      },
      {
        name: 'JS of the entry and its static imports (gzip, informational)',
        value: kb(sizes.initial),
        unit: 'KB',
        baseline: { name: 'all JS of the site', value: kb(sizes.all), unit: 'KB' },
      },
    ];
    const scores = await lighthouseScores(`${server.baseUrl}/`);
    results.push({ name: 'Lighthouse performance, home page (target >= 95)', value: scores.performance, unit: '/100' });
    results.push({ name: 'Lighthouse SEO, home page (target 100)', value: scores.seo, unit: '/100' });
    const body = await (await fetch(`${server.baseUrl}/data/${homePageId}.json`)).text();
    writeFileSync(staticPath, body);
    const staticRps = await requestsPerSecond(`${server.baseUrl}/assets/${staticName}`);
    const dataRps = await requestsPerSecond(`${server.baseUrl}/data/${homePageId}.json`);
    results.push({
      name: `data/${homePageId}.json (${kb(Buffer.byteLength(body))} KB, ${CONNECTIONS} connections, target ratio >= 0.8)`,
      value: Math.round(dataRps),
      unit: 'req/s',
      baseline: { name: 'static file of the same size', value: Math.round(staticRps), unit: 'req/s' },
    });
    return results;
  } finally {
    rmSync(staticPath, { force: true });
    await server.stop();
  }
}
