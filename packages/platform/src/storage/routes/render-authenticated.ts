// GET /render/image/authenticated/:bucketName/*: a transformed image of an object the caller may read.
import { resolveStorageCaller } from '../caller';
import { findReadableObject } from '../readable-object';
import { bucketParam, keyParam, queryValue } from '../request-parts';
import { sendTransformed } from '../send-transformed';
import { transformOptionsFrom } from '../transform-image';
import type { StorageRoute } from './route';

export const renderAuthenticatedRoute: StorageRoute = (app, deps) => {
  app.get('/render/image/authenticated/:bucketName/*', { exposeHeadRoute: false }, async (request, reply) => {
    const caller = await resolveStorageCaller(deps.ctx.jwt, request);
    const transform = transformOptionsFrom(request.query as Record<string, unknown>);
    const object = await findReadableObject(deps, caller, bucketParam(request), keyParam(request));
    return sendTransformed(deps, request, reply, object, transform, { download: queryValue(request, 'download') });
  });
};
