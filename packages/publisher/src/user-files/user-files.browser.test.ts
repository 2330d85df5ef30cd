/**
 * The browser's half of the upload in real Chromium against the real platform: the page asks the endpoint for a
 * signed URL with the visitor's token, PUTs the raw file with XMLHttpRequest (runtime-core's browser transport, no
 * Authorization), sees upload progress reach the whole file, and the file is served back at the returned URL.
 */
import { xhrUploadTransport } from '@kit/runtime-core';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUserFilesTestServer, type UserFilesTestServer } from './testing/user-files-test-server';

const SIZE = 3 * 1024 * 1024;

describe('upload from Chromium', () => {
  let server: UserFilesTestServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startUserFilesTestServer('pglite', { maxBytes: 5 * 1024 * 1024 });
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('puts the file with XMLHttpRequest, reports progress and stores it', async () => {
    const { token } = await server.signIn('browser-uploader@example.com');
    const page = await browser.newPage();
    await page.goto(`${server.url}/health`);
    const outcome = await page.evaluate(
      async ({ source, size, token }) => {
        const describeResponse = await fetch('/designs/site-1/user-files', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ name: 'scan 1.pdf', type: 'application/pdf', size, tag: 'scans' }),
        });
        const signed = (await describeResponse.json()) as { signedRequest: string; url: string; name: string };
        // runtime-core's browser transport, run from its own source (it has no imports).
        const transport = (
          new Function(`return (${source})`)() as (x: unknown) => (request: unknown) => Promise<{ ok: boolean; status: number }>
        )(XMLHttpRequest);
        const events: number[] = [];
        const bytes = new Uint8Array(size).map((_, i) => i % 253);
        const response = await transport({
          url: signed.signedRequest,
          body: new Blob([bytes], { type: 'application/pdf' }),
          contentType: 'application/pdf',
          onProgress: (loaded: number) => events.push(loaded),
        });
        return { signed, response, events };
      },
      { source: xhrUploadTransport.toString(), size: SIZE, token },
    );
    await page.close();
    expect(outcome.signed.name).toBe('scan_1.pdf');
    expect(outcome.response).toMatchObject({ ok: true, status: 200 });
    expect(outcome.events.at(-1)).toBe(SIZE);
    const download = await fetch(outcome.signed.url);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const stored = new Uint8Array(await download.arrayBuffer());
    expect(stored.length).toBe(SIZE);
    expect(stored[SIZE - 1]).toBe((SIZE - 1) % 253);
  });
});
