/** The image's showcase page: object fits, overlay, filters, lazy and eager loading, and an alt per language. */
import { flexbox, image, text } from '@kit/elements/authoring';
import type { ElementNode, PageNode } from '@kit/runtime-react/authoring';

const box = {
  default: { width: '160px', height: '100px', backgroundColor: '#ffffff', border: '1px solid var(--color-border)' },
  mobile: { width: '120px', height: '80px' },
};

function figure(caption: string, picture: ElementNode): ElementNode {
  return flexbox({ direction: 'column', gap: '4px' }, [picture, text({ text: caption, tag: 'div' })]);
}

export const imagePage: PageNode = {
  id: 'element-image',
  name: 'Image',
  path: 'elements/image',
  title: { en: 'Image — showcase' },
  meta: { desc: { en: 'The image: object fit fill, cover and contain, colour overlay, CSS filters, lazy loading, alt per language.' } },
  sections: [
    {
      title: 'Object fit',
      children: [
        text({ text: 'Image', tag: 'h1' }),
        text({ text: 'The same picture in a 160×100 box with each object fit. Images load lazily unless told to load eagerly.' }),
        flexbox({ direction: 'row', wrap: true, gap: '16px' }, [
          figure(
            'fill',
            image({
              uid: 'image-fill',
              url: '/icons/mountain.svg',
              alt: 'Mountain, stretched to fill',
              objectFit: 'fill',
              loading: 'eager',
              styles: box,
            }),
          ),
          figure(
            'cover (default)',
            image({ uid: 'image-cover', url: '/icons/mountain.svg', alt: 'Mountain, covering the box', styles: box }),
          ),
          figure(
            'contain',
            image({
              uid: 'image-contain',
              url: '/icons/mountain.svg',
              alt: 'Mountain, contained in the box',
              objectFit: 'contain',
              styles: box,
            }),
          ),
        ]),
      ],
    },
    {
      title: 'Overlay and filters',
      children: [
        text({ text: 'Overlay and filters', tag: 'h2' }),
        flexbox({ direction: 'row', wrap: true, gap: '16px' }, [
          figure(
            'blue overlay',
            image({
              uid: 'image-overlay',
              url: '/icons/sun.svg',
              alt: 'Sun under a blue overlay',
              objectFit: 'contain',
              overlay: 'rgba(29, 78, 216, 0.35)',
              styles: box,
            }),
          ),
          figure(
            'blur(2px)',
            image({ uid: 'image-blur', url: '/icons/sun.svg', alt: 'Blurred sun', objectFit: 'contain', filter: 'blur(2px)', styles: box }),
          ),
          figure(
            'invert(1) sepia(1)',
            image({
              uid: 'image-sepia',
              url: '/icons/sun.svg',
              alt: 'Sun, inverted and sepia',
              objectFit: 'contain',
              filter: 'invert(1) sepia(1)',
              styles: box,
            }),
          ),
        ]),
      ],
    },
    {
      title: 'Alternative text per language',
      children: [
        text({ text: 'Alternative text per language', tag: 'h2' }),
        text({ text: 'The alt is given in English and French; the page language picks it.' }),
        image({
          uid: 'image-multilang',
          url: '/icons/globe.svg',
          alt: { en: 'A globe', fr: 'Un globe' },
          objectFit: 'contain',
          styles: box,
        }),
      ],
    },
  ],
};
