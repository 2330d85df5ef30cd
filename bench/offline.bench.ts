// Offline on the phone, in Chromium (issue 37, acceptance 3): saving the longest service manual (≥ 300 pages) with
// the viewer's "Save for offline" (time, and how often the progress bar moved); what nine more saved manuals take: their
// files in Cache Storage beside the files' sizes, and IndexedDB's growth (navigator.storage.estimate, measured from
// the second manual on so the app's own pages and files are not counted) beside their pages' text; and the offline search over those ten manuals (User
// Timing `liftfix:offline-search`, the network off; the index is built before it, measured apart) at p50 and p95,
// beside the online search's answer time (resource timing of its request) in the same browser for the same queries.
import { chromium, type Page } from 'playwright-core';
import { startPortal, serviceRequest, type PortalServer } from '../e2e/forklift-server';
import { waitForHydration } from '../e2e/page-checks';
import { submitSignIn } from '../e2e/portal-sign-in';
import type { BenchResult } from './result';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const ROUNDS = 2;

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

interface ManualRow {
  id: string;
  brand_id: string;
  page_count: number;
  file_size: number;
}

async function premiumUser(server: PortalServer) {
  const email = `offline-bench-${Date.now()}@workshop.test`;
  const password = 'Forks-up-2026!';
  const user = await serviceRequest<{ id: string }>(server, '/auth/v1/admin/users', {
    method: 'POST',
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  const [role] = await serviceRequest<Array<{ id: string }>>(server, '/rest/v1/roles?name=eq.all-access&select=id');
  await serviceRequest(server, '/rest/v1/custom_user_roles', {
    method: 'POST',
    body: JSON.stringify({ user_id: user.id, role_id: role?.id }),
  });
  return { email, password };
}

/** IndexedDB's share of the origin's storage as the browser reports it (navigator.storage.estimate). */
async function indexedDbUsage(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const estimate = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: Record<string, number> };
    return estimate.usageDetails?.indexedDB ?? estimate.usage ?? 0;
  });
}

/** Bytes the saved files' cache holds for these manuals (the bodies Cache Storage keeps). */
async function savedFileBytes(page: Page, ids: readonly string[]): Promise<number> {
  return page.evaluate(async (wanted) => {
    const cache = await caches.open('liftfix-saved-files');
    let total = 0;
    for (const id of wanted)
      total += (await (await cache.match(`/offline-files/manuals/${encodeURIComponent(id)}.pdf`))?.blob())?.size ?? 0;
    return total;
  }, ids);
}

/** Saves the manual from its viewer page; resolves with the time it took and how many progress values were shown. */
async function save(page: Page, baseUrl: string, manual: ManualRow): Promise<{ ms: number; steps: number }> {
  await page.goto(`${baseUrl}/manual?manual=${manual.id}&page=1`);
  await page.getByRole('button', { name: 'Save for offline' }).waitFor({ state: 'visible', timeout: 60_000 });
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { __steps: Set<string> }).__steps = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('.fmv-offline [role="progressbar"]');
      if (bar) seen.add(bar.getAttribute('aria-valuenow') ?? '');
    }).observe(document.body, { subtree: true, attributes: true, childList: true });
  });
  const started = Date.now();
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await page.getByText('Saved on this phone for offline use').waitFor({ state: 'visible', timeout: 300_000 });
  const ms = Date.now() - started;
  const steps = await page.evaluate(() => (window as unknown as { __steps: Set<string> }).__steps.size);
  return { ms, steps };
}

/** Each query's results page opened (as the search box does): the search's own time, from the page's timings. */
async function searchTimes(page: Page, baseUrl: string, queries: readonly string[], mark: 'offline' | 'online'): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const query of queries) {
      await page.goto(`${baseUrl}/search?q=${encodeURIComponent(query)}`);
      const duration = await page.waitForFunction(
        (offline) => {
          const entry = offline
            ? performance.getEntriesByName('liftfix:offline-search').at(-1)
            : (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
                (e) => e.name.includes('search_portal_filtered') && e.responseEnd > 0,
              );
          return entry ? entry.duration : false;
        },
        mark === 'offline',
        { timeout: 30_000 },
      );
      times.push(Number(await duration.jsonValue()));
    }
  }
  return times;
}

