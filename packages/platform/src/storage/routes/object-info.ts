// GET /object/info/:bucketName/* (also /authenticated/ and /public/): an object's details in snake_case JSON.
import { resolveStorageCaller } from '../caller';
import type { ObjectRow } from '../object-row';
import { findPublicObject, findReadableObject } from '../readable-object';
import { bucketParam, keyParam } from '../request-parts';
import type { StorageRoute } from './route';

function info(object: ObjectRow) {
  const metadata = object.metadata;
  return {
    id: object.id,
    name: object.name,
    version: object.version,
    bucket_id: object.bucket_id,
    size: metadata?.size ?? null,
    content_type: metadata?.mimetype ?? null,
    cache_control: metadata?.cacheControl ?? null,
    etag: metadata?.eTag ?? null,
    // The user metadata: `{}` when none was given, as the storage server answers.
    metadata: object.user_metadata ?? {},
    last_modified: object.updated_at,
    created_at: object.created_at,
  };
}

export const objectInfoRoute: StorageRoute = (app, deps) => {
  for (const [url, allowAnonymous] of [
    ['/object/info/:bucketName/*', true],
    ['/object/info/authenticated/:bucketName/*', false],
  ] as const) {
    app.get(url, { exposeHeadRoute: false }, async (request, reply) => {
      const caller = await resolveStorageCaller(deps.ctx.jwt, request, { allowAnonymous });
      const object = await findReadableObject(deps, caller, bucketParam(request), keyParam(request));
      if (object.metadata?.eTag) reply.header('ETag', object.metadata.eTag);
      return info(object);
    });
  }
  app.get('/object/info/public/:bucketName/*', { exposeHeadRoute: false }, async (request) => {
    return info(await findPublicObject(deps, bucketParam(request), keyParam(request)));
  });
};
