// PUT /object/upload/sign/:bucketName/*?token=: uploads with a signed upload URL (no key needed; the token carries owner and upsert).
import { bucketParam, keyParam, queryValue } from '../request-parts';
import { verifyToken } from '../signed-url';
import { storeUpload } from '../upload/store-upload';
import { readUploadSource } from '../upload/upload-source';
import type { StorageRoute } from './route';

export const objectUploadSignedRoute: StorageRoute = (app, deps) => {
  app.put('/object/upload/sign/:bucketName/*', async (request) => {
    const bucketId = bucketParam(request);
    const key = keyParam(request);
    const token = await verifyToken(deps.ctx.jwt, queryValue(request, 'token'), `${bucketId}/${key}`, 'upload');
    const stored = await storeUpload(deps, {
      bucket: bucketId,
      key,
      owner: token.owner,
      upsert: Boolean(token.upsert),
      source: () => readUploadSource(request),
    });
    return { Key: stored.key };
  });
};