export async function runOfflineBench(): Promise<BenchResult[]> {
  const server = await startPortal();
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: FLAGS });
  try {
    const manuals = await serviceRequest<ManualRow[]>(
      server,
      '/rest/v1/manuals?select=id,brand_id,page_count,file_size&order=page_count.desc&limit=10',
    );
    const user = await premiumUser(server);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`);
    await waitForHydration(page);
    await submitSignIn(page, user);
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 30_000 });

    // The longest manual first: it also keeps the app's pages and files, so storage is measured from the next one on.
    const first = await save(page, server.baseUrl, manuals[0]!);
    const before = await indexedDbUsage(page);
    for (const manual of manuals.slice(1)) await save(page, server.baseUrl, manual);
    const after = await indexedDbUsage(page);
    const rest = manuals.slice(1);
    const fileBytes = await savedFileBytes(
      page,
      rest.map((m) => m.id),
    );
    const textBytes = await page.evaluate(
      async (ids) =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('liftfix-offline');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const request = open.result.transaction('manuals').objectStore('manuals').getAll();
            request.onsuccess = () =>
              resolve(
                (request.result as Array<{ id: string; fileBytes: number; textBytes: number }>)
                  .filter((m) => ids.includes(m.id))
                  .reduce((sum, m) => sum + m.textBytes, 0),
              );
          };
        }),
      manuals.slice(1).map((m) => m.id),
    );

    // Codes of the saved brands in the spellings technicians type, and words from the pages.
    const codes = await serviceRequest<Array<{ code: string }>>(
      server,
      `/rest/v1/error_codes?brand_id=in.(${[...new Set(manuals.map((m) => m.brand_id))].join(',')})&select=code&order=code&limit=12`,
    );
    const queries = [
      ...codes.map((c) => c.code.toLowerCase().replace(/[^a-z0-9]/g, '')),
      'hydraulic pump',
      'contactor',
      'mast height sensor',
      'battery connector',
      'torque',
      'brake fluid',
      'steering',
      'cn32 pin',
    ];
    const online = await searchTimes(page, server.baseUrl, queries, 'online');
    await context.setOffline(true);
    const offline = await searchTimes(page, server.baseUrl, queries, 'offline');
    // The index is built once per page visit, from IndexedDB (the last visit's build).
    const build = await page.evaluate(() => performance.getEntriesByName('liftfix:offline-index').at(-1)?.duration ?? 0);
    await context.close();

    const onlineP95 = percentile(online, 95);
    return [
      {
        name: `save a ${manuals[0]!.page_count}-page manual (${(manuals[0]!.file_size / 1024).toFixed(0)} KB file)`,
        value: first.ms,
        unit: 'ms',
      },
      { name: 'progress bar values shown while saving it', value: first.steps, unit: 'values' },
      {
        name: `files of ${rest.length} saved manuals in Cache Storage`,
        value: Math.round(fileBytes / 1024),
        unit: 'KB',
        baseline: {
          name: 'their files on the server',
          value: Math.round(rest.reduce((sum, m) => sum + m.file_size, 0) / 1024),
          unit: 'KB',
        },
      },
      {
        name: `IndexedDB growth for their pages and codes (estimate)`,
        value: Math.round((after - before) / 1024),
        unit: 'KB',
        baseline: { name: 'their pages text', value: Math.round(textBytes / 1024), unit: 'KB' },
      },
      { name: `offline index build over ${manuals.length} manuals`, value: Math.round(build), unit: 'ms' },
      {
        name: `offline search p50 (${manuals.length} manuals, ${offline.length} searches)`,
        value: Number(percentile(offline, 50).toFixed(2)),
        unit: 'ms',
        baseline: { name: 'online search p50', value: Number(percentile(online, 50).toFixed(1)), unit: 'ms' },
      },
      {
        name: `offline search p95 (${manuals.length} manuals, ${offline.length} searches)`,
        value: Number(percentile(offline, 95).toFixed(2)),
        unit: 'ms',
        baseline: { name: 'online search p95', value: Number(onlineP95.toFixed(1)), unit: 'ms' },
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
