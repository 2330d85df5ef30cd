/**
 * The manual viewer page (`manual?manual=ID&page=N&part=P`): the manual opened at the page, page by page from byte
 * ranges; with a part number, its row on that page highlighted and scrolled to.
 */
import { f } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';
import { manualViewer } from '../../elements/manual-viewer/builder';
import { portalPage, titled } from '../page';
import { PAGE } from '../page-ids';
import { band } from '../ui';

const QUERY = '(globalContext.browser.query || {})';

export const MANUAL_PAGE_ID = 'manual';

export function manualPage(): PageNode {
  return portalPage({
    id: MANUAL_PAGE_ID,
    path: 'manual',
    title: titled('Manual viewer'),
    description:
      'Read service, parts and wiring manuals page by page on any device: search inside, bookmark with notes, print the pages you need.',
    keywords: 'forklift service manual viewer, forklift wiring diagram, forklift parts manual',
    jsonLd: { '@type': 'WebPage', name: 'LiftFix manual viewer' },
    sections: [
      {
        title: 'Manual',
        children: [
          band(
            'plain',
            [
              manualViewer({
                manualId: f(`String(${QUERY}.manual || '')`),
                page: f(`String(${QUERY}.page || '1')`),
                part: f(`String(${QUERY}.part || '')`),
                signInPath: `/`,
                upgradePath: `/${PAGE.upgrade}`,
              }),
            ],
            { default: { padding: '16px 0 24px' }, mobile: { padding: '0' } },
          ),
        ],
      },
    ],
  });
}
