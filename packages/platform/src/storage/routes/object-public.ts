// GET /object/public/:bucketName/*: downloads from a public bucket with no key at all.
import { findPublicObject } from '../readable-object';
import { bucketParam, keyParam, queryValue } from '../request-parts';
import { sendObject } from '../send-object';
import type { StorageRoute } from './route';

export const objectPublicRoute: StorageRoute = (app, deps) => {
  app.get('/object/public/:bucketName/*', { exposeHeadRoute: false }, async (request, reply) => {
    const object = await findPublicObject(deps, bucketParam(request), keyParam(request));
    return sendObject(deps, request, reply, object, { download: queryValue(request, 'download') });
  });
};
