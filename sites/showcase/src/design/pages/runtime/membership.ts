/**
 * Membership: a payment taken in the page with the library's payment element. The page (signed-in visitors) creates
 * a payment intent for the membership price on load; the element pays it (the local sandbox's card form, or Stripe's
 * Payment Element with a real account). The payment webhook grants the member role (the catalogue links the
 * membership product to it); on success the page re-reads the visitor's roles until the role is there, then opens
 * the members page.
 */
import { button, f, setVariable, text, workflow, workflowGraph } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';
import { paymentElement } from '@kit/elements/authoring';
import { MEMBER_ROLE_ID } from '../../plugins';
import { siteNav } from '../nav';
import { MEMBERS_PAGE_ID } from './account';

export const MEMBERSHIP_PAGE_ID = 'membership';
/** The catalogue's price of the membership (showcase migration 0002): 9.00 EUR, 30 days, the member role. */
export const MEMBERSHIP_PRICE_ID = 'price_showcase_membership';
const INTENT = 'membership-intent';
const MESSAGE = 'membership-message';
const CHECKS = 'membership-checks';
/** Stripe's `redirect_status`, read from the URL when the page is built: set when coming back from an authentication. */
const RETURN_STATUS = 'membership-return-status';

const isMember = `(variables['user'].roles || []).some(r => (r && r.id ? r.id : r) === '${MEMBER_ROLE_ID}')`;
/**
 * Back from the bank's authentication, the payment element reports how the payment ended and the success workflow
 * opens the members page: it stays on the page even when the webhook has already granted the role (hiding it would
 * unmount the element while it reads the intent, and the visitor would stay here).
 */
const returning = `variables['${RETURN_STATUS}'] !== ''`;

export const membershipPage: PageNode = {
  id: MEMBERSHIP_PAGE_ID,
  path: 'membership',
  title: 'Membership — pay in the page',
  meta: { desc: 'Buy the showcase membership with the payment element; the payment webhook grants the member role.' },
  // Any signed-in visitor (a first group without roles): the payment is made for the signed-in account.
  pageUserGroups: [{ id: 'signed-in', roles: [] }],
  variables: [
    { id: INTENT, name: 'Payment intent', type: 'object', defaultValue: null },
    { id: MESSAGE, name: 'Membership message', type: 'string', defaultValue: '' },
    { id: CHECKS, name: 'Role checks', type: 'number', defaultValue: 0 },
    { id: RETURN_STATUS, name: 'redirect_status', type: 'query', defaultValue: '' },
  ],
  workflows: [
    workflowGraph(
      'create-membership-intent',
      'onload',
      {
        member: { type: 'if', value: f(isMember), branches: [{ value: false, id: 'create' }] },
        create: {
          type: 'stripe:create-payment-intent',
          prices: [MEMBERSHIP_PRICE_ID],
          paymentMethods: ['card'],
          next: 'keep',
        },
        keep: setVariable(INTENT, f("context.workflow['create'].result")),
        failed: setVariable(MESSAGE, f("'The payment could not be prepared: ' + context.workflow.error.message")),
      },
      { start: 'member', onError: 'failed' },
    ),
  ],
  sections: [
    { title: 'Navigation', children: [siteNav()] },
    {
      title: 'Membership',
      children: [
        text({ tag: 'h1', text: 'Showcase membership' }),
        text({
          text: 'Thirty days of the member guides and downloads for 9.00 EUR, paid in this page. The payment webhook grants the member role.',
        }),
      ],
    },
    {
      title: 'Payment',
      display: f(`!(${isMember}) || ${returning}`),
      children: [
        text({
          uid: 'membership-cards',
          text: 'Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks for authentication. Any future date and any CVC.',
          styles: { default: { color: 'var(--color-muted)' } },
        }),
        paymentElement({
          uid: 'membership-payment',
          clientSecret: f(`variables['${INTENT}'] ? variables['${INTENT}'].client_secret : ''`),
          buttonText: 'Pay 9.00 EUR',
          successText: 'Payment received. Activating your membership…',
          workflows: [
            workflowGraph(
              'membership-paid',
              'success',
              {
                reset: { ...setVariable(CHECKS, 0), next: 'poll' },
                // The webhook grants the role a moment after the payment: read the roles again until it is there.
                poll: { type: 'while-loop', value: f(`!(${isMember}) && variables['${CHECKS}'] < 40`), loop: 'pause', next: 'done' },
                pause: { type: 'wait', value: 250, next: 'refresh' },
                refresh: { type: 'supabase:fetch-user', next: 'count' },
                count: setVariable(CHECKS, f(`variables['${CHECKS}'] + 1`)),
                done: {
                  type: 'if',
                  value: f(isMember),
                  branches: [
                    { value: true, id: 'open' },
                    { value: false, id: 'late' },
                  ],
                },
                open: { type: 'change-page', pageId: MEMBERS_PAGE_ID },
                late: setVariable(MESSAGE, 'Payment received. Your membership will be active in a moment; reload this page to check.'),
              },
              { start: 'reset' },
            ),
            workflow('membership-declined', 'error', [setVariable(MESSAGE, f("'Error event: ' + (event.error.code || 'error')"))]),
          ],
        }),
        text({ uid: 'membership-message-text', text: f(`variables['${MESSAGE}']`) }),
      ],
    },
    {
      title: 'Member',
      display: f(`${isMember} && !(${returning})`),
      children: [
        text({ uid: 'membership-state', text: 'Your membership is active.' }),
        button({
          uid: 'membership-members',
          text: 'Open the members page',
          workflows: [workflow('open-members', 'click', [{ type: 'change-page', pageId: MEMBERS_PAGE_ID }])],
        }),
      ],
    },
  ],
};
