/**
 * One page in the viewer's column: its canvas (device pixels, at most 2× so a phone's memory holds), a text layer of
 * transparent positioned text (selectable; search terms highlighted on it) and, on parts pages, the exploded view's
 * item balloons as buttons that show the item's row in the parts table. Mounted only while the page is in view.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PDFDocumentProxy, PDFPageProxy, RenderTask } from 'pdfjs-dist';
import { partRow } from './part-row';
import { ocrTextBoxes, type OcrWordBox } from './ocr-boxes';
import { highlightRects, partsLinks, textBoxes, type TextBox } from './text-items';

export interface PageSlotProps {
  document: PDFDocumentProxy;
  pageNumber: number;
  scale: number;
  top: number;
  left: number;
  height: number;
  width: number;
  terms: readonly string[];
  currentHit: boolean;
  partsPage: boolean;
  /** A part number: the row holding it is highlighted, and scrolled to once per scale. */
  part?: string | undefined;
  /** Told the height of the part's row text once found (the reader zooms a row too small to read). */
  onPartRow?: (textHeight: number, scale: number) => void;
  onSize(pageNumber: number, width: number, height: number): void;
  onRendered(pageNumber: number, canvas: HTMLCanvasElement): void;
  /** The page's OCR word boxes, asked for when its PDF has no text layer (a scan). */
  ocrWords?: (pageNumber: number) => Promise<OcrWordBox[]>;
}

export function PageSlot({
  document,
  pageNumber,
  scale,
  top,
  left,
  height,
  width,
  terms,
  currentHit,
  partsPage,
  part,
  onPartRow,
  onSize,
  onRendered,
  ocrWords,
}: PageSlotProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [page, setPage] = useState<PDFPageProxy | null>(null);
  const [boxes, setBoxes] = useState<TextBox[]>([]);
  const [rendered, setRendered] = useState(false);
  const [item, setItem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void document.getPage(pageNumber).then((loaded) => {
      if (!live) return;
      const viewport = loaded.getViewport({ scale: 1 });
      onSize(pageNumber, viewport.width, viewport.height);
      setPage(loaded);
    });
    return () => {
      live = false;
    };
  }, [document, pageNumber, onSize]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!page || !canvas) return;
    const viewport = page.getViewport({ scale });
    const ratio = Math.min(2, window.devicePixelRatio || 1);
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    const context = canvas.getContext('2d');
    if (!context) return;
    let task: RenderTask | undefined = page.render({
      canvas,
      canvasContext: context,
      viewport,
      ...(ratio === 1 ? {} : { transform: [ratio, 0, 0, ratio, 0, 0] }),
    });
    task.promise.then(
      () => {
        task = undefined;
        setRendered(true);
        onRendered(pageNumber, canvas);
      },
      () => undefined,
    );
    void page.getTextContent().then((content) => {
      const items = content.items.flatMap((entry) =>
        'str' in entry ? [{ str: entry.str, transform: entry.transform as number[], width: entry.width, height: entry.height }] : [],
      );
      if (items.some((item) => item.str.trim() !== '') || !ocrWords) setBoxes(textBoxes(items, viewport.transform, scale));
      // A scanned page: the importer's OCR word boxes stand in for the text layer.
      else
        void ocrWords(pageNumber).then(
          (words) => setBoxes(ocrTextBoxes(words, viewport.width, viewport.height)),
          () => setBoxes([]),
        );
    });
    return () => {
      task?.cancel();
    };
  }, [page, scale, pageNumber, onRendered, ocrWords]);

  // Free the canvas's memory when the page leaves the view.
  useEffect(() => {
    const canvas = canvasRef.current;
    return () => {
      if (canvas) {
        canvas.width = 0;
        canvas.height = 0;
      }
      page?.cleanup();
    };
  }, [page]);

  const rects = useMemo(() => highlightRects(boxes, terms), [boxes, terms]);
  const links = useMemo(() => (partsPage ? partsLinks(boxes) : null), [boxes, partsPage]);
  const rowRects =
    item && links ? (links.rows.get(item) ?? []).map((index) => boxes[index]).filter((box): box is TextBox => box !== undefined) : [];
  const firstHit = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (currentHit && firstHit.current) firstHit.current.scrollIntoView({ block: 'center', inline: 'nearest' });
  }, [currentHit, rects]);
  const rowRef = useRef<HTMLSpanElement>(null);
  useEffect(() => rowRef.current?.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'smooth' }), [item]);
  const partBand = useMemo(() => (part ? partRow(boxes, part) : null), [boxes, part]);
  const partRef = useRef<HTMLSpanElement>(null);
  // The scale the row was last scrolled to at: once per scale, so a zoom to read it brings it back into view.
  const partShownAt = useRef<number | null>(null);
  useEffect(() => {
    if (!partBand || partShownAt.current === scale || !partRef.current) return;
    partShownAt.current = scale;
    onPartRow?.(partBand.textHeight, scale);
    partRef.current.scrollIntoView({ block: 'center', inline: 'start' });
  }, [partBand, scale, onPartRow]);

  return (
    <div className="fmv-page" style={{ top, left, height, width }} data-page={pageNumber} aria-label={`Page ${pageNumber}`} role="region">
      {!rendered ? <div className="fmv-page__loading" aria-hidden="true" /> : null}
      <canvas ref={canvasRef} className="fmv-page__canvas" style={{ width, height }} />
      <div className="fmv-text" style={{ width, height }}>
        {boxes.map((box, index) => (
          <span key={index} style={{ left: box.left, top: box.top, width: box.width, height: box.height, fontSize: box.height }}>
            {box.str}
          </span>
        ))}
      </div>
      <div className="fmv-marks" aria-hidden="true">
        {rects.map((rect, index) => (
          <span
            key={index}
            ref={index === 0 ? firstHit : undefined}
            className={currentHit ? 'fmv-mark fmv-mark--current' : 'fmv-mark'}
            style={{ left: rect.left, top: rect.top, width: rect.width, height: rect.height }}
          />
        ))}
        {partBand ? (
          <span
            ref={partRef}
            className="fmv-row fmv-row--part"
            data-part-row={part}
            style={{ left: partBand.left, top: partBand.top, width: partBand.width, height: partBand.height }}
          />
        ) : null}
        {rowRects.map((box, index) => (
          <span
            key={`row-${index}`}
            ref={index === 0 ? rowRef : undefined}
            className="fmv-row"
            style={{ left: box.left - 2, top: box.top - 2, width: box.width + 4, height: box.height + 4 }}
          />
        ))}
      </div>
      {links
        ? [...links.balloons.entries()].flatMap(([number, indexes]) =>
            indexes.map((index) => {
              const box = boxes[index];
              if (!box) return null;
              return (
                <button
                  key={`${number}-${index}`}
                  type="button"
                  className={item === number ? 'fmv-balloon fmv-balloon--active' : 'fmv-balloon'}
                  style={{ left: box.left - 6, top: box.top - 6, width: box.width + 12, height: box.height + 12 }}
                  aria-label={`Item ${number}: show its row in the parts table`}
                  aria-pressed={item === number}
                  onClick={() => setItem(item === number ? null : number)}
                />
              );
            }),
          )
        : null}
    </div>
  );
}
