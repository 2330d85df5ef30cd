/**
 * The paginator's view of a bound collection: the site runtime's collection store (runtime-core's CollectionStore)
 * read through a duck-typed check, since a runtime may carry a collection service without paging.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { CollectionService, Runtime } from '@kit/runtime-core';

/** The part of runtime-core's CollectionStore the paginator needs. */
export interface PageableCollections {
  get(id: string): { total?: unknown; limit?: unknown; offset?: unknown } | undefined;
  subscribe(id: string, listener: () => void): () => void;
  setPagination(id: string, paging: { limit?: number | null; offset?: number }): Promise<void>;
}

export function isPageable(service: CollectionService | undefined): service is CollectionService & PageableCollections {
  const candidate = service as Partial<PageableCollections> | undefined;
  return typeof candidate?.get === 'function' && typeof candidate.subscribe === 'function' && typeof candidate.setPagination === 'function';
}

const noSubscription = () => () => undefined;

/** The bound collection's record, re-rendering when it changes; undefined without an id, a store or the collection. */
export function useCollectionRecord(runtime: Runtime, collectionId: string | null) {
  const service = runtime.services.collections;
  const pageable = isPageable(service) ? service : undefined;
  const subscribe = useCallback(
    (listener: () => void) =>
      pageable === undefined || collectionId === null ? noSubscription() : pageable.subscribe(collectionId, listener),
    [pageable, collectionId],
  );
  const read = () => (pageable === undefined || collectionId === null ? undefined : pageable.get(collectionId));
  const record = useSyncExternalStore(subscribe, read, read);
  return { pageable, record };
}
