// Writes laid-out pages as a real PDF with pdf-lib: standard fonts, one compressed content stream per page drawn with
// PDF operators directly (fast enough for thousands of pages), fixed dates so the same input gives the same bytes.
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { encodeWinAnsi } from './fonts';
import { PAGE } from './layout';
import type { LaidOutPage, Shape } from './types';

export interface PdfMeta {
  title: string;
  author: string;
  subject: string;
  keywords: string[];
  /** ISO date of the revision, used as the document's creation and modification date. */
  date: string;
}

const KAPPA = 0.5523;

function num(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}

function shapeOps(shape: Shape): string {
  switch (shape.type) {
    case 'line':
      return `${num(shape.width)} w ${shape.dash ? '[3 2] 0 d ' : ''}${num(shape.x1)} ${num(shape.y1)} m ${num(shape.x2)} ${num(shape.y2)} l S${shape.dash ? ' [] 0 d' : ''}\n`;
    case 'rect': {
      const box = `${num(shape.x)} ${num(shape.y)} ${num(shape.w)} ${num(shape.h)} re`;
      return shape.fill ? `0.9 g ${box} f 0 g 0.6 w ${box} S\n` : `0.8 w ${box} S\n`;
    }
    case 'circle': {
      const { x, y, r } = shape;
      const k = r * KAPPA;
      return (
        `0.8 w ${num(x + r)} ${num(y)} m ` +
        `${num(x + r)} ${num(y + k)} ${num(x + k)} ${num(y + r)} ${num(x)} ${num(y + r)} c ` +
        `${num(x - k)} ${num(y + r)} ${num(x - r)} ${num(y + k)} ${num(x - r)} ${num(y)} c ` +
        `${num(x - r)} ${num(y - k)} ${num(x - k)} ${num(y - r)} ${num(x)} ${num(y - r)} c ` +
        `${num(x + k)} ${num(y - r)} ${num(x + r)} ${num(y - k)} ${num(x + r)} ${num(y)} c S\n`
      );
    }
  }
}

function pageContent(page: LaidOutPage): string {
  let ops = '0 G 0 g 1 J 1 j\n';
  for (const shape of page.shapes) ops += shapeOps(shape);
  ops += 'BT\n';
  for (const line of page.lines) {
    ops += `/${line.bold ? 'F2' : 'F1'} ${num(line.size)} Tf 1 0 0 1 ${num(line.x)} ${num(line.y)} Tm ${encodeWinAnsi(line.text)} Tj\n`;
  }
  return `${ops}ET\n`;
}

export async function renderPdf(meta: PdfMeta, pages: readonly LaidOutPage[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const date = new Date(`${meta.date}T08:00:00Z`);
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setSubject(meta.subject);
  doc.setKeywords(meta.keywords);
  doc.setProducer('forklift portal sample library (pdf-lib)');
  doc.setCreator('forklift portal sample library');
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  const fontRegular = await doc.embedFont(StandardFonts.Helvetica);
  const fontBold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const laidOut of pages) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    page.node.setFontDictionary(PDFName.of('F1'), fontRegular.ref);
    page.node.setFontDictionary(PDFName.of('F2'), fontBold.ref);
    const stream = doc.context.stream(deflateSync(pageContent(laidOut), { level: 6 }), { Filter: 'FlateDecode' });
    page.node.set(PDFName.of('Contents'), doc.context.register(stream));
  }
  return doc.save({ useObjectStreams: false });
}
