/**
 * Background video: a muted, looping video behind the element's children. It does not autoplay by attribute; it
 * starts once fully loaded (checked every 1000 ms, stopped after start or removal), and not at all for visitors who
 * ask for reduced motion. Decorative: hidden from assistive technology.
 */
import { useEffect, useRef } from 'react';
import { useRuntime } from '@kit/runtime-react';
import type { ElementProps } from '@kit/runtime-react';
import { watchAutoplay } from './autoplay-watcher';
import type { BackgroundVideoSettings } from './settings';
import { videoSource } from './video-source';

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function BackgroundVideo({ uid, settings, children, className, emit }: ElementProps<BackgroundVideoSettings>) {
  const runtime = useRuntime();
  const video = useRef<HTMLVideoElement>(null);
  const src = videoSource(settings.url);
  useEffect(() => {
    const element = video.current;
    if (element === null || src === undefined || prefersReducedMotion()) return;
    const watcher = watchAutoplay(element, {
      onError: (error) => runtime.logger.log('warn', 'Background video could not start.', { uid, error: String(error) }),
    });
    const started = () => emit('play');
    element.addEventListener('playing', started, { once: true });
    return () => {
      watcher.stop();
      element.removeEventListener('playing', started);
    };
  }, [src, runtime, uid, emit]);
  return (
    <div data-uid={uid} className={`ww-background-video ${className}`}>
      <video
        ref={video}
        className="ww-background-video__video"
        src={src}
        poster={videoSource(settings.poster)}
        muted
        loop={settings.loop !== false}
        playsInline
        preload="auto"
        aria-hidden="true"
        tabIndex={-1}
        style={{ objectFit: settings.objectFit }}
      />
      <div className="ww-background-video__content">{children}</div>
    </div>
  );
}
