// Talks to the platform's own storage API in-process (fastify `inject`, the service-role key): makes sure the
// public user-files bucket exists with the endpoint's limits, and asks for signed upload URLs
// (`POST /storage/v1/object/upload/sign/{bucket}/{key}`), so uploads go through storage's own checks.
import type { FastifyInstance } from 'fastify';
import { UserFileError } from './errors';
import type { UserFileOptions } from './options';

export interface UserFileStorage {
  /** A signed upload path (`/storage/v1/object/upload/sign/…?token=…`) for one new object. */
  signUpload(key: string): Promise<string>;
}

const STORAGE = '/storage/v1';

function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

export function createUserFileStorage(app: FastifyInstance, serviceRoleKey: () => string, options: UserFileOptions): UserFileStorage {
  const headers = () => ({ authorization: `Bearer ${serviceRoleKey()}`, apikey: serviceRoleKey(), 'content-type': 'application/json' });
  const settings = { public: true, file_size_limit: options.maxBytes, allowed_mime_types: [...options.allowedTypes] };
  let ready: Promise<void> | undefined;

  const ensureBucket = async (): Promise<void> => {
    const created = await app.inject({
      method: 'POST',
      url: `${STORAGE}/bucket`,
      headers: headers(),
      payload: { id: options.bucket, name: options.bucket, ...settings },
    });
    if (created.statusCode === 200) return;
    // Already there (another process, an earlier start): keep its settings in step with ours.
    const updated = await app.inject({
      method: 'PUT',
      url: `${STORAGE}/bucket/${encodeURIComponent(options.bucket)}`,
      headers: headers(),
      payload: settings,
    });
    if (updated.statusCode !== 200) {
      throw new UserFileError('user_file_storage_failed', 'The file store is not available.', {
        cause: new Error(`bucket: ${created.body} / ${updated.body}`),
      });
    }
  };

  return {
    async signUpload(key) {
      ready ??= ensureBucket().catch((error: unknown) => {
        ready = undefined;
        throw error;
      });
      await ready;
      const signed = await app.inject({
        method: 'POST',
        url: `${STORAGE}/object/upload/sign/${encodeURIComponent(options.bucket)}/${encodeKey(key)}`,
        headers: headers(),
      });
      const url = signed.statusCode === 200 ? (signed.json() as { url?: unknown }).url : undefined;
      if (typeof url !== 'string') {
        throw new UserFileError('user_file_storage_failed', 'The file store did not accept the upload.', {
          cause: new Error(`sign: ${signed.statusCode} ${signed.body}`),
        });
      }
      return `${STORAGE}${url}`;
    },
  };
}

/** The public URL of an object of a public bucket. */
export function publicObjectPath(bucket: string, key: string): string {
  return `${STORAGE}/object/public/${encodeURIComponent(bucket)}/${encodeKey(key)}`;
}
