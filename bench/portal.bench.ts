// The portal as visitors and crawlers meet it (SITE=forklift): Lighthouse performance, accessibility, best practices
// and SEO on every open page, axe's serious and critical findings on each in both themes, and the JavaScript the home
// page loads before it is interactive (gzip, every script requested before runtime-react's hydrated mark).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startPortal } from '../e2e/forklift-server';
import { HYDRATED_MARK } from '../packages/runtime-react/src';
import type { BenchResult } from './result';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const OUT_DIR = new URL('../sites/forklift/dist', import.meta.url).pathname;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Scores = Record<(typeof CATEGORIES)[number], number>;

async function lighthouseScores(url: string, port: number): Promise<Scores> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  const categories = result?.lhr.categories ?? {};
  if (process.env.BENCH_VERBOSE) {
    for (const audit of Object.values(result?.lhr.audits ?? {})) {
      if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative') console.error(`lighthouse ${url}: ${audit.id} ${audit.score} ${audit.displayValue ?? ''}`);
    }
  }
  return Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)])) as Scores;
}

async function scriptsBeforeInteractive(url: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new') });
  try {
    const page = await browser.newPage();
    await page.goto(url);
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK);
    const paths = await page.evaluate((mark) => {
      const at = performance.getEntriesByName(mark)[0]?.startTime ?? 0;
      return performance.getEntriesByType('resource').filter((entry) => entry.startTime < at && new URL(entry.name).pathname.endsWith('.js')).map((entry) => new URL(entry.name).pathname);
    }, HYDRATED_MARK);
    return [...new Set(paths)].reduce((sum, path) => sum + gzipSync(readFileSync(join(OUT_DIR, path)), { level: 9 }).length, 0);
  } finally {
    await browser.close();
  }
}

async function axeFindings(baseUrl: string, paths: readonly string[]): Promise<number> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new') });
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
          const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Array<{ id: string; impact: string | null }> }> } }).axe;
          return (await axe.run(document, { resultTypes: ['violations'] })).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
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

export async function runPortalBench(): Promise<BenchResult[]> {
  const server = await startPortal();
  try {
    const xml = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
    const results: BenchResult[] = [];
    results.push({ name: 'JS before interactive, portal home page in Chromium (gzip, target <= 100)', value: Math.round((await scriptsBeforeInteractive(`${server.baseUrl}/`)) / 102.4) / 10, unit: 'KB' });
    const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    const lowest: Scores = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };
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
    for (const name of CATEGORIES) {
      results.push({ name: `Lighthouse ${name}, lowest of ${paths.length} open portal pages (target >= ${targets[name]})`, value: lowest[name], unit: '/100' });
    }
    results.push({ name: `axe serious or critical findings, ${paths.length} open pages x light and dark (target 0)`, value: await axeFindings(server.baseUrl, paths), unit: 'findings' });
    return results;
  } finally {
    await server.stop();
  }
}
