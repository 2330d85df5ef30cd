// Keeps capture triggers in step with the publication where no event trigger can: on start and before subscriptions.
import type { Queryable } from '../../db';

const MIN_INTERVAL_MS = 2000;

export interface PublicationSync {
  /** Resolves once the triggers match the publication (at most one sync per interval). */
  ensure(): Promise<void>;
}

export function createPublicationSync(db: Queryable, onError: (error: unknown) => void): PublicationSync {
  let last = 0;
  let running: Promise<void> | undefined;
  return {
    ensure() {
      if (running) return running;
      if (Date.now() - last < MIN_INTERVAL_MS) return Promise.resolve();
      running = db
        .query('select realtime.sync_publication_triggers()')
        .then(() => undefined, onError)
        .finally(() => {
          last = Date.now();
          running = undefined;
        });
      return running;
    },
  };
}
