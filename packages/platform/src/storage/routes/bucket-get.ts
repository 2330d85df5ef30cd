// GET /bucket/:bucketId: one bucket, if the caller's policies let it see it.
import { resolveStorageCaller } from '../caller';
import { readAsCaller } from '../database';
import { storageErrors } from '../errors';
import { bucketParam } from '../request-parts';
import type { StorageRoute } from './route';

const COLUMNS = 'id, name, owner, public, created_at, updated_at, file_size_limit, allowed_mime_types';

export const bucketGetRoute: StorageRoute = (app, deps) => {
  app.get('/bucket/:bucketId', { exposeHeadRoute: false }, async (request) => {
    const caller = await resolveStorageCaller(deps.ctx.jwt, request);
    const bucketId = bucketParam(request, 'bucketId');
    const bucket = await readAsCaller(deps, caller, async (tx) => {
      const { rows } = await tx.query(`select ${COLUMNS} from storage.buckets where id = $1 limit 1`, [bucketId]);
      return rows[0];
    });
    if (!bucket) throw storageErrors.noSuchBucket();
    return bucket;
  });
};
