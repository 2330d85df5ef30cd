/**
 * Starts a background video once it is fully loaded (seed §4/§9): readiness is checked every 1000 ms; the check
 * stops once playback has started or when the element is removed (`stop()`). Timers are injected so the timing can
 * be tested without waiting.
 */

export const AUTOPLAY_POLL_MS = 1000;

/** HTMLMediaElement.HAVE_ENOUGH_DATA: the browser expects to play through without stalling. */
export const HAVE_ENOUGH_DATA = 4;

export interface IntervalTimers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface PlayableVideo {
  readyState: number;
  muted: boolean;
  play(): Promise<void> | void;
}

export interface AutoplayWatcher {
  /** Stops checking (the element was removed). */
  stop(): void;
  /** Whether playback has started. */
  readonly started: boolean;
}

export const browserIntervals: IntervalTimers = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
};

export function watchAutoplay(
  video: PlayableVideo,
  options: { timers?: IntervalTimers; intervalMs?: number; onError?: (error: unknown) => void } = {},
): AutoplayWatcher {
  const timers = options.timers ?? browserIntervals;
  let started = false;
  let stopped = false;
  let attempting = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    timers.clearInterval(handle);
  };
  const check = () => {
    if (stopped || attempting || video.readyState < HAVE_ENOUGH_DATA) return;
    attempting = true;
    // Browsers only autoplay muted media.
    video.muted = true;
    Promise.resolve()
      .then(() => video.play())
      .then(
        () => {
          started = true;
          stop();
        },
        (error: unknown) => {
          // Refused (e.g. a power-saving mode): try again on the next tick.
          attempting = false;
          options.onError?.(error);
        },
      );
  };
  const handle = timers.setInterval(check, options.intervalMs ?? AUTOPLAY_POLL_MS);
  return {
    stop,
    get started() {
      return started;
    },
  };
}
