/**
 * `successful-purchase`: what was bought (from the checkout session), then — once the webhook has granted access,
 * which the page waits for — the way into the portal. Access is never granted by this page.
 */
import { f, setVariable, workflowGraph } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';
import { flexbox } from '@kit/elements/authoring';
import { BRANDS } from '../brands';
import { portalPage, titled } from '../page';
import { PAGE } from '../page-ids';
import { band, card, eyebrow, h1, h2, lead, linkButton, muted, notice, para } from '../ui';

const PURCHASE = 'purchase';
const STATE = 'purchase-state';
const ERROR = 'purchase-error';
/** Formula code: did the checkout send the visitor here (its session id in the URL)? */
const HAS_SESSION = '!!(globalContext.browser.query || {}).session_id';

/** Formula code: the portal path the purchase opens (one brand's premium portal, else the dashboard). */
const PORTAL_PATH = `(${JSON.stringify(Object.fromEntries(BRANDS.map((brand) => [`${brand.id}-premium`, `/${brand.premiumPath}`])))}[(variables['${PURCHASE}'].items || [])[0] ? variables['${PURCHASE}'].items[0].productId : ''] || '/dashboard')`;

export function successfulPurchasePage(): PageNode {
  return portalPage({
    id: PAGE.successfulPurchase,
    path: PAGE.successfulPurchase,
    title: titled('Payment received'),
    description: 'Thank you for your purchase. Your premium access opens as soon as the payment is confirmed.',
    keywords: 'LiftFix purchase, payment confirmation',
    jsonLd: { '@type': 'WebPage', name: 'LiftFix payment received' },
    variables: [
      { id: PURCHASE, name: PURCHASE, type: 'object' as const, defaultValue: {} },
      { id: STATE, name: STATE, type: 'string' as const, defaultValue: 'waiting' },
      { id: ERROR, name: ERROR, type: 'string' as const, defaultValue: '' },
    ],
    workflows: [
      workflowGraph(
        'read-purchase',
        'onload',
        {
          check: {
            type: 'if',
            value: f(HAS_SESSION),
            next: 'first',
            branches: [{ value: false, id: 'noSession' }],
          },
          noSession: { ...setVariable(STATE, 'missing'), next: 'stop' },
          stop: { type: 'return', value: null },
          first: {
            type: 'liftfix:purchase',
            sessionId: f('(globalContext.browser.query || {}).session_id'),
            waitForGrant: false,
            next: 'keepFirst',
          },
          keepFirst: { ...setVariable(PURCHASE, f("context.workflow['first'].result")), next: 'wait' },
          wait: {
            type: 'liftfix:purchase',
            sessionId: f('(globalContext.browser.query || {}).session_id'),
            waitForGrant: true,
            next: 'keep',
          },
          keep: { ...setVariable(PURCHASE, f("context.workflow['wait'].result")), next: 'state' },
          state: setVariable(STATE, f(`variables['${PURCHASE}'].fulfilled ? 'granted' : 'late'`)),
          failed: { ...setVariable(ERROR, f('context.workflow.error.message')), next: 'failedState' },
          failedState: setVariable(STATE, 'error'),
        },
        { start: 'check', onError: 'failed' },
      ),
    ],
    sections: [
      {
        title: 'Payment received',
        children: [
          band('ink', [
            eyebrow('Thank you', 'var(--color-amber)'),
            h1(f(`${HAS_SESSION} ? 'Payment received' : 'Purchase confirmation'`)),
            // Opened without a checkout session (a bookmark, a search result) the page claims no payment.
            lead(
              f(
                `${HAS_SESSION} ? 'We are confirming it with the card processor. Your access opens the moment it is confirmed — usually within a few seconds.' : 'After a checkout, this page shows what you bought and opens your portal once the payment is confirmed.'`,
              ),
            ),
          ]),
          band('plain', [
            card(
              [
                h2('Your purchase'),
                flexbox({ direction: 'column', gap: '6px', repeat: f(`variables['${PURCHASE}'].items || []`) }, [
                  para(
                    f(
                      "(context.item.data.productName || context.item.data.priceId) + (context.item.data.interval ? ' — billed every ' + context.item.data.interval : ' — paid once')",
                    ),
                  ),
                ]),
                muted(
                  f(
                    `variables['${PURCHASE}'].amountTotal ? 'Total: ' + (variables['${PURCHASE}'].amountTotal / 100).toFixed(2) + ' ' + String(variables['${PURCHASE}'].currency || '').toUpperCase() : ''`,
                  ),
                ),
                text(
                  'purchase-status',
                  f(
                    `variables['${STATE}'] === 'granted' ? 'Access granted. Your premium portal is open.' : variables['${STATE}'] === 'late' ? 'The confirmation is taking longer than usual. Your access opens as soon as it arrives — you can leave this page; the dashboard shows it.' : variables['${STATE}'] === 'missing' ? 'Open this page from the link at the end of the checkout. Your purchases are listed on the dashboard.' : variables['${STATE}'] === 'error' ? '' : 'Waiting for the payment confirmation…'`,
                  ),
                ),
                notice(ERROR),
                flexbox(
                  { direction: 'row', wrap: true, gap: '12px', display: f(`variables['${STATE}'] === 'granted' ? 'flex' : 'none'`) },
                  [
                    linkButton('Open the premium portal', f(`({ kind: 'path', path: ${PORTAL_PATH} })`) as never, 'primary'),
                    linkButton('Go to the dashboard', { kind: 'page', pageId: PAGE.dashboard }, 'ghost'),
                  ],
                ),
                flexbox(
                  { direction: 'row', wrap: true, gap: '12px', display: f(`variables['${STATE}'] === 'granted' ? 'none' : 'flex'`) },
                  [linkButton('Go to the dashboard', { kind: 'page', pageId: PAGE.dashboard }, 'ghost')],
                ),
              ],
              { default: { maxWidth: '720px' } },
            ),
          ]),
        ],
      },
    ],
  });
}

function text(uid: string, value: ReturnType<typeof f>) {
  return {
    type: 'text',
    uid,
    settings: { tag: 'p', text: value },
    styles: { default: { margin: '0', fontWeight: 700, fontSize: '1.05rem' } },
  };
}
