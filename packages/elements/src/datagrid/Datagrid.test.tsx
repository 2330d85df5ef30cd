// @vitest-environment happy-dom
/**
 * The datagrid as the server renders it: the renderer waits for its lazy chunk, and the grid (which only draws in a
 * browser) leaves a labelled, sized placeholder in the page's language, the same markup the first client render makes.
 */
import { describe, expect, it } from 'vitest';
import { createElementRegistry } from '@kit/runtime-react';
import { renderSitePage } from '@kit/runtime-react/server';
import { compileSite } from '@kit/runtime-react/authoring';
import { datagrid } from './builder';
import { datagridElement } from './definition';

const registry = createElementRegistry([datagridElement]);

function page(settings: Parameters<typeof datagrid>[0]) {
  const site = compileSite(
    {
      id: 'dg',
      name: 'Datagrid',
      homePageId: 'home',
      cacheVersion: 1,
      pages: [{ id: 'home', path: '', title: 'Home', sections: [{ title: 'Main', children: [datagrid(settings)] }] }],
    },
    { registry },
  );
  return renderSitePage({ design: site.design, pageData: site.pages.home!, registry, lang: 'en' });
}

describe('datagrid on the server', () => {
  it('renders a labelled placeholder 400px high by default, busy until the grid mounts', async () => {
    const { html } = await page({ uid: 'g1', rowData: [{ a: 1 }], columns: [{ field: 'a' }], ariaLabel: 'Parts' });
    expect(html).toContain(
      '<div data-uid="g1" class="ww-datagrid ww-e-g1" style="height:400px" role="region" aria-label="Parts" aria-busy="true">',
    );
    expect(html).toContain('<p class="ww-datagrid__placeholder" role="status">Loading...</p>');
  });

  it('says loading in the grid’s language, and leaves the height to the rows in auto layout', async () => {
    const { html } = await page({ uid: 'g2', rowData: [], columns: [], lang: 'fr', layout: 'auto', height: '300px' });
    expect(html).toContain('Chargement...');
    expect(html).toContain('<div data-uid="g2" class="ww-datagrid ww-e-g2" role="region" aria-label="Data table" aria-busy="true">');
  });
});
