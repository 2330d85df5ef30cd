// Saves a manual for offline use with progress: its row, the whole file (Cache Storage), every page's text and the
// brand's codes the member may read (IndexedDB), the offline index, and the pages and built files that open them
// without the network. Everything is read as the member (row-level security decides); a visitor saves nothing, and
// nothing is saved that the member could not open online.
import { createPortalApi, type PortalApi } from '../search/portal-api';
import { createWire } from '../search/wire';
import type { CodeDetails } from '../diagnostics/retrieval-types';
import { openOfflineDb, type OfflineDb, type SavedBrand, type SavedCode, type SavedManual, type SavedPage } from './offline-db';
import { putSavedFile } from './saved-files';
import { OFFLINE_PAGE_PATHS, savePagesForOffline } from './saved-pages';
import { sessionUserId } from './session-user';
import { OfflineError } from './offline-error';

export interface SaveProgress {
  stage: 'file' | 'pages' | 'codes' | 'app' | 'done';
  /** Bytes of the file received, of `totalBytes`. */
  bytes: number;
  totalBytes: number;
  /** Pages' text stored, of `totalPages`. */
  pages: number;
  totalPages: number;
}

const PAGE_BATCH = 60;

interface DetailRow {
  trigger_condition: string | null;
  effect: string | null;
  causes: CodeDetails['causes'] | null;
  checks: CodeDetails['checks'] | null;
  remedy: string | null;
  remedy_manual_id: string | null;
  remedy_page_number: number | null;
  components: string[] | null;
  connectors: string[] | null;
  page_refs: CodeDetails['pageRefs'] | null;
}

/** The columns a saved code is read with (its details embedded: row-level security leaves them out when locked). */
export const SAVED_CODE_COLUMNS =
  'id,brand_id,code,code_normalized,title,summary,severity,tier,controller,error_code_details(trigger_condition,effect,causes,checks,remedy,remedy_manual_id,remedy_page_number,components,connectors,page_refs)';

export interface CodeRow extends Omit<SavedCode, 'details' | 'manualIds'> {
  error_code_details: DetailRow | DetailRow[] | null;
}

/** A code row's details in the diagnostics' shape (the one diagnose_retrieve builds), or null when locked. */
export function codeDetailsOf(row: CodeRow): CodeDetails | null {
  const d = Array.isArray(row.error_code_details) ? row.error_code_details[0] : row.error_code_details;
  if (!d) return null;
  return {
    triggerCondition: d.trigger_condition ?? '',
    effect: d.effect ?? '',
    causes: d.causes ?? [],
    checks: d.checks ?? [],
    remedy: d.remedy ?? '',
    remedyManualId: d.remedy_manual_id,
    remedyPageNumber: d.remedy_page_number,
    components: d.components ?? [],
    connectors: d.connectors ?? [],
    pageRefs: d.page_refs ?? [],
  };
}

/** Reads the whole file through a signed URL, reporting bytes as they arrive. */
async function downloadFile(api: PortalApi, objectPath: string, expected: number, onBytes: (n: number) => void): Promise<Uint8Array> {
  const response = await fetch(await api.signedUrl(objectPath, 600));
  if (!response.ok || !response.body)
    throw new OfflineError('file_unreadable', `The manual's file could not be downloaded (${response.status}).`);
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onBytes(received);
  }
  const bytes = new Uint8Array(received);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  if (expected > 0 && received !== expected) throw new OfflineError('file_incomplete', 'The download stopped before the end of the file.');
  return bytes;
}

const textSize = (text: string) => new TextEncoder().encode(text).byteLength;

