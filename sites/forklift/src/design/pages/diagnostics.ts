/** The diagnostics page (`diagnostics?brand=&code=`): the diagnostic chat, answers cited to the manual pages. */
import { f } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';
import { diagnosticChat } from '../../elements/diagnostic-chat/builder';
import { portalPage, titled } from '../page';
import { ROLE_IDS } from '../brands';
import { PAGE } from '../page-ids';
import { band, eyebrow, h1, lead } from '../ui';

const QUERY = '(globalContext.browser.query || {})';

export const DIAGNOSTICS_PAGE_ID = 'diagnostics';

export function diagnosticsPage(): PageNode {
  return portalPage({
    id: DIAGNOSTICS_PAGE_ID,
    path: 'diagnostics',
    title: titled('AI diagnostics: error codes and symptoms'),
    description:
      'Type the error code or describe what the forklift does: likely causes, checks with expected values and the fix, each cited to the manual page that says so.',
    keywords: 'forklift error code diagnosis, forklift troubleshooting assistant, forklift fault code causes',
    jsonLd: { '@type': 'WebApplication', name: 'LiftFix diagnostics', applicationCategory: 'BusinessApplication' },
    pageUserGroups: [{ id: 'freemium', roles: [ROLE_IDS.freemium] }],
    sections: [
      {
        title: 'Diagnostics',
        children: [
          band('ink', [
            eyebrow('AI diagnostics', 'var(--color-amber)'),
            h1('What is the truck telling you?'),
            lead(
              'Enter the code from the display or describe the symptom. Every cause, check and fix links to the manual page it comes from.',
            ),
          ]),
        ],
      },
      {
        title: 'Assistant',
        children: [
          band('plain', [
            diagnosticChat({
              brand: f(`String(${QUERY}.brand || '')`),
              code: f(`String(${QUERY}.code || '')`),
              viewerPath: '/manual',
              loginPath: `/${PAGE.login}`,
              truck: f(`String(${QUERY}.truck || '')`),
            }),
          ]),
        ],
      },
    ],
  });
}
