// A truck's history as a PDF report (pdf-lib, standard fonts): the truck's facts, the maintenance due, the service
// records and every fault event with what fixed it — A4 pages with a running footer. Text the standard fonts cannot
// draw (outside WinAnsi) is replaced by "?".
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { TruckHistory } from './history';

const A4 = { width: 595, height: 842 };
const MARGIN = 50;
const WIDTH = A4.width - 2 * MARGIN;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.4, 0.45);
const ALERT = rgb(0.7, 0.1, 0.1);

class Writer {
  private page!: PDFPage;
  private y = 0;
  private pages: PDFPage[] = [];
  private readonly drawable: Set<number>;

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.drawable = new Set(font.getCharacterSet());
    this.newPage();
  }

  private newPage(): void {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN;
  }

  private clean(text: string): string {
    return [...text.replace(/[\r\n\t]+/g, ' ')].map((c) => (this.drawable.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
  }

  private wrap(text: string, size: number, font: PDFFont, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of this.clean(text).split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  /** Keeps the next `height` points on one page. */
  need(height: number): void {
    if (this.y - height < MARGIN + 20) this.newPage();
  }

  text(text: string, options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; indent?: number; gap?: number } = {}): void {
    const size = options.size ?? 9.5;
    const font = options.bold ? this.bold : this.font;
    const indent = options.indent ?? 0;
    for (const line of this.wrap(text, size, font, WIDTH - indent)) {
      this.need(size + 3);
      this.page.drawText(line, { x: MARGIN + indent, y: this.y - size, size, font, color: options.color ?? INK });
      this.y -= size + 3;
    }
    this.y -= options.gap ?? 2;
  }

  rule(): void {
    this.need(8);
    this.page.drawLine({ start: { x: MARGIN, y: this.y - 3 }, end: { x: MARGIN + WIDTH, y: this.y - 3 }, thickness: 0.5, color: MUTED });
    this.y -= 8;
  }

  finish(): void {
    this.pages.forEach((page, index) => {
      page.drawText(this.clean(`${this.footer} - Page ${index + 1} of ${this.pages.length}`), {
        x: MARGIN,
        y: 30,
        size: 7.5,
        font: this.font,
        color: MUTED,
      });
    });
  }
}

const hours = (value: number | null) => (value === null ? '-' : `${Number(value).toLocaleString('en')} h`);

/** `now` fixes the printed date (tests). */
export async function historyPdf(history: TruckHistory, now = new Date()): Promise<Uint8Array> {
  const { truck } = history;
  const doc = await PDFDocument.create();
  const name = truck.unit || `Serial ${truck.serial_number}`;
  const made = [truck.brands?.name ?? truck.brand_id, truck.series?.name, truck.model].filter(Boolean).join(' ');
  doc.setTitle(`${name} - truck history`);
  doc.setSubject(`${made}, serial ${truck.serial_number}`);
  doc.setProducer('LiftFix fleets');
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(
    doc,
    font,
    bold,
    `${truck.fleet_organizations?.name ?? 'Fleet'} - ${name} - history printed ${now.toISOString().slice(0, 10)}`,
  );

  w.text(`${name}: service history`, { size: 18, bold: true, gap: 4 });
  w.text(
    `${made} - serial ${truck.serial_number}${truck.serial_in_range === false ? ' (outside the known serial ranges of its series)' : ''}`,
    { size: 11 },
  );
  w.text(
    `Fuel: ${truck.fuel_type ?? '-'}   Hour meter: ${hours(truck.hour_meter)}   Site: ${truck.site || '-'}   In service since: ${truck.in_service_date ?? '-'}`,
    { color: MUTED },
  );
  if (truck.notes) w.text(`Notes: ${truck.notes}`, { color: MUTED });
  w.rule();

  w.text('Maintenance due', { size: 13, bold: true, gap: 4 });
  if (history.due.length === 0) w.text('Nothing due or overdue at the current hour meter.', { color: MUTED });
  for (const d of history.due) {
    const state = d.status === 'overdue' ? `OVERDUE by ${hours(-d.hours_left)}` : `due in ${hours(d.hours_left)}`;
    w.text(`${d.task} - every ${hours(d.interval_hours)}, due at ${hours(d.due_at_hours)}: ${state} (manual page ${d.page_number})`, {
      color: d.status === 'overdue' ? ALERT : INK,
    });
  }
  w.rule();

  w.text(`Fault events (${history.events.length})`, { size: 13, bold: true, gap: 4 });
  if (history.events.length === 0) w.text('No fault events recorded.', { color: MUTED });
  for (const e of history.events) {
    w.need(40);
    const title = e.error_codes ? `${e.error_codes.code} ${e.error_codes.title}` : e.code || 'No code';
    w.text(`${e.occurred_at.slice(0, 10)} at ${hours(e.hour_meter)} - ${title}${e.fixed ? ' - fixed' : ''}`, { bold: true });
    if (e.symptoms) w.text(`Symptoms: ${e.symptoms}`, { indent: 10 });
    if (e.cause_text) w.text(`Cause: ${e.cause_text}`, { indent: 10 });
    if (e.fix) w.text(`What fixed it: ${e.fix}`, { indent: 10 });
    if (e.parts_replaced.length > 0) w.text(`Parts replaced: ${e.parts_replaced.join(', ')}`, { indent: 10 });
    if (e.minutes_spent !== null) w.text(`Time spent: ${e.minutes_spent} min`, { indent: 10, color: MUTED });
    w.text('', { gap: 2 });
  }

  if (history.services.length > 0) {
    w.rule();
    w.text('Maintenance done', { size: 13, bold: true, gap: 4 });
    for (const s of history.services) {
      w.text(
        `${s.performed_on} at ${hours(s.hour_meter)} - ${s.maintenance_tasks?.task ?? (s.interval_hours ? `${s.interval_hours} h service` : 'service')}${s.notes ? `: ${s.notes}` : ''}`,
      );
    }
  }
  w.finish();
  return doc.save({ useObjectStreams: false });
}
