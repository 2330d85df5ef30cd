/**
 * A debouncer with an injectable timer: the form input's `debounce` setting delays its change event (and exposed
 * value) until typing pauses for `debounceDelay` ms. Tests pass a fake timer instead of waiting.
 */

export interface Timer {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimer: Timer = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export interface Debouncer<T> {
  /** Schedules `value`; an earlier pending value is dropped. */
  push(value: T): void;
  /** Delivers the pending value now (Enter, blur, submit). */
  flush(): void;
  /** Drops the pending value (unmount). */
  cancel(): void;
  readonly pending: boolean;
}

export function createDebouncer<T>(deliver: (value: T) => void, delayMs: number, timer: Timer = realTimer): Debouncer<T> {
  let handle: unknown;
  let pending: { value: T } | undefined;
  const fire = () => {
    const current = pending;
    pending = undefined;
    handle = undefined;
    if (current !== undefined) deliver(current.value);
  };
  return {
    push(value) {
      if (handle !== undefined) timer.clearTimeout(handle);
      pending = { value };
      handle = timer.setTimeout(fire, delayMs);
    },
    flush() {
      if (handle !== undefined) timer.clearTimeout(handle);
      fire();
    },
    cancel() {
      if (handle !== undefined) timer.clearTimeout(handle);
      handle = undefined;
      pending = undefined;
    },
    get pending() {
      return pending !== undefined;
    },
  };
}
