/** Image: url, objectFit fill|cover|contain, alt, loading lazy (default) or eager. */
import { defineElement } from '../registry';
import type { ElementProps } from '../registry';

export const OBJECT_FITS = ['fill', 'cover', 'contain'] as const;

interface ImageSettings extends Record<string, unknown> {
  url: string;
  alt: unknown;
  objectFit: (typeof OBJECT_FITS)[number];
  loading: 'lazy' | 'eager';
  width: unknown;
  height: unknown;
}

function Image({ uid, settings, className }: ElementProps<ImageSettings>) {
  return (
    <img
      data-uid={uid}
      className={`ww-image ${className}`}
      src={String(settings.url)}
      alt={settings.alt === undefined || settings.alt === null ? '' : String(settings.alt)}
      loading={settings.loading}
      width={typeof settings.width === 'number' ? settings.width : undefined}
      height={typeof settings.height === 'number' ? settings.height : undefined}
      style={{ objectFit: settings.objectFit, maxWidth: '100%', height: 'auto' }}
    />
  );
}

export const imageElement = defineElement<ImageSettings>({
  type: 'image',
  settings: {
    url: { default: '' },
    alt: { default: '' },
    objectFit: { default: 'cover', options: OBJECT_FITS },
    loading: { default: 'lazy', options: ['lazy', 'eager'] },
    width: { default: null },
    height: { default: null },
  },
  component: Image,
});
