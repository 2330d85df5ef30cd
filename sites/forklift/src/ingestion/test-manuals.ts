// Manuals for the ingestion tests, in layouts the sample generator never writes: a service manual whose fault-code
// tables run over page breaks (header repeated on one, not on the other, a row split by the break), a chapter with
// one block per code (labels on the line, and labels in a left column), a troubleshooting list that is scanned
// (rasterised, skewed, speckled, no text layer), a parts list that only mentions codes, a page whose text layer is
// garbage over a scanned image, and the hostile files (empty, 2,000 pages). Each exports the truth it was drawn from.
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { renderPageForOcr, renderToCanvas } from './ocr/render-page';
import { STANDARD_FONT_DIR } from './read-manual';

export interface TruthCode {
  code: string;
  title: string;
  /** The page that explains it. */
  page: number;
}

const A4: [number, number] = [595, 842];

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Draws cells at column positions, each wrapped to its column; returns the y below the row. */
function row(page: PDFPage, font: PDFFont, y: number, columns: readonly number[], cells: readonly string[], size = 9): number {
  let lowest = y;
  cells.forEach((cell, i) => {
    const x = columns[i] ?? 0;
    const width = (columns[i + 1] ?? 560) - x - 12;
    wrap(cell, font, size, width).forEach((line, n) => {
      page.drawText(line, { x, y: y - n * (size + 3), size, font });
      lowest = Math.min(lowest, y - n * (size + 3));
    });
  });
  return lowest - (size + 7);
}

function footer(page: PDFPage, font: PDFFont, n: number): void {
  page.drawText(`CX Series Service Manual  -  page ${n}`, { x: 50, y: 30, size: 8, font });
}

export const SERVICE_TRUTH: TruthCode[] = [
  { code: 'E-190', title: 'Lift pump motor overload', page: 2 },
  { code: 'E-191', title: 'Main relief valve stuck open', page: 2 },
  { code: 'E-192', title: 'Hydraulic oil over temperature', page: 2 },
  { code: 'E-193', title: 'Tilt cylinder drift detected', page: 3 },
  { code: 'E-194', title: 'Lowering valve coil open circuit', page: 3 },
  { code: 'E-290', title: 'Key switch voltage low', page: 4 },
  { code: 'E-291', title: 'Main contactor welded', page: 4 },
  { code: 'E-292', title: 'Fuse F3 blown', page: 5 },
];

/** Service manual (c-monarch): title page with applicability, two code tables over page breaks, prose mentioning codes.
 *  Revised: E-191 renamed and E-194's row gone. */
