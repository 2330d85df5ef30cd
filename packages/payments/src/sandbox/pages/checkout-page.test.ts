import { describe, expect, it } from 'vitest';
import type { SandboxObject } from '../store';
import { renderCheckoutPage } from './checkout-page';
import { renderPortalPage } from './portal-page';

const session = {
  id: 'cs_test_1',
  object: 'checkout.session',
  mode: 'subscription',
  currency: 'usd',
  amount_total: 3900,
  cancel_url: 'http://portal.test/pricing',
  expires_at: 1_900_000_000,
  status: 'open',
  line_items: {
    data: [{ description: 'C-Monarch Premium', quantity: 1, amount_total: 3900, price: { recurring: { interval: 'month' } } }],
  },
} as unknown as SandboxObject;

describe('the sandbox checkout page', () => {
  it('names the site being paid, in the heading, the title and the header, as configured', () => {
    const html = renderCheckoutPage(session, true, {}, { name: 'LiftFix', color: '#0f1722' });
    expect(html).toContain('<h1 id="summary-title">Pay LiftFix</h1>');
    expect(html).toContain('<title>Checkout — LiftFix</title>');
    expect(html).toContain('<header class="site" style="background:#0f1722"><span>LiftFix</span></header>');
    expect(renderCheckoutPage(session, true, {}, { name: 'Acme Parts' })).toContain('Pay Acme Parts');
  });

  it('names no site it was not given, and escapes the one it was', () => {
    const plain = renderCheckoutPage(session, true);
    expect(plain).toContain('<h1 id="summary-title">Checkout</h1>');
    expect(plain).not.toContain('header class="site"');
    expect(plain).not.toMatch(/Forklift Manuals Portal/);
    const hostile = renderCheckoutPage(session, false, {}, { name: '<script>x</script>', color: 'red' });
    expect(hostile).not.toContain('<script>x</script>');
    expect(hostile).toContain('background:#24292f');
    expect(hostile).toContain('Return to &lt;script&gt;');
  });

  it('names the site on the customer portal’s way back', () => {
    const view = {
      session: { id: 'bps_1', return_url: 'http://portal.test/dashboard' },
      customer: { id: 'cus_1', email: 'pat@example.test' },
      subscriptions: [],
      invoices: [],
    } as unknown as Parameters<typeof renderPortalPage>[0];
    expect(renderPortalPage(view, {}, { name: 'LiftFix' })).toContain('← Return to LiftFix');
  });
});
