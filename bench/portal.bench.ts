// The portal as visitors and crawlers meet it (SITE=forklift): Lighthouse performance, accessibility, best practices
// and SEO on every open page (Lighthouse's default simulated throttling; the machine's load average is printed with
// them, since a shared 2-core machine moves them), axe's serious and critical findings on each in both themes, the
// JavaScript each open page loads before it is interactive (gzip, every script requested before runtime-react's
// hydrated mark; the largest is reported) and the hydration state each page embeds (the largest, raw and gzip).
// PORTAL_BENCH_PATHS=/login,/search measures only those paths (comma-separated; default: every path of sitemap.xml, of
// the code pages (one per error code, `/codes/…`) the first free and the first premium: they are one page design),
// e.g. while working on a few pages: `PORTAL_BENCH_PATHS=/login BENCH_VERBOSE=1 npm run bench -- portal`.
// PORTAL_BASE_URL (and PORTAL_DATA_DIR) measure a portal already running instead of starting one (e2e/forklift-server).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startPortal } from '../e2e/forklift-server';
import { HYDRATED_MARK } from '../packages/runtime-react/src';
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
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const OUT_DIR = new URL('../sites/forklift/dist', import.meta.url).pathname;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Scores = Record<(typeof CATEGORIES)[number], number>;

async function lighthouseScores(url: string, port: number): Promise<Scores> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  const categories = result?.lhr.categories ?? {};
  if (process.env.BENCH_VERBOSE) {
    for (const audit of Object.values(result?.lhr.audits ?? {})) {
      if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
        console.error(`lighthouse ${url}: ${audit.id} ${audit.score} ${audit.displayValue ?? ''}`);
    }
  }
  return Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)])) as Scores;
}

/** Per open page: the gzip bytes of every script requested before the hydrated mark. */
async function scriptsBeforeInteractive(baseUrl: string, paths: readonly string[]): Promise<Map<string, number>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new'),
  });
  const bytes = new Map<string, number>();
  try {
    for (const path of paths) {
      // A fresh context per page: nothing cached from the previous one.
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(baseUrl + path);
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK);
      const files = await page.evaluate((mark) => {
        const at = performance.getEntriesByName(mark)[0]?.startTime ?? 0;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < at && new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => new URL(entry.name).pathname);
      }, HYDRATED_MARK);
      bytes.set(
        path,
        [...new Set(files)].reduce((sum, file) => sum + gzipSync(readFileSync(join(OUT_DIR, file)), { level: 9 }).length, 0),
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return bytes;
}

/** Per open page: the `__site_state__` script's text as served (raw bytes, gzip bytes). */
async function stateSizes(baseUrl: string, paths: readonly string[]): Promise<Map<string, { raw: number; gzip: number }>> {
  const sizes = new Map<string, { raw: number; gzip: number }>();
  for (const path of paths) {
    const html = await (await fetch(baseUrl + path)).text();
    const state = /<script type="application\/json" id="__site_state__">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    sizes.set(path, { raw: Buffer.byteLength(state), gzip: gzipSync(state).length });
  }
  return sizes;
}

function largest<T>(values: Map<string, T>, size: (value: T) => number): [string, T] {
  return [...values].reduce((best, entry) => (size(entry[1]) > size(best[1]) ? entry : best));
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

async function axeFindings(baseUrl: string, paths: readonly string[]): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new'),
  });
  let count = 0;
  try {
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext();
      await context.addInitScript((stored) => localStorage.setItem('app-theme', stored), theme);
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
        await page.evaluate(axeSource);
        const found = await page.evaluate(async () => {
          const axe = (
            window as unknown as {
              axe: { run(context: Document, options: object): Promise<{ violations: Array<{ id: string; impact: string | null }> }> };
            }
          ).axe;
          return (await axe.run(document, { resultTypes: ['violations'] })).violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => v.id);
        });
        if (found.length > 0 && process.env.BENCH_VERBOSE) console.error(`axe ${theme} ${path}: ${found.join(', ')}`);
        count += found.length;
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return count;
}

