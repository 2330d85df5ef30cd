// How much one export may read and render, whatever a truck's history holds: the reads stop at these bounds, the
// report cuts long texts and stops at a page count, and a CSV over its bounds is refused (413 export_too_large).

/** What one export reads of a truck's history (newest first). */
export interface HistoryBounds {
  /** Most fault events. */
  events: number;
  /** Most service records (0: none read). */
  services: number;
  /** Whether the maintenance due is read. */
  due: boolean;
  /** Most characters of fault-event text (symptoms, cause, fix, code, parts) read in all. */
  eventTextChars: number;
}

/**
 * The CSV holds every fault event: data, so never cut — a truck over these bounds answers 413. 5,000 events and
 * 32 M characters (about 3,300 events with every text at the database's column limits).
 */
export const CSV_BOUNDS: HistoryBounds = { events: 5000, services: 0, due: false, eventTextChars: 32 * 1024 * 1024 };

/** The report shows the newest events and service records; what it leaves out it says. */
export const REPORT_BOUNDS: HistoryBounds = { events: 500, services: 500, due: true, eventTextChars: 4 * 1024 * 1024 };

/** What the report draws: characters per text field (cut with an ellipsis), due rows, pages. */
export const REPORT_LIMITS = { fieldChars: 1000, dueRows: 200, pages: 200 } as const;

/** Rows per /rest/v1 read: small pages keep each turn of the platform (the same process) short. */
export const PAGE_ROWS = 50;
