// The sandbox's hosted checkout page: order summary and a card form that works with keyboard only and without scripts.
import type { SandboxObject } from '../store';
import { escapeHtml, formatMoney, formatDate, page, type HostedBrand } from './html';

type Json = Record<string, unknown>;

export interface CheckoutFormState {
  error?: { message: string; field?: string };
  values?: Record<string, string>;
}

function field(
  name: string,
  label: string,
  state: CheckoutFormState,
  attributes: string,
  options: { value?: string; describedBy?: string } = {},
): string {
  const invalid = state.error?.field === name;
  const errorId = `${name}-error`;
  const value = options.value ?? state.values?.[name] ?? '';
  const described = [invalid ? errorId : '', options.describedBy ?? ''].filter(Boolean).join(' ');
  return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" value="${escapeHtml(value)}" ${attributes}${invalid ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}>
${invalid ? `<p class="field-error" id="${errorId}">${escapeHtml(state.error?.message)}</p>` : ''}`;
}

/** The checkout page of a session; `brand` names the site being paid (Stripe shows the account's business name). */
export function renderCheckoutPage(session: SandboxObject, open: boolean, state: CheckoutFormState = {}, brand: HostedBrand = {}): string {
  const payee = brand.name?.trim();
  const items = ((session.line_items as Json | undefined)?.data as Json[] | undefined) ?? [];
  const currency = String(session.currency ?? 'usd');
  const recurring = (items[0]?.price as Json | undefined)?.recurring as { interval?: string } | null | undefined;
  const per = session.mode === 'subscription' && recurring?.interval ? ` per ${recurring.interval}` : '';
  const lines = items
    .map((item, index) => {
      const adjustable = item.adjustable_quantity as { minimum: number; maximum: number } | null;
      const quantity =
        adjustable && open
          ? `<label for="quantity-${index}" class="muted">Quantity</label><input id="quantity-${index}" name="quantity_${index}" type="number" inputmode="numeric" min="${adjustable.minimum}" max="${adjustable.maximum}" value="${escapeHtml(state.values?.[`quantity_${index}`] ?? item.quantity)}" form="pay" style="max-width:6rem">`
          : `<span class="muted">Qty ${escapeHtml(item.quantity)}</span>`;
      return `<li><span><strong>${escapeHtml(item.description)}</strong><br>${quantity}</span><span>${escapeHtml(formatMoney(Number(item.amount_total), currency))}</span></li>`;
    })
    .join('');
  const summary = `<section aria-labelledby="summary-title">
<a class="button secondary" href="${escapeHtml(session.cancel_url)}">← Back</a>
<h1 id="summary-title">${payee ? `Pay ${escapeHtml(payee)}` : 'Checkout'}</h1>
<p class="total">${escapeHtml(formatMoney(Number(session.amount_total), currency))}<span class="muted" style="font-size:1rem">${escapeHtml(per)}</span></p>
<ul class="items">${lines}</ul>
</section>`;
  if (!open) {
    const message =
      session.status === 'complete'
        ? 'This checkout is already paid.'
        : `This checkout expired on ${formatDate(Number(session.expires_at))}.`;
    return page(
      'Checkout',
      `<main class="split">${summary}<section><h2>Checkout closed</h2><p role="status">${escapeHtml(message)}</p>
<a class="button secondary" href="${escapeHtml(session.cancel_url)}">Return to ${payee ? escapeHtml(payee) : 'the site'}</a></section></main>`,
      brand,
    );
  }
  const fixedEmail = typeof session.customer_email === 'string' ? session.customer_email : undefined;
  const emailField = session.customer
    ? ''
    : field('email', 'Email', state, `type="email" autocomplete="email" required${fixedEmail ? ' readonly' : ''}`, { value: fixedEmail });
  const phone = (session.phone_number_collection as Json | undefined)?.enabled
    ? field('phone', 'Phone number', state, 'type="tel" autocomplete="tel" required')
    : '';
  const shipping = session.shipping_address_collection as { allowed_countries?: string[] } | null;
  const country = shipping?.allowed_countries?.length
    ? `<label for="country">Shipping country</label><select id="country" name="country" autocomplete="country">${shipping.allowed_countries
        .map(
          (code) => `<option value="${escapeHtml(code)}"${state.values?.country === code ? ' selected' : ''}>${escapeHtml(code)}</option>`,
        )
        .join('')}</select>`
    : '';
  const general = state.error && !state.error.field ? `<div class="alert error" role="alert">${escapeHtml(state.error.message)}</div>` : '';
  const fieldAlert = state.error?.field ? `<div class="alert error" role="alert">${escapeHtml(state.error.message)}</div>` : '';
  const form = `<form class="card" id="pay" method="post" action="/_sandbox/checkout/${escapeHtml(session.id)}" novalidate aria-labelledby="pay-title">
<h2 id="pay-title">Pay with card</h2>
${general}${fieldAlert}
${emailField}
${field('number', 'Card number', state, 'inputmode="numeric" autocomplete="cc-number" required placeholder="1234 1234 1234 1234" maxlength="23"', { describedBy: 'card-hint' })}
<p class="hint" id="card-hint">Use 4242 4242 4242 4242 to succeed or 4000 0000 0000 0002 to be declined.</p>
<div class="row"><div>${field('expiry', 'Expiry (MM / YY)', state, 'inputmode="numeric" autocomplete="cc-exp" required placeholder="MM / YY" maxlength="7"')}</div>
<div>${field('cvc', 'CVC', state, 'inputmode="numeric" autocomplete="cc-csc" required placeholder="123" maxlength="4"')}</div></div>
${field('name', 'Name on card', state, 'autocomplete="cc-name"')}
${phone}${country}
<button type="submit">${session.mode === 'subscription' ? 'Subscribe' : 'Pay'} ${escapeHtml(formatMoney(Number(session.amount_total), currency))}</button>
</form>`;
  return page('Checkout', `<main class="split">${summary}${form}</main>`, brand);
}
