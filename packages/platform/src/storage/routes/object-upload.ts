// POST /object/:bucketName/*: uploads a new object (multipart or raw body); `x-upsert: true` replaces an existing one.
import { resolveStorageCaller } from '../caller';
import { bucketParam, isUpsert, keyParam } from '../request-parts';
import { storeUpload } from '../upload/store-upload';
import { readUploadSource } from '../upload/upload-source';
import type { StorageRoute } from './route';

export const objectUploadRoute: StorageRoute = (app, deps) => {
  app.post('/object/:bucketName/*', async (request) => {
    const caller = await resolveStorageCaller(deps.ctx.jwt, request);
    const stored = await storeUpload(deps, {
      bucket: bucketParam(request),
      key: keyParam(request),
      caller,
      owner: caller.owner,
      upsert: isUpsert(request),
      source: () => readUploadSource(request),
    });
    return { Id: stored.id, Key: stored.key };
  });
};
