/** Theme: switching light and dark (stored, so it survives a reload; dark sets the dark-theme class on the root). */
import { button, f, flexbox, text, workflow } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';
import { siteNav } from '../nav';

export const themePage: PageNode = {
  id: 'theme',
  path: 'theme',
  title: 'Theme — light and dark',
  meta: { desc: 'The theme switch of the showcase: light and dark design tokens, stored across visits.' },
  sections: [
    { title: 'Navigation', children: [siteNav()] },
    {
      title: 'Theme',
      children: [
        text({ tag: 'h1', text: 'Theme' }),
        text({ uid: 'theme-text', text: f("'The theme is ' + globalContext.browser.theme") }),
        flexbox({ direction: 'row', gap: '8px' }, [
          button({
            uid: 'theme-light',
            text: 'Light',
            workflows: [workflow('theme-light', 'click', [{ type: 'change-theme', theme: 'light' }])],
          }),
          button({
            uid: 'theme-dark',
            text: 'Dark',
            workflows: [workflow('theme-dark', 'click', [{ type: 'change-theme', theme: 'dark' }])],
          }),
        ]),
      ],
    },
  ],
};
