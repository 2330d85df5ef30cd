// The manual viewer's time to its first rendered page in Chromium for the longest sample service manual (338 pages)
// opened at page 212, with 150 ms of added latency and 1.6 Mbps throughput both ways (CDP
// Network.emulateNetworkConditions), beside the time to download the whole file under the same throttling; and the
// bytes of the file fetched for that first page (the 206 answers' bodies) beside the file's size.
import { loadavg } from 'node:os';
import { chromium, type CDPSession } from 'playwright-core';
import { startPortal } from '../e2e/forklift-server';
import { waitForHydration } from '../e2e/page-checks';
import type { BenchResult } from './result';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** 150 ms added to every request; 1.6 Mbit/s = 200,000 bytes per second each way. */
const THROTTLE = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 1_600_000 / 8 };
const PAGE = 212;

interface TracedRequest {
  url: string;
  range: string;
  start: number;
  end?: number;
  bytes?: number;
  cached?: boolean;
}

/** VIEWER_BENCH_TRACE=1: every request of the throttled visit (start, end, bytes on the wire), to see where time goes. */
function traceRequests(cdp: CDPSession) {
  const requests = new Map<string, TracedRequest>();
  let origin: number | undefined;
  const at = (timestamp: number) => Math.round((timestamp - (origin ??= timestamp)) * 1000);
  cdp.on('Network.requestWillBeSent', (event) => {
    const url = new URL(event.request.url);
    requests.set(event.requestId, {
      url: `${url.pathname.slice(0, 70)}`,
      range: event.request.headers.Range ?? event.request.headers.range ?? '',
      start: at(event.timestamp),
    });
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.cached = true;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) Object.assign(request, { end: at(event.timestamp), bytes: event.encodedDataLength });
  });
  return {
    print(firstPage: number) {
      console.log(`viewer trace (first page at ${firstPage} ms, or the time waited):`);
      for (const r of requests.values()) {
        console.log(
          `  ${String(r.start).padStart(6)} → ${String(r.end ?? '…').padStart(6)} ms ${String(r.bytes ?? '').padStart(8)} B${r.cached ? ' (cache)' : ''} ${r.range} ${r.url}`,
        );
      }
    },
  };
}

export async function runViewerBench(): Promise<BenchResult[]> {
  const server = await startPortal();
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: FLAGS });
  try {
    const admin = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
      const response = await fetch(`${server.baseUrl}${path}`, {
        ...init,
        headers: {
          apikey: server.serviceRoleKey,
          authorization: `Bearer ${server.serviceRoleKey}`,
          'content-type': 'application/json',
          ...(init.headers as Record<string, string>),
        },
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      const text = await response.text();
      return (text ? JSON.parse(text) : null) as T;
    };
    const [manual] = await admin<Array<{ id: string; file_size: number; object_path: string; page_count: number }>>(
      '/rest/v1/manuals?kind=eq.service&select=id,file_size,object_path,page_count&order=page_count.desc&limit=1',
    );
    if (!manual || manual.page_count < PAGE) throw new Error(`no sample service manual with ${PAGE} pages`);
    const email = `bench-${Date.now()}@workshop.test`;
    const password = 'Forks-up-2026!';
    const user = await admin<{ id: string }>('/auth/v1/admin/users', {
      method: 'POST',
      body: JSON.stringify({ email, password, email_confirm: true }),
    });
    const [role] = await admin<Array<{ id: string }>>('/rest/v1/roles?name=eq.all-access&select=id');
    await admin('/rest/v1/custom_user_roles', { method: 'POST', body: JSON.stringify({ user_id: user.id, role_id: role?.id }) });
    const session = await admin<{ access_token: string }>('/auth/v1/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    });

    // Signed in through the site's form, as the viewer journey does: a bare access-token cookie is cleared by the
    // site's auth client (it holds no session for it), sometimes before the viewer reads it.
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`);
    await waitForHydration(page);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname !== '/', { timeout: 60_000 });
    await page.setViewportSize({ width: 390, height: 844 });
    // A returning technician: the page's scripts and pdf.js (hashed, immutable assets) are in the browser's cache from a
    // first visit without throttling; the manual's bytes are not (each visit signs a new URL).
    await page.goto(`${server.baseUrl}/manual?manual=${manual.id}&page=${PAGE}`);
    await page.locator(`.fmv-page[data-page="${PAGE}"] canvas`).waitFor({ timeout: 120_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', THROTTLE);
    const trace = process.env.VIEWER_BENCH_TRACE === '1' ? traceRequests(cdp) : undefined;
    if (trace) page.on('console', (message) => console.log(`viewer console: ${message.type()} ${message.text()}`));
    if (trace) page.on('pageerror', (error) => console.log(`viewer page error: ${error.message}`));
    let rangeBytes = 0;
    page.on('response', (response) => {
      if (response.url().includes('/storage/v1/object/sign/manuals/') && response.status() === 206) {
        rangeBytes += Number(response.headers()['content-length'] ?? 0);
      }
    });
    const started = Date.now();
    await page.goto(`${server.baseUrl}/manual?manual=${manual.id}&page=${PAGE}`);
    try {
      await page.waitForFunction(
        (n) => {
          const slot = document.querySelector(`.fmv-page[data-page="${n}"]`);
          return slot !== null && slot.querySelector('canvas') !== null && slot.querySelector('.fmv-page__loading') === null;
        },
        PAGE,
        { timeout: 180_000, polling: 50 },
      );
    } finally {
      trace?.print(Date.now() - started);
      if (trace) console.log(`viewer text: ${(await page.locator('body').innerText()).slice(0, 600)}`);
    }
    const firstPage = Date.now() - started;
    const bytesForFirstPage = rangeBytes;

    // The whole file, through the same signed URL path, under the same throttling.
    const whole = await page.evaluate(
      async ({ objectPath, token }) => {
        const state = JSON.parse(document.getElementById('__site_state__')?.textContent ?? '{}') as { config?: { anonKey?: string } };
        const headers = { apikey: state.config?.anonKey ?? '', authorization: `Bearer ${token}`, 'content-type': 'application/json' };
        const answer = await fetch(`/storage/v1/object/sign/manuals/${objectPath}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ expiresIn: 300 }),
        });
        const signed = (await answer.json()) as { signedURL?: string; message?: string };
        if (!signed.signedURL) throw new Error(`signing failed: ${answer.status} ${signed.message ?? ''}`);
        const begin = performance.now();
        const response = await fetch(`/storage/v1${signed.signedURL}`, { cache: 'no-store' });
        const body = await response.arrayBuffer();
        return { ms: performance.now() - begin, bytes: body.byteLength, status: response.status };
      },
      { objectPath: manual.object_path, token: session.access_token },
    );
    if (whole.status !== 200 || whole.bytes === 0)
      throw new Error(`whole-file download answered ${whole.status} with ${whole.bytes} bytes`);

    return [
      {
        name: `viewer: first rendered page (page ${PAGE} of the ${manual.page_count}-page manual, 150 ms latency, 1.6 Mbps, load ${loadavg()[0]?.toFixed(1)})`,
        value: firstPage,
        unit: 'ms',
        baseline: {
          name: `download of the whole file (${Math.round(whole.bytes / 1024)} KB), same throttling`,
          value: whole.ms,
          unit: 'ms',
        },
      },
      {
        name: 'viewer: bytes of the file fetched for the first page',
        value: Math.round(bytesForFirstPage / 1024),
        unit: 'KB',
        baseline: { name: 'whole file', value: Math.round(manual.file_size / 1024), unit: 'KB' },
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
