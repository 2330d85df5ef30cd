// POST /bucket: creates a bucket as the caller (policies on storage.buckets decide); private unless `public`.
import { optionalString, requiredString } from '../body-fields';
import { resolveStorageCaller } from '../caller';
import { asCaller } from '../database';
import { StorageError, storageErrors } from '../errors';
import { mustBeValidBucketName } from '../limits';
import { isUuid } from '../object-row';
import { readJsonBody } from '../json-body';
import { readBucketOptions } from './bucket-options';
import type { StorageRoute } from './route';

export const bucketCreateRoute: StorageRoute = (app, deps) => {
  app.post('/bucket', async (request) => {
    const caller = await resolveStorageCaller(deps.ctx.jwt, request);
    const body = await readJsonBody(request);
    const name = requiredString(body, 'name');
    const id = optionalString(body, 'id') || name;
    const type = optionalString(body, 'type');
    if (type !== undefined && type !== 'STANDARD' && type !== 'ANALYTICS') {
      throw storageErrors.validation('body/type must be equal to one of the allowed values');
    }
    if (type === 'ANALYTICS')
      throw new StorageError('InvalidRequest', 'The feature iceberg_catalog is not enabled for this resource', { status: 409 });
    if (name.trim() !== name) throw storageErrors.invalidBucketName();
    mustBeValidBucketName(name);
    mustBeValidBucketName(id);
    const options = readBucketOptions(body, deps.fileSizeLimit);
    await asCaller(deps, caller, (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types, type)
         values ($1, $2, $3, $4, $5, $6, $7, 'STANDARD')`,
        [
          id,
          name,
          isUuid(caller.owner) ? caller.owner : null,
          caller.owner ?? null,
          options.public ?? false,
          options.fileSizeLimit ?? null,
          options.allowedMimeTypes ?? null,
        ],
      ),
    ).catch((error: unknown) => {
      throw error instanceof StorageError && error.code === 'ResourceAlreadyExists' ? storageErrors.bucketAlreadyExists() : error;
    });
    return { name };
  });
};
