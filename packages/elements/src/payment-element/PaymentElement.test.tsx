// @vitest-environment happy-dom
/**
 * The payment element rendered, hydrated and driven with the real Stripe plugin installed in the page's runtime.
 * Sandbox: the plugin's sandbox client talks to the sandbox's browser API, answered here as the server answers
 * (recorded, so the test sees what the element sent); the real thing runs in e2e/runtime-payment.e2e.ts. Stripe:
 * Stripe.js is the outside world, a stand-in answers as it does (as in the plugin's own tests).
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { STRIPE_ACTIONS, createStripePlugin } from '@kit/plugin-stripe';
import type { PaymentClient } from '@kit/plugin-stripe';
import { f, setVariable, text, workflow } from '@kit/runtime-react/authoring';
import { renderFormSite, settle, typeInto } from '../forms/test-site';
import type { FormTestSite } from '../forms/test-site';
import { paymentElement } from './builder';
import { paymentElementDefinition } from './definition';

let site: FormTestSite | undefined;
afterEach(() => {
  site?.unmount();
  site = undefined;
  window.history.replaceState(null, '', '/');
});

const SECRET = 'pi_1_secret_abc';
const intent = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 'pi_1',
  object: 'payment_intent',
  amount: 900,
  currency: 'eur',
  status,
  client_secret: SECRET,
  ...extra,
});
const DECLINED = {
  error: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
    param: 'number',
  },
};

type Answer = { status: number; body: unknown };
interface Recorded {
  url: string;
  body: Record<string, unknown> | undefined;
}

/** The sandbox's browser API as the plugin's fetch sees it: answers taken in turn, requests recorded. */
function sandboxApi(...answers: Answer[]) {
  const requests: Recorded[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    requests.push({ url, body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined });
    const answer = answers.shift() ?? { status: 500, body: { error: { message: 'No answer' } } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, requests };
}

const outcomeWorkflows = [
  workflow('paid', 'success', [
    setVariable('outcome', f("'paid ' + event.paymentIntent.id")),
    setVariable('events', f("variables['events'] + 1")),
  ]),
  workflow('failed', 'error', [
    setVariable('outcome', f("'failed: ' + event.error.message + ' (' + (event.error.code || '') + ')'")),
    setVariable('events', f("variables['events'] + 1")),
  ]),
];

async function renderPayment(plugin: ReturnType<typeof createStripePlugin>, settings: Record<string, unknown> = {}) {
  site = await renderFormSite(
    [
      paymentElement({ uid: 'pay', clientSecret: SECRET, buttonText: 'Pay 9.00 EUR', workflows: outcomeWorkflows, ...settings }),
      text({ uid: 'outcome-text', text: f("variables['outcome']") }),
      text({ uid: 'status-text', text: f("'status ' + variables['pay-status']") }),
    ],
    {
      definitions: [paymentElementDefinition],
      variables: [
        { id: 'outcome', name: 'outcome', type: 'string', defaultValue: '' },
        { id: 'events', name: 'events', type: 'number', defaultValue: 0 },
      ],
    },
  );
  plugin.install(site.runtime);
  // The element waits for the plugin's actions (installed after hydration in a browser), then asks for its form.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 120));
  });
  await settle();
  return site;
}

const q = <T extends Element = HTMLElement>(selector: string) => site!.container.querySelector<T & HTMLElement>(selector)!;
const field = (name: string) => q<HTMLInputElement>(`#pay-${name}`);
const payButton = () => q<HTMLButtonElement>('.ww-payment__pay');
async function click(element: HTMLElement) {
  await act(async () => element.click());
  await settle();
  await settle();
}
async function fillCard(number: string) {
  await typeInto(field('number'), number);
  await typeInto(field('expiry'), '12/34');
  await typeInto(field('cvc'), '123');
}

