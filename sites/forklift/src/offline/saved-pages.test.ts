// The offline pages' cache: named as the service worker reads it, and the built files a page or a script names.
import { describe, expect, it } from 'vitest';
import { SAVED_PAGES_CACHE as WORKER_CACHE } from '../../../../packages/publisher/src/site/service-worker/policy';
import { assetPathsIn, SAVED_PAGES_CACHE } from './saved-pages';

describe('saved pages', () => {
  it('uses the cache the service worker answers from offline', () => {
    expect(SAVED_PAGES_CACHE).toBe(WORKER_CACHE);
  });

  it('finds the built files of a page and, in scripts, the chunks they import', () => {
    const html = '<script type="module" src="/assets/client-Ab12.js"></script><link rel="stylesheet" href="/assets/styles-9z.css">';
    expect(assetPathsIn(html, false).sort()).toEqual(['/assets/client-Ab12.js', '/assets/styles-9z.css']);
    const script = 'import("./Reader-x1.js");const w=new URL("assets/pdf.worker.min-Q.mjs",import.meta.url);"./not-a-chunk"';
    expect(assetPathsIn(script, true).sort()).toEqual(['/assets/Reader-x1.js', '/assets/pdf.worker.min-Q.mjs']);
  });
});
