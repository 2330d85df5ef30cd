/**
 * Buying access: buttons running the Stripe plugin's checkout (sandbox unless a real key is configured), back to
 * `successful-purchase` (with the session id) or, when cancelled, to the page the visitor came from; plan cards.
 */
import { f, setVariable, workflowGraph } from '@kit/runtime-react/authoring';
import type { ElementNode } from '@kit/runtime-react/authoring';
import { ALL_BRANDS_PRICES, BRANDS } from './brands';
import type { BrandInfo } from './brands';
import { PAGE } from './page-ids';
import { actionButton, card, grid, h3, muted, notice, pageLink, para, pill, stack, unbroken } from './ui';
import type { ButtonLook } from './ui';

export const BUY_ERROR = 'buy-error';
export const BUY_BUSY = 'buy-busy';

export const buyVariables = [
  { id: BUY_ERROR, name: BUY_ERROR, type: 'string' as const, defaultValue: '' },
  { id: BUY_BUSY, name: BUY_BUSY, type: 'string' as const, defaultValue: '' },
];

/** A checkout button: subscriptions for plans, a one-off payment for the 72-hour pass. */
export function buyButton(label: string, priceId: string, cancelPage: string, look: ButtonLook = 'primary', uid?: string): ElementNode {
  const mode = priceId === ALL_BRANDS_PRICES.pass ? 'payment' : 'subscription';
  return actionButton(
    f(`variables['${BUY_BUSY}'] === '${priceId}' ? 'Opening checkout…' : '${label}'`),
    [
      workflowGraph(
        `buy-${priceId}`,
        'click',
        {
          clear: { ...setVariable(BUY_ERROR, ''), next: 'busy' },
          busy: { ...setVariable(BUY_BUSY, priceId), next: 'checkout' },
          checkout: {
            type: 'stripe:checkout',
            mode,
            prices: [priceId],
            paymentMethods: ['card'],
            successPage: PAGE.successfulPurchase,
            cancelPage,
          },
          failed: {
            ...setVariable(BUY_ERROR, f("context.workflow.error.message || 'The checkout could not start. Please try again.'")),
            next: 'idle',
          },
          idle: setVariable(BUY_BUSY, ''),
        },
        { start: 'clear', onError: 'failed' },
      ),
    ],
    look,
    {
      ...(uid === undefined ? {} : { uid }),
      disabled: f(`variables['${BUY_BUSY}'] !== ''`),
      styles: { default: { width: '100%', whiteSpace: 'normal', textAlign: 'center', padding: '10px 16px' } },
    },
  );
}

/** A card's buttons or links, kept at its foot so they line up across a row of cards of unequal text. */
function actions(children: ElementNode[]): ElementNode {
  return stack(children, { default: { marginTop: 'auto' } }, '8px');
}

/** One brand's plan: monthly or yearly. */
export function brandPlanCard(brand: BrandInfo, cancelPage: string): ElementNode {
  return card(
    [
      pill(`${brand.name} only`),
      h3(`${brand.name} Premium`),
      para('$39 a month or $390 a year. Every service, parts and wiring manual and every error code of the brand, with the AI assistant.'),
      actions([
        buyButton(`Subscribe monthly — $39`, brand.monthlyPriceId, cancelPage, 'primary', `buy-${brand.id}-monthly`),
        buyButton('Yearly — $390 (2 months free)', brand.yearlyPriceId, cancelPage, 'ghost'),
      ]),
    ],
    { default: { borderTop: `4px solid var(--color-brand-${brand.id})` } },
  );
}

/**
 * One brand's plan when the page has no brand: a link to each premium portal, whose guard offers that brand's plan
 * (after signing in, for a visitor).
 */
function brandChoiceCard(): ElementNode {
  return card([
    pill('One brand'),
    h3('Brand Premium'),
    para('$39 a month or $390 a year. One brand’s service, parts and wiring manuals and every error code, with the AI assistant.'),
    // The arrow stays with its words (at 800 px "C-Monarch Premium" / "→" broke in two lines).
    actions(BRANDS.map((entry) => pageLink(`${unbroken(entry.name)} Premium\u00a0→`, entry.premiumPath))),
  ]);
}

/**
 * The three ways to buy one brand or all of them: `brand`'s plan, or (`brandChoice`) the card leading to each brand's
 * plan; the upgrade page shows the refused brand's plan in its own section and leaves the choice out.
 */
export function planCards(cancelPage: string, brand?: BrandInfo, brandChoice = true): ElementNode {
  const cards: ElementNode[] = [];
  if (brand) cards.push(brandPlanCard(brand, cancelPage));
  else if (brandChoice) cards.push(brandChoiceCard());
  const threeCards = cards.length === 1;
  cards.push(
    card([
      pill('Best value'),
      h3('All Brands Premium'),
      para('$149 a month or $1,490 a year. The complete library of all five brands for a mixed fleet.'),
      actions([
        buyButton('Subscribe monthly — $149', ALL_BRANDS_PRICES.monthly, cancelPage, brand ? 'ghost' : 'primary', 'buy-all-monthly'),
        buyButton('Yearly — $1,490', ALL_BRANDS_PRICES.yearly, cancelPage, 'ghost'),
      ]),
    ]),
    card(
      [
        pill('One job'),
        h3('72-Hour Pass'),
        para('$19 once. Every brand’s full library for 72 hours — for the one truck in front of you. No subscription.'),
        actions([buyButton('Buy the 72-hour pass — $19', ALL_BRANDS_PRICES.pass, cancelPage, 'amber', 'buy-pass')]),
      ],
      // Three cards on a tablet: the pass spans the row under the other two.
      threeCards ? { tablet: { gridColumn: '1 / -1' } } : undefined,
    ),
  );
  return stack(
    [
      // One row of equal cards on a desktop (a phone stacks them). Three cards in a tablet's row are ~220 px wide and
      // wrapped every button label, so a tablet shows two columns with the pass across the row under them.
      grid('260px', cards, {
        default: { gridTemplateColumns: `repeat(${cards.length}, minmax(0, 1fr))` },
        tablet: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        mobile: { gridTemplateColumns: 'minmax(0, 1fr)' },
      }),
      notice(BUY_ERROR, 'danger', 'buy-error-text'),
      muted('Payments are handled by our card processor. Cancel or change your card any time from the dashboard.'),
    ],
    undefined,
    '12px',
  );
}
