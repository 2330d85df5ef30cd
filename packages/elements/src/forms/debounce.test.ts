/** The debouncer behind the form input's `debounce` setting, driven by a fake timer. */
import { describe, expect, it } from 'vitest';
import { createDebouncer } from './debounce';
import type { Timer } from './debounce';

/** A timer that only moves when the test says so. */
function fakeTimer() {
  let now = 0;
  let id = 0;
  const tasks = new Map<number, { at: number; run: () => void }>();
  const timer: Timer = {
    setTimeout: (run, ms) => {
      id += 1;
      tasks.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (handle) => void tasks.delete(handle as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [key, task] of [...tasks]) {
      if (task.at <= now) {
        tasks.delete(key);
        task.run();
      }
    }
  };
  return { timer, advance, size: () => tasks.size };
}

describe('debouncer', () => {
  it('delivers only the last value once the delay passes without a new one', () => {
    const { timer, advance } = fakeTimer();
    const delivered: string[] = [];
    const debouncer = createDebouncer<string>((value) => delivered.push(value), 500, timer);
    debouncer.push('a');
    advance(300);
    debouncer.push('ab');
    advance(300);
    expect(delivered).toEqual([]);
    expect(debouncer.pending).toBe(true);
    advance(200);
    expect(delivered).toEqual(['ab']);
    expect(debouncer.pending).toBe(false);
  });

  it('flushes at once and cancels without delivering', () => {
    const { timer, advance, size } = fakeTimer();
    const delivered: number[] = [];
    const debouncer = createDebouncer<number>((value) => delivered.push(value), 500, timer);
    debouncer.push(1);
    debouncer.flush();
    expect(delivered).toEqual([1]);
    expect(size()).toBe(0);
    debouncer.push(2);
    debouncer.cancel();
    advance(1000);
    expect(delivered).toEqual([1]);
    debouncer.flush();
    expect(delivered).toEqual([1]);
  });
});
