/** Files: upload to the builder's file API, download through blob URLs, and base64 conversion (Blob API only). */
export { saveAsDownload } from './download';
export type { DownloadDocument } from './download';

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
