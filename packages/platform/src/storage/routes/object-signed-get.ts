// GET /object/sign/:bucketName/*?token=: downloads with a signed URL (no key needed), until the token expires.
import { readAsService } from '../database';
import { mustBeValidKey } from '../limits';
import { mustFindObject } from '../objects-sql';
import { bucketParam, keyParam, queryValue } from '../request-parts';
import { sendObject } from '../send-object';
import { readSignedObject } from '../signed-read-cache';
import { verifyToken } from '../signed-url';
import type { StorageRoute } from './route';

export const objectSignedGetRoute: StorageRoute = (app, deps) => {
  app.get('/object/sign/:bucketName/*', { exposeHeadRoute: false }, async (request, reply) => {
    const bucketId = bucketParam(request);
    const key = keyParam(request);
    const token = await verifyToken(deps.ctx.jwt, queryValue(request, 'token'), `${bucketId}/${key}`, 'download');
    mustBeValidKey(key);
    const object = await readSignedObject(deps.ctx.db, bucketId, key, {
      load: () => readAsService(deps, (db) => mustFindObject(db, bucketId, key)),
      exists: async (row) =>
        row.version !== null && (await deps.backend.stat({ bucket: bucketId, key, version: row.version ?? '' })) !== undefined,
    });
    return sendObject(deps, request, reply, object, { download: queryValue(request, 'download'), expires: new Date(token.exp * 1000) });
  });
};
