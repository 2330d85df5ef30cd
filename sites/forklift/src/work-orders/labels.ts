// Words for work orders, shared by the pages and the PDF (browser-safe).

export const WORK_ORDER_STATES = ['open', 'in_progress', 'waiting_parts', 'done', 'cancelled'] as const;
export type WorkOrderState = (typeof WORK_ORDER_STATES)[number];

const STATE_LABELS: Record<WorkOrderState, string> = {
  open: 'Open',
  in_progress: 'In progress',
  waiting_parts: 'Waiting for parts',
  done: 'Done',
  cancelled: 'Cancelled',
};

export function stateLabel(state: string): string {
  return STATE_LABELS[state as WorkOrderState] ?? state;
}

/** "2 d 3 h", "5 h 12 min", "40 min"; "-" when not known. */
export function formatDowntime(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes < 0) return '-';
  const m = Math.floor(minutes);
  const days = Math.floor(m / 1440);
  const hours = Math.floor((m % 1440) / 60);
  const rest = m % 60;
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${rest} min`;
  return `${rest} min`;
}

/** The states a work order may go to from `state` (the database's state machine, 0115). */
export function nextStates(state: string): WorkOrderState[] {
  switch (state) {
    case 'open':
      return ['in_progress', 'waiting_parts', 'cancelled'];
    case 'in_progress':
      return ['waiting_parts', 'done', 'cancelled', 'open'];
    case 'waiting_parts':
      return ['in_progress', 'done', 'cancelled'];
    default:
      return [];
  }
}