/** The latest end of the member's active purchases (my_access), or null when none has one. */
async function paidAccessEnd(wire: ReturnType<typeof createWire>): Promise<string | null> {
  const rows = await wire
    .call<Array<{ active: boolean; access_until: string | null; current_period_end: string | null }>>('/rest/v1/rpc/my_access', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    .catch(() => []);
  const ends = rows.filter((row) => row.active).map((row) => row.access_until ?? row.current_period_end);
  if (ends.length === 0 || ends.some((end) => end === null)) return null;
  return ends.reduce((latest, end) => (Date.parse(end!) > Date.parse(latest!) ? end : latest))!;
}

/**
 * Writes a saved manual's row, pages, brand and codes in one transaction: only the codes whose details the member may
 * read (a locked code offline would be a title and an invitation), each remembering the manuals that brought it.
 */
export async function storeSavedManual(
  db: OfflineDb,
  saved: SavedManual,
  pages: readonly SavedPage[],
  brand: SavedBrand | undefined,
  codeRows: readonly CodeRow[],
): Promise<void> {
  const tx = db.transaction(['manuals', 'pages', 'brands', 'codes'], 'readwrite');
  const writes: Array<Promise<unknown>> = [tx.objectStore('manuals').put(saved)];
  writes.push(tx.objectStore('pages').put({ manual_id: saved.id, pages: [...pages] }));
  if (brand) writes.push(tx.objectStore('brands').put(brand));
  for (const row of codeRows) {
    const details = codeDetailsOf(row);
    if (!details) continue;
    const known = await tx.objectStore('codes').get(row.id);
    const { error_code_details: _details, ...code } = row;
    const next: SavedCode = { ...code, details, manualIds: [...new Set([...(known?.manualIds ?? []), saved.id])] };
    // The brand's codes come with each of its manuals: an unchanged one is not written again.
    if (known && JSON.stringify(known) === JSON.stringify(next)) continue;
    writes.push(tx.objectStore('codes').put(next));
  }
  await Promise.all([...writes, tx.done]);
}

export interface SaveOptions {
  api?: PortalApi;
  onProgress?: (progress: SaveProgress) => void;
}

export async function saveManualForOffline(manualId: string, options: SaveOptions = {}): Promise<SavedManual> {
  const api = options.api ?? createPortalApi();
  const wire = createWire();
  const userId = sessionUserId();
  if (!userId || !api.signedIn()) throw new OfflineError('sign_in_required', 'Sign in to save manuals on this phone.');
  const manual = await api.manual(manualId);
  if (!manual) throw new OfflineError('manual_not_found', 'There is no such manual.');
  const readable = await api.readablePages(manual.id);
  // Premium content only for members whose plan opens it: the policies show them every page of it.
  if (readable.length < manual.page_count) throw new OfflineError('plan_required', 'Your plan does not open every page of this manual.');

  const progress: SaveProgress = { stage: 'file', bytes: 0, totalBytes: manual.file_size, pages: 0, totalPages: manual.page_count };
  const report = (change: Partial<SaveProgress>) => {
    Object.assign(progress, change);
    options.onProgress?.({ ...progress });
  };
  report({});
  const file = await downloadFile(api, manual.object_path, manual.file_size, (bytes) => report({ bytes }));

  report({ stage: 'pages' });
  const pages: SavedPage[] = [];
  for (let from = 0; from < manual.page_count; from += PAGE_BATCH) {
    const rows = await wire.call<Array<{ page_number: number; section_title: string | null; body: string }>>(
      `/rest/v1/manual_pages?manual_id=eq.${encodeURIComponent(manual.id)}&select=page_number,section_title,body&order=page_number&limit=${PAGE_BATCH}&offset=${from}`,
    );
    pages.push(...rows.map((row) => ({ manual_id: manual.id, ...row })));
    report({ pages: pages.length });
    if (rows.length < PAGE_BATCH) break;
  }

  report({ stage: 'codes' });
  const [brand] = await wire.call<SavedBrand[]>(
    `/rest/v1/brands?id=eq.${encodeURIComponent(manual.brand_id)}&select=id,name,code_example,code_pattern,code_format`,
  );
  const codeRows = await wire.call<CodeRow[]>(
    `/rest/v1/error_codes?brand_id=eq.${encodeURIComponent(manual.brand_id)}&select=${SAVED_CODE_COLUMNS}&order=code_normalized`,
  );

  const accessUntil = manual.tier === 'premium' ? await paidAccessEnd(wire) : null;

  await putSavedFile(manual.id, file);
  const saved: SavedManual = {
    id: manual.id,
    brand_id: manual.brand_id,
    kind: manual.kind,
    title: manual.title,
    tier: manual.tier,
    page_count: manual.page_count,
    preview_pages: manual.preview_pages,
    object_path: manual.object_path,
    file_size: manual.file_size,
    revision: manual.revision,
    userId,
    savedAt: new Date().toISOString(),
    fileBytes: file.byteLength,
    textBytes: pages.reduce((sum, page) => sum + textSize(page.body) + textSize(page.section_title ?? ''), 0),
    accessUntil,
  };
  await storeSavedManual(await openOfflineDb(), saved, pages, brand, codeRows);

  report({ stage: 'app' });
  await savePagesForOffline(OFFLINE_PAGE_PATHS);
  report({ stage: 'done' });
  return saved;
}
