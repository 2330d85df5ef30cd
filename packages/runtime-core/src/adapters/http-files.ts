/** The file service of a published site: uploads through the builder API's signed URLs, downloads through the document. */
import { RuntimeCoreError } from '../errors';
import { sanitizeUploadName, saveAsDownload } from './files';
import type { DownloadDocument, FileService, UploadedFile } from './files';
import { defaultUploadTransport } from './upload-transport';
import type { UploadTransport } from './upload-transport';
import { documentAccessToken } from './session-cookie';

type FetchLike = (
  input: string,
  init?: { method?: string; headers?: Record<string, string>; body?: unknown },
) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
  text(): Promise<string>;
  blob(): Promise<Blob>;
}>;

export interface HttpFileServiceOptions {
  /** Base URL of the builder API (the upload endpoint is {apiUrl}/designs/{designId}/user-files). */
  apiUrl: string;
  designId: string;
  fetch?: FetchLike;
  /**
   * The signed-in visitor's access token, sent as Bearer to the upload endpoint (which refuses anonymous uploads by
   * default); the `sb-access-token` session cookie of the document by default.
   */
  accessToken?: () => string | undefined | Promise<string | undefined>;
  /** How the bytes go to the signed URL: XMLHttpRequest with progress in a browser, fetch elsewhere. */
  transport?: UploadTransport;
  /** Document used to offer downloads; the browser's by default. */
  document?: DownloadDocument;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A refused step: the server's message when it sent one, its status and body in the details. */
function uploadError(status: number, text: string): RuntimeCoreError {
  const data = parseBody(text);
  const message = (data as { message?: unknown } | null)?.message;
  return new RuntimeCoreError(
    'FILE_UPLOAD_FAILED',
    typeof message === 'string' && message !== '' ? message : `File upload failed with status ${status}`,
    {
      details: { status, data },
    },
  );
}

/**
 * Uploads with POST {api}/designs/{designId}/user-files, then a PUT of the raw file to the signed URL (content type
 * of the file, no Authorization), reporting the bytes sent as 0 to 100 and the states uploading → uploaded.
 */
export function createHttpFileService(options: HttpFileServiceOptions): FileService {
  const fetchImpl = options.fetch ?? (globalThis.fetch as unknown as FetchLike);
  const transport = options.transport ?? defaultUploadTransport(fetchImpl as Parameters<typeof defaultUploadTransport>[0]);
  const doc = options.document ?? (globalThis as { document?: HttpFileServiceOptions['document'] }).document;
  return {
    async upload(file, { tag, onProgress, onStatus }) {
      onStatus?.('uploading');
      onProgress?.(0);
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      const token = options.accessToken ? await options.accessToken() : documentAccessToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      const response = await fetchImpl(`${options.apiUrl.replace(/\/+$/, '')}/designs/${encodeURIComponent(options.designId)}/user-files`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: sanitizeUploadName(file.name ?? 'file'), type: file.type, size: file.size, tag }),
      });
      if (!response.ok) throw uploadError(response.status, await response.text());
      const signed = (await response.json()) as UploadedFile & { signedRequest: string };
      let last = 0;
      const put = await transport({
        url: signed.signedRequest,
        body: file,
        contentType: file.type,
        onProgress: (loaded, total) => {
          // The last percent waits for the server's answer: sent is not yet stored.
          const percent = total > 0 ? Math.min(99, Math.floor((loaded / total) * 100)) : 0;
          if (percent > last) {
            last = percent;
            onProgress?.(percent);
          }
        },
      });
      if (!put.ok) throw uploadError(put.status, put.text);
      onProgress?.(100);
      onStatus?.('uploaded');
      return { url: signed.url, name: signed.name, ext: signed.ext, tag: signed.tag, size: signed.size };
    },
    fetch: (url) => fetchImpl(url),
    createObjectURL: (blob) => URL.createObjectURL(blob),
    revokeObjectURL: (url) => URL.revokeObjectURL(url),
    saveAs: (url, fileName) => saveAsDownload(doc, url, fileName),
  };
}
