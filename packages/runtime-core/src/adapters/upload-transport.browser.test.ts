/**
 * The browser transport in real Chromium: XMLHttpRequest PUTs a 24 MB blob to a loopback server that reads slowly,
 * and the upload progress events climb to the whole file before the answer arrives.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xhrUploadTransport } from './upload-transport';

// Larger than a loopback socket's send buffer can grow to, so the browser must wait for the slow reader.
const SIZE = 24 * 1024 * 1024;
let browser: Browser;
let url: string;
const received: { type: string | undefined; auth: string | undefined; bytes: number }[] = [];
const server = createServer((request, response) => {
  if (request.method !== 'PUT') {
    response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>upload</title>');
    return;
  }
  let bytes = 0;
  // Read slowly, so the browser's send buffer fills and progress is reported in steps.
  request.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    request.pause();
    setTimeout(() => request.resume(), 2);
  });
  request.on('end', () => {
    received.push({ type: request.headers['content-type'], auth: request.headers.authorization, bytes });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"Key":"user-files/x"}');
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('XMLHttpRequest upload transport in Chromium', () => {
  it('reports upload progress events up to the whole file, then the answer', async () => {
    const page = await browser.newPage();
    await page.goto(`${url}/`);
    const outcome = await page.evaluate(
      async ({ source, size }) => {
        // The transport's own source, run in the page (it has no imports).
        const make = new Function(`return (${source})`)() as typeof xhrUploadTransport;
        const transport = make(XMLHttpRequest as never);
        const events: [number, number][] = [];
        const body = new Blob([new Uint8Array(size)], { type: 'application/pdf' });
        const response = await transport({
          url: '/put',
          body,
          contentType: 'application/pdf',
          onProgress: (loaded, total) => events.push([loaded, total]),
        });
        return { response, events };
      },
      { source: xhrUploadTransport.toString(), size: SIZE },
    );
    await page.close();
    expect(outcome.response).toEqual({ ok: true, status: 200, text: '{"Key":"user-files/x"}' });
    expect(received).toEqual([{ type: 'application/pdf', auth: undefined, bytes: SIZE }]);
    const loaded = outcome.events.map(([sent]) => sent);
    expect(outcome.events.every(([, total]) => total === SIZE)).toBe(true);
    expect(loaded.at(-1)).toBe(SIZE);
    expect(loaded.filter((sent) => sent > 0 && sent < SIZE).length).toBeGreaterThan(0);
    expect([...loaded].sort((a, b) => a - b)).toEqual(loaded);
  });
});
