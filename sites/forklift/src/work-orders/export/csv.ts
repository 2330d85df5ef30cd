// A work order's parts list as CSV for a dealer (papaparse's writer, formula-looking cells neutralised by the fleet
// export's csvSafeCell): one line per part, with where it was picked from.
import Papa from 'papaparse';
import { csvSafeCell } from '../../fleets/export/csv';
import type { WorkOrderRecord } from './record';

export const PARTS_CSV_COLUMNS = ['part_number', 'description', 'quantity', 'source', 'work_order', 'truck', 'serial_number'] as const;

export function partsCsv(record: WorkOrderRecord): string {
  const truck = record.order.fleet_trucks;
  const rows = record.parts.map((p) =>
    [
      p.part_number,
      p.description,
      String(p.quantity),
      p.manuals ? `${p.manuals.title}${p.page_number ? `, page ${p.page_number}` : ''}` : 'other part',
      record.order.title,
      truck?.unit ?? '',
      truck?.serial_number ?? '',
    ].map(csvSafeCell),
  );
  return `${Papa.unparse({ fields: [...PARTS_CSV_COLUMNS], data: rows }, { newline: '\r\n' })}\r\n`;
}
