/**
 * The paginator's showcase page: one bound to the cities collection (a server data set, five per page: changing
 * the page sets the collection's offset and fetches that page), and one with custom numbers whose offset follows
 * a variable that its change event sets.
 */
import { flexbox, paginator, text } from '@kit/elements/authoring';
import { f, setVariable, workflow } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';
import { CITIES_COLLECTION_ID } from '../../collections';

const cities = `collections['${CITIES_COLLECTION_ID}']`;

export const paginatorPage: PageNode = {
  id: 'element-paginator',
  name: 'Paginator',
  path: 'elements/paginator',
  title: { en: 'Paginator — showcase' },
  meta: { desc: { en: 'The paginator: bound to a collection (sets its offset) or with custom total, limit and offset; change event.' } },
  variables: [
    { id: 'paginator-offset', name: 'paginator offset', type: 'number', defaultValue: 0 },
    { id: 'paginator-change', name: 'paginator change', type: 'string', defaultValue: 'none yet' },
  ],
  sections: [
    {
      title: 'Bound to a collection',
      children: [
        text({ text: 'Paginator', tag: 'h1' }),
        text({ text: 'Bound to the cities collection, five per page: a page link sets the collection’s offset, which fetches that page.' }),
        flexbox(
          {
            uid: 'paginator-cities',
            tag: 'ul',
            direction: 'column',
            gap: '4px',
            repeat: f(`slice(${cities}.data || [], ${cities}.offset, ${cities}.offset + (${cities}.limit || 5))`),
          },
          [text({ text: f('context.item.data.name'), tag: 'div' })],
        ),
        text({ uid: 'paginator-cities-offset', text: f(`'Collection offset: ' + ${cities}.offset + ' of ' + ${cities}.total`) }),
        paginator({ uid: 'paginator-bound', collectionId: CITIES_COLLECTION_ID, ariaLabel: 'Cities pages' }),
      ],
    },
    {
      title: 'Custom pagination',
      children: [
        text({ text: 'Custom pagination', tag: 'h2' }),
        text({ text: 'Total 95, limit 10: the offset is a variable that the change event sets.' }),
        paginator({
          uid: 'paginator-custom',
          useCustomPagination: true,
          paginatorTotal: 95,
          paginatorLimit: 10,
          paginatorOffset: f("variables['paginator-offset']"),
          ariaLabel: 'Custom pages',
          workflows: [
            workflow('paginator-changed', 'change', [
              setVariable('paginator-offset', f('event.offset')),
              setVariable(
                'paginator-change',
                f("'page ' + event.page + ', offset ' + event.offset + ', limit ' + event.limit + ', total ' + event.total"),
              ),
            ]),
          ],
        }),
        text({ uid: 'paginator-change-text', text: f("'Last change: ' + variables['paginator-change']") }),
        text({ text: 'Defaults', tag: 'h2' }),
        text({ text: 'Custom pagination with the defaults: total 10, limit 5, offset 0.' }),
        paginator({ uid: 'paginator-defaults', useCustomPagination: true, ariaLabel: 'Default pages' }),
      ],
    },
  ],
};
