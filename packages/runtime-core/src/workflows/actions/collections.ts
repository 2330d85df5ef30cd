/** Fetch one collection or several; a failed fetch raises the collection's own error or the seed's message. */
import { RuntimeCoreError } from '../../errors';
import { ACTION_MESSAGES, collectionFetchFailedMessage } from '../action-messages';
import type { CollectionService } from '../../services/types';
import { errorMessage } from '../error-object';
import type { ActionHandler } from '../types';
import { fail, isBlank } from './support';

async function fetchOne(collections: CollectionService, id: string, fallbackMessage: (name: unknown) => string): Promise<void> {
  const before = collections.get(id);
  if (before === undefined) fail('COLLECTION_NOT_FOUND', { collectionId: id });
  await collections.fetch(id);
  const after = collections.get(id) ?? before;
  const error = after.error;
  if (error === undefined || error === null || error === false) return;
  const own = typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string' ? errorMessage(error) : undefined;
  throw new RuntimeCoreError('COLLECTION_FETCH_FAILED', own ?? fallbackMessage(after.name ?? id), {
    details: { collectionId: id, error: typeof error === 'object' ? error : { message: String(error) } },
  });
}

export const fetchCollectionAction: ActionHandler = async (action, context) => {
  if (isBlank(action.collectionId)) fail('NO_COLLECTION');
  await fetchOne(context.runtime.services.collections, String(action.collectionId), () => ACTION_MESSAGES.COLLECTION_FETCH_FAILED);
  return undefined;
};

export const fetchCollectionsAction: ActionHandler = async (action, context) => {
  const ids = (Array.isArray(action.collectionsId) ? (action.collectionsId as unknown[]) : []).filter((id) => !isBlank(id));
  if (ids.length === 0) fail('NO_COLLECTION');
  const collections = context.runtime.services.collections;
  await Promise.all(ids.map((id) => fetchOne(collections, String(id), collectionFetchFailedMessage)));
  return undefined;
};
