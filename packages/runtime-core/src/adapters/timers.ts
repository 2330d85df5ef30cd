/** Time behind an interface so workflow delays can be tested without waiting. */

export interface Timers {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realTimers: Timers = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Sleeps resolve at once and advance a virtual clock. */
export function createInstantTimers(start = 0): Timers & { slept: number[] } {
  let now = start;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: (ms) => {
      slept.push(ms);
      now += ms;
      return Promise.resolve();
    },
  };
}
