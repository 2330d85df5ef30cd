// PUT /object/:bucketName/*: replaces the object at a key (an upsert, as on Supabase).
import { resolveStorageCaller } from '../caller';
import { bucketParam, keyParam } from '../request-parts';
import { storeUpload } from '../upload/store-upload';
import { readUploadSource } from '../upload/upload-source';
import type { StorageRoute } from './route';

export const objectUpdateRoute: StorageRoute = (app, deps) => {
  app.put('/object/:bucketName/*', async (request) => {
    const caller = await resolveStorageCaller(deps.ctx.jwt, request);
    const stored = await storeUpload(deps, {
      bucket: bucketParam(request),
      key: keyParam(request),
      caller,
      owner: caller.owner,
      upsert: true,
      source: () => readUploadSource(request),
    });
    return { Id: stored.id, Key: stored.key };
  });
};
