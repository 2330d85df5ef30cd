/**
 * The code pages `sitemap.xml` lists: one per error code (`public.code_page_index()`, read as a visitor), kept for a
 * minute, so a crawler reading the sitemap often costs one statement a minute.
 */
import { runAs } from '@kit/platform';
import type { Database } from '@kit/platform';
import { codePagePath } from './slug';

export const CODE_INDEX_TTL_MS = 60_000;

export interface CodePagePaths {
  read(): Promise<string[]>;
}

export function createCodePagePaths(db: () => Database | Promise<Database>, now: () => number = Date.now): CodePagePaths {
  let cached: { at: number; value: Promise<string[]> } | undefined;
  return {
    read() {
      const at = now();
      if (cached && at - cached.at < CODE_INDEX_TTL_MS) return cached.value;
      const value = Promise.resolve(db()).then((database) =>
        runAs(database, { role: 'anon', claims: { role: 'anon' } }, async (tx) => {
          const result = await tx.query<{ brand_id: string; code: string }>('select brand_id, code from public.code_page_index()');
          return result.rows.map((row) => codePagePath(row.brand_id, row.code));
        }),
      );
      cached = { at, value };
      // A failed read is not kept: the next request tries again.
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
      return value;
    },
  };
}
