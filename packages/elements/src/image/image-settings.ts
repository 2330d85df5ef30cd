/**
 * The image's settings (seed §3: url, objectFit fill|cover|contain, overlay, filter, multi-language alt, loading lazy
 * by default) and how they become safe attributes: the alt picked by the page language, a CSS filter without url().
 */
import { translateText } from '@kit/formula';

export const OBJECT_FITS = ['fill', 'cover', 'contain'] as const;
export const IMAGE_LOADINGS = ['lazy', 'eager'] as const;

export interface ImageSettings extends Record<string, unknown> {
  url: string;
  /** A text, or texts by language ({ en: '…', fr: '…' }). */
  alt: unknown;
  objectFit: (typeof OBJECT_FITS)[number];
  /** A colour laid over the image (e.g. 'rgba(0,0,0,.4)'); empty for none. */
  overlay: string | null;
  /** A CSS filter (e.g. 'grayscale(1) blur(2px)'); empty for none. */
  filter: string;
  loading: (typeof IMAGE_LOADINGS)[number];
  width: unknown;
  height: unknown;
}

/** The alt text for the page's language (then the default language, then the first given). */
export function imageAlt(alt: unknown, lang: string, defaultLang: string): string {
  const picked = translateText(alt, lang, defaultLang);
  return typeof picked === 'string' || typeof picked === 'number' ? String(picked) : '';
}

/** A CSS filter value, refused when it references a resource (url()), so a bound value cannot fetch anything. */
export function imageFilter(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '' || /url\s*\(/i.test(value)) return undefined;
  return value.trim();
}

/** The image source: web URLs, site paths and data/blob images; script URLs are dropped. */
export function imageSource(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const url = value.trim();
  return /^(?:https?:|\/|\.{0,2}\/|data:image\/|blob:)/i.test(url) || !/^[a-z][a-z0-9+.-]*:/i.test(url) ? url : undefined;
}
