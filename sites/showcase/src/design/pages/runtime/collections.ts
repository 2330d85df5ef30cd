/**
 * Collections: a static one (published JSON), a server data set paged and filtered on the server, and a database
 * collection paged natively through /rest/v1 that stays in sync with the table in realtime.
 */
import { button, f, flexbox, setVariable, text, workflow } from '@kit/runtime-react/authoring';
import type { ElementNode, PageNode } from '@kit/runtime-react/authoring';
import { formInput, paginator } from '@kit/elements/authoring';
import { CITIES_COLLECTION_ID, CITY_SEARCH_VARIABLE_ID, citySearchVariable, COLORS_COLLECTION_ID } from '../../collections';
import { NOTES_TABLE, SUPABASE_PLUGIN_ID } from '../../plugins';
import { siteNav } from '../nav';

export const NOTES_COLLECTION_ID = 'showcase-notes';

/** The database collection: notes, five per page, newest id last. */
export const notesCollection = {
  id: NOTES_COLLECTION_ID,
  name: 'Notes',
  mode: 'dynamic' as const,
  pluginId: SUPABASE_PLUGIN_ID,
  autoFetch: true,
  limit: 5,
  offset: 0,
  config: {
    table: NOTES_TABLE,
    fieldsMode: 'guided' as const,
    dataFields: ['id', 'title', 'body'],
    sort: [{ key: 'id', direction: 'ASC' }],
  },
};

/** The rows of the collection's current page (paged data is a sparse array of every fetched page). */
function currentPage(collectionId: string): string {
  const c = `collections['${collectionId}']`;
  return `slice(${c}.data || [], ${c}.offset, ${c}.offset + (${c}.limit || 1000))`;
}

function status(uid: string, collectionId: string, noun: string): ElementNode {
  const c = `collections['${collectionId}']`;
  return text({
    uid,
    tag: 'div',
    text: f(
      `${c}.error ? 'Could not load the ${noun}: ' + ${c}.error.message : ${c}.isFetching ? 'Loading ${noun}…' : ${c}.total + ' ${noun} in all'`,
    ),
    styles: { default: { color: 'var(--color-muted)' } },
  });
}

export const collectionsPage: PageNode = {
  id: 'collections',
  path: 'collections',
  title: 'Collections — static, server data sets and database',
  meta: { desc: 'Collections of the showcase: static JSON, a server data set paged on the server, and a live database table.' },
  variables: [citySearchVariable],
  collections: [notesCollection],
  sections: [
    { title: 'Navigation', children: [siteNav()] },
    {
      title: 'Static collection',
      children: [
        text({ tag: 'h1', text: 'Collections' }),
        text({ tag: 'h2', text: 'Colours (static JSON)' }),
        flexbox(
          {
            uid: 'color-list',
            direction: 'row',
            wrap: true,
            gap: '8px',
            tag: 'ul',
            repeat: f(`collections['${COLORS_COLLECTION_ID}'].data || []`),
          },
          [text({ tag: 'div', text: f("context.item.data.name + ' ' + context.item.data.hex") })],
        ),
      ],
    },
    {
      title: 'Server data set',
      children: [
        text({ tag: 'h2', text: 'Cities (a server data set)' }),
        formInput({
          uid: 'city-search',
          type: 'search',
          label: 'Search cities',
          placeholder: 'Type part of a name',
          required: false,
          workflows: [
            workflow('search-cities', 'change', [
              setVariable(CITY_SEARCH_VARIABLE_ID, f('event.value')),
              { type: 'fetch-collection', collectionId: CITIES_COLLECTION_ID },
            ]),
          ],
        }),
        status('cities-status', CITIES_COLLECTION_ID, 'cities'),
        flexbox({ uid: 'city-list', direction: 'column', tag: 'ul', repeat: f(currentPage(CITIES_COLLECTION_ID)) }, [
          text({ tag: 'div', text: f("context.item.data.name + ', ' + context.item.data.country") }),
        ]),
        paginator({ uid: 'city-pages', collectionId: CITIES_COLLECTION_ID, ariaLabel: 'Cities pages' }),
      ],
    },
    {
      title: 'Database collection',
      children: [
        text({ tag: 'h2', text: 'Notes (a database table, live)' }),
        status('notes-status', NOTES_COLLECTION_ID, 'notes'),
        flexbox({ uid: 'note-list', direction: 'column', tag: 'ul', repeat: f(currentPage(NOTES_COLLECTION_ID)) }, [
          text({ tag: 'div', text: f("context.item.data.id + '. ' + context.item.data.title") }),
        ]),
        paginator({ uid: 'note-pages', collectionId: NOTES_COLLECTION_ID, ariaLabel: 'Notes pages' }),
        button({
          uid: 'notes-refresh',
          text: 'Reload the notes',
          workflows: [workflow('notes-refresh', 'click', [{ type: 'fetch-collection', collectionId: NOTES_COLLECTION_ID }])],
        }),
      ],
    },
  ],
};
