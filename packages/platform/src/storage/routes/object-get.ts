// GET /object/:bucketName/* (and /object/authenticated/…): downloads an object, whole or by Range, as the caller may.
import { resolveStorageCaller } from '../caller';
import { findReadableObject } from '../readable-object';
import { bucketParam, keyParam, queryValue } from '../request-parts';
import { sendObject } from '../send-object';
import type { StorageRoute } from './route';

export const objectGetRoute: StorageRoute = (app, deps) => {
  for (const [url, allowAnonymous] of [
    ['/object/:bucketName/*', true],
    ['/object/authenticated/:bucketName/*', false],
  ] as const) {
    app.get(url, { exposeHeadRoute: false }, async (request, reply) => {
      const caller = await resolveStorageCaller(deps.ctx.jwt, request, { allowAnonymous });
      const object = await findReadableObject(deps, caller, bucketParam(request), keyParam(request));
      return sendObject(deps, request, reply, object, { download: queryValue(request, 'download') });
    });
  }
};
