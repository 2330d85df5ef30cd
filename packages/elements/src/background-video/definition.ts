/**
 * The background video element's definition: settings with their defaults, events, states and exposed variables. Its component
 * loads lazily (its own chunk), so only pages that use it fetch it.
 */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';
import { VIDEO_OBJECT_FITS } from './settings';
import type { BackgroundVideoSettings } from './settings';

const LazyBackgroundVideo = lazyElementComponent(() => import('./BackgroundVideo').then((module) => module.BackgroundVideo));

export const backgroundVideoElement = defineElement<BackgroundVideoSettings>({
  type: 'background-video',
  settings: {
    url: { default: '' },
    poster: { default: '' },
    loop: { default: true, options: [true, false] },
    objectFit: { default: 'cover', options: VIDEO_OBJECT_FITS },
  },
  events: ['play'],
  container: true,
  component: LazyBackgroundVideo,
  lazy: true,
});
