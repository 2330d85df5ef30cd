// Listens for captured changes (NOTIFY realtime_changes) and resolves the large ones kept in realtime.changes.
import type { Database } from '../../db';
import { isCapturedChange, type CapturedChange } from './captured-change';

export const CHANGES_CHANNEL = 'realtime_changes';
const SWEEP_EVERY_MS = 60_000;

export interface ChangeFeed {
  stop(): Promise<void>;
}

/** `onChange` receives changes in commit order; a large one arrives as a promise of its stored row. */
export async function startChangeFeed(
  db: Database,
  onChange: (change: Promise<CapturedChange | null>) => void,
  onError: (error: unknown) => void,
): Promise<ChangeFeed> {
  async function fetchStored(seq: number): Promise<CapturedChange | null> {
    try {
      const { rows } = await db.query<{ payload: unknown }>('select payload from realtime.changes where seq = $1', [seq]);
      const payload = rows[0]?.payload;
      return isCapturedChange(payload) ? payload : null;
    } catch (error) {
      onError(error);
      return null;
    }
  }

  const unlisten = await db.listen(CHANGES_CHANNEL, (text) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return;
    }
    const note = parsed as { seq?: unknown; ref?: unknown };
    if (note.ref === true && typeof note.seq === 'number') onChange(fetchStored(note.seq));
    else if (isCapturedChange(parsed)) onChange(Promise.resolve(parsed));
  });

  const sweeper = setInterval(() => {
    db.query(`delete from realtime.changes where created_at < now() - interval '2 minutes'`).catch(onError);
  }, SWEEP_EVERY_MS);
  sweeper.unref();

  return {
    async stop() {
      clearInterval(sweeper);
      await unlisten();
    },
  };
}
