/**
 * The operator console (issue 36, ARCHITECTURE §7): `/admin` and its seven pages — manuals, codes, brands, members,
 * sales, insights, audit. Each is the console's dark band with its navigation and one console element; every page is
 * guarded by the `admin` role on the server (a visitor is sent to sign in with `_source`, a member without the role to
 * the forbidden page), and the element's every read and write goes through the API under the admin's own token.
 */
import { f } from '@kit/runtime-react/authoring';
import { text } from '@kit/elements/authoring';
import type { ElementNode, PageNode } from '@kit/runtime-react/authoring';
import { adminConsole } from '../../elements/admin-console/builder';
import { ADMIN_LABEL, ADMIN_PAGE, ADMIN_PATH, ADMIN_VIEWS, type AdminView } from '../../elements/admin-console/paths';
import { ROLE_IDS } from '../brands';
import { portalPage, titled } from '../page';
import { band, eyebrow, h1, lead, row } from '../ui';

const TAB = { fontWeight: 700, padding: '10px 2px', borderBottom: '3px solid transparent', whiteSpace: 'nowrap', fontSize: '0.98rem' };

const PAGES: Record<AdminView, { title: string; intro: string; description: string }> = {
  overview: {
    title: 'Operator console',
    intro: 'What waits for you today: codes to review, imports running, searches that found nothing.',
    description: 'The LiftFix operator console: run the portal from the browser.',
  },
  manuals: {
    title: 'Manuals',
    intro: 'Every manual in the library by title, brand, kind and tier, and the import jobs that brought them in.',
    description: 'The library’s manuals and their import jobs.',
  },
  codes: {
    title: 'Code review',
    intro: 'Codes read out of the manuals, beside the page they came from: correct, approve or reject.',
    description: 'The review queue of extracted fault codes.',
  },
  brands: {
    title: 'Brands',
    intro: 'Each brand’s code format, tested against its example, and its series.',
    description: 'Brands, their code formats and series.',
  },
  members: {
    title: 'Members',
    intro: 'Find a member by e-mail: their roles, plans and diagnoses; grant or revoke access with a reason.',
    description: 'Members, their roles and entitlements.',
  },
  sales: {
    title: 'Sales',
    intro: 'Plans bought per day, and how many of them still give access, from the payments tables.',
    description: 'Purchases per day and plan from the payments tables.',
  },
  insights: {
    title: 'Insights',
    intro: 'The content team’s to-do list: what people searched for and did not find, and where diagnosis could not help.',
    description: 'Searches that found nothing, refused and unhelpful diagnoses, early-access sign-ups.',
  },
  audit: {
    title: 'Audit log',
    intro: 'Every write an operator made: who, when, what, before and after, and why.',
    description: 'The operator console’s audit log.',
  },
};

function adminNav(current: AdminView): ElementNode {
  return row(
    ADMIN_VIEWS.map((view) =>
      view === current
        ? text({
            tag: 'div',
            text: ADMIN_LABEL[view],
            styles: { default: { ...TAB, color: 'var(--color-on-ink)', borderBottomColor: 'var(--color-amber)' } },
          })
        : text({
            tag: 'div',
            text: ADMIN_LABEL[view],
            link: { kind: 'page', pageId: ADMIN_PAGE[view] },
            styles: {
              default: { ...TAB, color: 'var(--color-on-ink) !important', opacity: 0.82 },
              hover: { opacity: 1, borderBottomColor: 'rgba(255,255,255,0.45)' },
            },
          }),
    ),
    // One line on a phone too (scrolls sideways rather than wrapping).
    {
      default: { marginTop: '6px', columnGap: '22px', rowGap: '0', flexWrap: 'nowrap !important', overflowX: 'auto' },
      mobile: { columnGap: '18px' },
    },
    '22px',
  );
}

function adminPage(view: AdminView): PageNode {
  const page = PAGES[view];
  return portalPage({
    id: ADMIN_PAGE[view],
    path: ADMIN_PATH[view],
    title: titled(page.title),
    description: page.description,
    keywords: 'forklift portal operator console',
    pageUserGroups: [{ id: 'admin', roles: [ROLE_IDS.admin] }],
    sections: [
      {
        title: 'Console',
        children: [
          band(
            'ink',
            [
              eyebrow('Operator console', 'var(--color-amber)'),
              h1(page.title, { default: { maxWidth: '28ch', fontSize: 'clamp(1.9rem, 3.4vw, 2.6rem)' } }),
              lead(page.intro, { default: { fontSize: '1.08rem' } }),
              adminNav(view),
            ],
            { default: { padding: '32px 0 10px' }, mobile: { padding: '22px 0 6px' } },
            { default: { gap: '10px' } },
          ),
        ],
      },
      {
        title: 'Console content',
        children: [
          band('plain', [adminConsole({ view, query: f(`String((globalContext.browser.query || {}).q || '')`) })], {
            default: { padding: '28px 0 56px' },
            mobile: { padding: '18px 0 40px' },
          }),
        ],
      },
    ],
  });
}

export function adminPages(): PageNode[] {
  return ADMIN_VIEWS.map(adminPage);
}
