// Builds the files an import test needs: real manuals (pdf-lib), an encrypted PDF, a corrupt PDF and a non-PDF.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, PDFHexString, StandardFonts } from 'pdf-lib';

/** A manual whose page n reads `${label} page n …`. */
export async function manualPdf(label: string, pageCount: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pageCount; n++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`${label} page ${n}`, { x: 50, y: 780, size: 14, font });
    page.drawText(`Check the lift pressure sensor at connector CN${10 + n}. Expected: 0.5 V to 4.5 V.`, { x: 50, y: 750, size: 10, font });
  }
  return doc.save();
}

/** A PDF with a standard security handler whose user password is not empty: readers must ask for a password. */
export async function encryptedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]);
  const hex = (seed: number) =>
    PDFHexString.of(Array.from({ length: 32 }, (_, i) => ((i * 37 + seed) % 256).toString(16).padStart(2, '0')).join(''));
  const encrypt = doc.context.obj({ Filter: 'Standard', V: 1, R: 2, O: hex(11), U: hex(97), P: -44 });
  doc.context.trailerInfo.Encrypt = doc.context.register(encrypt);
  doc.context.trailerInfo.ID = doc.context.obj([hex(5), hex(5)]);
  return doc.save({ useObjectStreams: false });
}

export function corruptPdf(): Uint8Array {
  const noise = Buffer.alloc(4000);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  return Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R'), noise]);
}

/** A folder of `<brand>/<series>/…` files: two good manuals and three bad files, plus a manifest when asked. */
export async function writeImportFolder(dir: string): Promise<{ good: string[]; bad: Record<string, string> }> {
  const series = join(dir, 'c-monarch', 'c-monarch-cx');
  mkdirSync(series, { recursive: true });
  const good = [join(series, 'cx-service-bulletin.pdf'), join(series, 'cx-wiring-update.pdf')];
  writeFileSync(good[0] as string, await manualPdf('Bulletin 14', 3));
  writeFileSync(good[1] as string, await manualPdf('Wiring update', 2));
  const bad = {
    encrypted: join(series, 'locked-manual.pdf'),
    corrupt: join(series, 'broken-scan.pdf'),
    'not-pdf': join(series, 'notes.txt'),
  };
  writeFileSync(bad.encrypted, await encryptedPdf());
  writeFileSync(bad.corrupt, corruptPdf());
  writeFileSync(bad['not-pdf'], 'Not a manual: shift notes for the workshop.\n');
  return { good, bad };
}
