/** Server rendering from design data: sections with anchors, formulas against variables, repeated children, defaults, unknown parts logged. */
import { describe, expect, it } from 'vitest';
import { createMemoryLogger, parsePageData } from '@kit/runtime-core';
import { button, compileSite, f, flexbox, setVariable, text, workflow } from './authoring/index';
import { basicElements } from './elements/basic/index';
import { createElementRegistry } from './elements/registry';
import { renderSitePage } from './server';
import { SITE_STATE_ID } from './site/site-state';

const registry = createElementRegistry(basicElements);

const site = compileSite(
  {
    id: 'test',
    name: 'Test',
    homePageId: 'home',
    cacheVersion: 3,
    variables: [{ id: 'greeting', type: 'string', defaultValue: 'Hello' }],
    pages: [
      {
        id: 'home',
        path: '',
        title: 'Home',
        variables: [{ id: 'count', type: 'number', defaultValue: 2 }],
        sections: [
          {
            title: 'Early access',
            children: [
              text({ text: f("variables['greeting'] + ', ' + variables['count']"), tag: 'h2' }),
              button({ uid: 'b1', text: 'Go', workflows: [workflow('w', 'click', [setVariable('count', 3)])] }),
              text({ uid: 'stated', text: 'Two or more', states: f("variables['count'] > 1 ? ['selected'] : []") }),
              text({
                uid: 'pages-text',
                text: f("'About at /' + globalContext.pages['about'].path + ', ' + keys(globalContext.pages).length + ' pages'"),
              }),
            ],
          },
          {
            title: 'List',
            children: [flexbox({ uid: 'list', repeat: f("['a', 'b']") }, [text({ text: f('context.item.data + context.item.index') })])],
          },
          { title: 'Hidden', display: false, children: [text({ text: 'never' })] },
        ],
      },
      { id: 'about', path: 'about', title: 'About', sections: [] },
    ],
  },
  { registry },
);

const home = site.pages.home!;

describe('renderSitePage', () => {
  it('renders sections with anchors and settings resolved through formulas', async () => {
    const { html } = await renderSitePage({ design: site.design, pageData: home, registry, lang: 'en' });
    expect(html).toContain('<section id="early-access" data-section="home-s1" class="ww-section">');
    expect(html).toContain('<h2 data-uid="home-e1" class="ww-text ww-e-home-e1">Hello, 2</h2>');
    expect(html).toContain('<button type="button" data-uid="b1" class="ww-button ww-e-b1">Go</button>');
    // States a formula gives are classes from the server's HTML on (styles.states styles them before any script).
    expect(html).toContain('<p data-uid="stated" class="ww-text ww-e-stated ww-state-selected">Two or more</p>');
    // globalContext.pages: every page of the site by id (seed 001 §3).
    expect(html).toContain('About at /about, 2 pages');
  });

  it('repeats children with context.item and skips a section whose display is false', async () => {
    const { html } = await renderSitePage({ design: site.design, pageData: home, registry, lang: 'en' });
    expect(html).toMatch(
      /<p data-uid="home-e2" class="ww-text ww-e-home-e2">a0<\/p><p data-uid="home-e2" class="ww-text ww-e-home-e2">b1<\/p>/,
    );
    expect(html).not.toContain('never');
  });

  it('embeds the design and page data for hydration, safe inside a script', async () => {
    const { stateScript } = await renderSitePage({ design: site.design, pageData: home, registry, lang: 'en' });
    expect(stateScript.startsWith(`<script type="application/json" id="${SITE_STATE_ID}">`)).toBe(true);
    const json = stateScript.slice(stateScript.indexOf('>') + 1, -'</script>'.length);
    expect(JSON.parse(json)).toMatchObject({ lang: 'en', pageData: { cacheVersion: 3, page: { id: 'home' } } });
  });

  it('says whether its render read collections: a page that only fetches them in a workflow hydrates without their code', async () => {
    const stateOf = async (textFormula: string) => {
      const pageData = parsePageData({
        ...home,
        page: { ...home.page, sections: [{ uid: 's1', sectionTitle: 'Main' }] },
        collections: [{ id: 'rows', mode: 'dynamic', autoFetch: false }],
        workflows: [
          workflow('load', 'onload', [
            { type: 'fetch-collection', collectionId: 'rows' },
            setVariable('count', f("collections['rows'].total")),
          ]),
        ],
        wwObjects: { t1: { uid: 't1', type: 'text', settings: { text: f(textFormula) } } },
        sections: [{ uid: 's1', sectionTitle: 'Main', children: ['t1'] }],
      });
      const { html, stateScript } = await renderSitePage({ design: site.design, pageData, registry, lang: 'en' });
      expect(html).toContain('data-uid="t1"');
      return JSON.parse(stateScript.slice(stateScript.indexOf('>') + 1, -'</script>'.length)) as { collectionsRead?: boolean };
    };
    expect((await stateOf("variables['greeting']")).collectionsRead).toBe(false);
    expect((await stateOf("collections['rows'].isFetched ? 'yes' : 'no'")).collectionsRead).toBe(true);
  });

  it('logs an unknown section as "Component base not found" and an unknown element type, rendering the rest', async () => {
    const logger = createMemoryLogger();
    const pageData = parsePageData({
      ...home,
      page: { ...home.page, sections: [{ uid: 'ghost' }, { uid: 'home-s1' }] },
      wwObjects: { ...home.wwObjects, 'home-e1': { uid: 'home-e1', type: 'no-such-element' } },
    });
    const { html } = await renderSitePage({ design: site.design, pageData, registry, lang: 'en', logger });
    expect(html).toContain('data-uid="b1"');
    expect(logger.entries.map((entry) => entry.message)).toEqual(['Component base not found', 'Element type not registered.']);
  });
});

describe('compileSite', () => {
  it('refuses unknown element types, duplicate pages and a missing home page', async () => {
    const base = { id: 's', name: 'S', homePageId: 'h', cacheVersion: 1 };
    const page = (id: string, type = 'text') => ({
      id,
      path: id,
      title: id,
      sections: [{ title: 'x', children: [{ type, settings: {} }] }],
    });
    expect(() => compileSite({ ...base, pages: [page('h', 'nope')] }, { registry })).toThrow('Unknown element type "nope".');
    expect(() => compileSite({ ...base, pages: [page('h'), page('h')] })).toThrow('Duplicate page id "h".');
    expect(() => compileSite({ ...base, pages: [page('other')] })).toThrow('The home page "h" is not among the pages.');
  });
});
