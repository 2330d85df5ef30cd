// A truck's history as a PDF report (pdf-lib, standard fonts): the truck's facts, the maintenance due, the service
// records and the fault events with what fixed it — A4 pages with a running footer. Bounded whatever the history
// holds: each text field is cut at REPORT_LIMITS.fieldChars (with an ellipsis), the report at REPORT_LIMITS.pages, and
// what was left out (older events or records, the rest after the last page) is said in the report.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { TruckHistory } from './history';
import { REPORT_LIMITS } from './limits';
import { ALERT, INK, MUTED, PdfWriter } from './pdf-writer';
import { clip } from './wrap';

const hours = (value: number | null) => (value === null ? '-' : `${Number(value).toLocaleString('en')} h`);
const cut = (text: string) => clip(text, REPORT_LIMITS.fieldChars);

/** `now` fixes the printed date (tests). */
export async function historyPdf(history: TruckHistory, now = new Date()): Promise<Uint8Array> {
  const { truck } = history;
  const doc = await PDFDocument.create();
  const name = cut(truck.unit || `Serial ${truck.serial_number}`);
  const made = cut([truck.brands?.name ?? truck.brand_id, truck.series?.name, truck.model].filter(Boolean).join(' '));
  doc.setTitle(`${name} - truck history`);
  doc.setSubject(`${made}, serial ${truck.serial_number}`);
  doc.setProducer('LiftFix fleets');
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const footer = `${clip(truck.fleet_organizations?.name ?? 'Fleet', 80)} - ${clip(name, 60)} - history printed ${now.toISOString().slice(0, 10)}`;
  const w = new PdfWriter(doc, font, bold, footer, REPORT_LIMITS.pages);

  w.text(`${name}: service history`, { size: 18, bold: true, gap: 4 });
  w.text(
    `${made} - serial ${truck.serial_number}${truck.serial_in_range === false ? ' (outside the known serial ranges of its series)' : ''}`,
    { size: 11 },
  );
  w.text(
    `Fuel: ${truck.fuel_type ?? '-'}   Hour meter: ${hours(truck.hour_meter)}   Site: ${cut(truck.site) || '-'}   In service since: ${truck.in_service_date ?? '-'}`,
    { color: MUTED },
  );
  if (truck.notes) w.text(`Notes: ${cut(truck.notes)}`, { color: MUTED });
  w.rule();

  w.text('Maintenance due', { size: 13, bold: true, gap: 4 });
  if (history.due.length === 0) w.text('Nothing due or overdue at the current hour meter.', { color: MUTED });
  for (const d of history.due.slice(0, REPORT_LIMITS.dueRows)) {
    const state = d.status === 'overdue' ? `OVERDUE by ${hours(-d.hours_left)}` : `due in ${hours(d.hours_left)}`;
    w.text(`${cut(d.task)} - every ${hours(d.interval_hours)}, due at ${hours(d.due_at_hours)}: ${state} (manual page ${d.page_number})`, {
      color: d.status === 'overdue' ? ALERT : INK,
    });
  }
  if (history.due.length > REPORT_LIMITS.dueRows)
    w.text(`... and ${history.due.length - REPORT_LIMITS.dueRows} more tasks due.`, { color: MUTED });
  w.rule();

  const older = history.moreEvents ? ', the newest; older events are left out of this report' : '';
  w.text(`Fault events (${history.events.length}${older})`, { size: 13, bold: true, gap: 4 });
  if (history.events.length === 0) w.text('No fault events recorded.', { color: MUTED });
  for (const e of history.events) {
    w.need(40);
    const title = cut(e.error_codes ? `${e.error_codes.code} ${e.error_codes.title}` : e.code || 'No code');
    w.text(`${e.occurred_at.slice(0, 10)} at ${hours(e.hour_meter)} - ${title}${e.fixed ? ' - fixed' : ''}`, { bold: true });
    if (e.symptoms) w.text(`Symptoms: ${cut(e.symptoms)}`, { indent: 10 });
    if (e.cause_text) w.text(`Cause: ${cut(e.cause_text)}`, { indent: 10 });
    if (e.fix) w.text(`What fixed it: ${cut(e.fix)}`, { indent: 10 });
    if (e.parts_replaced.length > 0) w.text(`Parts replaced: ${cut(e.parts_replaced.join(', '))}`, { indent: 10 });
    if (e.minutes_spent !== null) w.text(`Time spent: ${e.minutes_spent} min`, { indent: 10, color: MUTED });
    w.text('', { gap: 2 });
    if (w.full) break;
  }

  if (history.services.length > 0) {
    w.rule();
    w.text('Maintenance done', { size: 13, bold: true, gap: 4 });
    for (const s of history.services) {
      const task = s.maintenance_tasks?.task ?? (s.interval_hours ? `${s.interval_hours} h service` : 'service');
      w.text(`${s.performed_on} at ${hours(s.hour_meter)} - ${cut(task)}${s.notes ? `: ${cut(s.notes)}` : ''}`);
      if (w.full) break;
    }
    if (history.moreServices) w.text('Older service records are left out of this report.', { color: MUTED });
  }
  w.finish(`Report cut at ${REPORT_LIMITS.pages} pages: the rest of the history is left out (the CSV export lists every fault event).`);
  return doc.save({ useObjectStreams: false });
}
