// One row change as the capture trigger reports it (see migrations/sql/0006_realtime.sql).

export interface CapturedChange {
  seq: number;
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  commit_timestamp: string;
  /** The new row (INSERT, UPDATE). */
  record: Record<string, unknown> | null;
  /** The whole old row (UPDATE, DELETE); only its replica-identity columns are sent to clients. */
  old: Record<string, unknown> | null;
}

export function isCapturedChange(value: unknown): value is CapturedChange {
  if (!value || typeof value !== 'object') return false;
  const change = value as Record<string, unknown>;
  return (
    typeof change.seq === 'number' &&
    typeof change.schema === 'string' &&
    typeof change.table === 'string' &&
    (change.type === 'INSERT' || change.type === 'UPDATE' || change.type === 'DELETE')
  );
}
