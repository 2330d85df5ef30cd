// POST /bucket/:bucketId/empty: removes every object of a bucket (service role only, as on Supabase). The objects are
// gone when it answers; the message is the current storage server's, which queues the work, so clients see one text.
import { mustBeServiceRole, resolveStorageCaller } from '../caller';
import { asCaller } from '../database';
import { mustFindBucket } from '../buckets-sql';
import { bucketParam } from '../request-parts';
import { removeVersions, versionsOf } from '../remove-versions';
import type { StorageRoute } from './route';

export const EMPTY_BUCKET_MESSAGE = 'Empty bucket has been queued. Completion may take up to an hour.';

export const bucketEmptyRoute: StorageRoute = (app, deps) => {
  app.post('/bucket/:bucketId/empty', async (request) => {
    const caller = await resolveStorageCaller(deps.ctx.jwt, request);
    mustBeServiceRole(caller);
    const bucketId = bucketParam(request, 'bucketId');
    const removed = await asCaller(
      deps,
      caller,
      async (tx) => {
        await mustFindBucket(tx, bucketId);
        const { rows } = await tx.query<{ bucket_id: string; name: string; version: string | null }>(
          'delete from storage.objects where bucket_id = $1 returning bucket_id, name, version',
          [bucketId],
        );
        return rows;
      },
      { allowDelete: true },
    );
    await removeVersions(deps, versionsOf(removed));
    return { message: EMPTY_BUCKET_MESSAGE };
  });
};
