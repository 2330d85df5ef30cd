// POST /object/move {bucketId, sourceKey, destinationKey, destinationBucket?}: renames an object, policies checked as the caller.
import { randomUUID } from 'node:crypto';
import { optionalString, requiredString } from '../body-fields';
import { resolveStorageCaller } from '../caller';
import { asService, testPermission } from '../database';
import { storageErrors } from '../errors';
import { readJsonBody } from '../json-body';
import { mustBeValidBucketName, mustBeValidKey } from '../limits';
import { isUuid, OBJECT_COLUMNS, type ObjectRow } from '../object-row';
import { lockObjectName, mustFindObject } from '../objects-sql';
import { removeVersions } from '../remove-versions';
import type { StorageRoute } from './route';

const RENAME = `update storage.objects set bucket_id = $3, name = $4, version = $5, owner = $6, owner_id = $7
  where bucket_id = $1 and name = $2 returning ${OBJECT_COLUMNS}`;

export const objectMoveRoute: StorageRoute = (app, deps) => {
  app.post('/object/move', async (request) => {
    const caller = await resolveStorageCaller(deps.ctx.jwt, request);
    const body = await readJsonBody(request);
    const bucketId = requiredString(body, 'bucketId');
    const sourceKey = requiredString(body, 'sourceKey');
    const destinationKey = requiredString(body, 'destinationKey');
    const destinationBucket = optionalString(body, 'destinationBucket') || bucketId;
    mustBeValidBucketName(bucketId);
    mustBeValidBucketName(destinationBucket);
    mustBeValidKey(sourceKey);
    mustBeValidKey(destinationKey);
    const version = randomUUID();
    const owner = caller.owner;
    const renameParams = [bucketId, sourceKey, destinationBucket, destinationKey, version, isUuid(owner) ? owner : null, owner ?? null];
    // As the storage server: the caller must be able to see the source and to update it into its new place.
    await testPermission(deps, caller, async (tx) => {
      await mustFindObject(tx, bucketId, sourceKey);
      const { rows } = await tx.query<ObjectRow>(RENAME, renameParams);
      if (rows.length === 0) throw storageErrors.noSuchKey();
    });
    const source = await asService(deps, (tx) => mustFindObject(tx, bucketId, sourceKey));
    if (bucketId === destinationBucket && sourceKey === destinationKey)
      return { message: 'Successfully moved', Id: source.id, Key: sourceKey };
    const from = { bucket: bucketId, key: sourceKey, version: source.version ?? '' };
    const to = { bucket: destinationBucket, key: destinationKey, version };
    await deps.backend.copy(from, to);
    try {
      const moved = await asService(deps, async (tx) => {
        await lockObjectName(tx, destinationBucket, destinationKey);
        await mustFindObject(tx, bucketId, sourceKey, true);
        const { rows } = await tx.query<ObjectRow>(RENAME, renameParams);
        return rows[0] ?? mustFindObject(tx, bucketId, sourceKey);
      });
      await removeVersions(deps, [from]);
      return { message: 'Successfully moved', Id: moved.id, Key: moved.name };
    } catch (error) {
      await removeVersions(deps, [to]);
      throw error;
    }
  });
};