/** Open pages with a query, as links bring visitors to them. */
const QUERIED_PATHS = [
  '/?_source=%2Fdashboard',
  '/troubleshoot-your-forklift-manual-library?series=c-monarch-cx&fuel=electric&system=hydraulics',
];

/**
 * The sitemap's paths, with two of its ~1,650 code pages: the first free and the first premium code's (a visitor's
 * free code page offers a free account, a premium one the brand's plan). Every code page is the same design.
 */
async function benchPaths(baseUrl: string, xml: string): Promise<string[]> {
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
  const pages = listed.filter((path) => !path.startsWith('/codes/'));
  const codes = listed.filter((path) => path.startsWith('/codes/'));
  const tiers: string[] = [];
  for (const path of codes) {
    const html = await (await fetch(`${baseUrl}${path}`)).text();
    const tier = html.includes('Sign in free to read its causes and checks') ? 'free' : 'premium';
    if (tiers.includes(tier)) continue;
    tiers.push(tier);
    pages.push(path);
    if (tiers.length === 2) break;
  }
  return pages;
}

export async function runPortalBench(): Promise<BenchResult[]> {
  const server = await startPortal();
  try {
    const xml = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    const chosen = process.env.PORTAL_BENCH_PATHS?.split(',').filter((path) => path !== '');
    const paths = chosen !== undefined && chosen.length > 0 ? chosen : await benchPaths(server.baseUrl, xml);
    const results: BenchResult[] = [];
    // Open pages as links also reach them: the sign-in page a refused visitor lands on, a filtered library view.
    const withQueries = chosen !== undefined && chosen.length > 0 ? [] : QUERIED_PATHS;
    const scripts = await scriptsBeforeInteractive(server.baseUrl, [...paths, ...withQueries]);
    if (process.env.BENCH_VERBOSE) for (const [path, bytes] of scripts) console.error(`js before interactive ${path}: ${kb(bytes)} KB`);
    const [heaviest, heaviestBytes] = largest(scripts, (bytes) => bytes);
    results.push({
      name: `JS before interactive, largest of ${scripts.size} open portal pages and query links (${heaviest}) in Chromium (gzip, target <= 100)`,
      value: kb(heaviestBytes),
      unit: 'KB',
      baseline: { name: 'home page', value: kb(scripts.get('/') ?? 0), unit: 'KB' },
    });
    const over = [...scripts].filter(([, bytes]) => bytes > 100 * 1024).map(([path]) => path);
    results.push({
      name: `open portal pages and query links over 100 KB of JS before interactive (target 0${over.length > 0 ? `: ${over.join(', ')}` : ''})`,
      value: over.length,
      unit: 'pages',
    });
    const states = await stateSizes(server.baseUrl, paths);
    const [fullest, fullestSize] = largest(states, (size) => size.raw);
    results.push({
      name: `hydration state, largest of ${paths.length} open portal pages (${fullest}, ${kb(fullestSize.gzip)} KB gzip)`,
      value: kb(fullestSize.raw),
      unit: 'KB',
      baseline: { name: 'home page', value: kb(states.get('/')?.raw ?? 0), unit: 'KB' },
    });
    const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    const lowest: Scores = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };
    const loadBefore = loadavg()[0] ?? 0;
    try {
      for (const path of paths) {
        const scores = await lighthouseScores(`${server.baseUrl}${path}`, chrome.port);
        if (process.env.BENCH_VERBOSE) console.error(`lighthouse ${path}: ${JSON.stringify(scores)}`);
        for (const name of CATEGORIES) lowest[name] = Math.min(lowest[name], scores[name]);
      }
    } finally {
      chrome.kill();
    }
    const targets: Scores = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100 };
    const load = `load average ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)} on ${availableParallelism()} cores`;
    for (const name of CATEGORIES) {
      results.push({
        name: `Lighthouse ${name}, lowest of ${paths.length} open portal pages (target >= ${targets[name]}; ${load})`,
        value: lowest[name],
        unit: '/100',
      });
    }
    results.push({
      name: `axe serious or critical findings, ${paths.length} open pages x light and dark (target 0)`,
      value: await axeFindings(server.baseUrl, paths),
      unit: 'findings',
    });
    return results;
  } finally {
    await server.stop();
  }
}
