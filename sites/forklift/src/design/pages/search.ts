/** The search results page (`search?q=&brand=&series=&fuel=&system=&serial=`): the search box and the grouped results. */
import { f } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';
import { searchBox } from '../../elements/search-box/builder';
import { searchResults } from '../../elements/search-results/builder';
import { portalPage, titled } from '../page';
import { band, eyebrow, h1, lead } from '../ui';

const QUERY = '(globalContext.browser.query || {})';
const param = (name: string) => f(`String(${QUERY}.${name} || '')`);

export const SEARCH_PAGE_ID = 'search';

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
        children: [
          band('ink', [
            eyebrow('One search', 'var(--color-amber)'),
            h1('Codes, part numbers and procedures'),
            lead('Type a code as the display shows it, a part number, or what the truck does. Exact codes come first.'),
            searchBox({ value: param('q'), brand: param('brand') }),
          ]),
        ],
      },
      {
        title: 'Results',
        children: [
          band('plain', [
            searchResults({
              query: param('q'),
              brand: param('brand'),
              series: param('series'),
              fuelType: param('fuel'),
              system: param('system'),
              serial: param('serial'),
            }),
          ]),
        ],
      },
    ],
  });
}
