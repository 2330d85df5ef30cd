// DELETE /object/:bucketName/*: deletes one object as the caller (not found when it does not exist or policies refuse).
import { resolveStorageCaller } from '../caller';
import { asCaller } from '../database';
import { storageErrors } from '../errors';
import { mustBeValidKey } from '../limits';
import type { ObjectRow } from '../object-row';
import { removeVersions, versionsOf } from '../remove-versions';
import { bucketParam, keyParam } from '../request-parts';
import type { StorageRoute } from './route';

export const objectDeleteRoute: StorageRoute = (app, deps) => {
  app.delete('/object/:bucketName/*', async (request) => {
    const caller = await resolveStorageCaller(deps.ctx.jwt, request);
    const bucketId = bucketParam(request);
    const key = keyParam(request);
    mustBeValidKey(key);
    const removed = await asCaller(
      deps,
      caller,
      async (tx) =>
        (
          await tx.query<ObjectRow>('delete from storage.objects where bucket_id = $1 and name = $2 returning bucket_id, name, version', [
            bucketId,
            key,
          ])
        ).rows,
      { allowDelete: true },
    );
    if (removed.length === 0) throw storageErrors.noSuchKey();
    await removeVersions(deps, versionsOf(removed));
    return { message: 'Successfully deleted' };
  });
};
