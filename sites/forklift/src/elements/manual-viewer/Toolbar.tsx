/** The viewer's toolbar: page input and arrows, zoom out/in, fit width, hand tool, find, bookmarks, thumbnails, print. */
import { useEffect, useState } from 'react';
import { parsePageNumber } from './layout';

export type Panel = 'none' | 'find' | 'bookmarks' | 'print';

export interface ToolbarProps {
  title: string;
  page: number;
  pageCount: number;
  scale: number;
  fitWidth: boolean;
  panel: Panel;
  hand: boolean;
  thumbnails: boolean;
  bookmarked: boolean;
  onPage(page: number): void;
  onZoom(direction: 1 | -1): void;
  onFitWidth(): void;
  onHand(): void;
  onPanel(panel: Panel): void;
  onThumbnails(): void;
}

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const ICONS = {
  prev: 'M15 18l-6-6 6-6',
  next: 'M9 6l6 6-6 6',
  minus: 'M5 12h14',
  plus: 'M12 5v14M5 12h14',
  fit: 'M4 9V5h4M20 9V5h-4M4 15v4h4M20 15v4h-4',
  hand: 'M8 13V5.5a1.5 1.5 0 013 0V12m0-6.5v-1a1.5 1.5 0 013 0V12m0-5.5a1.5 1.5 0 013 0V14a6 6 0 01-6 6h-1a6 6 0 01-5-2.7l-2.6-4a1.5 1.5 0 012.5-1.6L8 13',
  find: 'M11 18a7 7 0 100-14 7 7 0 000 14zM21 21l-5-5',
  bookmark: 'M6 4h12v17l-6-4-6 4z',
  thumbs: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  print: 'M6 9V3h12v6M6 18H4v-7h16v7h-2M8 14h8v7H8z',
};

export function Toolbar(props: ToolbarProps) {
  const [draft, setDraft] = useState(String(props.page));
  useEffect(() => setDraft(String(props.page)), [props.page]);
  const commit = () => {
    const page = parsePageNumber(draft, props.pageCount);
    if (page === null) setDraft(String(props.page));
    else props.onPage(page);
  };
  const toggle = (panel: Panel) => props.onPanel(props.panel === panel ? 'none' : panel);
  return (
    <div className="fmv-toolbar" role="toolbar" aria-label="Manual viewer">
      <div className="fmv-toolbar__title" title={props.title}>
        {props.title}
      </div>
      <div className="fmv-toolbar__group">
        <button
          type="button"
          className="fmv-btn"
          onClick={() => props.onPage(props.page - 1)}
          disabled={props.page <= 1}
          aria-label="Previous page"
        >
          <Icon d={ICONS.prev} />
        </button>
        <label className="fmv-pageinput">
          <span className="fmv-visually-hidden">Page number</span>
          <input
            value={draft}
            inputMode="numeric"
            aria-label="Page number"
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit();
              event.stopPropagation();
            }}
          />
          <span aria-hidden="true">/ {props.pageCount}</span>
        </label>
        <button
          type="button"
          className="fmv-btn"
          onClick={() => props.onPage(props.page + 1)}
          disabled={props.page >= props.pageCount}
          aria-label="Next page"
        >
          <Icon d={ICONS.next} />
        </button>
      </div>
      <div className="fmv-toolbar__group">
        <button type="button" className="fmv-btn" onClick={() => props.onZoom(-1)} aria-label="Zoom out">
          <Icon d={ICONS.minus} />
        </button>
        <span className="fmv-zoom" aria-live="polite">
          {Math.round(props.scale * 100)}%
        </span>
        <button type="button" className="fmv-btn" onClick={() => props.onZoom(1)} aria-label="Zoom in">
          <Icon d={ICONS.plus} />
        </button>
        <button type="button" className="fmv-btn" onClick={props.onFitWidth} aria-pressed={props.fitWidth} aria-label="Fit width">
          <Icon d={ICONS.fit} />
        </button>
        <button
          type="button"
          className="fmv-btn fmv-btn--desktop"
          onClick={props.onHand}
          aria-pressed={props.hand}
          aria-label="Hand tool: drag to pan"
        >
          <Icon d={ICONS.hand} />
        </button>
      </div>
      <div className="fmv-toolbar__group">
        <button
          type="button"
          className="fmv-btn"
          onClick={() => toggle('find')}
          aria-pressed={props.panel === 'find'}
          aria-label="Search in this manual"
        >
          <Icon d={ICONS.find} />
        </button>
        <button
          type="button"
          className={props.bookmarked ? 'fmv-btn fmv-btn--marked' : 'fmv-btn'}
          onClick={() => toggle('bookmarks')}
          aria-pressed={props.panel === 'bookmarks'}
          aria-label="Bookmarks"
        >
          <Icon d={ICONS.bookmark} />
        </button>
        <button
          type="button"
          className="fmv-btn fmv-btn--desktop"
          onClick={props.onThumbnails}
          aria-pressed={props.thumbnails}
          aria-label="Page thumbnails"
        >
          <Icon d={ICONS.thumbs} />
        </button>
        <button
          type="button"
          className="fmv-btn"
          onClick={() => toggle('print')}
          aria-pressed={props.panel === 'print'}
          aria-label="Print pages"
        >
          <Icon d={ICONS.print} />
        </button>
      </div>
    </div>
  );
}
