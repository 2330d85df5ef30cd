// The sandbox's clock: real time plus an offset that tests (and /_sandbox/clock) move forward, in Unix seconds.
import { PaymentsError } from '../errors';

export interface SandboxClock {
  now(): number;
  /** What now() would answer with the given offset. */
  nowAt(offsetSeconds: number): number;
  offsetSeconds(): number;
  setOffset(seconds: number): void;
}

export function createSandboxClock(initialOffsetSeconds = 0, realNow: () => number = Date.now): SandboxClock {
  let offset = initialOffsetSeconds;
  return {
    now: () => Math.floor(realNow() / 1000) + offset,
    nowAt: (seconds) => Math.floor(realNow() / 1000) + seconds,
    offsetSeconds: () => offset,
    setOffset(seconds) {
      offset = seconds;
    },
  };
}

/** The furthest the sandbox clock may run ahead of real time: ten years, past any billing period a test needs. */
export const MAX_CLOCK_OFFSET_SECONDS = 10 * 365 * 24 * 3600;

export function clockAdvanceError(message: string): PaymentsError {
  return new PaymentsError('clock_advance_invalid', message);
}

/** A whole, finite, non-negative number of seconds no larger than the furthest offset; anything else is a 400. */
export function checkClockAdvance(seconds: unknown): number {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds))
    throw clockAdvanceError('advanceSeconds must be a finite number of seconds.');
  if (seconds < 0) throw clockAdvanceError('The clock only moves forward.');
  if (seconds > MAX_CLOCK_OFFSET_SECONDS) throw clockAdvanceError(`advanceSeconds cannot exceed ${MAX_CLOCK_OFFSET_SECONDS} (ten years).`);
  return Math.floor(seconds);
}
