// DELETE /bucket/:bucketId: deletes an empty bucket as the caller, then its folder.
import { resolveStorageCaller } from '../caller';
import { asCaller, asService } from '../database';
import { StorageError, storageErrors } from '../errors';
import { forgetBucket } from '../bucket-read-cache';
import { mustFindBucket } from '../buckets-sql';
import { bucketParam } from '../request-parts';
import type { StorageRoute } from './route';

export const bucketDeleteRoute: StorageRoute = (app, deps) => {
  app.delete('/bucket/:bucketId', async (request) => {
    const caller = await resolveStorageCaller(deps.ctx.jwt, request);
    const bucketId = bucketParam(request, 'bucketId');
    await asService(deps, async (tx) => {
      await mustFindBucket(tx, bucketId);
      const { rows } = await tx.query('select 1 from storage.objects where bucket_id = $1 limit 1', [bucketId]);
      if (rows.length > 0) throw storageErrors.bucketNotEmpty();
    });
    const deleted = await asCaller(
      deps,
      caller,
      async (tx) => (await tx.query('delete from storage.buckets where id = $1', [bucketId])).rowCount,
      {
        allowDelete: true,
      },
    ).catch((error: unknown) => {
      throw error instanceof StorageError && error.code === 'ResourceReferenced' ? storageErrors.bucketNotEmpty() : error;
    });
    forgetBucket(deps.ctx.db, bucketId);
    if (deleted === 0) throw storageErrors.noSuchBucket();
    await deps.backend.removeBucket(bucketId);
    return { message: 'Successfully deleted' };
  });
};
