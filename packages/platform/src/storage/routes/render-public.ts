// GET /render/image/public/:bucketName/*: a transformed image from a public bucket, no key needed.
import { findPublicObject } from '../readable-object';
import { bucketParam, keyParam, queryValue } from '../request-parts';
import { sendTransformed } from '../send-transformed';
import { transformOptionsFrom } from '../transform-image';
import type { StorageRoute } from './route';

export const renderPublicRoute: StorageRoute = (app, deps) => {
  app.get('/render/image/public/:bucketName/*', { exposeHeadRoute: false }, async (request, reply) => {
    const transform = transformOptionsFrom(request.query as Record<string, unknown>);
    const object = await findPublicObject(deps, bucketParam(request), keyParam(request));
    return sendTransformed(deps, request, reply, object, transform, { download: queryValue(request, 'download') });
  });
};