describe('payment element on the sandbox', () => {
  it('renders labelled card fields on the server, then formats, validates and tells the form is a test one', async () => {
    const visited: string[] = [];
    const api = sandboxApi();
    const plugin = createStripePlugin(
      { publicData: { publicApiKey: 'pk_sandbox' } },
      { websiteId: 'site', fetch: api.fetch as never, navigate: (url) => visited.push(url) },
    );
    await renderPayment(plugin);
    expect(site!.serverHtml).toContain('<label class="ww-payment__label" for="pay-number">Card number</label>');
    expect(site!.serverHtml).toContain('Preparing the payment form…');
    expect(site!.serverHtml).toMatch(/<button type="button" class="ww-payment__pay" disabled="">Pay 9.00 EUR<\/button>/);
    expect(payButton().disabled).toBe(false);
    expect(q('.ww-payment__note').textContent).toBe('Test mode: no real card is charged.');
    expect(field('number').getAttribute('autocomplete')).toBe('cc-number');
    expect(field('number').getAttribute('inputmode')).toBe('numeric');

    await typeInto(field('number'), '4242424242424241');
    expect(field('number').value).toBe('4242 4242 4242 4241');
    expect(q('#pay-number-error').textContent).toBe('Your card number is invalid.');
    expect(field('number').getAttribute('aria-invalid')).toBe('true');
    expect(field('number').getAttribute('aria-describedby')).toBe('pay-number-error');
    await typeInto(field('number'), '4242424242424242');
    expect(q('#pay-number-error').textContent).toBe('');
    await typeInto(field('expiry'), '1');
    await typeInto(field('expiry'), '123');
    expect(field('expiry').value).toBe('12 / 3');

    // Paying with missing parts names each of them and sends nothing.
    await click(payButton());
    expect(q('#pay-expiry-error').textContent).toBe("Your card's expiration date is incomplete.");
    expect(q('#pay-cvc-error').textContent).toBe("Your card's security code is incomplete.");
    expect(q('[data-uid="outcome-text"]').textContent).toBe("failed: Your card's expiration date is incomplete. (validation_error)");
    expect(api.requests).toEqual([]);
    expect(visited).toEqual([]);
    expect(site!.errors).not.toHaveBeenCalled();
  });

  it('shows the decline message of 4000 0000 0000 0002, then pays with 4242 on the same intent and emits success', async () => {
    const api = sandboxApi({ status: 402, body: DECLINED }, { status: 200, body: intent('succeeded') });
    const plugin = createStripePlugin(
      { publicData: { publicApiKey: 'pk_sandbox' } },
      { websiteId: 'site', fetch: api.fetch as never, navigate: () => undefined },
    );
    await renderPayment(plugin);
    await fillCard('4000000000000002');
    await click(payButton());
    expect(q('.ww-payment__message').textContent).toBe('Your card was declined.');
    expect(q('.ww-payment__message').getAttribute('role')).toBe('alert');
    expect(q('[data-uid="outcome-text"]').textContent).toBe('failed: Your card was declined. (card_declined)');
    expect(q('[data-uid="status-text"]').textContent).toBe('status failed');
    expect(api.requests[0]).toEqual({
      url: '/_sandbox/payment_intents/pi_1/confirm',
      body: { client_secret: SECRET, card: { number: '4000 0000 0000 0002', expiry: '12 / 34', cvc: '123' }, return_url: '/' },
    });

    await typeInto(field('number'), '4242424242424242');
    expect(q('.ww-payment__message').textContent).toBe('');
    await click(payButton());
    expect(q('[data-uid="outcome-text"]').textContent).toBe('paid pi_1');
    expect(q('.ww-payment__status').textContent).toBe('Payment received.');
    expect(payButton().disabled).toBe(true);
    expect(site!.runtime.variables.get('pay-paymentIntent')).toMatchObject({ id: 'pi_1', status: 'succeeded' });
    expect(site!.runtime.variables.get('events')).toBe(2);
    expect((api.requests[1]?.body?.card as { number: string }).number).toBe('4242 4242 4242 4242');
  });

  it('sends a card needing authentication to the bank’s page, and reports the answer when the buyer comes back', async () => {
    const authentication = 'http://localhost:3000/_sandbox/authenticate/pi_1?client_secret=x';
    const visited: string[] = [];
    const api = sandboxApi({
      status: 200,
      body: intent('requires_action', { next_action: { type: 'redirect_to_url', redirect_to_url: { url: authentication } } }),
    });
    const plugin = createStripePlugin(
      { publicData: { publicApiKey: 'pk_sandbox' } },
      { websiteId: 'site', fetch: api.fetch as never, navigate: (url) => visited.push(url) },
    );
    await renderPayment(plugin, { returnPage: '/membership' });
    await fillCard('4000002760003184');
    await click(payButton());
    expect(visited).toEqual([authentication]);
    expect(api.requests[0]?.body?.return_url).toBe('/membership');
    expect(q('.ww-payment__status').textContent).toBe('Opening your bank’s authentication…');
    expect(q('[data-uid="outcome-text"]').textContent).toBe('');
    site!.unmount();

    // Back from the bank with a refused authentication: the intent's last error is the message.
    window.history.replaceState(null, '', `/membership?payment_intent=pi_1&payment_intent_client_secret=${SECRET}&redirect_status=failed`);
    const failed = intent('requires_payment_method', {
      last_payment_error: {
        code: 'card_declined',
        message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      },
    });
    const back = sandboxApi({ status: 200, body: failed });
    await renderPayment(
      createStripePlugin(
        { publicData: { publicApiKey: 'pk_sandbox' } },
        { websiteId: 'site', fetch: back.fetch as never, navigate: () => undefined },
      ),
    );
    expect(back.requests[0]?.url).toBe(`/_sandbox/payment_intents/pi_1?client_secret=${SECRET}`);
    expect(q('.ww-payment__message').textContent).toBe(
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    );
    expect(window.location.search).toBe('');
    expect(payButton().disabled).toBe(false);
  });
});

