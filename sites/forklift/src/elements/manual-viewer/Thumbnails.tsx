/**
 * The thumbnails strip (desktop): one button per page; a page the reader has seen shows a small copy of its canvas.
 * Thumbnails never fetch a page on their own, so opening a manual fetches only the pages in view.
 */
import { memo, useEffect, useRef } from 'react';

export interface ThumbnailsProps {
  pageCount: number;
  current: number;
  images: ReadonlyMap<number, string>;
  onOpen(page: number): void;
}

export const Thumbnails = memo(function Thumbnails({ pageCount, current, images, onOpen }: ThumbnailsProps) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.querySelector(`[data-thumb="${current}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [current]);
  return (
    <nav className="fmv-thumbs" aria-label="Pages">
      <ol ref={list}>
        {Array.from({ length: pageCount }, (_, index) => {
          const page = index + 1;
          const image = images.get(page);
          return (
            <li key={page}>
              <button
                type="button"
                data-thumb={page}
                className={page === current ? 'fmv-thumb fmv-thumb--current' : 'fmv-thumb'}
                aria-current={page === current ? 'page' : undefined}
                onClick={() => onOpen(page)}
                aria-label={`Page ${page}`}
              >
                {image ? <img src={image} alt="" loading="lazy" /> : <span className="fmv-thumb__blank" aria-hidden="true" />}
                <span className="fmv-thumb__number">{page}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
