// Opens the manual for the viewer: its row, a signed URL (refused when the caller may not read the file), pdf.js
// from its own chunk (its worker starting while the URL is signed) and the document from byte ranges; reports progress
// by stage and bytes for the progress bar. The reader (toolbar, pages, panels) and the ranged file come in their own
// chunk with pdf.js: the page hydrates with the loading state only, so its first script holds neither. A manual the
// member saved on the phone opens from the device when the network is off or does not answer (`source: 'device'`).
import { useEffect, useState } from 'react';
import { createPortalApi, PortalApiError, type ManualInfo, type PortalApi } from '../../search/portal-api';
import type { PDFWorker } from 'pdfjs-dist';
import type * as PdfLoader from './pdf-loader';
import type { OpenedPdf } from './pdf-loader';
import type * as RangedFile from './ranged-file';
import type { Reader } from './Reader';

export type LoadState =
  | { kind: 'loading'; progress: number; label: string }
  | { kind: 'ready'; manual: ManualInfo; pdf: OpenedPdf; Reader: typeof Reader; source: 'network' | 'device' }
  | { kind: 'signin'; manual: ManualInfo | null }
  | { kind: 'locked'; manual: ManualInfo }
  | { kind: 'missing' }
  | { kind: 'error'; message: string };

export interface ManualLoader {
  state: LoadState;
  /** The API the reader uses: the online one, or the saved copy's (local bookmarks, find on the device). */
  api: PortalApi;
  /** Bytes of the file fetched so far (ranges only). */
  bytes: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function useManualLoader(manualId: string): ManualLoader {
  const [online] = useState(() => createPortalApi());
  const [api, setApi] = useState<PortalApi>(online);
  const [state, setState] = useState<LoadState>({ kind: 'loading', progress: 5, label: 'Opening the manual…' });
  const [bytes, setBytes] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    let opened: OpenedPdf | undefined;
    let stopSync = () => undefined as void;
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
    const api = online;
    // The saved copy: from the phone's file and text, the reader's calls answered there.
    const fromDevice = async (): Promise<boolean> => {
      const { openSavedManual } = await import('../../offline/saved-manuals');
      const saved = await openSavedManual(manualId);
      if (!saved || abort.signal.aborted) return false;
      step(40, 'Opening the copy saved on this phone…');
      const [loader, reader, { createOfflinePortalApi, manualInfoOf }] = await Promise.all([
        import('./pdf-loader'),
        import('./Reader'),
        import('../../offline/offline-portal-api'),
      ]);
      opened = await loader.openPdfBytes(saved.file, loader.startPdfWorker(), abort.signal);
      if (abort.signal.aborted) {
        void opened.close();
        return true;
      }
      setApi(createOfflinePortalApi(online, saved.db, saved.saved));
      setState({ kind: 'ready', manual: manualInfoOf(saved.saved), pdf: opened, Reader: reader.Reader, source: 'device' });
      // Bookmarks made now go to the server when the network returns.
      void import('../../offline/offline-sync').then((sync) => {
        if (!abort.signal.aborted) stopSync = sync.watchOfflineSync();
      });
      return true;
    };
    void (async () => {
      if (!UUID.test(manualId)) return setState({ kind: 'missing' });
      if (typeof navigator !== 'undefined' && !navigator.onLine && (await fromDevice())) return;
      step(10, 'Finding the manual…');
      let manual: ManualInfo | null;
      try {
        manual = await api.manual(manualId);
      } catch (error) {
        // No answer from the network (not a refusal): the saved copy, if there is one.
        if (!(error instanceof PortalApiError) && (await fromDevice().catch(() => false))) return;
        throw error;
      }
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
      setApi(online);
      setState({ kind: 'ready', manual, pdf: opened, Reader, source: 'network' });
      // Online: what was done offline is sent (bookmarks first, so the reader's list is the server's), and a saved
      // copy keeps the server's bookmarks for the next offline visit.
      void Promise.all([import('../../offline/offline-sync'), import('../../offline/offline-db'), import('../../offline/local-bookmarks')])
        .then(async ([sync, store, marks]) => {
          if (abort.signal.aborted) return;
          stopSync = sync.watchOfflineSync();
          await marks.refreshSavedBookmarks(await store.openOfflineDb(), manual.id, () => api.bookmarks(manual.id));
        })
        .catch(() => undefined);
    })()
      .catch(async (error: unknown) => {
        dropWorker();
        if (abort.signal.aborted) return;
        // The network failed part way (not a refusal): the saved copy, if there is one.
        if (!(error instanceof PortalApiError) && !opened && (await fromDevice().catch(() => false))) return;
        setState({ kind: 'error', message: error instanceof Error ? error.message : 'The manual could not be opened.' });
      })
      .catch(() => undefined);
    return () => {
      abort.abort();
      stopSync();
      if (opened) void opened.close();
      else dropWorker();
    };
  }, [online, manualId]);

  return { state, api, bytes };
}
