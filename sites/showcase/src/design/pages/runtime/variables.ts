/**
 * Variables: a query variable mirrored into the URL (`?tab=`), a variable kept in local storage across visits, and
 * typed array updates.
 */
import { button, f, flexbox, setVariable, text, workflow } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';
import { siteNav } from '../nav';

export const variablesPage: PageNode = {
  id: 'variables',
  path: 'variables',
  title: 'Variables — query, local storage and arrays',
  meta: { desc: 'Variables of the showcase: a query variable mirrored into the URL, a persisted counter and array updates.' },
  variables: [
    { id: 'tab', name: 'tab', type: 'query', queryName: 'tab', defaultValue: 'overview' },
    { id: 'visits', name: 'visits', type: 'number', defaultValue: 0, isLocalStorage: true },
    { id: 'items', name: 'items', type: 'array', defaultValue: ['first'] },
  ],
  workflows: [workflow('count-visit', 'onload', [setVariable('visits', f("variables['visits'] + 1"))])],
  sections: [
    { title: 'Navigation', children: [siteNav()] },
    {
      title: 'Query variable',
      children: [
        text({ tag: 'h1', text: 'Variables' }),
        text({ text: 'The tab is a query variable: choosing one rewrites the address (?tab=…), and a link with ?tab= opens that tab.' }),
        flexbox({ direction: 'row', gap: '8px', tag: 'div' }, [
          button({
            uid: 'tab-overview',
            text: 'Overview',
            workflows: [workflow('tab-overview', 'click', [setVariable('tab', 'overview')])],
          }),
          button({ uid: 'tab-details', text: 'Details', workflows: [workflow('tab-details', 'click', [setVariable('tab', 'details')])] }),
        ]),
        text({ uid: 'tab-text', text: f("'Showing the ' + variables['tab'] + ' tab'") }),
      ],
    },
    {
      title: 'Local storage',
      children: [text({ uid: 'visits-text', text: f("'Pages loaded in this browser: ' + variables['visits']") })],
    },
    {
      title: 'Array updates',
      children: [
        flexbox({ direction: 'row', gap: '8px' }, [
          button({
            uid: 'items-push',
            text: 'Push an item',
            workflows: [
              workflow('items-push', 'click', [
                { type: 'variable', varId: 'items', varValue: f("'item ' + (variables['items'].length + 1)"), arrayUpdateType: 'push' },
              ]),
            ],
          }),
          button({
            uid: 'items-pop',
            text: 'Pop the last',
            workflows: [workflow('items-pop', 'click', [{ type: 'variable', varId: 'items', arrayUpdateType: 'pop' }])],
          }),
        ]),
        text({ uid: 'items-text', text: f("variables['items'].length + ' items: ' + variables['items'].join(', ')") }),
      ],
    },
  ],
};
