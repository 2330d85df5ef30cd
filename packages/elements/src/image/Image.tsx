/**
 * Image: an <img> (lazy by default) in a box that can lay a colour overlay over it; objectFit, CSS filter, alt in
 * the page's language. The box carries the element's class so authors size the box and the image fills it.
 */
import { defineElement, useRuntime } from '@kit/runtime-react';
import type { ElementProps } from '@kit/runtime-react';
import { IMAGE_LOADINGS, OBJECT_FITS, imageAlt, imageFilter, imageSource } from './image-settings';
import type { ImageSettings } from './image-settings';

const dimension = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined);

function Image({ uid, settings, className }: ElementProps<ImageSettings>) {
  const language = useRuntime().services.language;
  const overlay = typeof settings.overlay === 'string' && settings.overlay.trim() !== '' ? settings.overlay : undefined;
  return (
    <div data-uid={uid} className={`ww-image ${className}`}>
      <img
        className="ww-image__img"
        src={imageSource(settings.url)}
        alt={imageAlt(settings.alt, language.getLang(), language.getDefaultLang())}
        loading={settings.loading}
        width={dimension(settings.width)}
        height={dimension(settings.height)}
        style={{ objectFit: settings.objectFit, filter: imageFilter(settings.filter) }}
      />
      {overlay !== undefined && <span className="ww-image__overlay" style={{ background: overlay }} aria-hidden="true" />}
    </div>
  );
}

export const imageElement = defineElement<ImageSettings>({
  type: 'image',
  settings: {
    url: { default: '' },
    alt: { default: '' },
    objectFit: { default: 'cover', options: OBJECT_FITS },
    overlay: { default: null },
    filter: { default: '' },
    loading: { default: 'lazy', options: IMAGE_LOADINGS },
    width: { default: null },
    height: { default: null },
  },
  component: Image,
});
