/** The icon's showcase page: icons by name in several colours and sizes, a labelled icon, and an icon bound to a variable. */
import { button, flexbox, icon, text } from '@kit/elements/authoring';
import { f, setVariable, workflow } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';

export const iconPage: PageNode = {
  id: 'element-icon',
  name: 'Icon',
  path: 'elements/icon',
  title: { en: 'Icon — showcase' },
  meta: { desc: { en: 'The icon: an SVG from /icons/{name}.svg with a colour and a size, decorative unless labelled.' } },
  variables: [{ id: 'icon-sun', name: 'icon sun', type: 'boolean', defaultValue: true }],
  sections: [
    {
      title: 'Icons',
      children: [
        text({ text: 'Icon', tag: 'h1' }),
        text({
          text: 'Icons are served as /icons/{name}.svg and take the colour and font size given (decorative, hidden from screen readers).',
        }),
        flexbox({ uid: 'icon-row', direction: 'row', wrap: true, gap: '16px', alignItems: 'center' }, [
          icon({ uid: 'icon-star', icon: 'star' }),
          icon({ uid: 'icon-heart', icon: 'heart', color: 'var(--color-danger)', fontSize: 32 }),
          icon({ uid: 'icon-check', icon: 'check', color: 'var(--color-success)', fontSize: 40 }),
          icon({ uid: 'icon-bell', icon: 'bell', color: 'var(--color-primary)', fontSize: '3rem' }),
        ]),
      ],
    },
    {
      title: 'Labelled icon',
      children: [
        text({ text: 'Labelled icon', tag: 'h2' }),
        text({ text: 'With a label the icon is an image with a name for screen readers.' }),
        icon({ uid: 'icon-labelled', icon: 'triangle-alert', label: 'Warning', color: 'var(--color-warning)', fontSize: 32 }),
      ],
    },
    {
      title: 'Bound icon',
      children: [
        text({ text: 'Bound icon', tag: 'h2' }),
        flexbox({ direction: 'row', gap: '12px', alignItems: 'center' }, [
          icon({ uid: 'icon-bound', icon: f("variables['icon-sun'] ? 'sun' : 'moon'"), fontSize: 32 }),
          button({
            uid: 'icon-switch',
            text: 'Switch icon',
            workflows: [workflow('icon-switch', 'click', [setVariable('icon-sun', f("!variables['icon-sun']"))])],
          }),
          text({ uid: 'icon-name', text: f("'Showing: ' + (variables['icon-sun'] ? 'sun' : 'moon')") }),
        ]),
      ],
    },
  ],
};
