// POST /object/upload/sign/:bucketName/*: a signed upload URL, issued only if the caller's policies allow the upload.
import { resolveStorageCaller } from '../caller';
import { testPermission } from '../database';
import { StorageError, storageErrors } from '../errors';
import { mustBeValidKey } from '../limits';
import { writeObject } from '../objects-sql';
import { bucketParam, isUpsert, keyParam } from '../request-parts';
import { SIGNED_UPLOAD_EXPIRES_IN, signToken } from '../signed-url';
import type { StorageRoute } from './route';

export const objectUploadSignRoute: StorageRoute = (app, deps) => {
  app.post('/object/upload/sign/:bucketName/*', async (request) => {
    const caller = await resolveStorageCaller(deps.ctx.jwt, request);
    const bucketId = bucketParam(request);
    const key = keyParam(request);
    mustBeValidKey(key);
    const upsert = isUpsert(request);
    await testPermission(deps, caller, (tx) =>
      writeObject(tx, { bucket: bucketId, name: key, owner: caller.owner, version: '1', metadata: {} }, upsert),
    ).catch((error: unknown) => {
      throw error instanceof StorageError && error.code === 'ResourceAlreadyExists' ? storageErrors.keyAlreadyExists() : error;
    });
    const url = `${bucketId}/${key}`;
    const token = await signToken(deps.ctx.jwt, { owner: caller.owner, url, upsert, scope: 'upload' }, SIGNED_UPLOAD_EXPIRES_IN);
    return { url: `/object/upload/sign/${url}?token=${token}`, token };
  });
};
