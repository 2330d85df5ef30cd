/** The background video's autoplay check: every 1000 ms until it plays, muted; stopped by playing or removal. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOPLAY_POLL_MS, HAVE_ENOUGH_DATA, watchAutoplay } from './autoplay-watcher';

function fakeVideo(options: { refuse?: number } = {}) {
  let refusals = options.refuse ?? 0;
  return {
    readyState: 0,
    muted: false,
    plays: 0,
    play() {
      this.plays += 1;
      if (refusals > 0) {
        refusals -= 1;
        return Promise.reject(new Error('NotAllowedError'));
      }
      return Promise.resolve();
    },
  };
}

// vi's fake timers drive an injected interval pair, as a page's clock would.
const timers = {
  setInterval: (callback: () => void, ms: number) => setInterval(callback, ms),
  clearInterval: (handle: unknown) => clearInterval(handle as number),
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('watchAutoplay', () => {
  it('checks every 1000 ms and plays muted once the video is fully loaded, then stops checking', async () => {
    expect(AUTOPLAY_POLL_MS).toBe(1000);
    const video = fakeVideo();
    const watcher = watchAutoplay(video, { timers });
    await vi.advanceTimersByTimeAsync(3000);
    expect(video.plays).toBe(0);
    video.readyState = HAVE_ENOUGH_DATA - 1;
    await vi.advanceTimersByTimeAsync(1000);
    expect(video.plays).toBe(0);
    video.readyState = HAVE_ENOUGH_DATA;
    await vi.advanceTimersByTimeAsync(999);
    expect(video.plays).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(video.plays).toBe(1);
    expect(video.muted).toBe(true);
    expect(watcher.started).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(video.plays).toBe(1);
  });

  it('stops checking when the element is removed', async () => {
    const video = fakeVideo();
    const watcher = watchAutoplay(video, { timers });
    await vi.advanceTimersByTimeAsync(1000);
    watcher.stop();
    expect(vi.getTimerCount()).toBe(0);
    video.readyState = HAVE_ENOUGH_DATA;
    await vi.advanceTimersByTimeAsync(5000);
    expect(video.plays).toBe(0);
    expect(watcher.started).toBe(false);
  });

  it('tries again on the next check when playback is refused, reporting the error', async () => {
    const video = fakeVideo({ refuse: 1 });
    video.readyState = HAVE_ENOUGH_DATA;
    const errors: unknown[] = [];
    const watcher = watchAutoplay(video, { timers, onError: (error) => errors.push(error) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(video.plays).toBe(1);
    expect(errors).toHaveLength(1);
    expect(watcher.started).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(video.plays).toBe(2);
    expect(watcher.started).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
