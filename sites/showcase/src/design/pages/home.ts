/** The showcase's home page: texts, a button whose workflow sets a variable, repeated lists (with item workflows) and an image. */
import { button, f, flexbox, image, setVariable, text, workflow } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';
import { elementPages } from './elements/index';
import { siteNav } from './nav';

/** A page's title in the site's language, for link labels. */
function titleOf(page: PageNode): string {
  const title = typeof page.title === 'string' ? page.title : (page.title.en ?? page.id);
  return title.split(' — ')[0] ?? title;
}

export const ELEMENT_LIST = [{ name: 'Text' }, { name: 'Button' }, { name: 'Image' }, { name: 'Flexbox' }];

export const homePage: PageNode = {
  id: 'home',
  name: 'Home',
  path: '',
  title: { en: 'Showcase — a site rendered from design data' },
  meta: {
    desc: { en: 'The showcase site: pages rendered on the server from design data, then hydrated.' },
    keywords: { en: 'showcase, runtime, server rendering' },
    socialTitle: { en: 'Showcase' },
    socialDesc: { en: 'Every element, action and formula of the runtime, on one site.' },
    structuredData: {
      en: JSON.stringify({ '@context': 'https://schema.org', '@type': 'WebSite', name: 'Showcase' }),
    },
  },
  variables: [
    { id: 'clicks', name: 'clicks', type: 'number', defaultValue: 0 },
    { id: 'picked', name: 'picked', type: 'string', defaultValue: '' },
  ],
  sections: [
    { title: 'Navigation', children: [siteNav()] },
    {
      title: 'Welcome',
      children: [
        text({ text: 'Showcase', tag: 'h1' }),
        text({ text: 'A site rendered on the server from design data and hydrated in the browser.' }),
      ],
    },
    {
      title: 'Workflows',
      children: [
        text({ uid: 'counter-text', text: f("'Clicked ' + variables['clicks'] + ' times'") }),
        button({
          uid: 'counter-button',
          text: 'Count',
          workflows: [workflow('count-click', 'click', [setVariable('clicks', f("variables['clicks'] + 1"))])],
        }),
      ],
    },
    {
      title: 'Elements',
      children: [
        text({ text: 'Elements in this runtime', tag: 'h2' }),
        flexbox({ uid: 'element-list', direction: 'row', wrap: true, repeat: ELEMENT_LIST }, [text({ text: f('context.item.data.name') })]),
        text({ text: 'Pick one', tag: 'h3' }),
        flexbox({ uid: 'element-picker', direction: 'row', wrap: true, repeat: ELEMENT_LIST }, [
          button({
            text: f("'Pick ' + context.item.data.name"),
            workflows: [workflow('pick-element', 'click', [setVariable('picked', f('context.item.data.name'))])],
          }),
        ]),
        text({ uid: 'picked-text', text: f("variables['picked'] ? 'Picked: ' + variables['picked'] : 'Nothing picked yet'") }),
      ],
    },
    {
      title: 'Element pages',
      children: [
        text({ text: 'One page per element', tag: 'h2' }),
        flexbox(
          { uid: 'element-pages', direction: 'row', wrap: true, gap: '12px', tag: 'ul' },
          elementPages.map((page) => text({ tag: 'div', text: titleOf(page), link: { kind: 'page', pageId: page.id } })),
        ),
      ],
    },
    {
      title: 'Images',
      children: [image({ url: '/icons/image.svg', alt: 'An image icon', width: 48, height: 48 })],
    },
  ],
};
