/**
 * The page-load progress bar model: 10 % when shown, every 300 ms one fifth of the remaining distance
 * to 100 %, back to 0 when hidden; default colour blue. The clock is injectable.
 */
import { signal } from '../reactive/signal';
import type { ReadonlySignal } from '../reactive/signal';

export const PROGRESS_INITIAL = 10;
export const PROGRESS_INTERVAL_MS = 300;
export const PROGRESS_DEFAULT_COLOR = 'blue';

export interface IntervalClock {
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const realIntervalClock: IntervalClock = {
  setInterval: (run, ms) => setInterval(run, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

export interface ProgressBar {
  readonly value: ReadonlySignal<number>;
  readonly visible: ReadonlySignal<boolean>;
  readonly color: string;
  show(): void;
  hide(): void;
}

/** The next value: one fifth of the remaining distance to 100. */
export function nextProgress(value: number): number {
  return value + (100 - value) / 5;
}

export function createProgressBar(options: { clock?: IntervalClock; color?: string } = {}): ProgressBar {
  const clock = options.clock ?? realIntervalClock;
  const value = signal(0);
  const visible = signal(false);
  let handle: unknown;
  const stop = () => {
    if (handle !== undefined) clock.clearInterval(handle);
    handle = undefined;
  };
  return {
    value,
    visible,
    color: options.color ?? PROGRESS_DEFAULT_COLOR,
    show() {
      stop();
      visible.set(true);
      value.set(PROGRESS_INITIAL);
      handle = clock.setInterval(() => value.set(nextProgress(value.peek())), PROGRESS_INTERVAL_MS);
    },
    hide() {
      stop();
      visible.set(false);
      value.set(0);
    },
  };
}

/** A clock advanced by hand, for tests. */
export function createManualClock(): IntervalClock & { advance(ms: number): void } {
  const timers = new Map<number, { run: () => void; ms: number; next: number }>();
  let now = 0;
  let ids = 0;
  return {
    setInterval(run, ms) {
      ids += 1;
      timers.set(ids, { run, ms, next: now + ms });
      return ids;
    },
    clearInterval: (handle) => {
      timers.delete(handle as number);
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.values()].filter((timer) => timer.next <= end).sort((a, b) => a.next - b.next)[0];
        if (!due) break;
        now = due.next;
        due.next += due.ms;
        due.run();
      }
      now = end;
    },
  };
}
