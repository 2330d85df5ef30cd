// A work order as a PDF for the customer's records (the fleet export's page writer: standard fonts, A4, running
// footer, bounded pages): the truck, the fault, who and when, the hours and downtime, the checklist with each reading,
// result and the manual page it cites, the parts, and the cause and remedy.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { REPORT_LIMITS } from '../../fleets/export/limits';
import { ALERT, INK, MUTED, PdfWriter } from '../../fleets/export/pdf-writer';
import { clip } from '../../fleets/export/wrap';
import { formatDowntime, stateLabel } from '../labels';
import type { WorkOrderRecord } from './record';

const cut = (text: string) => clip(text, REPORT_LIMITS.fieldChars);
const hours = (value: number | null) => (value === null ? '-' : `${Number(value).toLocaleString('en')} h`);
const when = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : '-');

export async function workOrderPdf(record: WorkOrderRecord, now = new Date()): Promise<Uint8Array> {
  const { order, checks, parts } = record;
  const truck = order.fleet_trucks;
  const doc = await PDFDocument.create();
  const name = cut(truck?.unit || `Serial ${truck?.serial_number ?? ''}`);
  doc.setTitle(`Work order: ${cut(order.title)}`);
  doc.setSubject(`${name}, serial ${truck?.serial_number ?? ''}`);
  doc.setProducer('LiftFix fleets');
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const footer = `${clip(order.fleet_organizations?.name ?? 'Fleet', 80)} - work order ${order.id.slice(0, 8)} - printed ${now.toISOString().slice(0, 10)}`;
  const w = new PdfWriter(doc, font, bold, footer, REPORT_LIMITS.pages);

  w.text(`Work order: ${cut(order.title)}`, { size: 18, bold: true, gap: 4 });
  w.text(`${name} - ${cut([truck?.brand_id, truck?.model].filter(Boolean).join(' '))} - serial ${truck?.serial_number ?? '-'}`, {
    size: 11,
  });
  if (order.error_codes) w.text(`Fault: ${cut(`${order.error_codes.code} ${order.error_codes.title}`)}`);
  w.text(`State: ${stateLabel(order.state)}   Priority: ${order.priority}   Assignee: ${record.assigneeEmail ?? 'unassigned'}`, {
    color: MUTED,
  });
  w.text(
    `Opened ${when(order.opened_at)} at ${hours(order.hours_at_open)}   Closed ${when(order.closed_at)} at ${hours(order.hours_at_close)}   Downtime ${formatDowntime(order.downtime_minutes)}`,
    { color: MUTED },
  );
  if (order.description) w.text(cut(order.description));
  w.rule();

  w.text(`Checklist (${checks.length})`, { size: 13, bold: true, gap: 4 });
  if (checks.length === 0) w.text('No checks on this work order.', { color: MUTED });
  for (const c of checks) {
    w.need(40);
    const verdict = c.result === 'pass' ? 'PASS' : c.result === 'fail' ? 'FAIL' : 'not checked';
    w.text(`${c.position + 1}. ${cut(c.text)}`, { bold: true });
    w.text(`Expected: ${cut(c.expected) || '-'}   Measured: ${cut(c.measured ?? '') || '-'}   Result: ${verdict}`, {
      indent: 10,
      color: c.result === 'fail' ? ALERT : INK,
    });
    if (c.manuals) w.text(`Source: ${cut(c.manuals.title)}${c.page_number ? `, page ${c.page_number}` : ''}`, { indent: 10, color: MUTED });
    if (c.note) w.text(`Note: ${cut(c.note)}`, { indent: 10 });
    if (c.photo_path) w.text('Photo attached in the fleet files.', { indent: 10, color: MUTED });
    if (w.full) break;
  }
  w.rule();

  w.text(`Parts used (${parts.length})`, { size: 13, bold: true, gap: 4 });
  if (parts.length === 0) w.text('No parts recorded.', { color: MUTED });
  for (const p of parts) {
    const source = p.manuals ? ` (${cut(p.manuals.title)}${p.page_number ? `, page ${p.page_number}` : ''})` : '';
    w.text(`${p.quantity} x ${cut(p.part_number) || '-'} ${cut(p.description)}${source}`);
    if (w.full) break;
  }
  w.rule();

  w.text('Outcome', { size: 13, bold: true, gap: 4 });
  w.text(`Cause found: ${cut(order.cause_text ?? '') || '-'}`);
  w.text(`Remedy applied: ${cut(order.remedy_text ?? '') || '-'}`);
  w.finish(`Report cut at ${REPORT_LIMITS.pages} pages.`);
  return doc.save();
}