describe('payment element with Stripe', () => {
  it("mounts Stripe's Payment Element from the plugin's Stripe.js and confirms through it, staying on the page", async () => {
    const calls: unknown[][] = [];
    let changed: ((event: { complete?: boolean }) => void) | undefined;
    const group = {
      create: (type: string, options: unknown) => {
        calls.push(['create', type, options]);
        return {
          mount: (node: HTMLElement) => calls.push(['mount', node.className]),
          on: (_: string, handler: (event: { complete?: boolean }) => void) => (changed = handler),
          destroy: () => calls.push(['destroy']),
        };
      },
    };
    const stripeJs: PaymentClient = {
      elements: (options) => (calls.push(['elements', options]), group),
      retrievePaymentIntent: async () => ({ paymentIntent: intent('succeeded') }),
      confirmPayment: async (options) => (calls.push(['confirmPayment', options]), { paymentIntent: intent('succeeded') }),
      confirmCardPayment: async () => ({ error: { message: 'unused' } }),
    };
    const plugin = createStripePlugin(
      { publicData: { publicApiKey: 'pk_test_abc' } },
      { websiteId: 'site', loadStripe: async () => stripeJs, lang: () => 'en' },
    );
    await renderPayment(plugin);
    expect(site!.container.querySelector('#pay-number')).toBeNull();
    expect(calls.slice(0, 3)).toEqual([
      ['elements', { clientSecret: SECRET, appearance: { theme: 'stripe' }, locale: 'en' }],
      ['create', 'payment', { layout: 'tabs' }],
      ['mount', 'ww-payment__stripe'],
    ]);
    await act(async () => changed?.({ complete: true }));
    expect(site!.runtime.variables.get('pay-complete')).toBe(true);
    await click(payButton());
    expect(calls[3]).toEqual(['confirmPayment', { elements: group, confirmParams: { return_url: '/' }, redirect: 'if_required' }]);
    expect(q('[data-uid="outcome-text"]').textContent).toBe('paid pi_1');
    // Re-renders (status, outcome) never remount Stripe's form: one Elements group, one mount, no destroy yet.
    expect(calls.filter(([name]) => name === 'elements' || name === 'mount' || name === 'destroy').map(([name]) => name)).toEqual([
      'elements',
      'mount',
    ]);
    expect(site!.runtime.actions.has(STRIPE_ACTIONS.createElements)).toBe(true);
  });
});
