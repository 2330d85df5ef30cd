// Opens the manual for the viewer: its row, a signed URL (refused when the caller may not read the file), pdf.js
// from its own chunk (its worker starting while the URL is signed) and the document from byte ranges; reports progress
// by stage and bytes for the progress bar. The reader (toolbar, pages, panels) and the ranged file come in their own
// chunk with pdf.js: the page hydrates with the loading state only, so its first script holds neither.
import { useEffect, useState } from 'react';
import { createPortalApi, PortalApiError, type ManualInfo, type PortalApi } from '../../search/portal-api';
import type { PDFWorker } from 'pdfjs-dist';
import type * as PdfLoader from './pdf-loader';
import type { OpenedPdf } from './pdf-loader';
import type * as RangedFile from './ranged-file';
import type { Reader } from './Reader';

export type LoadState =
  | { kind: 'loading'; progress: number; label: string }
  | { kind: 'ready'; manual: ManualInfo; pdf: OpenedPdf; Reader: typeof Reader }
  | { kind: 'signin'; manual: ManualInfo | null }
  | { kind: 'locked'; manual: ManualInfo }
  | { kind: 'missing' }
  | { kind: 'error'; message: string };

export interface ManualLoader {
  state: LoadState;
  api: PortalApi;
  /** Bytes of the file fetched so far (ranges only). */
  bytes: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function useManualLoader(manualId: string): ManualLoader {
  const [api] = useState(() => createPortalApi());
  const [state, setState] = useState<LoadState>({ kind: 'loading', progress: 5, label: 'Opening the manual…' });
  const [bytes, setBytes] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    let opened: OpenedPdf | undefined;
    let starting: Promise<{ loader: typeof PdfLoader; worker: PDFWorker; ranged: typeof RangedFile; Reader: typeof Reader }> | undefined;
    // The worker once no document holds it (opened.close() ends it otherwise).
    const dropWorker = () =>
      void starting?.then(
        ({ worker }) => {
          if (!opened) worker.destroy();
        },
        () => undefined,
      );
    const step = (progress: number, label: string) => !abort.signal.aborted && setState({ kind: 'loading', progress, label });
    void (async () => {
      if (!UUID.test(manualId)) return setState({ kind: 'missing' });
      step(10, 'Finding the manual…');
      const manual = await api.manual(manualId);
      if (!manual) return setState({ kind: 'missing' });
      if (!api.signedIn()) return setState({ kind: 'signin', manual });
      step(25, 'Checking your access…');
      // pdf.js and its worker load while the URL is signed (each a round trip on a phone), and so does the reader.
      starting = Promise.all([import('./pdf-loader'), import('./ranged-file'), import('./Reader')]).then(([loader, ranged, reader]) => ({
        loader,
        worker: loader.startPdfWorker(),
        ranged,
        Reader: reader.Reader,
      }));
      let url: string;
      try {
        url = await api.signedUrl(manual.object_path);
      } catch (error) {
        if (error instanceof PortalApiError && error.status < 500) {
          dropWorker();
          return setState({ kind: 'locked', manual });
        }
        throw error;
      }
      step(40, 'Loading the viewer…');
      const { loader, worker, ranged, Reader } = await starting;
      step(55, 'Reading the file…');
      let first = true;
      const file = ranged.createRangedFile({
        sign: async () => {
          if (first) {
            first = false;
            return url;
          }
          return api.signedUrl(manual.object_path);
        },
        onBytes: (n) => setBytes((total) => total + n),
      });
      opened = await loader.openRangedPdf({ file, fileSize: manual.file_size, pageCount: manual.page_count }, worker, abort.signal);
      if (abort.signal.aborted) return void opened.close();
      step(80, 'Drawing the page…');
      setState({ kind: 'ready', manual, pdf: opened, Reader });
    })().catch((error: unknown) => {
      dropWorker();
      if (abort.signal.aborted) return;
      setState({ kind: 'error', message: error instanceof Error ? error.message : 'The manual could not be opened.' });
    });
    return () => {
      abort.abort();
      if (opened) void opened.close();
      else dropWorker();
    };
  }, [api, manualId]);

  return { state, api, bytes };
}
