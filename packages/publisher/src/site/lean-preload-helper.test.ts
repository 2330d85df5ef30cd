// @vitest-environment happy-dom
/** The lean preload helper: imports at once without stylesheets, appends only stylesheets the page does not name. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leanPreloadHelperSource } from './lean-preload-helper';

type Preload = (load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;

function helper(): Preload {
  const body = leanPreloadHelperSource('/').replace('export function __vitePreload', 'return function __vitePreload');
  return new Function(body)() as Preload;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('leanPreloadHelperSource', () => {
  it('imports the chunk at once when it has no stylesheet', async () => {
    const load = vi.fn(async () => 'module');
    await expect(helper()(load, [])).resolves.toBe('module');
    await expect(helper()(load)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });

  it('appends a stylesheet the page does not name, once, and leaves those it names (inlined, disabled links) alone', () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/entry.css" disabled>';
    const preload = helper();
    void preload(async () => 'a', ['assets/entry.css', 'assets/lazy.css']);
    void preload(async () => 'b', ['assets/lazy.css']);
    const hrefs = [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/assets/entry.css', new URL('/assets/lazy.css', document.baseURI).href]);
  });
});
