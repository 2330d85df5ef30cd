// How a file writes its dates: day or month first, as its dates show it (a first number over 12 is a day, a second
// one over 12 a day too), else the import's setting, else day first; a file showing both orders is reported.
import { dateOrderShown, isNumericDate, type DateOrder } from './read-date';
import type { DateSummary, FileWarningCode, Issue, RawRow } from './types';

const ORDER_WORDS: Record<DateOrder, string> = { dmy: 'day first', mdy: 'month first' };

export function fileDateOrder(rows: readonly RawRow[], setting?: DateOrder): { summary: DateSummary; warning?: Issue<FileWarningCode> } {
  const first: Partial<Record<DateOrder, { row: number; written: string; order: DateOrder }>> = {};
  let numeric = 0;
  for (const row of rows) {
    const written = row.cells.in_service_date?.trim() ?? '';
    if (!isNumericDate(written)) continue;
    numeric += 1;
    const shown = dateOrderShown(written);
    if (shown && !first[shown]) first[shown] = { row: row.row, written, order: shown };
  }
  const shownOrders = (Object.keys(first) as DateOrder[]).filter((order) => first[order]);
  const detected = shownOrders.length === 1 ? shownOrders[0] : undefined;
  const order = setting ?? detected ?? 'dmy';
  const source = setting ? 'setting' : detected ? 'file' : 'default';
  const evidence = detected ? first[detected] : undefined;
  const mixed = Boolean(first.dmy && first.mdy);
  const summary: DateSummary = { order, source, numeric, byOrder: 0, mixed, ...(evidence ? { evidence } : {}) };
  if (first.dmy && first.mdy) {
    const message =
      `This file writes some dates day first (line ${first.dmy.row}: ${first.dmy.written}) and some month first ` +
      `(line ${first.mdy.row}: ${first.mdy.written}); dates that could be either are read ${ORDER_WORDS[order]}. Check them below.`;
    return { summary, warning: { code: 'mixed_date_order', field: 'in_service_date', message } };
  }
  return { summary };
}
