// POST /object/copy {bucketId, sourceKey, destinationKey, destinationBucket?}: copies an object the caller can read to a key it can write.
import { randomUUID } from 'node:crypto';
import { optionalBoolean, optionalObject, optionalString, requiredString } from '../body-fields';
import { resolveStorageCaller } from '../caller';
import { asService, readAsCaller, testPermission } from '../database';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../../http/json-depth';
import { StorageError, storageErrors } from '../errors';
import { readJsonBody } from '../json-body';
import { mustBeValidBucketName, mustBeValidKey } from '../limits';
import type { ObjectMetadata } from '../object-row';
import { findObject, lockObjectName, mustFindObject, writeObject } from '../objects-sql';
import { removeVersions } from '../remove-versions';
import { headerValue, isUpsert } from '../request-parts';
import type { StorageRoute } from './route';

function userMetadataHeader(value: string | undefined): Record<string, unknown> | undefined {
  if (!value) return undefined;
  const text = Buffer.from(value, 'base64').toString('utf8');
  if (jsonDepthExceeds(text)) throw storageErrors.validation(`x-metadata is nested more than ${MAX_JSON_DEPTH} levels deep`);
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export const objectCopyRoute: StorageRoute = (app, deps) => {
  app.post('/object/copy', async (request) => {
    const caller = await resolveStorageCaller(deps.ctx.jwt, request);
    const body = await readJsonBody(request);
    const bucketId = requiredString(body, 'bucketId');
    const sourceKey = requiredString(body, 'sourceKey');
    const destinationKey = requiredString(body, 'destinationKey');
    const destinationBucket = optionalString(body, 'destinationBucket') || bucketId;
    const copyMetadata = optionalBoolean(body, 'copyMetadata') ?? true;
    const override = optionalObject(body, 'metadata');
    mustBeValidBucketName(bucketId);
    mustBeValidBucketName(destinationBucket);
    mustBeValidKey(sourceKey);
    mustBeValidKey(destinationKey);
    const upsert = isUpsert(request);
    const source = await readAsCaller(deps, caller, (db) => mustFindObject(db, bucketId, sourceKey));
    const metadata: Partial<ObjectMetadata> = { ...(source.metadata ?? {}) };
    if (!copyMetadata && override) {
      if (typeof override.cacheControl === 'string') metadata.cacheControl = override.cacheControl;
      if (typeof override.mimetype === 'string') metadata.mimetype = override.mimetype;
    }
    const userMetadata = copyMetadata ? source.user_metadata : userMetadataHeader(headerValue(request, 'x-metadata'));
    const target = { bucket: destinationBucket, name: destinationKey, owner: caller.owner, metadata, userMetadata };
    await testPermission(deps, caller, (tx) => writeObject(tx, { ...target, version: '1' }, upsert)).catch((error: unknown) => {
      throw error instanceof StorageError && error.code === 'ResourceAlreadyExists' ? storageErrors.keyAlreadyExists() : error;
    });
    const to = { bucket: destinationBucket, key: destinationKey, version: randomUUID() };
    const copied = await deps.backend.copy({ bucket: bucketId, key: sourceKey, version: source.version ?? '' }, to);
    metadata.lastModified = copied.lastModified.toISOString();
    try {
      const { row, replaced } = await asService(deps, async (tx) => {
        await lockObjectName(tx, destinationBucket, destinationKey);
        const current = await findObject(tx, destinationBucket, destinationKey, true);
        if (current && !upsert) throw storageErrors.keyAlreadyExists();
        return { row: await writeObject(tx, { ...target, version: to.version }, true), replaced: current?.version };
      });
      if (replaced) await removeVersions(deps, [{ bucket: destinationBucket, key: destinationKey, version: replaced }]);
      return { ...row, Id: row.id, Key: `${destinationBucket}/${destinationKey}` };
    } catch (error) {
      await removeVersions(deps, [to]);
      throw error;
    }
  });
};
