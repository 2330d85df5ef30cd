/** The showcase's about page: headings of several levels and plain text. */
import { text } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';

export const aboutPage: PageNode = {
  id: 'about',
  name: 'About',
  path: 'about',
  title: { en: 'About the showcase' },
  meta: { desc: { en: 'Why the showcase exists: proof that the runtime is generic, and the authors’ reference.' } },
  sections: [
    {
      title: 'About',
      children: [
        text({ text: 'About the showcase', tag: 'h1' }),
        text({ text: 'It proves the runtime is generic and is the reference for site authors.' }),
        text({ text: 'Text tags', tag: 'h2' }),
        text({ text: 'A div of text', tag: 'div' }),
      ],
    },
  ],
};
