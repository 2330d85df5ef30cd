/**
 * The portal's chrome, as library components rendered on every page: the top bar (logo, main navigation, the compact
 * search box, theme switch, account links that follow the session) and the footer (site map, legal, the builder's branding link).
 */
import { f, node, workflow } from '@kit/runtime-react/authoring';
import type { ComponentNode, ElementNode } from '@kit/runtime-react/authoring';
import { button, flexbox, text } from '@kit/elements/authoring';
import { FLEET_PAGE } from '../elements/fleet-common/paths';
import { searchBox } from '../elements/search-box/builder';
import { BRANDS } from './brands';
import { PAGE, PRODUCT_NAME } from './page-ids';
import { container, linkButton, sx } from './ui';

/** The footer's rules on the ink background (its top edge and the line above the copyright): one colour. */
const INK_RULE = '1px solid rgba(255,255,255,0.18)';

export const HEADER_COMPONENT_ID = 'lf-header';
export const FOOTER_COMPONENT_ID = 'lf-footer';

export const MAIN_NAV: ReadonlyArray<{ pageId: string; label: string }> = [
  { pageId: PAGE.serviceManuals, label: 'Service manuals' },
  { pageId: PAGE.library, label: 'Library' },
  { pageId: PAGE.partsManuals, label: 'Parts' },
  { pageId: PAGE.aiHelp, label: 'AI diagnostics' },
  { pageId: PAGE.services, label: 'Pricing' },
];

const navLink = (label: string, pageId: string): ElementNode =>
  text({
    tag: 'div',
    text: label,
    link: { kind: 'page', pageId },
    styles: {
      default: {
        color: 'var(--color-on-ink) !important',
        fontWeight: 600,
        fontSize: '0.95rem',
        padding: '8px 2px',
        whiteSpace: 'nowrap',
        opacity: 0.92,
      },
      hover: { opacity: 1, textDecoration: 'underline' },
    },
  });

const logo = (): ElementNode =>
  text({
    tag: 'div',
    text: PRODUCT_NAME,
    link: { kind: 'page', pageId: PAGE.login },
    styles: {
      default: {
        fontWeight: 900,
        fontSize: '1.35rem',
        letterSpacing: '-0.03em',
        color: 'var(--color-on-ink) !important',
        paddingLeft: '30px',
        backgroundImage: 'linear-gradient(135deg, var(--color-amber) 0 50%, transparent 50%)',
        backgroundSize: '22px 22px',
        backgroundRepeat: 'no-repeat',
        backgroundPosition: 'left center',
        whiteSpace: 'nowrap',
      },
    },
  });

const themeToggle = (): ElementNode =>
  button({
    text: f("globalContext.browser.theme === 'dark' ? 'Light' : 'Dark'"),
    ariaLabel: f("globalContext.browser.theme === 'dark' ? 'Switch to the light theme' : 'Switch to the dark theme'"),
    hasLeftIcon: true,
    leftIcon: f("globalContext.browser.theme === 'dark' ? 'sun' : 'moon'"),
    workflows: [
      workflow('toggle-theme', 'click', [{ type: 'change-theme', theme: f("globalContext.browser.theme === 'dark' ? 'light' : 'dark'") }]),
    ],
    styles: {
      default: {
        backgroundColor: 'transparent',
        color: 'var(--color-on-ink)',
        border: '1px solid rgba(255,255,255,0.3)',
        minHeight: '38px',
        borderRadius: '10px',
        padding: '0 12px',
        fontWeight: 600,
      },
    },
  });

/** Formula code: a query parameter of the results page (`search`), '' on every other page. */
function onSearchPage(name: string): string {
  return `globalContext.page && globalContext.page.id === 'search' ? String((globalContext.browser.query || {}).${name} || '') : ''`;
}

export const headerComponent: ComponentNode = {
  id: HEADER_COMPONENT_ID,
  name: 'Top bar',
  root: flexbox(
    {
      tag: 'header',
      direction: 'column',
      gap: '0',
      styles: {
        default: {
          backgroundColor: 'var(--color-ink)',
          color: 'var(--color-on-ink)',
          width: '100%',
          borderBottom: '3px solid var(--color-amber)',
        },
      },
    },
    [
      container(
        [
          logo(),
          flexbox(
            {
              tag: 'nav',
              ariaLabel: 'Main',
              direction: 'row',
              gap: '22px',
              alignItems: 'center',
              styles: {
                default: { overflowX: 'auto', flex: '1 1 auto', minWidth: '0' },
                tablet: { order: 3, flex: '1 1 100%', gap: '18px' },
                // On a phone the links scroll sideways: the fading edge says there is more than "AI d…".
                mobile: {
                  maskImage: 'linear-gradient(to right, #000 calc(100% - 40px), transparent)',
                  paddingRight: '32px',
                },
              },
            },
            // Fleet pages are for signed-in members; a visitor following it signs in first (and lands there).
            [...MAIN_NAV.map(({ pageId, label }) => navLink(label, pageId)), navLink('Fleet', FLEET_PAGE.dashboard)],
          ),
          // The one search box on every page (issue 20): codes, part numbers and procedures across every brand, on its
          // own row under the navigation (beside it, the navigation would have to scroll at 1366 px).
          flexbox({ direction: 'row', gap: '0', styles: { default: { order: 4, flex: '1 1 100%', padding: '0 0 10px' } } }, [
            searchBox({
              compact: true,
              // On the results page it holds the query (the page has no box of its own).
              value: f(onSearchPage('q')),
              brand: f(onSearchPage('brand')),
              // Fits a phone's field whole (at 390 px 'Code, part number or symptom' was cut at "symp").
              placeholder: 'Code, part no. or symptom',
              // On a tablet the box spans its row like the navigation above it (its 720 px cap left a ragged gap).
              styles: { tablet: { maxWidth: 'none !important' } },
            }),
          ]),
          flexbox(
            {
              direction: 'row',
              gap: '10px',
              alignItems: 'center',
              styles: { default: { flex: '0 0 auto' }, tablet: { order: 2, marginLeft: 'auto' }, mobile: { gap: '8px' } },
            },
            [
              themeToggle(),
              // Visitors are sent to sign in with `_source`, and land on the dashboard afterwards.
              linkButton(f("variables['isAuthenticated'] ? 'Dashboard' : 'Sign in'"), { kind: 'page', pageId: PAGE.dashboard }, 'amber', {
                default: { minHeight: '38px' },
                // Logo, theme and this button on one row at 390 px (with the default padding "Dashboard" wrapped).
                mobile: { padding: '0 12px' },
              }),
            ],
          ),
        ],
        sx({
          default: {
            flexDirection: 'row !important',
            flexWrap: 'wrap',
            alignItems: 'center !important',
            minHeight: '64px',
            columnGap: '28px',
            rowGap: '0',
            paddingTop: '12px',
          },
          tablet: { padding: '10px 20px 0', columnGap: '16px' },
          mobile: { padding: '10px 16px 0' },
        }),
      ),
    ],
  ),
};

