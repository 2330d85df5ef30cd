// Search over the saved content: a code in any spelling first (the local code reader), then pages by their words with
// marked snippets, only the signed-in account's saved content, codes whose details were not readable never stored.
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it } from 'vitest';
import { openOfflineDb, type OfflineDb } from './offline-db';
import { createOfflineSearcher, snippetOf } from './offline-search';
import { storeSavedManual } from './save-manual';
import { TEST_BRAND, TEST_CODES, TEST_PAGES, TEST_USER, testManual } from './offline-test-data';

let db: OfflineDb;
beforeAll(async () => {
  db = await openOfflineDb(`offline-search-${Date.now()}`);
  await storeSavedManual(db, testManual(), TEST_PAGES, TEST_BRAND, TEST_CODES);
});

const searcher = (userId: string | null = TEST_USER) => createOfflineSearcher({ db: async () => db, userId: () => userId });

describe('offline search', () => {
  it.each([['E-212'], ['e212'], ['e 0212'], ['E-2I2']])('finds the saved code typed as %s first, marked offline', async (typed) => {
    const hits = await searcher().search(typed);
    expect(hits[0]).toMatchObject({ kind: 'error_code', title: 'E-212 — Pump motor over temperature', offline: true });
  });

  it('finds pages by their words, best first, with the words marked', async () => {
    const hits = await searcher().search('hydraulic filter');
    const page = hits.find((hit) => hit.kind === 'page');
    expect(page).toMatchObject({ manual_id: testManual().id, page_number: 2 });
    expect(page?.snippet).toContain('<mark>hydraulic</mark>');
  });

  it('stores no code whose details were not readable, and shows nothing to another account or a visitor', async () => {
    expect(await searcher().search('E-301')).toEqual([]);
    expect(await searcher('someone-else').search('E-212')).toEqual([]);
    expect(await searcher(null).search('hydraulic')).toEqual([]);
    expect(await searcher(null).hasContent()).toBe(false);
    expect(await searcher().hasContent()).toBe(true);
  });

  it('answers hostile and empty text with hits or nothing, never a throw', async () => {
    for (const text of ['', '   ', '<script>alert(1)</script>', '%00', '(((', 'a'.repeat(5000), '\u0000e212']) {
      const hits = await searcher().search(text);
      expect(Array.isArray(hits)).toBe(true);
      for (const hit of hits) expect(hit.snippet).not.toMatch(/<(?!\/?mark>)/);
    }
  });

  it('escapes snippets as the server does, marking only the terms', () => {
    expect(snippetOf('Fit the <new> filter & seal', ['filter'])).toBe('Fit the &lt;new&gt; <mark>filter</mark> &amp; seal');
  });
});
