/**
 * The open manual: toolbar, thumbnails (desktop), the virtualised column of pages (only pages in view are mounted,
 * so only their byte ranges are fetched), and the side panel (find, bookmarks, print). Keyboard: ←/→ or PageUp/
 * PageDown pages, Home/End, +/− zoom, 0 fit width, F or / find, B bookmarks.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { Bookmark, ManualInfo, ManualPageHit, PortalApi } from '../../search/portal-api';
import { BookmarksPanel } from './BookmarksPanel';
import { FindPanel } from './FindPanel';
import { clampScale, currentPage, fitWidthScale, PAGE_GAP, pageBoxes, totalHeight, visibleRange, zoomStep } from './layout';
import { PageSlot } from './PageSlot';
import type { OpenedPdf } from './pdf-loader';
import { printablePages, printPages } from './print-pages';
import { PrintPanel } from './PrintPanel';
import { Thumbnails } from './Thumbnails';
import { Toolbar, type Panel } from './Toolbar';
import { useGestures } from './use-gestures';
import { readableScale } from './part-row';
import { markedTerms } from './text-items';

export interface ReaderProps {
  api: PortalApi;
  manual: ManualInfo;
  pdf: OpenedPdf;
  initialPage: number;
  /** A part number whose row is highlighted (and scrolled to) on the page opened at. */
  part?: string;
  onPage(page: number): void;
}

type Size = { width: number; height: number };

