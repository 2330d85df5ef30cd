/** Plain pages: terms and conditions, the no-access page (offers the purchase), and the 404 page. */
import { f } from '@kit/runtime-react/authoring';
import { flexbox } from '@kit/elements/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';
import { BRANDS } from '../brands';
import type { BrandInfo } from '../brands';
import { brandPlanCard, buyVariables, planCards } from '../buy';
import { portalPage, titled } from '../page';
import { PAGE, PRODUCT_NAME } from '../page-ids';
import { band, eyebrow, grid, h1, h2, lead, linkButton, para, row, stack, unbroken } from '../ui';

const TERMS: ReadonlyArray<readonly [string, string]> = [
  [
    'Your account',
    'You need an account to open the portals. Keep your password to yourself; an account is for one person. You may close it at any time from the dashboard.',
  ],
  [
    'What you may do with the content',
    'Manuals, diagrams and error-code entries are licensed for looking up and repairing trucks you service. Printing pages for a job is fine; republishing or bulk downloading is not.',
  ],
  [
    'Plans and payments',
    'Premium plans renew each month or year until you cancel; cancelling ends access at the end of the paid period. The 72-hour pass is paid once and ends 72 hours after payment. Prices include the taxes shown at checkout.',
  ],
  [
    'Diagnostics',
    'The diagnostic assistant quotes the manuals and cites its sources. It does not replace the maker’s safety procedures or your judgement: lock out the truck and follow the manual’s precautions.',
  ],
  [
    'Privacy',
    'We store your e-mail address, your purchases, bookmarks and diagnoses to run the service. We never sell them. Card details stay with the card processor.',
  ],
  [
    'About this site',
    `${PRODUCT_NAME} is built with Kit Builder, a no-code site builder: pages are data, rendered on the server and made interactive in the browser.`,
  ],
];

export function termsPage(): PageNode {
  return portalPage({
    id: PAGE.terms,
    path: PAGE.terms,
    title: titled('Terms and Conditions'),
    description: 'The terms for using LiftFix: accounts, licensed manual content, plans and payments, diagnostics and privacy.',
    keywords: 'LiftFix terms, forklift manuals license, subscription terms',
    jsonLd: { '@type': 'WebPage', name: 'LiftFix terms and conditions' },
    sections: [
      {
        title: 'Terms',
        children: [
          band('ink', [
            eyebrow('Legal', 'var(--color-amber)'),
            h1('Terms and conditions'),
            lead('Plain terms for a tool you use on the job. Last updated November 2026.'),
          ]),
        ],
      },
      ...TERMS.map(([heading, body], index) => ({
        title: heading,
        children: [
          band('plain', [stack([h2(heading), para(body)], undefined, '10px')], {
            // The last term keeps the room a band leaves before the footer.
            default: { padding: index === TERMS.length - 1 ? '28px 0 64px' : '28px 0' },
          }),
        ],
      })),
    ],
  });
}

/** The page the visitor was refused (the guard's `_source`), and whether it is a brand's premium portal. */
const REFUSED = "String((globalContext.browser.query || {})._source || '')";
const refusedBrand = (brand: BrandInfo) => `${REFUSED}.includes('/${brand.premiumPath}')`;
const REFUSED_ANY_BRAND = BRANDS.map(refusedBrand).join(' || ');
const SIGNED_IN = "variables['isAuthenticated']";

/**
 * The no-access page. Sent here from a premium portal (the guard passes the page as `_source`), it leads with that
 * brand's plan, then the plans covering every brand; reached otherwise, it offers those.
 */
export function upgradePage(): PageNode {
  return portalPage({
    id: PAGE.upgrade,
    path: 'upgrade',
    title: titled('Unlock the premium portal'),
    description: 'This portal is part of a premium plan. Choose a brand plan, All Brands Premium or the 72-hour pass to open it.',
    keywords: 'forklift premium manuals, upgrade, 72 hour pass',
    jsonLd: { '@type': 'WebPage', name: 'Unlock a premium portal' },
    variables: buyVariables,
    sections: [
      {
        title: 'No access yet',
        children: [
          band('ink', [
            eyebrow('Premium portal', 'var(--color-amber)'),
            h1('This portal needs a premium plan'),
            lead(
              f(
                `${SIGNED_IN} ? 'Your account does not hold the plan this page needs yet. Pick one below — access opens as soon as the payment is confirmed.' : 'Plans belong to an account: sign in, or create a free account, to buy one. Access opens as soon as the payment is confirmed.'`,
              ),
            ),
            // A member goes back to the dashboard; a visitor signs in (and comes back to the refused page) or signs up.
            flexbox({ direction: 'row', wrap: true, gap: '12px', alignItems: 'center', display: f(`${SIGNED_IN} ? 'flex' : 'none'`) }, [
              linkButton('Back to my dashboard', { kind: 'page', pageId: PAGE.dashboard }, 'ghost-light'),
            ]),
            flexbox({ direction: 'row', wrap: true, gap: '12px', alignItems: 'center', display: f(`${SIGNED_IN} ? 'none' : 'flex'`) }, [
              linkButton(
                'Sign in',
                f(`({ kind: 'path', path: '/?_source=' + encodeURIComponent(${REFUSED} || '/${PAGE.upgrade}') })`),
                'amber',
              ),
              linkButton('Create a free account', { kind: 'page', pageId: PAGE.signup }, 'ghost-light'),
            ]),
          ]),
        ],
      },
      ...BRANDS.map((brand) => ({
        title: `${brand.name} plan`,
        display: f(refusedBrand(brand)),
        children: [
          band(
            'tint',
            [
              h2(`Open the ${unbroken(brand.name)} premium portal`),
              grid('260px', [brandPlanCard(brand, PAGE.upgrade)], { default: { maxWidth: '420px' } }),
            ],
            { default: { paddingBottom: '0' } },
          ),
        ],
      })),
      {
        title: 'Plans',
        children: [
          band('tint', [
            h2(f(`(${REFUSED_ANY_BRAND}) ? 'Or open every brand' : 'Choose your plan'`)),
            planCards(PAGE.upgrade, undefined, false),
          ]),
        ],
      },
    ],
  });
}

export function notFoundPage(): PageNode {
  return portalPage({
    id: PAGE.notFound,
    name: '404',
    path: '404',
    title: titled('Page not found'),
    description: 'There is no page at this address. Find manuals, error codes and the brand portals from the home page.',
    keywords: 'LiftFix',
    sections: [
      {
        title: 'Not found',
        children: [
          band(
            'plain',
            [
              eyebrow('404'),
              h1('This page is not in the manual'),
              para('The address may be mistyped, or the page moved. Try the library or start from the home page.'),
              row([
                linkButton('Go to the home page', { kind: 'page', pageId: PAGE.login }),
                linkButton('Browse the library', { kind: 'page', pageId: PAGE.library }, 'ghost'),
              ]),
            ],
            { default: { padding: '96px 0' } },
          ),
        ],
      },
    ],
  });
}
