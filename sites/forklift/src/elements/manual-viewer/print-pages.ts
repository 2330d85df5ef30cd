// The print view: the chosen pages the caller may read (manual_pages under row-level security lists them), drawn to
// images in a container only the print stylesheet shows; at most MAX_PRINT_PAGES at a time.
import type { PDFDocumentProxy } from 'pdfjs-dist';

export const MAX_PRINT_PAGES = 30;

/** The pages of [from, to] that are readable, capped. */
export function printablePages(from: number, to: number, readable: ReadonlySet<number>): number[] {
  const [low, high] = from <= to ? [from, to] : [to, from];
  const pages: number[] = [];
  for (let page = low; page <= high && pages.length < MAX_PRINT_PAGES; page += 1) if (readable.has(page)) pages.push(page);
  return pages;
}

export async function printPages(document: PDFDocumentProxy, pages: readonly number[], title: string): Promise<void> {
  const container = window.document.createElement('div');
  container.className = 'fmv-print';
  container.setAttribute('aria-hidden', 'true');
  for (const number of pages) {
    const page = await document.getPage(number);
    const viewport = page.getViewport({ scale: 2 });
    const canvas = window.document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    await page.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport }).promise;
    const figure = window.document.createElement('figure');
    const image = window.document.createElement('img');
    image.src = canvas.toDataURL('image/png');
    image.alt = `${title}, page ${number}`;
    const caption = window.document.createElement('figcaption');
    caption.textContent = `${title} — page ${number}`;
    figure.append(image, caption);
    container.append(figure);
    canvas.width = 0;
    canvas.height = 0;
  }
  window.document.body.append(container);
  window.document.body.classList.add('fmv-printing');
  const done = () => {
    container.remove();
    window.document.body.classList.remove('fmv-printing');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}
