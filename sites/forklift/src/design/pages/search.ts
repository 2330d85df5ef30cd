/** The search results page (`search?q=&brand=&series=&fuel=&system=&serial=`): the grouped results, filters above. */
import { f } from '@kit/runtime-react/authoring';
import type { ElementNode, PageNode } from '@kit/runtime-react/authoring';
import { searchResults } from '../../elements/search-results/builder';
import { portalPage, titled } from '../page';
import { band, eyebrow, h1, lead, sx } from '../ui';

const QUERY = '(globalContext.browser.query || {})';
const param = (name: string) => f(`String(${QUERY}.${name} || '')`);

export const SEARCH_PAGE_ID = 'search';

/** The node with styles added for phones. */
function onPhone(node: ElementNode, mobile: Record<string, string>): ElementNode {
  return { ...node, styles: sx(node.styles, { mobile }) };
}

export function searchPage(): PageNode {
  return portalPage({
    id: SEARCH_PAGE_ID,
    path: 'search',
    title: titled('Search error codes, part numbers and manuals'),
    description:
      'One search across every brand: exact error codes in any spelling, part numbers, and the manual pages that explain the fix.',
    keywords: 'forklift error code lookup, forklift part number search, forklift service manual search',
    jsonLd: { '@type': 'SearchResultsPage', name: 'LiftFix search' },
    sections: [
      {
        title: 'Search',
        // One search box, the top bar's (it holds the query here); on a phone the heading alone, so the first result
        // is on the first screen.
        children: [
          band(
            'ink',
            [
              onPhone(eyebrow('One search', 'var(--color-amber)'), { display: 'none' }),
              h1('Codes, part numbers and procedures', { mobile: { fontSize: '1.45rem', lineHeight: '1.2' } }),
              lead('Type a code as the display shows it, a part number, or what the truck does. Exact codes come first.', {
                mobile: { display: 'none' },
              }),
            ],
            { default: { padding: '36px 0' }, mobile: { padding: '14px 0 16px' } },
          ),
        ],
      },
      {
        title: 'Results',
        children: [
          band(
            'plain',
            [
              searchResults({
                query: param('q'),
                brand: param('brand'),
                series: param('series'),
                fuelType: param('fuel'),
                system: param('system'),
                serial: param('serial'),
              }),
            ],
            { mobile: { padding: '14px 0 36px' } },
          ),
        ],
      },
    ],
  });
}
