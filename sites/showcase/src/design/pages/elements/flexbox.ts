/** The flexbox's showcase page: repeated children, display values (flex, grid, block, inline-flex, table-cell, none), lists. */
import { button, flexbox, text } from '@kit/elements/authoring';
import { f, setVariable, workflow } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';

const tile = {
  default: { padding: '8px 12px', border: '1px solid var(--color-border)', borderRadius: '6px', backgroundColor: 'var(--color-surface)' },
};
const FRUITS = [{ name: 'Apple' }, { name: 'Banana' }, { name: 'Cherry' }, { name: 'Damson' }, { name: 'Elderberry' }, { name: 'Fig' }];

export const flexboxPage: PageNode = {
  id: 'element-flexbox',
  name: 'Flexbox',
  path: 'elements/flexbox',
  title: { en: 'Flexbox — showcase' },
  meta: { desc: { en: 'The flexbox: repeated children, direction and wrapping, display values, lists.' } },
  variables: [{ id: 'flexbox-shown', name: 'flexbox shown', type: 'boolean', defaultValue: true }],
  sections: [
    {
      title: 'Repeated children',
      children: [
        text({ text: 'Flexbox', tag: 'h1' }),
        text({ text: 'A row that wraps, its child repeated once per item of a list (context.item).' }),
        flexbox({ uid: 'flexbox-repeat', direction: 'row', wrap: true, gap: '8px', repeat: FRUITS }, [
          text({ text: f("(context.item.index + 1) + '. ' + context.item.data.name"), tag: 'div', styles: tile }),
        ]),
      ],
    },
    {
      title: 'Display values',
      children: [
        text({ text: 'Display values', tag: 'h2' }),
        text({ text: 'grid (three columns, one on phones):', tag: 'div' }),
        flexbox(
          {
            uid: 'flexbox-grid',
            display: 'grid',
            gap: '8px',
            repeat: FRUITS,
            styles: { default: { gridTemplateColumns: 'repeat(3, 1fr)' }, mobile: { gridTemplateColumns: '1fr' } },
          },
          [text({ text: f('context.item.data.name'), tag: 'div', styles: tile })],
        ),
        text({ text: 'block:', tag: 'div' }),
        flexbox({ uid: 'flexbox-block', display: 'block' }, [text({ text: 'Block children stack as blocks.', tag: 'div', styles: tile })]),
        text({ text: 'inline-flex and table-cell:', tag: 'div' }),
        flexbox({ uid: 'flexbox-inline', display: 'inline-flex', direction: 'row', gap: '8px' }, [
          text({ text: 'inline', tag: 'div', styles: tile }),
          text({ text: 'flex', tag: 'div', styles: tile }),
        ]),
        flexbox({ uid: 'flexbox-cell', display: 'table-cell' }, [text({ text: 'A table cell', tag: 'div', styles: tile })]),
      ],
    },
    {
      title: 'Hidden with display none',
      children: [
        text({ text: 'Hidden with display none', tag: 'h2' }),
        button({
          uid: 'flexbox-toggle',
          text: f("variables['flexbox-shown'] ? 'Hide the box' : 'Show the box'"),
          workflows: [workflow('flexbox-toggle', 'click', [setVariable('flexbox-shown', f("!variables['flexbox-shown']"))])],
        }),
        flexbox({ uid: 'flexbox-hideable', display: f("variables['flexbox-shown'] ? 'flex' : 'none'"), direction: 'row', gap: '8px' }, [
          text({ text: 'Now you see me', tag: 'div', styles: tile }),
        ]),
      ],
    },
    {
      title: 'Lists',
      children: [
        text({ text: 'Lists', tag: 'h2' }),
        text({ text: 'As a ul, each repeated child becomes a list item.' }),
        flexbox({ uid: 'flexbox-list', tag: 'ul', direction: 'column', gap: '4px', repeat: FRUITS.slice(0, 3) }, [
          text({ text: f('context.item.data.name'), tag: 'div' }),
        ]),
      ],
    },
  ],
};
