// The browser's calls for search, the viewer and bookmarks, straight on the Supabase wire of this origin (`wire.ts`:
// the anon key from the page's state, the visitor's access token from the session cookie; row-level security decides).
import { PortalApiError } from './portal-api-error';
import { createWire, type WireOptions } from './wire';

export interface SearchHit {
  kind: 'error_code' | 'manual' | 'page';
  brand_id: string;
  title: string;
  manual_id: string | null;
  page_number: number | null;
  error_code_id: string | null;
  snippet: string;
  rank: number;
  locked?: boolean;
  /** Found in what is saved on the phone (offline): its links open the pages that work offline. */
  offline?: boolean;
}

export interface SearchFilters {
  brand?: string | null;
  series?: string | null;
  fuelType?: string | null;
  system?: string | null;
  serial?: number | null;
}

export interface ManualInfo {
  id: string;
  brand_id: string;
  kind: 'service' | 'parts' | 'wiring' | 'operator';
  title: string;
  tier: 'free' | 'premium';
  page_count: number;
  preview_pages: number;
  object_path: string;
  file_size: number;
  revision: string;
}

export interface ManualPageHit {
  page_number: number;
  section_title: string | null;
  snippet: string;
  rank: number;
}

export interface Bookmark {
  id: string;
  manual_id: string;
  page_number: number;
  note: string;
  updated_at: string;
}

export { PortalApiError };

export function createPortalApi(options: WireOptions = {}) {
  const { origin, call, json, signedIn } = createWire(options);

  return {
    search(query: string, filters: SearchFilters = {}, maxResults = 20, signal?: AbortSignal): Promise<SearchHit[]> {
      return call<SearchHit[]>('/rest/v1/rpc/search_portal_filtered', {
        ...json('POST', {
          query,
          brand: filters.brand || null,
          max_results: maxResults,
          series: filters.series || null,
          fuel_type: filters.fuelType || null,
          system: filters.system || null,
          serial: filters.serial ?? null,
        }),
        ...(signal ? { signal } : {}),
      });
    },
    /**
     * Suggestions while typing: the same search, read-only (a GET call), so a half-typed word that finds nothing is
     * not recorded as a search that found nothing — only a search someone ran is.
     */
    suggest(query: string, brand: string | null, maxResults: number, signal?: AbortSignal): Promise<SearchHit[]> {
      const params = new URLSearchParams({ query, max_results: String(maxResults) });
      if (brand) params.set('brand', brand);
      return call<SearchHit[]>(`/rest/v1/rpc/search_portal_filtered?${params}`, signal ? { signal } : {});
    },
    searchManual(manualId: string, query: string, signal?: AbortSignal): Promise<ManualPageHit[]> {
      return call<ManualPageHit[]>('/rest/v1/rpc/search_manual', {
        ...json('POST', { manual: manualId, query, max_results: 100 }),
        ...(signal ? { signal } : {}),
      });
    },
    async manual(manualId: string): Promise<ManualInfo | null> {
      const rows = await call<ManualInfo[]>(
        `/rest/v1/manuals?id=eq.${encodeURIComponent(manualId)}&select=id,brand_id,kind,title,tier,page_count,preview_pages,object_path,file_size,revision`,
      );
      return rows[0] ?? null;
    },
    /** Page numbers of the manual the caller may read (row-level security lists no others). */
    async readablePages(manualId: string): Promise<number[]> {
      const rows = await call<Array<{ page_number: number }>>(
        `/rest/v1/manual_pages?manual_id=eq.${encodeURIComponent(manualId)}&select=page_number&order=page_number`,
      );
      return rows.map((row) => row.page_number);
    },
    /** A scanned page's OCR word boxes ([text, left, top, width, height] as fractions of the page); [] for other pages. */
    async pageWords(manualId: string, page: number): Promise<Array<[string, number, number, number, number]>> {
      const rows = await call<Array<{ words: Array<[string, number, number, number, number]> }>>(
        `/rest/v1/manual_page_words?manual_id=eq.${encodeURIComponent(manualId)}&page_number=eq.${page}&select=words`,
      );
      return rows[0]?.words ?? [];
    },
    async pageText(manualId: string, page: number): Promise<{ section_title: string | null; body: string } | null> {
      const rows = await call<Array<{ section_title: string | null; body: string }>>(
        `/rest/v1/manual_pages?manual_id=eq.${encodeURIComponent(manualId)}&page_number=eq.${page}&select=section_title,body`,
      );
      return rows[0] ?? null;
    },
    /** A short-lived signed URL of the manual's file (storage refuses it when the caller may not read the file). */
    async signedUrl(objectPath: string, expiresIn = 300): Promise<string> {
      const path = objectPath.split('/').map(encodeURIComponent).join('/');
      const body = await call<{ signedURL: string }>(`/storage/v1/object/sign/manuals/${path}`, json('POST', { expiresIn }));
      return new URL(body.signedURL.startsWith('/storage/') ? body.signedURL : `/storage/v1${body.signedURL}`, origin || 'http://localhost')
        .href;
    },
    /** id and name of a catalogue table's rows (series of one brand when given), in the catalogue's order. */
    options(table: 'brands' | 'series' | 'fuel_types' | 'systems', brand?: string): Promise<Array<{ id: string; name: string }>> {
      const filter = table === 'series' && brand ? `&brand_id=eq.${encodeURIComponent(brand)}` : '';
      return call(`/rest/v1/${table}?select=id,name&order=sort_order,name${filter}`);
    },
    signedIn,
    bookmarks(manualId: string): Promise<Bookmark[]> {
      return call<Bookmark[]>(
        `/rest/v1/bookmarks?manual_id=eq.${encodeURIComponent(manualId)}&select=id,manual_id,page_number,note,updated_at&order=page_number`,
      );
    },
    async saveBookmark(manualId: string, page: number, note: string): Promise<Bookmark> {
      const rows = await call<Bookmark[]>(
        '/rest/v1/bookmarks?on_conflict=user_id,manual_id,page_number&select=id,manual_id,page_number,note,updated_at',
        json(
          'POST',
          { manual_id: manualId, page_number: page, note, updated_at: new Date().toISOString() },
          { prefer: 'return=representation,resolution=merge-duplicates' },
        ),
      );
      if (!rows[0]) throw new PortalApiError('bookmark_not_saved', 'The bookmark was not saved.', { status: 500 });
      return rows[0];
    },
    async deleteBookmark(id: string): Promise<void> {
      await call<unknown>(`/rest/v1/bookmarks?id=eq.${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
  };
}

export type PortalApi = ReturnType<typeof createPortalApi>;
