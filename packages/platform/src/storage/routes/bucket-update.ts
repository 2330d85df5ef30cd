// PUT /bucket/:bucketId: changes public, file_size_limit or allowed_mime_types, as the caller.
import { resolveStorageCaller } from '../caller';
import { forgetBucket } from '../bucket-read-cache';
import { asCaller } from '../database';
import { storageErrors } from '../errors';
import { readJsonBody } from '../json-body';
import { bucketParam } from '../request-parts';
import { readBucketOptions } from './bucket-options';
import type { StorageRoute } from './route';

export const bucketUpdateRoute: StorageRoute = (app, deps) => {
  app.put('/bucket/:bucketId', async (request) => {
    const caller = await resolveStorageCaller(deps.ctx.jwt, request);
    const bucketId = bucketParam(request, 'bucketId');
    const body = await readJsonBody(request);
    const options = readBucketOptions(body, deps.fileSizeLimit);
    const sets: string[] = [];
    const params: unknown[] = [];
    const set = (column: string, value: unknown) => {
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    };
    if (options.public !== undefined) set('public', options.public);
    if (options.fileSizeLimit !== undefined) set('file_size_limit', options.fileSizeLimit);
    if (options.allowedMimeTypes !== undefined) set('allowed_mime_types', options.allowedMimeTypes);
    if (sets.length === 0) throw storageErrors.noContentProvided();
    params.push(bucketId);
    const updated = await asCaller(deps, caller, async (tx) => {
      const result = await tx.query(
        `update storage.buckets set ${sets.join(', ')}, updated_at = now() where id = $${params.length}`,
        params,
      );
      return result.rowCount;
    });
    forgetBucket(deps.ctx.db, bucketId);
    if (updated === 0) throw storageErrors.noSuchBucket();
    return { message: 'Successfully updated' };
  });
};
