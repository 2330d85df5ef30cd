// HEAD /object/:bucketName/* (also /authenticated/ and /public/): the download headers without the body (`exists`).
import { resolveStorageCaller } from '../caller';
import { findPublicObject, findReadableObject } from '../readable-object';
import { bucketParam, keyParam } from '../request-parts';
import { sendObject } from '../send-object';
import type { StorageRoute } from './route';

export const objectHeadRoute: StorageRoute = (app, deps) => {
  for (const [url, allowAnonymous] of [
    ['/object/:bucketName/*', true],
    ['/object/authenticated/:bucketName/*', false],
  ] as const) {
    app.head(url, async (request, reply) => {
      const caller = await resolveStorageCaller(deps.ctx.jwt, request, { allowAnonymous });
      const object = await findReadableObject(deps, caller, bucketParam(request), keyParam(request));
      return sendObject(deps, request, reply, object, { headOnly: true });
    });
  }
  app.head('/object/public/:bucketName/*', async (request, reply) => {
    const object = await findPublicObject(deps, bucketParam(request), keyParam(request));
    return sendObject(deps, request, reply, object, { headOnly: true });
  });
};