export async function serviceManualPdf(revised = false): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const title = doc.addPage(A4);
  title.drawText('C-MONARCH', { x: 50, y: 760, size: 26, font: bold });
  title.drawText('CX Series Electric Counterbalance Trucks', { x: 50, y: 720, size: 16, font });
  title.drawText('Service Manual', { x: 50, y: 695, size: 16, font });
  title.drawText('Models CX20, CX25 and CX30', { x: 50, y: 640, size: 12, font });
  title.drawText('Serial No. CX25-41000 and up', { x: 50, y: 620, size: 12, font });
  title.drawText('Publication SM-CX-07, Revision C, issued March 2025', { x: 50, y: 600, size: 10, font });
  footer(title, font, 1);
  const cols = [50, 110, 250, 400];
  const header = ['Code', 'Description', 'Possible cause', 'Action'];
  const hydraulic = doc.addPage(A4);
  hydraulic.drawText('6 HYDRAULIC SYSTEM FAULTS', { x: 50, y: 780, size: 13, font: bold });
  hydraulic.drawText('The display shows the code and the truck limits lift speed until the fault clears.', {
    x: 50,
    y: 760,
    size: 9,
    font,
  });
  let y = row(hydraulic, bold, 735, cols, header);
  y = row(hydraulic, font, y, cols, [
    'E-190',
    'Lift pump motor overload',
    'Pump motor current above 350 A for 5 s; worn brushes',
    'Measure pump motor current, expected below 250 A. Replace the brushes.',
  ]);
  y = row(hydraulic, font, y, cols, [
    'E-191',
    revised ? 'Main relief valve leaking' : 'Main relief valve stuck open',
    'Debris in the relief valve seat',
    'Check lift pressure at test port P1, expected 175 bar to 185 bar. Clean or replace the valve.',
  ]);
  row(hydraulic, font, y, cols, [
    'E-192',
    'Hydraulic oil over temperature',
    'Oil cooler blocked; oil level low',
    'Check oil level and clean the cooler fins.',
  ]);
  footer(hydraulic, font, 2);
  const hydraulic2 = doc.addPage(A4);
  hydraulic2.drawText('6 HYDRAULIC SYSTEM FAULTS (continued)', { x: 50, y: 780, size: 13, font: bold });
  y = row(hydraulic2, bold, 755, cols, header);
  y = row(hydraulic2, font, y, cols, [
    'E-193',
    'Tilt cylinder drift detected',
    'Tilt cylinder seal leaking internally',
    'Check drift with rated load, expected under 5 mm in 10 min. Reseal the cylinder.',
  ]);
  if (!revised)
    y = row(hydraulic2, font, y, cols, [
      'E-194',
      'Lowering valve coil open circuit',
      'Coil or harness open',
      'Measure coil resistance at CN21, expected 20 ohms to 30 ohms.',
    ]);
  hydraulic2.drawText('See fault E-212 in chapter 7 if the display also shows a sensor fault.', { x: 50, y: y - 20, size: 9, font });
  footer(hydraulic2, font, 3);
  const electrical = doc.addPage(A4);
  electrical.drawText('7 ELECTRICAL SYSTEM FAULTS', { x: 50, y: 780, size: 13, font: bold });
  y = row(electrical, bold, 755, cols, header);
  row(electrical, font, y, cols, [
    'E-290',
    'Key switch voltage low',
    'Key switch contacts worn',
    'Measure voltage at key switch output, expected 80 V. Replace the key switch.',
  ]);
  row(electrical, font, 90, cols, ['E-291', 'Main contactor welded', 'Contacts welded after arcing; coil suppression diode failed;']);
  footer(electrical, font, 4);
  // The table goes on without its header; the first line finishes E-291's row.
  const electrical2 = doc.addPage(A4);
  y = row(electrical2, font, 780, cols, ['', '', 'precharge resistor open', 'Replace the main contactor and test the precharge circuit.']);
  y = row(electrical2, font, y, cols, [
    'E-292',
    'Fuse F3 blown',
    'Short circuit in the lift valve harness',
    'Check the harness for chafing and replace fuse F3 (10 A).',
  ]);
  electrical2.drawText('Notes', { x: 50, y: y - 30, size: 11, font: bold });
  electrical2.drawText('If E-290 returns within a shift, inspect the battery connector before anything else.', {
    x: 50,
    y: y - 48,
    size: 9,
    font,
  });
  footer(electrical2, font, 5);
  return doc.save();
}

/** The code the block chapter enriches is the caller's (one that exists already); the others are new. */
export function blockTruth(existingCode: string): TruthCode[] {
  return [
    { code: 'E-470', title: 'Battery undervoltage cut-out', page: 1 },
    { code: 'E-471', title: 'Traction motor temperature sensor', page: 1 },
    { code: 'E-472', title: 'Seat switch open while travelling', page: 2 },
    { code: existingCode, title: '', page: 2 },
  ];
}

