// Draws one page of a manual onto a canvas for the code review (pdf.js in its own chunk, loaded when an operator
// opens a code): the file through a short-lived signed URL, read by ranges, only the page asked for.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';

export interface DrawnPage {
  width: number;
  height: number;
  close(): Promise<void>;
}

export async function drawManualPage(url: string, pageNumber: number, canvas: HTMLCanvasElement, cssWidth: number): Promise<DrawnPage> {
  if (!GlobalWorkerOptions.workerSrc) GlobalWorkerOptions.workerSrc = workerUrl;
  const task = getDocument({ url, disableAutoFetch: true, disableStream: true, isEvalSupported: false });
  const document = await task.promise;
  const page = await document.getPage(Math.min(Math.max(1, pageNumber), document.numPages));
  const scale = cssWidth / page.getViewport({ scale: 1 }).width;
  const viewport = page.getViewport({ scale });
  const ratio = Math.min(2, window.devicePixelRatio || 1);
  canvas.width = Math.floor(viewport.width * ratio);
  canvas.height = Math.floor(viewport.height * ratio);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas context');
  await page.render({ canvas, canvasContext: context, viewport, ...(ratio === 1 ? {} : { transform: [ratio, 0, 0, ratio, 0, 0] }) })
    .promise;
  return { width: viewport.width, height: viewport.height, close: () => task.destroy() };
}
