// Stores manual files through the platform's storage API as the service role (in-process requests), so the bytes,
// the storage.objects row and the backend are exactly what an upload over HTTP produces, Range support included.
import type { ManualUploader } from './load-sample';

/** What the uploader needs of the server: fastify's in-process request (`app.inject`). */
export interface InjectTarget {
  inject(options: {
    method: 'POST' | 'DELETE';
    url: string;
    headers: Record<string, string>;
    payload?: Buffer;
  }): PromiseLike<{ statusCode: number; body: string }>;
}

export const MANUALS_BUCKET = 'manuals';

export function storageApiUploader(app: InjectTarget, serviceRoleKey: string): ManualUploader {
  return async (path, bytes) => {
    const url = `/storage/v1/object/${MANUALS_BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`;
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${serviceRoleKey}`, apikey: serviceRoleKey, 'content-type': 'application/pdf', 'x-upsert': 'true' },
      payload: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    });
    if (response.statusCode !== 200) throw new Error(`storing ${path} failed: ${response.statusCode} ${response.body}`);
  };
}

/** Removes a manual file stored by the uploader (the importer's undo when the rows of a new manual could not be written). */
export function storageApiRemover(app: InjectTarget, serviceRoleKey: string): (path: string) => Promise<void> {
  return async (path) => {
    const url = `/storage/v1/object/${MANUALS_BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`;
    const response = await app.inject({
      method: 'DELETE',
      url,
      headers: { authorization: `Bearer ${serviceRoleKey}`, apikey: serviceRoleKey },
    });
    if (response.statusCode !== 200 && response.statusCode !== 404)
      throw new Error(`removing ${path} failed: ${response.statusCode} ${response.body}`);
  };
}
