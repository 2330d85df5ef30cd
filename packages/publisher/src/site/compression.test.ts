/** Encoding negotiation (brotli first, q-values honoured) and the build-time compressed copies. */
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBody, precompressFolder, preferredEncoding } from './compression';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['', null],
    [undefined, null],
  ] as const)('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('compression', () => {
  it('writes brotli and gzip copies of scripts and styles only', () => {
    const folder = mkdtempSync(join(tmpdir(), 'kit-precompress-'));
    const script = 'export const value = "x";\n'.repeat(200);
    writeFileSync(join(folder, 'a.js'), script);
    writeFileSync(join(folder, 'b.png'), 'png');
    precompressFolder(folder);
    expect(brotliDecompressSync(readFileSync(join(folder, 'a.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(folder, 'a.js.gz'))).toString()).toBe(script);
    expect(existsSync(join(folder, 'b.png.br'))).toBe(false);
  });

  it('compresses a page body either way', async () => {
    const html = '<p>hello</p>'.repeat(100);
    expect(brotliDecompressSync(await compressBody(html, 'br')).toString()).toBe(html);
    expect(gunzipSync(await compressBody(html, 'gzip')).toString()).toBe(html);
  });
});
