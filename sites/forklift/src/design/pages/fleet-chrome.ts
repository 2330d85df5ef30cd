/**
 * What every fleet page shares: the dark header band (eyebrow, title, one line) with the fleet's own navigation —
 * Fleet dashboard, Trucks, Team; the current page is plain text, the others links — and the page wrapper
 * (signed-in pages, guarded like the dashboard; the content is one fleet element).
 */
import { text } from '@kit/elements/authoring';
import type { ElementNode, PageNode } from '@kit/runtime-react/authoring';
import { FLEET_PAGE } from '../../elements/fleet-common/paths';
import { WORK_ORDER_PAGE } from '../../elements/work-orders/paths';
import { ROLE_IDS } from '../brands';
import { portalPage, titled } from '../page';
import { band, eyebrow, h1, lead, row } from '../ui';

type FleetPageId = (typeof FLEET_PAGE)[keyof typeof FLEET_PAGE] | (typeof WORK_ORDER_PAGE)[keyof typeof WORK_ORDER_PAGE];

const NAV: ReadonlyArray<readonly [FleetPageId, string]> = [
  [FLEET_PAGE.dashboard, 'Fleet dashboard'],
  [FLEET_PAGE.trucks, 'Trucks'],
  [WORK_ORDER_PAGE.board, 'Work orders'],
  [FLEET_PAGE.team, 'Team'],
];

const TAB = { fontWeight: 700, padding: '10px 2px', borderBottom: '3px solid transparent', whiteSpace: 'nowrap', fontSize: '0.98rem' };

function fleetNav(current: FleetPageId | undefined): ElementNode {
  return row(
    NAV.map(([pageId, label]) =>
      pageId === current
        ? text({
            tag: 'div',
            text: label,
            styles: { default: { ...TAB, color: 'var(--color-on-ink)', borderBottomColor: 'var(--color-amber)' } },
          })
        : text({
            tag: 'div',
            text: label,
            link: { kind: 'page', pageId },
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

export interface FleetPageInput {
  id: FleetPageId;
  path: string;
  title: string;
  description: string;
  /** The page's h1; none when the content names the page itself (the truck page's h1 is the truck). */
  heading?: string;
  intro: string;
  content: ElementNode;
  /** The page's place in the fleet navigation (the invitation page has none). */
  current?: FleetPageId;
  /** Open to visitors (the invitation page: it says what the invitation is before sign-in). */
  open?: boolean;
}

export function fleetPage(input: FleetPageInput): PageNode {
  return portalPage({
    id: input.id,
    path: input.path,
    title: titled(input.title),
    description: input.description,
    keywords: 'forklift fleet management, forklift fault history, forklift maintenance schedule, forklift serial number manuals',
    jsonLd: { '@type': 'WebPage', name: `LiftFix ${input.title}` },
    ...(input.open ? {} : { pageUserGroups: [{ id: 'freemium', roles: [ROLE_IDS.freemium] }] }),
    sections: [
      {
        title: 'Fleet',
        children: [
          band(
            'ink',
            [
              eyebrow('Fleet', 'var(--color-amber)'),
              ...(input.heading === undefined
                ? []
                : [h1(input.heading, { default: { maxWidth: '28ch', fontSize: 'clamp(1.9rem, 3.4vw, 2.6rem)' } })]),
              lead(input.intro, { default: { fontSize: '1.08rem' } }),
              ...(input.open ? [] : [fleetNav(input.current)]),
            ],
            // Without the tabs (the invitation page) the band needs its own bottom padding.
            input.open
              ? { default: { padding: '32px 0 36px' }, mobile: { padding: '22px 0 26px' } }
              : { default: { padding: '32px 0 10px' }, mobile: { padding: '22px 0 6px' } },
            { default: { gap: '10px' } },
          ),
        ],
      },
      {
        title: 'Fleet content',
        children: [band('plain', [input.content], { default: { padding: '28px 0 56px' }, mobile: { padding: '18px 0 40px' } })],
      },
    ],
  });
}
