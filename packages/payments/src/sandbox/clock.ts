// The sandbox's clock: real time plus an offset that tests (and /_sandbox/clock) move forward, in Unix seconds.

export interface SandboxClock {
  now(): number;
  offsetSeconds(): number;
  setOffset(seconds: number): void;
}

export function createSandboxClock(initialOffsetSeconds = 0, realNow: () => number = Date.now): SandboxClock {
  let offset = initialOffsetSeconds;
  return {
    now: () => Math.floor(realNow() / 1000) + offset,
    offsetSeconds: () => offset,
    setOffset(seconds) {
      offset = seconds;
    },
  };
}