export function Reader({ api, manual, pdf, initialPage, part, onPage }: ReaderProps) {
  const count = pdf.document.numPages;
  const start = Math.min(Math.max(1, initialPage), count);
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [sizes, setSizes] = useState<Size[] | null>(null);
  const [scale, setScale] = useState(1);
  const [fitWidth, setFitWidth] = useState(true);
  const [view, setView] = useState({ top: 0, height: 800, width: 800 });
  const [panel, setPanel] = useState<Panel>('none');
  const [hand, setHand] = useState(false);
  const [thumbs, setThumbs] = useState(true);
  const [images, setImages] = useState<ReadonlyMap<number, string>>(new Map());
  const [firstDrawn, setFirstDrawn] = useState(false);
  const [hits, setHits] = useState<readonly ManualPageHit[]>([]);
  const [activeHit, setActiveHit] = useState<number | null>(null);
  const [bookmarks, setBookmarks] = useState<Bookmark[]>([]);
  const [printing, setPrinting] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null });
  const anchor = useRef<{ page: number; offset: number } | null>({ page: start, offset: 0 });
  // No page is mounted before the column is scrolled to the page asked for (else page 1 would be fetched first).
  const [placed, setPlaced] = useState(false);

  // Every page is assumed the size of the page opened at until it is loaded (pdf.js fetches a page only when asked).
  useEffect(() => {
    let live = true;
    void pdf.document.getPage(start).then((page) => {
      const viewport = page.getViewport({ scale: 1 });
      if (live) setSizes(Array.from({ length: count }, () => ({ width: viewport.width, height: viewport.height })));
    });
    void api.bookmarks(manual.id).then(setBookmarks, () => setBookmarks([]));
    return () => {
      live = false;
    };
  }, [pdf, api, manual.id, start, count]);

  const boxes = useMemo(
    () =>
      sizes
        ? pageBoxes(
            sizes.map((size) => size.height),
            scale,
          )
        : [],
    [sizes, scale],
  );
  const maxWidth = useMemo(() => Math.max(0, ...(sizes ?? []).map((size) => size.width * scale)), [sizes, scale]);
  const columnWidth = Math.max(view.width, maxWidth + PAGE_GAP * 2);
  const current = currentPage(boxes, view.top, view.height);
  const [first, last] = visibleRange(boxes, view.top, view.height);

  const measure = useCallback(() => {
    const element = scroller.current;
    if (element) setView({ top: element.scrollTop, height: element.clientHeight, width: element.clientWidth });
  }, []);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  // Fit width follows the viewer's width and the current page's width.
  const basis = sizes?.[current - 1]?.width ?? sizes?.[0]?.width ?? 0;
  useEffect(() => {
    if (fitWidth && basis > 0) changeScale(fitWidthScale(basis, view.width), true);
  }, [fitWidth, basis, view.width]);

  function changeScale(next: number, keepFit = false) {
    const value = clampScale(next);
    if (Math.abs(value - scale) < 0.001) return;
    // The live scroll position: this may run in the same commit that scrolled to the page asked for.
    const top = scroller.current?.scrollTop ?? view.top;
    const page = currentPage(boxes, top, view.height);
    const box = boxes[page - 1];
    if (!anchor.current) anchor.current = { page, offset: box ? (top - box.top) / Math.max(1, box.height) : 0 };
    if (!keepFit) setFitWidth(false);
    setScale(value);
  }

  // After the column changes (first layout, zoom), keep the reader on the same spot of the same page.
  useLayoutEffect(() => {
    const element = scroller.current;
    const target = anchor.current;
    const box = target ? boxes[target.page - 1] : undefined;
    if (!element || !target || !box) return;
    anchor.current = null;
    element.scrollTop = box.top + target.offset * box.height - (target.offset === 0 ? PAGE_GAP / 2 : 0);
    measure();
    setPlaced(true);
  }, [boxes, measure]);
  useLayoutEffect(measure, [measure]);

  const jump = useCallback(
    (page: number) => {
      const box = boxes[Math.min(Math.max(1, page), count) - 1];
      if (box && scroller.current) {
        scroller.current.scrollTop = box.top - PAGE_GAP / 2;
        measure();
      }
    },
    [boxes, count, measure],
  );

  useEffect(() => {
    const timer = setTimeout(() => onPage(current), 250);
    return () => clearTimeout(timer);
  }, [current, onPage]);

  const onSize = useCallback((page: number, width: number, height: number) => {
    setSizes((previous) => {
      const known = previous?.[page - 1];
      if (!previous || !known || (Math.abs(known.width - width) < 0.5 && Math.abs(known.height - height) < 0.5)) return previous;
      const next = [...previous];
      next[page - 1] = { width, height };
      return next;
    });
  }, []);
  const ocrWords = useCallback((page: number) => api.pageWords(manual.id, page), [api, manual.id]);
  const onRendered = useCallback((page: number, canvas: HTMLCanvasElement) => {
    setFirstDrawn(true);
    const thumb = document.createElement('canvas');
    thumb.width = 96;
    thumb.height = Math.round((canvas.height / Math.max(1, canvas.width)) * 96);
    thumb.getContext('2d')?.drawImage(canvas, 0, 0, thumb.width, thumb.height);
    const url = thumb.toDataURL('image/jpeg', 0.7);
    setImages((previous) => new Map(previous).set(page, url));
  }, []);

  const scaleRef = useRef(scale);
  scaleRef.current = scale;
  // A part's row drawn too small to read (a phone's fit-width page) is zoomed to once, when first found.
  const partZoomed = useRef(false);
  const latestChangeScale = useRef(changeScale);
  latestChangeScale.current = changeScale;
  const onPartRow = useCallback((textHeight: number, at: number) => {
    if (partZoomed.current) return;
    partZoomed.current = true;
    const next = readableScale(textHeight, at);
    if (next !== null) latestChangeScale.current(next);
  }, []);
  const getScale = useCallback(() => scaleRef.current, []);
  const onGestureScale = useCallback((next: number) => changeScale(next), [changeScale]);
  useGestures({ scroller, content, hand, scale: getScale, onScale: onGestureScale });

  const terms = useMemo(() => markedTerms(hits.map((hit) => hit.snippet)), [hits]);
  const hitPage = activeHit === null ? null : (hits[activeHit]?.page_number ?? null);
  const chooseHit = (index: number, hit: ManualPageHit) => {
    setActiveHit(index);
    jump(hit.page_number);
  };

  const print = async (from: number, to: number) => {
    setPrinting({ busy: true, message: null });
    try {
      const readable = new Set(await api.readablePages(manual.id));
      const pages = printablePages(from, to, readable);
      if (pages.length === 0) return setPrinting({ busy: false, message: 'None of those pages is open to your account.' });
      await printPages(pdf.document, pages, manual.title);
      setPrinting({ busy: false, message: `Sent ${pages.length} page${pages.length === 1 ? '' : 's'} to the printer.` });
    } catch {
      setPrinting({ busy: false, message: 'The pages could not be prepared for printing.' });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
    const keys: Record<string, () => void> = {
      ArrowRight: () => jump(current + 1),
      PageDown: () => jump(current + 1),
      ArrowLeft: () => jump(current - 1),
      PageUp: () => jump(current - 1),
      Home: () => jump(1),
      End: () => jump(count),
      '+': () => changeScale(zoomStep(scale, 1)),
      '=': () => changeScale(zoomStep(scale, 1)),
      '-': () => changeScale(zoomStep(scale, -1)),
      '0': () => setFitWidth(true),
      f: () => setPanel('find'),
      '/': () => setPanel('find'),
      b: () => setPanel('bookmarks'),
      Escape: () => setPanel('none'),
    };
    const action = event.ctrlKey || event.metaKey ? (event.key === 'f' ? keys.f : undefined) : keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const pages: number[] = [];
  for (let page = first; page <= last; page += 1) pages.push(page);
  return (
    <div className="fmv" onKeyDown={onKeyDown}>
      <Toolbar
        title={manual.title}
        page={current}
        pageCount={count}
        scale={scale}
        fitWidth={fitWidth}
        panel={panel}
        hand={hand}
        thumbnails={thumbs}
        bookmarked={bookmarks.some((bookmark) => bookmark.page_number === current)}
        onPage={jump}
        onZoom={(direction) => changeScale(zoomStep(scale, direction))}
        onFitWidth={() => setFitWidth(true)}
        onHand={() => setHand(!hand)}
        onPanel={setPanel}
        onThumbnails={() => setThumbs(!thumbs)}
      />
      {!firstDrawn ? (
        <div
          className="fmv-progress"
          role="progressbar"
          aria-label="Loading the page"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={90}
        >
          <span style={{ width: '90%' }} />
        </div>
      ) : null}
      <div className={panel === 'none' ? 'fmv-body' : 'fmv-body fmv-body--panel'}>
        {thumbs ? <Thumbnails pageCount={count} current={current} images={images} onOpen={jump} /> : null}
        <div
          ref={scroller}
          className={hand ? 'fmv-scroller fmv-scroller--hand' : 'fmv-scroller'}
          onScroll={measure}
          tabIndex={0}
          aria-label={`${manual.title}, page ${current} of ${count}`}
        >
          <div ref={content} className="fmv-column" style={{ height: totalHeight(boxes), width: columnWidth }}>
            {sizes && placed
              ? pages.map((page) => {
                  const box = boxes[page - 1]!;
                  const width = Math.round((sizes[page - 1]?.width ?? 0) * scale);
                  return (
                    <PageSlot
                      key={page}
                      document={pdf.document}
                      pageNumber={page}
                      scale={scale}
                      top={box.top}
                      left={Math.round((columnWidth - width) / 2)}
                      height={box.height}
                      width={width}
                      terms={terms}
                      currentHit={page === hitPage}
                      partsPage={manual.kind === 'parts'}
                      part={page === start ? part : undefined}
                      onPartRow={onPartRow}
                      onSize={onSize}
                      onRendered={onRendered}
                      ocrWords={ocrWords}
                    />
                  );
                })
              : null}
          </div>
        </div>
        {panel === 'find' ? (
          <aside className="fmv-side">
            <FindPanel
              api={api}
              manualId={manual.id}
              active={activeHit}
              onHits={(found) => (setHits(found), setActiveHit(null))}
              onChoose={chooseHit}
            />
          </aside>
        ) : null}
        {panel === 'bookmarks' ? (
          <aside className="fmv-side">
            <BookmarksPanel api={api} manualId={manual.id} page={current} bookmarks={bookmarks} onChange={setBookmarks} onOpen={jump} />
          </aside>
        ) : null}
        {panel === 'print' ? (
          <aside className="fmv-side">
            <PrintPanel
              page={current}
              pageCount={count}
              busy={printing.busy}
              message={printing.message}
              onPrint={(from, to) => void print(from, to)}
            />
          </aside>
        ) : null}
      </div>
      <p className="fmv-visually-hidden" aria-live="polite">
        Page {current} of {count}
      </p>
    </div>
  );
}
