/**
 * The published site's file service with its code in its own chunk, loaded with the first upload or file fetch:
 * nothing a page needs to become interactive. Blob URLs and downloads need no more than the document.
 */
import { saveAsDownload } from './download';
import type { DownloadDocument } from './download';
import type { FileService } from './files';
import type { HttpFileServiceOptions } from './http-files';

export function createDeferredHttpFileService(options: HttpFileServiceOptions): FileService {
  let service: Promise<FileService> | undefined;
  const loaded = () => (service ??= import('./http-files').then((module) => module.createHttpFileService(options)));
  const doc = options.document ?? (globalThis as { document?: DownloadDocument }).document;
  return {
    upload: async (file, uploadOptions) => (await loaded()).upload(file, uploadOptions),
    fetch: async (url) => (await loaded()).fetch(url),
    createObjectURL: (blob) => URL.createObjectURL(blob),
    revokeObjectURL: (url) => URL.revokeObjectURL(url),
    saveAs: (url, fileName) => saveAsDownload(doc, url, fileName),
  };
}