/** Fault chapter (c-monarch): one block per code, labels on the line ("Cause:") and in a left column. */
export async function blockChapterPdf(existingCode: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const p1 = doc.addPage(A4);
  const text = (page: PDFPage, t: string, x: number, y: number, f = font, size = 9) => page.drawText(t, { x, y, size, font: f });
  text(p1, 'FAULT DESCRIPTIONS', 50, 790, bold, 14);
  text(p1, 'Fault E-470  Battery undervoltage cut-out', 50, 760, bold, 11);
  text(p1, 'Condition: battery voltage below 68 V for more than 2 s while travelling.', 50, 742);
  text(p1, 'Cause: battery discharged; loose battery connector; failed cell.', 50, 728);
  text(p1, 'Check: measure battery voltage at rest, expected 80 V to 84 V.', 50, 714);
  text(p1, 'Remedy: charge the battery and tighten the connector. Truck stops until cleared.', 50, 700);
  text(p1, 'Fault E-471  Traction motor temperature sensor', 50, 660, bold, 11);
  text(p1, 'Condition', 50, 642, bold);
  text(p1, 'Sensor reads below -40 °C or above 200 °C.', 150, 642);
  text(p1, 'Cause', 50, 628, bold);
  text(p1, 'Sensor open circuit or harness chafed at the motor.', 150, 628);
  text(p1, 'Check', 50, 614, bold);
  text(p1, 'Measure sensor resistance at CN7, expected 580 ohms to 620 ohms at 20 °C.', 150, 614);
  text(p1, 'Remedy', 50, 600, bold);
  text(p1, 'Replace the sensor.', 150, 600);
  const p2 = doc.addPage(A4);
  text(p2, 'Fault E-472  Seat switch open while travelling', 50, 780, bold, 11);
  text(p2, 'Condition: seat switch opens for more than 1.5 s with travel requested.', 50, 762);
  text(p2, 'Cause: operator left the seat; switch misadjusted.', 50, 748);
  text(p2, 'Remedy: adjust the seat switch so it closes with 20 kg on the seat.', 50, 734);
  text(p2, `Fault ${existingCode}`, 50, 700, bold, 11);
  text(p2, 'Cause: connector corrosion at the controller, seen on trucks used in cold stores.', 50, 682);
  text(p2, 'Check: inspect the controller connector pins for green corrosion.', 50, 668);
  return doc.save();
}

export const LIST_TRUTH: TruthCode[] = [
  { code: '10-90', title: 'CAN bus timeout steering', page: 1 },
  { code: '10-91', title: 'CAN bus timeout display', page: 1 },
  { code: '10-92', title: 'Controller EEPROM checksum', page: 1 },
];

export const LIST_LINES = [
  'QUICK TROUBLESHOOTING GUIDE',
  'Error 10-90 - CAN bus timeout steering - Check the CAN termination, expected 60 ohms.',
  'Error 10-91 - CAN bus timeout display - Reseat the display connector.',
  'Error 10-92 - Controller EEPROM checksum - Reload the controller parameters.',
  'Keep this card in the cab for the operator.',
];

/** Rasterises drawn lines like a scanner: ~200 dpi, skewed, speckled, as JPEG; returns the image. */
async function scanned(lines: readonly string[], skewDegrees: number): Promise<{ jpeg: Buffer; width: number; height: number }> {
  const source = await PDFDocument.create();
  const font = await source.embedFont(StandardFonts.Helvetica);
  const page = source.addPage(A4);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 24, size: i === 0 ? 13 : 10.5, font }));
  const pdf = await getDocument({
    data: await source.save(),
    standardFontDataUrl: STANDARD_FONT_DIR,
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const rendered = await renderToCanvas(await pdf.getPage(1), 2.8);
  await pdf.destroy();
  const image = rendered;
  const canvas = createCanvas(rendered.width, rendered.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f4f1ea';
  ctx.fillRect(0, 0, rendered.width, rendered.height);
  ctx.translate(rendered.width / 2, rendered.height / 2);
  ctx.rotate((skewDegrees * Math.PI) / 180);
  ctx.translate(-rendered.width / 2, -rendered.height / 2);
  ctx.globalCompositeOperation = 'multiply';
  ctx.drawImage(image, 0, 0);
  const pixels = ctx.getImageData(0, 0, rendered.width, rendered.height);
  let seed = 20261207;
  for (let i = 0; i < pixels.data.length; i += 4) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    if (seed % 400 === 0) {
      const v = seed % 3 === 0 ? 40 : 235;
      pixels.data[i] = pixels.data[i + 1] = pixels.data[i + 2] = v;
    }
  }
  ctx.putImageData(pixels, 0, 0);
  return { jpeg: await canvas.encode('jpeg', 75), width: rendered.width, height: rendered.height };
}

/** The troubleshooting list (r-raynet) as a scan: one page, an image and no text layer. */
export async function scannedListPdf(): Promise<Uint8Array> {
  const scan = await scanned(LIST_LINES, 1.3);
  const doc = await PDFDocument.create();
  const image = await doc.embedJpg(scan.jpeg);
  doc.addPage(A4).drawImage(image, { x: 0, y: 0, width: A4[0], height: A4[1] });
  return doc.save();
}

export const GARBAGE_LINES = [
  'Lift chain inspection',
  'Measure chain elongation with a chain gauge at three places.',
  'Replace both chains when elongation exceeds three percent.',
];

/** A scanned page whose text layer is garbage (a broken font encoding): invisible symbol soup over the image. */
export async function garbageTextLayerPdf(): Promise<Uint8Array> {
  const scan = await scanned(GARBAGE_LINES, -0.8);
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage(A4);
  page.drawImage(await doc.embedJpg(scan.jpeg), { x: 0, y: 0, width: A4[0], height: A4[1] });
  const soup = ['#$%& )(*+ ,-./', 'Qzx Vbnm Kkrt Pvtz Xq', '!"#$ %&\'( )*+,', 'Wrtz Plkm Hgfd'];
  soup.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 24, size: 10, font, opacity: 0 }));
  return doc.save();
}