export const footerComponent: ComponentNode = {
  id: FOOTER_COMPONENT_ID,
  name: 'Footer',
  root: flexbox(
    {
      tag: 'footer',
      direction: 'column',
      gap: '0',
      styles: {
        default: {
          backgroundColor: 'var(--color-ink)',
          color: 'var(--color-on-ink)',
          padding: '44px 0 28px',
          marginTop: '0',
          // Pages ending on an ink band (sign-in, sign-up, early access) would run into the footer without it.
          borderTop: INK_RULE,
        },
      },
    },
    [
      container([
        flexbox(
          { display: 'grid', gap: '28px', styles: { default: { gridTemplateColumns: 'repeat(auto-fit, minmax(min(200px, 100%), 1fr))' } } },
          [
            flexbox({ direction: 'column', gap: '8px' }, [
              text({ tag: 'p', text: PRODUCT_NAME, styles: { default: { fontWeight: 900, fontSize: '1.2rem', margin: '0' } } }),
              text({
                tag: 'p',
                text: 'Service, parts and wiring manuals with error-code troubleshooting for five forklift brands.',
                styles: { default: { margin: '0', opacity: 0.85, fontSize: '0.92rem' } },
              }),
            ]),
            flexbox({ tag: 'nav', ariaLabel: 'Brand portals', direction: 'column', gap: '6px' }, [
              text({ tag: 'p', text: 'Brand portals', styles: { default: { fontWeight: 700, margin: '0 0 4px' } } }),
              ...BRANDS.map((brand) => footLink(`${brand.name} free portal`, brand.freePath)),
            ]),
            flexbox({ tag: 'nav', ariaLabel: 'Library', direction: 'column', gap: '6px' }, [
              text({ tag: 'p', text: 'Library', styles: { default: { fontWeight: 700, margin: '0 0 4px' } } }),
              ...MAIN_NAV.map(({ pageId, label }) => footLink(label, pageId)),
            ]),
            flexbox({ tag: 'nav', ariaLabel: 'Account', direction: 'column', gap: '6px' }, [
              text({ tag: 'p', text: 'Account', styles: { default: { fontWeight: 700, margin: '0 0 4px' } } }),
              footLink('Sign in', PAGE.login),
              footLink('Create an account', PAGE.signup),
              footLink('Dashboard', PAGE.dashboard),
              footLink('Terms and conditions', PAGE.terms),
            ]),
          ],
        ),
        flexbox(
          {
            direction: 'row',
            wrap: true,
            gap: '16px',
            justifyContent: 'space-between',
            styles: {
              default: { borderTop: INK_RULE, paddingTop: '18px', marginTop: '8px', fontSize: '0.85rem' },
            },
          },
          [
            text({
              tag: 'p',
              text: f("'© ' + 2026 + ' LiftFix. Brand names identify the trucks the manuals cover.'"),
              styles: { default: { margin: '0', opacity: 0.8 } },
            }),
            // The builder's branding link (seed 000 §1): on every page, once.
            text({
              tag: 'div',
              uid: 'made-with',
              text: 'Made with Kit Builder',
              link: { kind: 'page', pageId: PAGE.terms, section: 'About this site' },
              styles: { default: { color: 'var(--color-on-ink) !important', opacity: 0.85, textDecoration: 'underline !important' } },
            }),
          ],
        ),
      ]),
    ],
  ),
};

function footLink(label: string, pageId: string): ElementNode {
  return text({
    tag: 'div',
    text: label,
    link: { kind: 'page', pageId },
    styles: {
      default: { color: 'var(--color-on-ink) !important', opacity: 0.88, fontSize: '0.92rem' },
      hover: { opacity: 1, textDecoration: 'underline' },
    },
  });
}

export function siteHeader(): ElementNode {
  return node('library-component', { componentId: HEADER_COMPONENT_ID }, {});
}

export function siteFooter(): ElementNode {
  return node('library-component', { componentId: FOOTER_COMPONENT_ID }, {});
}
