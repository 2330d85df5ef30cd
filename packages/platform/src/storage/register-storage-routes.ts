// Mounts the Supabase storage API at /storage/v1 in its own scope: bodies left unparsed (uploads stream), storage error bodies.
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { openStorageBackend, type StorageBackend } from './backend';
import { registerStorageErrorReplies } from './error-reply';
import { DEFAULT_FILE_SIZE_LIMIT } from './limits';
import { bucketCreateRoute } from './routes/bucket-create';
import { bucketDeleteRoute } from './routes/bucket-delete';
import { bucketEmptyRoute } from './routes/bucket-empty';
import { bucketGetRoute } from './routes/bucket-get';
import { bucketListRoute } from './routes/bucket-list';
import { bucketUpdateRoute } from './routes/bucket-update';
import { objectCopyRoute } from './routes/object-copy';
import { objectDeleteRoute } from './routes/object-delete';
import { objectGetRoute } from './routes/object-get';
import { objectHeadRoute } from './routes/object-head';
import { objectInfoRoute } from './routes/object-info';
import { objectListRoute } from './routes/object-list';
import { objectListV2Route } from './routes/object-list-v2';
import { objectMoveRoute } from './routes/object-move';
import { objectPublicRoute } from './routes/object-public';
import { objectRemoveRoute } from './routes/object-remove';
import { objectSignManyRoute } from './routes/object-sign-many';
import { objectSignRoute } from './routes/object-sign';
import { objectSignedGetRoute } from './routes/object-signed-get';
import { objectUpdateRoute } from './routes/object-update';
import { objectUploadRoute } from './routes/object-upload';
import { objectUploadSignRoute } from './routes/object-upload-sign';
import { objectUploadSignedRoute } from './routes/object-upload-signed';
import { renderAuthenticatedRoute } from './routes/render-authenticated';
import { renderPublicRoute } from './routes/render-public';
import { renderSignedRoute } from './routes/render-signed';
import type { StorageRoute } from './routes/route';
import type { StorageDeps } from './storage-deps';

export interface StorageRoutesOptions {
  /** Where bytes go; default: the configured one (S3_URL's bucket, else the disk under `${dataDir}/storage`). */
  backend?: StorageBackend;
  /** Largest object accepted whatever a bucket allows (bytes). */
  fileSizeLimit?: number;
}

const ROUTES: readonly StorageRoute[] = [
  bucketListRoute,
  bucketGetRoute,
  bucketCreateRoute,
  bucketUpdateRoute,
  bucketEmptyRoute,
  bucketDeleteRoute,
  objectUploadRoute,
  objectUpdateRoute,
  objectGetRoute,
  objectPublicRoute,
  objectHeadRoute,
  objectInfoRoute,
  objectListRoute,
  objectListV2Route,
  objectMoveRoute,
  objectCopyRoute,
  objectRemoveRoute,
  objectDeleteRoute,
  objectSignRoute,
  objectSignManyRoute,
  objectSignedGetRoute,
  objectUploadSignRoute,
  objectUploadSignedRoute,
  renderAuthenticatedRoute,
  renderPublicRoute,
  renderSignedRoute,
];

export async function registerStorageRoutes(app: FastifyInstance, ctx: PlatformContext, options: StorageRoutesOptions = {}): Promise<void> {
  const backend = options.backend ?? (await openStorageBackend(ctx.config));
  const deps: StorageDeps = { ctx, backend, fileSizeLimit: options.fileSizeLimit ?? DEFAULT_FILE_SIZE_LIMIT };
  app.addHook('onClose', async () => {
    await backend.close?.();
  });
  await app.register(
    async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      registerStorageErrorReplies(scope);
      for (const route of ROUTES) route(scope, deps);
    },
    { prefix: '/storage/v1' },
  );
}
