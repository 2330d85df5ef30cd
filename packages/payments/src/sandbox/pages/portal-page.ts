// The sandbox's hosted customer portal: the card on file, subscriptions (cancel at period end, cancel now, resume), invoices.
import type { PortalView } from '../portal';
import type { SandboxObject } from '../store';
import { escapeHtml, formatDate, formatMoney, page, type HostedBrand } from './html';

type Json = Record<string, unknown>;

function subscriptionCard(portalId: string, subscription: SandboxObject): string {
  const item = ((subscription.items as Json).data as Json[])[0] ?? {};
  const price = (item.price ?? {}) as Json;
  const product = String(price.product ?? '');
  const interval = ((price.recurring ?? {}) as Json).interval ?? '';
  const end = Number(item.current_period_end);
  const status = String(subscription.status);
  let state = `Renews on ${formatDate(end)}.`;
  if (status === 'canceled') state = `Ended on ${formatDate(Number(subscription.ended_at))}.`;
  else if (subscription.cancel_at_period_end === true) state = `Cancels on ${formatDate(end)}; access continues until then.`;
  else if (status === 'past_due') state = 'The last payment failed; update your card to keep access.';
  const action = (path: string, label: string, kind: string) =>
    `<form method="post" action="/_sandbox/portal/${escapeHtml(portalId)}/${path}"><input type="hidden" name="subscription" value="${escapeHtml(subscription.id)}"><button type="submit" class="${kind}">${label}</button></form>`;
  let actions = '';
  if (status !== 'canceled') {
    actions =
      subscription.cancel_at_period_end === true
        ? action('resume', 'Resume subscription', '')
        : `${action('cancel', 'Cancel at period end', 'secondary')}${action('cancel-now', 'Cancel now', 'danger')}`;
  }
  return `<li style="display:block"><strong>${escapeHtml(product)}</strong> <span class="badge">${escapeHtml(status.replace('_', ' '))}</span>
<p class="muted" style="margin:.25rem 0">${escapeHtml(formatMoney(Number(price.unit_amount), String(price.currency ?? 'usd')))} per ${escapeHtml(interval)} · ${escapeHtml(state)}</p>
${actions ? `<div class="actions">${actions}</div>` : ''}</li>`;
}

export function renderPortalPage(view: PortalView, state: { notice?: string; error?: string } = {}, brand: HostedBrand = {}): string {
  const site = brand.name?.trim();
  const portalId = view.session.id;
  const card = view.paymentMethod?.card as Json | undefined;
  const cardText = card
    ? `${String(card.brand).toUpperCase()} •••• ${escapeHtml(card.last4)} · expires ${escapeHtml(card.exp_month)}/${escapeHtml(card.exp_year)}`
    : 'No card on file.';
  const subscriptions = view.subscriptions.length
    ? `<ul class="items">${view.subscriptions.map((s) => subscriptionCard(portalId, s)).join('')}</ul>`
    : '<p class="muted">No subscriptions.</p>';
  const invoices = view.invoices.length
    ? `<table><caption class="muted" style="text-align:left">Invoices</caption><thead><tr><th scope="col">Date</th><th scope="col">Amount</th><th scope="col">Status</th></tr></thead><tbody>${view.invoices
        .map(
          (invoice) =>
            `<tr><td>${escapeHtml(formatDate(Number(invoice.created)))}</td><td>${escapeHtml(formatMoney(Number(invoice.amount_due), String(invoice.currency)))}</td><td>${escapeHtml(invoice.status)}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p class="muted">No invoices yet.</p>';
  const alerts = `${state.notice ? `<div class="alert ok" role="status">${escapeHtml(state.notice)}</div>` : ''}${state.error ? `<div class="alert error" role="alert">${escapeHtml(state.error)}</div>` : ''}`;
  return page(
    'Billing',
    `<main>
<div><a class="button secondary" href="${escapeHtml(view.session.return_url)}">← Return to ${site ? escapeHtml(site) : 'the site'}</a></div>
<h1>Billing for ${escapeHtml(view.customer.email ?? view.customer.id)}</h1>
${alerts}
<section aria-labelledby="subs-title"><h2 id="subs-title">Subscriptions</h2>${subscriptions}</section>
<section aria-labelledby="card-title"><h2 id="card-title">Payment method</h2><p>${cardText}</p>
<form method="post" action="/_sandbox/portal/${escapeHtml(portalId)}/card" novalidate>
<label for="number">New card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required placeholder="1234 1234 1234 1234" maxlength="23">
<div class="row"><div><label for="expiry">Expiry (MM / YY)</label><input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" required placeholder="MM / YY" maxlength="7"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required placeholder="123" maxlength="4"></div></div>
<div class="actions"><button type="submit">Update card</button></div></form></section>
<section aria-labelledby="inv-title"><h2 id="inv-title">Billing history</h2>${invoices}</section>
</main>`,
    brand,
  );
}
