/** Files: upload to the builder's file API, download through blob URLs, and base64 conversion (Blob API only). */
import { RuntimeCoreError } from '../errors';
import { defaultUploadTransport } from './uploadTransport';
import type { UploadTransport } from './uploadTransport';

/** What the upload endpoint returns for one stored file. */
export interface UploadedFile {
  url: string;
  name: string;
  ext?: string;
  tag?: string;
  size?: number;
}

/** A file's upload states (seed §4): uploading, then uploaded. */
export type UploadStatus = 'uploading' | 'uploaded';

export interface UploadOptions {
  tag: string;
  /** Progress of this file, 0 to 100. */
  onProgress?: (percent: number) => void;
  /** The file's state: uploading at the start, uploaded once stored. */
  onStatus?: (status: UploadStatus) => void;
}

/** A file as the runtime sees it: a Blob, usually a File with a name. */
export type RuntimeFile = Blob & { name?: string };

export interface FetchedFile {
  ok: boolean;
  status: number;
  blob(): Promise<Blob>;
  text(): Promise<string>;
}

export interface FileService {
  upload(file: RuntimeFile, options: UploadOptions): Promise<UploadedFile>;
  fetch(url: string): Promise<FetchedFile>;
  createObjectURL(blob: Blob): string;
  revokeObjectURL(url: string): void;
  /** Offers a blob URL to the visitor as a download named `fileName`. */
  saveAs(url: string, fileName: string): void;
}

/** Characters the upload refuses in file names (seed §5): # ! @ $ % ^ & * ( ) + = [ ] { } ; ' : \ | , < > ? space / */
const UNSAFE_NAME_CHARACTERS = /[#!@$%^&*()+=[\]{};':\\|,<>? /]/g;

export function sanitizeUploadName(name: string): string {
  return name.replace(UNSAFE_NAME_CHARACTERS, '_');
}

/** Keeps only word characters, spaces, dots and dashes in a download name. */
export function sanitizeDownloadName(name: string): string {
  return name.replace(/[^\w\s.-]/g, '');
}

const CHUNK = 0x8000;

/** Encodes a blob as a data URL ("data:<type>;base64,<data>"). */
export async function blobToDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/** Decodes base64 (or a base64 data URL) into a binary blob. */
export function base64ToBlob(text: string, type = 'application/octet-stream'): Blob {
  const data = text.startsWith('data:') ? (text.split('base64,')[1] ?? '') : text;
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

type FetchLike = (input: string, init?: { method?: string; headers?: Record<string, string>; body?: unknown }) => Promise<{
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
  document?: { createElement(tag: 'a'): { href: string; download: string; click(): void } };
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
  return new RuntimeCoreError('FILE_UPLOAD_FAILED', typeof message === 'string' && message !== '' ? message : `File upload failed with status ${status}`, {
    details: { status, data },
  });
}

/** The session cookie the auth plugin writes (seed §9): the default source of the uploader's token. */
export const ACCESS_TOKEN_COOKIE = 'sb-access-token';

function documentCookie(name: string): string | undefined {
  const cookie = (globalThis as { document?: { cookie?: string } }).document?.cookie ?? '';
  for (const part of cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
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
      const token = options.accessToken ? await options.accessToken() : documentCookie(ACCESS_TOKEN_COOKIE);
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
    saveAs(url, fileName) {
      if (!doc) throw new Error('Downloads need a document');
      const link = doc.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
    },
  };
}

export interface MemoryFileService extends FileService {
  readonly uploads: Array<{ name: string; type: string; size: number; tag: string }>;
  readonly saved: Array<{ url: string; fileName: string }>;
  readonly revoked: string[];
  /** Files served by fetch(url). */
  readonly served: Map<string, Blob>;
}

/** Keeps uploads in memory and serves registered blobs; blob URLs are real (URL.createObjectURL). */
export function createMemoryFileService(): MemoryFileService {
  const uploads: MemoryFileService['uploads'] = [];
  const saved: MemoryFileService['saved'] = [];
  const revoked: string[] = [];
  const served = new Map<string, Blob>();
  return {
    uploads,
    saved,
    revoked,
    served,
    async upload(file, { tag, onProgress, onStatus }) {
      const name = sanitizeUploadName(file.name ?? 'file');
      onStatus?.('uploading');
      onProgress?.(0);
      uploads.push({ name, type: file.type, size: file.size, tag });
      onProgress?.(50);
      onProgress?.(100);
      onStatus?.('uploaded');
      const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : '';
      return { url: `https://files.example/${uploads.length}/${name}`, name, ext, tag, size: file.size };
    },
    async fetch(url) {
      const blob = served.get(url);
      return {
        ok: blob !== undefined,
        status: blob === undefined ? 404 : 200,
        blob: async () => blob ?? new Blob([]),
        text: async () => (blob === undefined ? 'Not found' : blob.text()),
      };
    },
    createObjectURL: (blob) => URL.createObjectURL(blob),
    revokeObjectURL: (url) => {
      revoked.push(url);
      URL.revokeObjectURL(url);
    },
    saveAs: (url, fileName) => {
      saved.push({ url, fileName });
    },
  };
}
