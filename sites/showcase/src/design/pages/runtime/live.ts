/**
 * Live data: an edge function's event stream shown as it arrives (named events rendered by kind), a REST
 * collection paged through an API, and a formula following the window's breakpoint without a reload.
 */
import { button, f, flexbox, setVariable, text, workflowGraph } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';
import { paginator } from '@kit/elements/authoring';
import { siteNav } from '../nav';

export const LIVE_PAGE_ID = 'live';
export const INSPECTION_VARIABLE_ID = 'live-inspection';
export const INSPECTION_FUNCTION = 'showcase-inspection';

const item = 'context.item.data';
export const PARTS_COLLECTION_ID = 'live-parts';
const parts = `collections['${PARTS_COLLECTION_ID}']`;

/** A REST-connector collection: the showcase's catalogue API, paged by the API (limit and offset), four a page. */
export const partsCollection = {
  id: PARTS_COLLECTION_ID,
  name: 'Parts (REST)',
  mode: 'dynamic' as const,
  pluginId: 'rest-api',
  autoFetch: true,
  limit: 4,
  offset: 0,
  config: {
    url: '/functions/v1/showcase-catalogue',
    resultKey: 'items',
    totalKey: 'meta.total',
    pagination: { limitQuery: 'limit', offsetQuery: 'offset' },
  },
};

export const livePage: PageNode = {
  id: LIVE_PAGE_ID,
  path: 'live',
  title: 'Live data — streams, REST collections and breakpoints',
  meta: {
    desc: 'A streamed function answer shown as it arrives, a REST collection paged through an API, and a layout formula following the window.',
  },
  variables: [
    { id: INSPECTION_VARIABLE_ID, name: 'Inspection', type: 'array', defaultValue: [] },
    { id: 'live-inspection-error', name: 'Inspection error', type: 'string', defaultValue: '' },
  ],
  collections: [partsCollection],
  sections: [
    { title: 'Navigation', children: [siteNav()] },
    {
      title: 'Streamed answer',
      children: [
        text({ tag: 'h1', text: 'Live data' }),
        text({ tag: 'h2', text: 'A streamed function answer' }),
        text({ text: 'The inspection function sends its steps as server-sent events; each appears as it arrives.' }),
        button({
          uid: 'start-inspection',
          text: 'Start the inspection',
          workflows: [
            workflowGraph(
              'start-inspection',
              'click',
              {
                clear: { ...setVariable('live-inspection-error', ''), next: 'invoke' },
                invoke: {
                  type: 'supabase:invoke-function',
                  functionName: INSPECTION_FUNCTION,
                  body: { machine: 'Forklift 7' },
                  useStreaming: true,
                  streamVariableId: INSPECTION_VARIABLE_ID,
                },
                failed: setVariable('live-inspection-error', f('context.workflow.error.message')),
              },
              { start: 'clear', onError: 'failed' },
            ),
          ],
        }),
        text({
          uid: 'inspection-status',
          text: f(
            `variables['${INSPECTION_VARIABLE_ID}'].length === 0 ? 'No steps yet' : (lookup('done', variables['${INSPECTION_VARIABLE_ID}'], 'event') ? 'Inspection complete' : 'Receiving steps…')`,
          ),
          styles: { default: { color: 'var(--color-muted)' } },
        }),
        flexbox(
          {
            uid: 'inspection-steps',
            direction: 'column',
            tag: 'ul',
            gap: '4px',
            repeat: f(`filterByKey(variables['${INSPECTION_VARIABLE_ID}'], 'event', 'step')`),
          },
          [text({ tag: 'div', text: f(`${item}.data.kind + ': ' + ${item}.data.text`) })],
        ),
        text({
          uid: 'inspection-error',
          text: f("variables['live-inspection-error']"),
          styles: { default: { color: 'var(--color-danger)' } },
        }),
      ],
    },
    {
      title: 'REST collection',
      children: [
        text({ tag: 'h2', text: 'A REST collection' }),
        text({ text: 'Parts from a REST API that pages itself: each page is one request with limit and offset.' }),
        text({
          uid: 'parts-status',
          tag: 'div',
          text: f(
            `${parts}.error ? 'Could not load the parts: ' + ${parts}.error.message : ${parts}.isFetching ? 'Loading parts…' : ${parts}.total + ' parts in all'`,
          ),
          styles: { default: { color: 'var(--color-muted)' } },
        }),
        flexbox(
          {
            uid: 'parts-list',
            direction: 'column',
            tag: 'ul',
            gap: '4px',
            repeat: f(`slice(${parts}.data || [], ${parts}.offset, ${parts}.offset + (${parts}.limit || 1000))`),
          },
          [text({ tag: 'div', text: f(`${item}.name + ' — ' + ${item}.price + ' EUR'`) })],
        ),
        paginator({ uid: 'parts-pages', collectionId: PARTS_COLLECTION_ID, ariaLabel: 'Parts pages' }),
      ],
    },
    {
      title: 'Breakpoints',
      children: [
        text({ tag: 'h2', text: 'Following the window' }),
        text({ text: 'This text is a formula reading globalContext.browser.breakpoint: resize the window and it changes at once.' }),
        text({
          uid: 'layout-text',
          text: f(
            "'Layout: ' + (globalContext.browser.breakpoint === 'mobile' ? 'one column (mobile)' : globalContext.browser.breakpoint === 'tablet' ? 'two columns (tablet)' : 'three columns (desktop)')",
          ),
        }),
      ],
    },
  ],
};
