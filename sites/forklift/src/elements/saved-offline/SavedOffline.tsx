/**
 * "Saved on this phone": the manuals the member saved for offline use, with their revision, the space each takes and
 * what the phone has left, each opened or removed here; what waits to be sent (bookmarks, diagnoses made offline) and
 * a note when it was sent. Runs the offline start checks (rights.ts) and the sync.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ElementProps } from '@kit/runtime-react';
import type { SavedManual } from '../../offline/offline-db';
import { formatBytes } from '../../offline/format-bytes';
import type { SavedOfflineSettings } from './settings';

type View =
  | { kind: 'loading' }
  | { kind: 'unsupported' }
  | { kind: 'ready'; manuals: SavedManual[]; waiting: number; free: number | null }
  | { kind: 'error' };

export function SavedOffline({ settings, className }: ElementProps<SavedOfflineSettings>) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    const [{ offlineSupported, openOfflineDb }, saved] = await Promise.all([
      import('../../offline/offline-db'),
      import('../../offline/saved-manuals'),
    ]);
    if (!offlineSupported()) return setView({ kind: 'unsupported' });
    const db = await openOfflineDb();
    const [manuals, bookmarks, diagnoses, estimate] = await Promise.all([
      saved.listSavedManuals(db),
      db.getAll('bookmarks'),
      db.getAll('diagnoses'),
      saved.storageEstimate(),
    ]);
    const waiting = bookmarks.filter((b) => b.pending !== null).length + diagnoses.filter((d) => d.uploadedAs === null).length;
    setView({ kind: 'ready', manuals, waiting, free: estimate ? Math.max(0, estimate.quota - estimate.usage) : null });
  }, []);

  useEffect(() => {
    let stop = () => undefined as void;
    let live = true;
    void (async () => {
      const [{ enforceOfflineRights }, { watchOfflineSync }] = await Promise.all([
        import('../../offline/rights'),
        import('../../offline/offline-sync'),
      ]);
      const removed = await enforceOfflineRights().catch(() => 0);
      if (live && removed > 0)
        setNote(`${removed} saved premium manual${removed === 1 ? ' was' : 's were'} removed: the plan that opened it has ended.`);
      await refresh();
      if (!live) return;
      stop = watchOfflineSync((result) => {
        const sent = result.bookmarks + result.diagnoses;
        if (sent > 0) setNote(`Sent ${sent} change${sent === 1 ? '' : 's'} made offline.`);
        void refresh();
      });
    })().catch(() => live && setView({ kind: 'error' }));
    return () => {
      live = false;
      stop();
    };
  }, [refresh]);

  const remove = async (manual: SavedManual) => {
    setBusy(manual.id);
    try {
      const { removeSavedManual } = await import('../../offline/saved-manuals');
      await removeSavedManual(manual.id);
      setNote(`${manual.title} was removed from this phone.`);
      await refresh();
    } catch {
      setNote('The manual could not be removed. Try again.');
    } finally {
      setBusy(null);
    }
  };

  const viewer = String(settings.viewerPath || '/manual');
  return (
    <section className={`fso ${className ?? ''}`} aria-labelledby="fso-title">
      <h3 id="fso-title" className="fso-title">
        Saved on this phone
      </h3>
      {view.kind === 'loading' ? (
        <div className="fso-progress" role="progressbar" aria-label="Reading what is saved" aria-busy="true">
          <span />
        </div>
      ) : null}
      {view.kind === 'unsupported' ? <p className="fso-muted">This browser cannot keep manuals for offline use.</p> : null}
      {view.kind === 'error' ? (
        <p className="fso-muted fso-error">What is saved on this phone could not be read. Reload the page.</p>
      ) : null}
      {view.kind === 'ready' ? (
        <>
          <p className="fso-muted">
            {view.manuals.length === 0
              ? 'Nothing yet. Open a manual and choose “Save for offline”: it then opens, searches and diagnoses its codes without signal.'
              : `${view.manuals.length} manual${view.manuals.length === 1 ? '' : 's'}, ${formatBytes(view.manuals.reduce((sum, m) => sum + m.fileBytes + m.textBytes, 0))}${view.free !== null ? ` · ${formatBytes(view.free)} free on this phone` : ''}.`}
            {view.waiting > 0
              ? ` ${view.waiting} change${view.waiting === 1 ? '' : 's'} made offline will be sent when the network is back.`
              : ''}
          </p>
          <ul className="fso-list">
            {view.manuals.map((manual) => (
              <li key={manual.id} className="fso-item">
                <a className="fso-item__title" href={`${viewer}?${new URLSearchParams({ manual: manual.id, page: '1' })}`}>
                  {manual.title}
                </a>
                <span className="fso-item__meta">
                  Revision {manual.revision} · {manual.page_count} pages · {formatBytes(manual.fileBytes + manual.textBytes)}
                  {manual.tier === 'premium' ? ' · premium' : ''}
                </span>
                <button
                  type="button"
                  className="fso-btn"
                  onClick={() => void remove(manual)}
                  disabled={busy === manual.id}
                  aria-label={`Remove ${manual.title} from this phone`}
                >
                  {busy === manual.id ? 'Removing…' : 'Remove'}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="fso-note" role="status">
        {note}
      </p>
    </section>
  );
}
