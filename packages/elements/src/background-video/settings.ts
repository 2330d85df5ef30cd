/**
 * The background video's settings and how the video fills its box. Constants only: the element's definition reads
 * them and sits in the page entry, while the component and its autoplay watcher load with the element's own chunk.
 */

export const VIDEO_OBJECT_FITS = ['cover', 'contain', 'fill'] as const;
export type VideoObjectFit = (typeof VIDEO_OBJECT_FITS)[number];

export interface BackgroundVideoSettings extends Record<string, unknown> {
  url: string;
  poster: string;
  loop: boolean;
  objectFit: VideoObjectFit;
}
