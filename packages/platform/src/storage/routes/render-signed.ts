// GET /render/image/sign/:bucketName/*?token=: a transformed image through a signed URL; the token fixes the transformation.
import { readAsService } from '../database';
import { mustBeValidKey } from '../limits';
import { mustFindObject } from '../objects-sql';
import { bucketParam, keyParam, queryValue } from '../request-parts';
import { sendTransformed } from '../send-transformed';
import { verifyToken } from '../signed-url';
import { parseSignedTransform } from '../signed-transform';
import type { StorageRoute } from './route';

export const renderSignedRoute: StorageRoute = (app, deps) => {
  app.get('/render/image/sign/:bucketName/*', { exposeHeadRoute: false }, async (request, reply) => {
    const bucketId = bucketParam(request);
    const key = keyParam(request);
    const token = await verifyToken(deps.ctx.jwt, queryValue(request, 'token'), `${bucketId}/${key}`, 'download');
    mustBeValidKey(key);
    const object = await readAsService(deps, (db) => mustFindObject(db, bucketId, key));
    const transform = parseSignedTransform(token.transformations ?? '');
    return sendTransformed(deps, request, reply, object, transform, {
      download: queryValue(request, 'download'),
      expires: new Date(token.exp * 1000),
      reported: token.transformations,
    });
  });
};
