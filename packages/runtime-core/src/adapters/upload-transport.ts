/**
 * How a file's bytes go to a signed upload URL: a PUT of the raw file with its content type and no Authorization,
 * reporting progress as bytes leave. In a browser that is XMLHttpRequest (fetch cannot report upload progress);
 * elsewhere fetch, which cannot report upload progress.
 */

export interface UploadRequest {
  url: string;
  body: Blob;
  contentType: string;
  /** Bytes sent so far out of the total. */
  onProgress(loaded: number, total: number): void;
}

export interface UploadResponse {
  ok: boolean;
  status: number;
  text: string;
}

export type UploadTransport = (request: UploadRequest) => Promise<UploadResponse>;

interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: Blob): void;
  readonly status: number;
  readonly responseText: string;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}

/** The browser's transport: XMLHttpRequest with upload progress events. */
export function xhrUploadTransport(Xhr: new () => XhrLike): UploadTransport {
  return (request) =>
    new Promise((resolve, reject) => {
      const xhr = new Xhr();
      xhr.open('PUT', request.url);
      xhr.setRequestHeader('Accept', '*/*');
      if (request.contentType) xhr.setRequestHeader('Content-Type', request.contentType);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) request.onProgress(event.loaded, event.total);
      };
      xhr.onload = () => resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, text: xhr.responseText });
      xhr.onerror = () => reject(new Error('The upload could not reach the server.'));
      xhr.onabort = () => reject(new Error('The upload was aborted.'));
      xhr.send(request.body);
    });
}

type FetchPut = (
  url: string,
  init: { method: 'PUT'; headers: Record<string, string>; body: Blob },
) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>;

/** Without XMLHttpRequest: one fetch PUT, which cannot report bytes as they go (progress goes from 0 to 100 at the end). */
export function fetchUploadTransport(fetchImpl: FetchPut): UploadTransport {
  return async (request) => {
    const headers: Record<string, string> = { Accept: '*/*' };
    if (request.contentType) headers['Content-Type'] = request.contentType;
    const response = await fetchImpl(request.url, { method: 'PUT', headers, body: request.body });
    return { ok: response.ok, status: response.status, text: await response.text() };
  };
}

/** XMLHttpRequest where there is one (browsers), else fetch. */
export function defaultUploadTransport(fetchImpl: FetchPut): UploadTransport {
  const Xhr = (globalThis as { XMLHttpRequest?: new () => XhrLike }).XMLHttpRequest;
  return Xhr ? xhrUploadTransport(Xhr) : fetchUploadTransport(fetchImpl);
}
