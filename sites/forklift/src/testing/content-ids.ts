// Ids of sample rows the portal's tests use (looked up as the superuser): one manual or code per brand and tier.
import type { Queryable } from '@kit/platform';

export interface SampleManualRef {
  id: string;
  objectPath: string;
  pageCount: number;
  previewPages: number;
}

export async function sampleManual(db: Queryable, brandId: string, tier: 'free' | 'premium', kind?: string): Promise<SampleManualRef> {
  const { rows } = await db.query<{ id: string; object_path: string; page_count: number; preview_pages: number }>(
    `select id, object_path, page_count, preview_pages from public.manuals
      where brand_id = $1 and tier = $2 and ($3::text is null or kind = $3) order by page_count, object_path limit 1`,
    [brandId, tier, kind ?? null],
  );
  const row = rows[0];
  if (!row) throw new Error(`no ${tier} ${kind ?? ''} manual of ${brandId}`);
  return { id: row.id, objectPath: row.object_path, pageCount: row.page_count, previewPages: row.preview_pages };
}

export async function sampleCode(db: Queryable, brandId: string, tier: 'free' | 'premium'): Promise<{ id: string; code: string }> {
  const { rows } = await db.query<{ id: string; code: string }>(
    'select id, code from public.error_codes where brand_id = $1 and tier = $2 order by code_normalized limit 1',
    [brandId, tier],
  );
  const row = rows[0];
  if (!row) throw new Error(`no ${tier} code of ${brandId}`);
  return row;
}
