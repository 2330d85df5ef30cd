// `POST /designs/{designId}/user-files`: the builder's upload step one (seed 000 §7, seed 001 §7). Body
// `{ name, type, size, tag }` → `{ signedRequest, url, name, ext, tag, size }`; the browser then PUTs the raw file to
// `signedRequest` (no Authorization, the token is in the URL) and the file is public at `url`.
import { randomUUID } from 'node:crypto';
import { RateLimiter, type JwtService } from '@kit/platform';
import type { FastifyInstance } from 'fastify';
import { UserFileError } from './errors';
import { DEFAULT_USER_FILE_OPTIONS, type UserFileOptions } from './options';
import { parseUserFileInput } from './request-input';
import { createUserFileStorage, publicObjectPath } from './storage-client';

export interface UserFileRoutesDeps {
  jwt: JwtService;
  /** The service-role key, for the in-process calls to storage. */
  serviceRoleKey: () => string;
  /** The public origin the returned URLs start with. */
  siteUrl: () => string;
  options?: Partial<UserFileOptions>;
}

export const USER_FILES_BODY_LIMIT = 16 * 1024;
const DESIGN_ID = /^[A-Za-z0-9_-]{1,64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The uploader: a signed-in user's id, or null for an anonymous visitor when those are allowed. */
async function uploaderOf(jwt: JwtService, authorization: string | undefined, allowAnonymous: boolean): Promise<string | null> {
  const token = authorization ? /^bearer\s+(.+)$/i.exec(authorization.trim())?.[1] : undefined;
  if (token) {
    let claims: Record<string, unknown>;
    try {
      claims = await jwt.verify(token);
    } catch (cause) {
      throw new UserFileError('user_file_not_authenticated', 'Your session has expired; sign in again.', { cause });
    }
    if (claims.role === 'authenticated' && typeof claims.sub === 'string' && UUID.test(claims.sub)) return claims.sub.toLowerCase();
  }
  if (allowAnonymous) return null;
  throw new UserFileError('user_file_not_authenticated', 'Sign in to upload files.');
}

export async function registerUserFileRoutes(app: FastifyInstance, deps: UserFileRoutesDeps): Promise<void> {
  const options: UserFileOptions = { ...DEFAULT_USER_FILE_OPTIONS, ...deps.options };
  const limiter = new RateLimiter();
  const storage = createUserFileStorage(app, deps.serviceRoleKey, options);

  await app.register(async (scope) => {
    scope.setErrorHandler((error, request, reply) => {
      const status = (error as { statusCode?: number }).statusCode;
      const known =
        error instanceof UserFileError
          ? error
          : status === 413
            ? new UserFileError('user_file_too_large', 'The request body is too large.')
            : typeof status === 'number' && status >= 400 && status < 500
              ? new UserFileError('user_file_invalid_request', 'The request body must be JSON.')
              : undefined;
      if (!known) request.log.error({ err: error }, 'user file upload failed');
      else if (known.status >= 500) request.log.error({ err: known.cause ?? known }, 'user file storage failed');
      const answer = known ?? new UserFileError('user_file_storage_failed', 'The upload could not be prepared.');
      return reply.code(answer.status).send(answer.toJSON());
    });

    scope.post<{ Params: { designId: string } }>(
      '/designs/:designId/user-files',
      { bodyLimit: USER_FILES_BODY_LIMIT },
      async (request, reply) => {
        if (limiter.hit(request.ip, options.rateLimit) !== undefined)
          throw new UserFileError('user_file_rate_limited', 'Too many uploads; try again in a minute.');
        const { designId } = request.params;
        if (!DESIGN_ID.test(designId)) throw new UserFileError('user_file_invalid_request', 'Unknown design.');
        const uploader = await uploaderOf(deps.jwt, request.headers.authorization, options.allowAnonymous);
        const input = parseUserFileInput(request.body, options);
        // One folder per upload: names never collide, and a URL reveals nothing guessable about other files.
        const key = `${designId}/${uploader ?? 'anonymous'}/${randomUUID()}/${input.name}`;
        const signedPath = await storage.signUpload(key);
        const origin = deps.siteUrl().replace(/\/+$/, '');
        return reply.send({
          signedRequest: `${origin}${signedPath}`,
          url: `${origin}${publicObjectPath(options.bucket, key)}`,
          name: input.name,
          ext: input.ext,
          tag: input.tag,
          size: input.size,
        });
      },
    );
  });
}
