// Entries made without a connection, kept in local storage and sent later, in order, exactly once: each entry has a
// key (a check's id — only its latest reading is kept —, or a part line's client key) and the server applies an entry
// sent twice once (0116: client keys, and check readings by the time they were made, so a late one never overwrites a
// newer one). A network failure keeps the entry; a refusal (4xx) drops it and is reported.
import type { CheckEntry, PartEntry } from './work-order-api';

export type QueuedEntry =
  /** `photoKey`: a photo kept in the photo store, uploaded before the reading is sent. */
  { kind: 'check'; key: string; entry: CheckEntry; photoKey?: string } | { kind: 'part'; key: string; entry: PartEntry };

export interface QueueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface Sender {
  recordCheck(entry: CheckEntry): Promise<unknown>;
  addPart(entry: PartEntry): Promise<unknown>;
  /** Uploads a kept photo and answers its path (null: the photo is gone; the reading goes without it). */
  photo?(photoKey: string, checkId: string): Promise<string | null>;
}

export interface FlushResult {
  sent: number;
  refused: Array<{ entry: QueuedEntry; message: string }>;
  /** Entries still waiting (the connection failed). */
  left: number;
}

const isNetworkFailure = (error: unknown): boolean => {
  const status = (error as { status?: unknown })?.status;
  return typeof status !== 'number' || status === 0 || status >= 500;
};

export function createOfflineQueue(
  storageKey: string,
  store: QueueStore | null = typeof window === 'undefined' ? null : window.localStorage,
) {
  let memory: QueuedEntry[] = [];
  const read = (): QueuedEntry[] => {
    if (!store) return memory;
    try {
      const parsed = JSON.parse(store.getItem(storageKey) ?? '[]') as unknown;
      return Array.isArray(parsed) ? (parsed as QueuedEntry[]) : [];
    } catch {
      return [];
    }
  };
  const write = (entries: QueuedEntry[]) => {
    memory = entries;
    store?.setItem(storageKey, JSON.stringify(entries));
  };
  let flushing: Promise<FlushResult> | null = null;

  return {
    entries: read,
    /** Adds an entry; one with the same key replaces the waiting one (the latest reading of a check wins). */
    put(entry: QueuedEntry): void {
      write([...read().filter((e) => e.key !== entry.key), entry]);
    },
    /** Sends what waits, in order; at most one flush at a time. */
    flush(sender: Sender): Promise<FlushResult> {
      flushing ??= (async () => {
        const result: FlushResult = { sent: 0, refused: [], left: 0 };
        for (const entry of read()) {
          try {
            if (entry.kind === 'check') {
              const photoPath = entry.photoKey && sender.photo ? await sender.photo(entry.photoKey, entry.entry.checkId) : undefined;
              await sender.recordCheck(photoPath ? { ...entry.entry, photoPath } : entry.entry);
            } else await sender.addPart(entry.entry);
            result.sent += 1;
          } catch (error) {
            if (isNetworkFailure(error)) break;
            result.refused.push({ entry, message: error instanceof Error ? error.message : String(error) });
          }
          // Done with this entry (sent or refused); a newer entry under the same key put meanwhile stays.
          write(read().filter((e) => e !== entry && !(e.key === entry.key && JSON.stringify(e) === JSON.stringify(entry))));
        }
        result.left = read().length;
        return result;
      })().finally(() => {
        flushing = null;
      });
      return flushing;
    },
  };
}

export type OfflineQueue = ReturnType<typeof createOfflineQueue>;
