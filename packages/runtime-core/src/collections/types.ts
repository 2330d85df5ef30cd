/** Collections: their state as formulas read it, the source plugin interface, fetch events and realtime changes. */
import type { FilterDefinition, SortEntry } from '@kit/formula';
import type { CollectionDefinition } from '../design/schema';
import type { CollectionState } from '../services/types';
import type { ErrorObject } from '../workflows/error-object';

export type { CollectionDefinition };

/** A collection as formulas read it (`collections[id]`). */
export interface CollectionRecord extends CollectionState {
  id: string;
  name: string | undefined;
  mode: 'static' | 'dynamic' | undefined;
  /** Rows; with paging a sparse array of length `total`, each fetched page at its offset. */
  data: unknown;
  total: number;
  limit: number | undefined;
  offset: number;
  filter: FilterDefinition | undefined;
  sort: SortEntry[] | undefined;
  isFetching: boolean;
  isFetched: boolean;
  error: ErrorObject | null;
}

/** What a source receives: the collection, its settings resolved (formulas evaluated), paging and an abort signal. */
export interface CollectionFetchRequest {
  collection: CollectionDefinition;
  config: Readonly<Record<string, unknown>>;
  limit: number | undefined;
  offset: number;
  filter: FilterDefinition | undefined;
  sort: SortEntry[] | undefined;
  /** Values of the page's variables (server data sets receive them as the body). */
  variables: Readonly<Record<string, unknown>>;
  /** Aborted when the visitor navigates during the fetch. */
  signal: AbortSignal;
}

export interface CollectionFetchResult {
  data: unknown;
  /** Total rows on the server; for sources with native paging. */
  total?: number;
}

/** Where a collection's rows come from: static JSON, server data sets, or a plugin (database, REST…). */
export interface CollectionSource {
  readonly id: string;
  /** The source pages, filters and sorts itself; otherwise the runtime does it on the client. */
  readonly nativePaging: boolean;
  fetch(request: CollectionFetchRequest): Promise<CollectionFetchResult>;
}

/** Raised when a fetch fails: the error message, the collection's data, its id and name. */
export interface CollectionFetchErrorEvent {
  message: string;
  data: unknown;
  id: string;
  name: string | undefined;
}

export type RealtimeChangeType = 'INSERT' | 'UPDATE' | 'UPSERT' | 'DELETE';

export interface RealtimeChange {
  type: RealtimeChangeType;
  /** The new row (INSERT, UPDATE, UPSERT). */
  record?: Readonly<Record<string, unknown>> | null;
  /** The old row, or at least its primary key (DELETE; UPDATE when keys change). */
  oldRecord?: Readonly<Record<string, unknown>> | null;
}
