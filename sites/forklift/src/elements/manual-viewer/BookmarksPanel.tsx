/** Bookmarks with notes on this manual (the caller's own, row-level security): add the current page, edit, delete. */
import { useEffect, useState } from 'react';
import type { Bookmark, PortalApi } from '../../search/portal-api';

export interface BookmarksPanelProps {
  api: PortalApi;
  manualId: string;
  page: number;
  bookmarks: readonly Bookmark[];
  onChange(bookmarks: Bookmark[]): void;
  onOpen(page: number): void;
}

export function BookmarksPanel({ api, manualId, page, bookmarks, onChange, onOpen }: BookmarksPanelProps) {
  const existing = bookmarks.find((bookmark) => bookmark.page_number === page);
  const [note, setNote] = useState(existing?.note ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setNote(existing?.note ?? ''), [existing?.id, existing?.note, page]);

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const saved = await api.saveBookmark(manualId, page, note.trim());
      onChange([...bookmarks.filter((bookmark) => bookmark.id !== saved.id), saved].sort((a, b) => a.page_number - b.page_number));
    } catch {
      setError('The bookmark was not saved. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  };
  const remove = async (bookmark: Bookmark) => {
    setBusy(true);
    setError(null);
    try {
      await api.deleteBookmark(bookmark.id);
      onChange(bookmarks.filter((other) => other.id !== bookmark.id));
    } catch {
      setError('The bookmark was not deleted. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="fmv-panel" aria-label="Bookmarks">
      <form
        className="fmv-bookmark-form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label htmlFor="fmv-note">{existing ? `Note on page ${page}` : `Bookmark page ${page}`}</label>
        <textarea
          id="fmv-note"
          value={note}
          maxLength={2000}
          rows={3}
          placeholder="What is on this page for you (torque, a check, the job)…"
          onChange={(event) => setNote(event.target.value)}
          onKeyDown={(event) => event.stopPropagation()}
        />
        <button type="submit" className="fmv-btn fmv-btn--primary" disabled={busy}>
          {existing ? 'Save note' : 'Add bookmark'}
        </button>
      </form>
      {error ? <p className="fmv-note fmv-note--error">{error}</p> : null}
      {bookmarks.length === 0 ? <p className="fmv-note">No bookmarks in this manual yet. They appear here and on your dashboard.</p> : null}
      <ul className="fmv-bookmarks">
        {bookmarks.map((bookmark) => (
          <li key={bookmark.id} className={bookmark.page_number === page ? 'fmv-bookmark fmv-bookmark--current' : 'fmv-bookmark'}>
            <button type="button" className="fmv-bookmark__open" onClick={() => onOpen(bookmark.page_number)}>
              <span className="fmv-hit__page">p. {bookmark.page_number}</span>
              <span className="fmv-bookmark__note">{bookmark.note || 'No note'}</span>
            </button>
            <button
              type="button"
              className="fmv-btn fmv-btn--quiet"
              onClick={() => void remove(bookmark)}
              disabled={busy}
              aria-label={`Delete the bookmark on page ${bookmark.page_number}`}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
