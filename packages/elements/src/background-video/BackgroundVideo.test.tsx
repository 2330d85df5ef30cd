// @vitest-environment happy-dom
/** The background video rendered and hydrated: muted decorative video behind its content, started once loaded, stopped on removal. */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textElement } from '../text/Text';
import { text } from '../text/builder';
import { byUid, renderBasicSite, spyConsoleErrors } from '../testing/basic-site';
import { backgroundVideoElement } from './definition';
import { backgroundVideo } from './builder';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('background video', () => {
  it('renders a muted, hidden, looping video behind its content and plays it once fully loaded', async () => {
    const errors = spyConsoleErrors();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    const site = await renderBasicSite([backgroundVideo({ uid: 'v', url: '/media/clip.mp4' }, [text({ text: 'Over the video' })])], {
      definitions: [backgroundVideoElement, textElement],
    });
    const video = byUid(site.container, 'v').querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/media/clip.mp4');
    expect(video.getAttribute('aria-hidden')).toBe('true');
    expect(video.loop).toBe(true);
    expect(byUid(site.container, 'v').textContent).toBe('Over the video');
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(play).not.toHaveBeenCalled();
    Object.defineProperty(video, 'readyState', { configurable: true, get: () => 4 });
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(play).toHaveBeenCalledTimes(1);
    expect(video.muted).toBe(true);
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    expect(play).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
    site.unmount();
  });

  it('stops checking when removed', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    const site = await renderBasicSite([backgroundVideo({ uid: 'v', url: '/media/clip.mp4' }, [])], {
      definitions: [backgroundVideoElement],
    });
    const timersWhileMounted = vi.getTimerCount();
    expect(timersWhileMounted).toBeGreaterThan(0);
    site.unmount();
    expect(vi.getTimerCount()).toBe(timersWhileMounted - 1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(play).not.toHaveBeenCalled();
  });
});
