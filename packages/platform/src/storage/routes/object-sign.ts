// POST /object/sign/:bucketName/* {expiresIn, transform?}: a signed download (or render) URL for an object the caller can see.
import { optionalObject, requiredInteger } from '../body-fields';
import { resolveStorageCaller } from '../caller';
import { readAsCaller } from '../database';
import { readJsonBody } from '../json-body';
import { mustBeValidKey } from '../limits';
import { mustFindObject } from '../objects-sql';
import { bucketParam, keyParam } from '../request-parts';
import { MAX_EXPIRES_IN, signedUrlLifetime, signToken } from '../signed-url';
import { signedTransformDescription } from '../signed-transform';
import { transformOptionsFrom } from '../transform-image';
import type { StorageRoute } from './route';

export const objectSignRoute: StorageRoute = (app, deps) => {
  app.post('/object/sign/:bucketName/*', async (request) => {
    const caller = await resolveStorageCaller(deps.ctx.jwt, request);
    const bucketId = bucketParam(request);
    const key = keyParam(request);
    const body = await readJsonBody(request);
    const expiresIn = requiredInteger(body, 'expiresIn', 1, MAX_EXPIRES_IN);
    const transform = optionalObject(body, 'transform');
    mustBeValidKey(key);
    await readAsCaller(deps, caller, (tx) => mustFindObject(tx, bucketId, key));
    const url = `${bucketId}/${key}`;
    const options = transform
      ? transformOptionsFrom(Object.fromEntries(Object.entries(transform).map(([k, v]) => [k, String(v)])))
      : undefined;
    const transformations = options ? signedTransformDescription(options) : '';
    const token = await signToken(
      deps.ctx.jwt,
      transformations
        ? { url, scope: 'download', transformations, ...(options?.format ? { format: options.format } : {}) }
        : { url, scope: 'download' },
      signedUrlLifetime(expiresIn, deps.ctx.config.storage?.signedUrlMaxAge),
    );
    return { signedURL: `/${transformations ? 'render/image' : 'object'}/sign/${url}?token=${token}` };
  });
};
