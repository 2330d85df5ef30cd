// Renders a PDF page to a cleaned greyscale image for OCR with pdfjs-dist and a canvas made for Node (@napi-rs/canvas).
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** 216 dpi (3 × 72): small print stays readable for tesseract without making large pages slow. */
export const OCR_SCALE = 3;
/** A page larger than this many pixels a side is rendered smaller, so one odd page cannot exhaust memory. */
const MAX_SIDE = 6000;

export interface RenderedPage {
  /** The page as a greyscale image file (PGM), cleaned for OCR. */
  image: Buffer;
  width: number;
  height: number;
}

/** The page drawn on a white canvas at `scale` (capped so no side exceeds MAX_SIDE pixels). */
export async function renderToCanvas(page: PDFPageProxy, scale: number): Promise<Canvas> {
  const base = page.getViewport({ scale: 1 });
  const fitted = Math.min(scale, MAX_SIDE / Math.max(base.width, base.height));
  const viewport = page.getViewport({ scale: fitted });
  const canvas = createCanvas(Math.max(1, Math.ceil(viewport.width)), Math.max(1, Math.ceil(viewport.height)));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: context as unknown as CanvasRenderingContext2D,
    viewport,
  }).promise;
  return canvas;
}

export async function renderPageForOcr(page: PDFPageProxy, scale = OCR_SCALE): Promise<RenderedPage> {
  const canvas = await renderToCanvas(page, scale);
  const { width, height } = canvas;
  const pixels = canvas.getContext('2d').getImageData(0, 0, width, height);
  // A greyscale PGM: no compression to spend time on, and tesseract (Leptonica) reads it directly.
  return { image: toPgm(despeckle(pixels.data, width, height), width, height), width, height };
}

function toPgm(grey: Uint8Array, width: number, height: number): Buffer {
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1');
  return Buffer.concat([header, Buffer.from(grey.buffer, grey.byteOffset, grey.byteLength)]);
}

/**
 * Greyscale, then scanner speckle removed: a dark pixel with at most one dark neighbour turns white, a light one
 * inside dark surroundings turns dark. Tesseract's own thresholding and layout analysis lose whole lines to dust.
 */
export function despeckle(rgba: Uint8ClampedArray, width: number, height: number): Uint8Array {
  const grey = new Uint8Array(width * height);
  for (let i = 0, p = 0; p < grey.length; i += 4, p++) grey[p] = (rgba[i]! * 77 + rgba[i + 1]! * 151 + rgba[i + 2]! * 28) >> 8;
  const dark = new Uint8Array(grey.length);
  for (let p = 0; p < grey.length; p++) dark[p] = grey[p]! < 128 ? 1 : 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const p = y * width + x;
      const around =
        dark[p - width - 1]! +
        dark[p - width]! +
        dark[p - width + 1]! +
        dark[p - 1]! +
        dark[p + 1]! +
        dark[p + width - 1]! +
        dark[p + width]! +
        dark[p + width + 1]!;
      if (dark[p] && around <= 1) grey[p] = 255;
      else if (!dark[p] && around >= 7) grey[p] = 0;
    }
  }
  return grey;
}
