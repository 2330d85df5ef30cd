/**
 * Above the open manual: "Save for offline" with the download's progress (bytes and pages), the space it takes and
 * what the phone has left; "Saved on this phone" with removal once saved (a newer revision on the server is saved
 * over it in the background, and said so); and, when the manual comes from the phone, "Offline — saved copy of
 * revision N".
 */
import { useEffect, useState } from 'react';
import type { ManualInfo } from '../../search/portal-api';
import { formatBytes } from '../../offline/format-bytes';
import type { SaveProgress } from '../../offline/save-manual';

type BarState =
  | { kind: 'checking' }
  | { kind: 'unsaved' }
  | { kind: 'saving'; progress: SaveProgress; updating: boolean }
  | { kind: 'saved'; bytes: number; free: number | null; revision: string; updated: boolean }
  | { kind: 'error'; message: string };

export interface OfflineBarProps {
  manual: ManualInfo;
  source: 'network' | 'device';
  signedIn: boolean;
}

function percent(progress: SaveProgress): number {
  // The file is most of the work; text and codes the rest.
  const file = progress.totalBytes > 0 ? progress.bytes / progress.totalBytes : 0;
  const pages = progress.totalPages > 0 ? progress.pages / progress.totalPages : 0;
  if (progress.stage === 'done') return 100;
  return Math.round(70 * file + 25 * pages + (progress.stage === 'app' ? 4 : 0));
}

export function OfflineBar({ manual, source, signedIn }: OfflineBarProps) {
  const [state, setState] = useState<BarState>({ kind: 'checking' });

  const save = async (updating: boolean) => {
    const blank: SaveProgress = { stage: 'file', bytes: 0, totalBytes: manual.file_size, pages: 0, totalPages: manual.page_count };
    setState({ kind: 'saving', progress: blank, updating });
    try {
      const [{ saveManualForOffline }, storage] = await Promise.all([
        import('../../offline/save-manual'),
        import('../../offline/saved-manuals'),
      ]);
      void storage.askPersistentStorage();
      const saved = await saveManualForOffline(manual.id, { onProgress: (progress) => setState({ kind: 'saving', progress, updating }) });
      const estimate = await storage.storageEstimate();
      setState({
        kind: 'saved',
        bytes: saved.fileBytes + saved.textBytes,
        free: estimate ? Math.max(0, estimate.quota - estimate.usage) : null,
        revision: saved.revision,
        updated: updating,
      });
    } catch (error) {
      const message =
        error instanceof Error && error.name === 'OfflineError'
          ? error.message
          : error instanceof DOMException && error.name === 'QuotaExceededError'
            ? 'This phone has no room left for the manual. Remove a saved manual and try again.'
            : 'The manual could not be saved. Check the connection and try again.';
      setState({ kind: 'error', message });
    }
  };

  useEffect(() => {
    if (source === 'device' || !signedIn) return;
    let live = true;
    void import('../../offline/saved-manuals').then(async ({ findSavedManual, storageEstimate }) => {
      const found = await findSavedManual(manual.id).catch(() => null);
      if (!live) return;
      if (!found) return setState({ kind: 'unsaved' });
      // A correction or re-import on the server: the phone's copy is brought up to date while online.
      if (found.saved.revision !== manual.revision) return void save(true);
      const estimate = await storageEstimate();
      if (live)
        setState({
          kind: 'saved',
          bytes: found.saved.fileBytes + found.saved.textBytes,
          free: estimate ? Math.max(0, estimate.quota - estimate.usage) : null,
          revision: found.saved.revision,
          updated: false,
        });
    });
    return () => {
      live = false;
    };
    // Saving is started once per manual shown; `save` reads only the manual.
  }, [manual.id, manual.revision, source, signedIn]);

  const remove = async () => {
    const { removeSavedManual } = await import('../../offline/saved-manuals');
    await removeSavedManual(manual.id);
    setState({ kind: 'unsaved' });
  };

  if (source === 'device') {
    return (
      <div className="fmv-offline fmv-offline--device" role="status">
        <span className="fmv-offline__dot" aria-hidden="true" />
        <span className="fmv-offline__text fmv-offline__text--device">
          <strong>Offline — saved copy of revision {manual.revision}</strong>
          <span className="fmv-offline__detail"> Bookmarks are kept on this phone and sent when the network is back.</span>
        </span>
      </div>
    );
  }
  if (!signedIn || state.kind === 'checking') return null;
  if (state.kind === 'saving') {
    const { progress } = state;
    const value = percent(progress);
    const label = state.updating ? `Updating the saved copy to revision ${manual.revision}` : 'Saving for offline';
    return (
      <div className="fmv-offline" aria-busy="true">
        <div className="fmv-offline__text">
          <strong>{label}…</strong>
          <span className="fmv-offline__detail">
            {' '}
            {formatBytes(progress.bytes)} of {formatBytes(progress.totalBytes)} · {progress.pages} of {progress.totalPages} pages
          </span>
        </div>
        <div className="fmv-offline__bar" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
          <span style={{ width: `${value}%` }} />
        </div>
      </div>
    );
  }
  if (state.kind === 'saved') {
    return (
      <div className="fmv-offline fmv-offline--saved" role="status">
        <span className="fmv-offline__text">
          <strong>{state.updated ? `Saved copy updated to revision ${state.revision}` : 'Saved on this phone for offline use'}</strong>
          <span className="fmv-offline__detail">
            {' '}
            {formatBytes(state.bytes)}
            {state.free !== null ? ` · ${formatBytes(state.free)} free` : ''}
          </span>
        </span>
        <button type="button" className="fmv-btn fmv-btn--quiet fmv-offline__action" onClick={() => void remove()}>
          Remove from phone
        </button>
      </div>
    );
  }
  return (
    <div className="fmv-offline">
      <span className="fmv-offline__text">
        {state.kind === 'error' ? (
          <span className="fmv-offline__error">{state.message}</span>
        ) : (
          <span className="fmv-offline__detail">Read it, search it and diagnose its codes without signal.</span>
        )}
      </span>
      <button type="button" className="fmv-btn fmv-btn--primary fmv-offline__action" onClick={() => void save(false)}>
        Save for offline
      </button>
    </div>
  );
}
