/** The showcase's 404 page: the catch-all for unknown paths, served with status 404. */
import { text } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';

export const notFoundPage: PageNode = {
  id: 'not-found',
  name: '404',
  path: '404',
  title: { en: 'Page not found' },
  sections: [
    {
      title: 'Not found',
      children: [text({ text: 'Page not found', tag: 'h1' }), text({ text: 'There is no page at this address.' })],
    },
  ],
};