/** Parts list (c-monarch): a table without a code column; rows mention codes inside descriptions and notes. */
export async function partsListPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage(A4);
  page.drawText('PARTS LIST - HYDRAULIC PUMP GROUP', { x: 50, y: 790, size: 13, font: bold });
  const cols = [50, 90, 190, 480];
  let y = row(page, bold, 760, cols, ['Item', 'Part No.', 'Description', 'Qty']);
  y = row(page, font, y, cols, ['1', 'CM-4471', 'Pump motor brush set (fault E-190)', '1']);
  y = row(page, font, y, cols, ['2', 'CM-4472', 'Relief valve cartridge', '1']);
  y = row(page, font, y, cols, ['3', 'CM-5520', 'Battery connector, 320 A, used when E-470 is logged', '1']);
  page.drawText('E-190 and E-470 refer to the service manual fault descriptions.', { x: 50, y: y - 20, size: 9, font });
  return doc.save();
}

/** A scan of a blank sheet: an image and nothing OCR can read. */
export async function blankScanPdf(): Promise<Uint8Array> {
  const canvas = createCanvas(400, 566);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f7f5ef';
  ctx.fillRect(0, 0, 400, 566);
  const doc = await PDFDocument.create();
  doc.addPage(A4).drawImage(await doc.embedJpg(await canvas.encode('jpeg', 80)), { x: 0, y: 0, width: A4[0], height: A4[1] });
  return doc.save();
}

/** A PDF with no pages at all (pages tree empty). */
export async function emptyPdf(): Promise<Uint8Array> {
  return (await PDFDocument.create()).save({ addDefaultPage: false });
}

/** 2,000 blank pages: more than an import accepts. */
export async function hugePdf(pages = 2000): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([200, 200]);
  return doc.save({ useObjectStreams: true });
}

/** A scanned manual of `pages` pages, alternating the two scanned fixture pages (the OCR bench). */
export async function scannedManualPdf(pages: number): Promise<Uint8Array> {
  const sources = [await PDFDocument.load(await scannedListPdf()), await PDFDocument.load(await garbageTextLayerPdf())];
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) {
    const [page] = await doc.copyPages(sources[i % 2] as PDFDocument, [0]);
    if (page) doc.addPage(page);
  }
  return doc.save();
}

/** Every page as the image the OCR reads (the bench's tesseract-alone baseline gets exactly these). */
export async function ocrImagesOf(bytes: Uint8Array): Promise<Buffer[]> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONT_DIR,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const images: Buffer[] = [];
    for (let n = 1; n <= pdf.numPages; n++) images.push((await renderPageForOcr(await pdf.getPage(n))).image);
    return images;
  } finally {
    await pdf.destroy();
  }
}
