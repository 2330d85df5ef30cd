// A socket's frame and join budgets: the one limiter's fixed window (http/rate-limit.ts), held by the session itself.
import { RateWindow, type RateLimit } from '../../http';
import type { RealtimeOptions } from '../realtime-options';

export { RateWindow };

interface SocketLimits {
  frames: RateLimit;
  joins: RateLimit;
}

/** Computed once per options object: a frame's check allocates nothing. */
const limitsOf = new WeakMap<RealtimeOptions, SocketLimits>();

/**
 * Frames: `maxFramesPerSecond` on average over two-second windows, so a burst of twice the rate passes (a client
 * joining its channels at connect); joins: `maxJoinsPerSecond` per second.
 */
export function socketLimits(options: RealtimeOptions): SocketLimits {
  let limits = limitsOf.get(options);
  if (limits === undefined) {
    limits = {
      frames: { requests: options.maxFramesPerSecond * 2, windowMs: 2000 },
      joins: { requests: options.maxJoinsPerSecond, windowMs: 1000 },
    };
    limitsOf.set(options, limits);
  }
  return limits;
}
