// POST /object/sign/:bucketName {expiresIn, paths}: signed URLs for many objects; each path not visible gets an error entry.
import { requiredInteger, requiredStringArray } from '../body-fields';
import { resolveStorageCaller } from '../caller';
import { readAsCaller } from '../database';
import { readJsonBody } from '../json-body';
import { bucketParam } from '../request-parts';
import { MAX_EXPIRES_IN, signedUrlLifetime, signToken } from '../signed-url';
import type { StorageRoute } from './route';

export const objectSignManyRoute: StorageRoute = (app, deps) => {
  app.post('/object/sign/:bucketName', async (request) => {
    const caller = await resolveStorageCaller(deps.ctx.jwt, request);
    const bucketId = bucketParam(request);
    const body = await readJsonBody(request);
    const expiresIn = requiredInteger(body, 'expiresIn', 1, MAX_EXPIRES_IN);
    const paths = requiredStringArray(body, 'paths', { minItems: 1, maxItems: 1000 });
    const lifetime = signedUrlLifetime(expiresIn, deps.ctx.config.storage?.signedUrlMaxAge);
    const visible = await readAsCaller(deps, caller, async (tx) => {
      const { rows } = await tx.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2)', [
        bucketId,
        paths,
      ]);
      return new Set(rows.map((row) => row.name));
    });
    return Promise.all(
      paths.map(async (path) => {
        if (!visible.has(path)) return { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null };
        const url = `${bucketId}/${path}`;
        const token = await signToken(deps.ctx.jwt, { url, scope: 'download' }, lifetime);
        return { error: null, path, signedURL: `/object/sign/${url}?token=${token}` };
      }),
    );
  });
};
