// What the phone keeps for offline use, in IndexedDB through `idb`: the saved manuals' rows and pages' text, the
// brands' code formats and the codes (with the details the member may read), bookmarks and diagnoses waiting to be
// sent. The manuals' files themselves are kept whole in Cache Storage (saved-files.ts).
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { CodeDetails } from '../diagnostics/retrieval-types';
import type { StreamEvent } from '../elements/diagnostic-chat/chat-api';

export interface SavedManual {
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
  /** The account that saved it (another account's copy is never shown). */
  userId: string;
  savedAt: string;
  /** Bytes of the file and of the pages' text as stored. */
  fileBytes: number;
  textBytes: number;
  /**
   * For premium content: when the member's paid access ends as the server said at saving (the latest end of their
   * active purchases); null when no purchase gives an end (a plan granted by an administrator). Not signed: it ends
   * access on an honest clock while offline; the server's own check at the next online start is the authority.
   */
  accessUntil: string | null;
}

export interface SavedPage {
  manual_id: string;
  page_number: number;
  section_title: string | null;
  body: string;
}

export interface SavedBrand {
  id: string;
  name: string;
  code_example: string;
  code_pattern: string;
  code_format: string;
}

export interface SavedCode {
  id: string;
  brand_id: string;
  code: string;
  code_normalized: string;
  title: string;
  summary: string;
  severity: 'stop' | 'warn' | 'info';
  tier: 'free' | 'premium';
  controller: string;
  /** Null when the member may not read them (a premium code without the brand's plan). */
  details: CodeDetails | null;
  /** The manuals that brought it (it is deleted with the last of them). */
  manualIds: string[];
}

/** A bookmark as the phone knows it; `pending` until the server has it (or has deleted it). */
export interface LocalBookmark {
  manual_id: string;
  page_number: number;
  note: string;
  updated_at: string;
  /** The server's row id once known. */
  id: string | null;
  /** The server's `updated_at` when the phone last had its copy (a later one means it changed elsewhere). */
  serverUpdatedAt: string | null;
  pending: 'save' | 'delete' | null;
}

/** A diagnosis made offline: the question and the events it streamed, uploaded when the network returns. */
export interface LocalDiagnosis {
  localId: string;
  userId: string;
  input: { brand: string; series?: string; fuelType?: string; code?: string; symptoms?: string };
  events: StreamEvent[];
  createdAt: string;
  /** The server's diagnosis id once uploaded. */
  uploadedAs: string | null;
}

/** A manual's pages' text as one record: one value per manual costs the store far less than one per page. */
export interface SavedPages {
  manual_id: string;
  pages: SavedPage[];
}

interface OfflineSchema extends DBSchema {
  manuals: { key: string; value: SavedManual };
  pages: { key: string; value: SavedPages };
  brands: { key: string; value: SavedBrand };
  codes: { key: string; value: SavedCode; indexes: { brand: string } };
  bookmarks: { key: [string, number]; value: LocalBookmark; indexes: { manual: string } };
  diagnoses: { key: string; value: LocalDiagnosis };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

export const OFFLINE_DB_NAME = 'liftfix-offline';

let opened: Promise<OfflineDb> | undefined;

/** The offline database (opened once per page; a name for tests). */
export function openOfflineDb(name = OFFLINE_DB_NAME): Promise<OfflineDb> {
  const open = () =>
    openDB<OfflineSchema>(name, 1, {
      upgrade(db) {
        db.createObjectStore('manuals', { keyPath: 'id' });
        db.createObjectStore('pages', { keyPath: 'manual_id' });
        db.createObjectStore('brands', { keyPath: 'id' });
        db.createObjectStore('codes', { keyPath: 'id' }).createIndex('brand', 'brand_id');
        db.createObjectStore('bookmarks', { keyPath: ['manual_id', 'page_number'] }).createIndex('manual', 'manual_id');
        db.createObjectStore('diagnoses', { keyPath: 'localId' });
      },
    });
  if (name !== OFFLINE_DB_NAME) return open();
  opened ??= open();
  return opened;
}

/** A saved manual's pages, by page number ([] when none are saved). */
export async function readSavedPages(db: OfflineDb, manualId: string): Promise<SavedPage[]> {
  return (await db.get('pages', manualId))?.pages ?? [];
}

/** Whether this browser can keep anything offline (IndexedDB and Cache Storage). */
export function offlineSupported(): boolean {
  return typeof indexedDB !== 'undefined' && typeof caches !== 'undefined';
}
