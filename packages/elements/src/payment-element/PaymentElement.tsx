/**
 * Payment element: takes a card payment for a payment intent (its client secret), in the page. The payment plugin
 * decides the form (`stripe:create-elements`): with a real Stripe account Stripe's Payment Element is mounted from
 * Stripe.js; with the local sandbox this element's own card form (CardFields). Paying confirms the intent through the
 * plugin (`stripe:confirm-payment`, staying on the page unless the bank asks for authentication): success emits
 * `success` with the intent, a refusal shows the provider's message and emits `error` (the intent stays open for
 * another card), a card needing authentication goes to the bank's page, which returns here with Stripe's parameters;
 * the element then reads the intent (`stripe:retrieve-payment-intent`) and reports it the same way.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { elementVariableId, useElementActions, useRuntime } from '@kit/runtime-react';
import type { ElementProps } from '@kit/runtime-react';
import { fieldIdBase } from '../forms/dom-ids';
import { CardFields } from './CardFields';
import { cardErrors, fieldError } from './card-rules';
import type { CardField, CardInput } from './card-rules';
import {
  PAYMENT_ACTIONS,
  intentFailure,
  intentOutcome,
  returnedIntent,
  runPaymentAction,
  whenActionRegistered,
  withoutReturnParams,
} from './payment-flow';
import type { PaymentError } from './payment-flow';
import type { PaymentElementSettings, PaymentStatus } from './settings';

type Provider = 'pending' | 'sandbox' | 'stripe' | 'unavailable';

/** The part of Stripe.js's Elements group and Payment Element this element uses. */
interface StripeElements {
  create(type: 'payment', options?: Record<string, unknown>): StripePaymentElement;
  update?(options: Record<string, unknown>): void;
}
interface StripePaymentElement {
  mount(node: HTMLElement): void;
  on(event: 'change', handler: (event: { complete?: boolean }) => void): void;
  destroy(): void;
}

const EMPTY_CARD: CardInput = { number: '', expiry: '', cvc: '' };
const NOT_LOADED = 'The payment form could not load. Reload the page to try again.';

const STATUS_TEXT: Partial<Record<PaymentStatus, string>> = {
  processing: 'Processing your payment…',
  requires_action: 'Opening your bank’s authentication…',
};

const isStripeElements = (value: unknown): value is StripeElements => typeof (value as { create?: unknown } | null)?.create === 'function';
const isSandboxCard = (value: unknown) => (value as { type?: unknown } | null)?.type === 'sandbox-card';
/** Stripe's Payment Element theme for the site's theme. */
const appearanceFor = (theme: string) => ({ theme: theme === 'dark' ? 'night' : 'stripe' });

export function PaymentElement({ uid, settings, emit, className, setVariable, setState, local }: ElementProps<PaymentElementSettings>) {
  const runtime = useRuntime();
  const idBase = fieldIdBase(uid, local);
  const [provider, setProvider] = useState<Provider>('pending');
  const [status, setStatusValue] = useState<PaymentStatus>('loading');
  const [message, setMessage] = useState('');
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [touched, setTouched] = useState<Partial<Record<CardField, boolean>>>({});
  const [providerErrors, setProviderErrors] = useState<Partial<Record<CardField, string>>>({});
  const [elements, setElements] = useState<StripeElements | undefined>(undefined);
  const mountNode = useRef<HTMLDivElement>(null);
  // Read by callbacks that outlive a render (the flow's awaits).
  const latest = useRef({ status, card, provider, clientSecret: settings.clientSecret });
  latest.current = { status, card, provider, clientSecret: settings.clientSecret };

  const setStatus = useCallback(
    (next: PaymentStatus) => {
      setStatusValue(next);
      setVariable('status', next);
      setState('processing', next === 'processing' || next === 'requires_action');
    },
    [setVariable, setState],
  );

  const succeed = useCallback(
    (intent: unknown) => {
      setMessage('');
      setStatus('succeeded');
      setVariable('error', '');
      setVariable('paymentIntent', intent);
      void emit('success', { paymentIntent: intent });
    },
    [emit, setStatus, setVariable],
  );

  const fail = useCallback(
    (error: PaymentError) => {
      // A refused card is about the card as a whole; other provider errors naming a field belong to that field.
      const field =
        error.code !== 'card_declined' && ['number', 'expiry', 'cvc'].includes(error.field ?? '') ? (error.field as CardField) : undefined;
      if (field) setProviderErrors({ [field]: error.message });
      setMessage(field ? '' : error.message);
      setStatus('failed');
      setVariable('error', error.message);
      void emit('error', { error });
    },
    [emit, setStatus, setVariable],
  );

  // The effects below outlive renders (awaits, a mounted Stripe form): they call the latest callbacks through this,
  // so a new callback identity never restarts them (which would abort a payment being reported or remount the form).
  const act = useRef({ succeed, fail, setStatus, setVariable, emit });
  act.current = { succeed, fail, setStatus, setVariable, emit };

  // Back from an authentication or a redirect: the intent named in the URL tells how the payment ended.
  useEffect(() => {
    const returned = returnedIntent(window.location.href);
    if (!returned) return;
    const controller = new AbortController();
    window.history.replaceState(window.history.state, '', withoutReturnParams(window.location.href));
    act.current.setStatus('processing');
    void (async () => {
      if (!(await whenActionRegistered(runtime, PAYMENT_ACTIONS.retrievePaymentIntent, { signal: controller.signal }))) return;
      const outcome = await runPaymentAction(runtime, PAYMENT_ACTIONS.retrievePaymentIntent, { clientSecret: returned.clientSecret });
      if (controller.signal.aborted) return;
      if (!outcome.ok) act.current.fail(outcome.error);
      else if (intentOutcome(outcome.result) === 'succeeded') act.current.succeed(outcome.result);
      else act.current.fail(intentFailure(outcome.result));
    })();
    return () => controller.abort();
  }, [runtime]);

  // The form for this intent, as the plugin provides it.
  useEffect(() => {
    const clientSecret = settings.clientSecret;
    if (typeof clientSecret !== 'string' || clientSecret === '') return;
    const controller = new AbortController();
    void (async () => {
      const registered = await whenActionRegistered(runtime, PAYMENT_ACTIONS.createElements, { signal: controller.signal });
      if (controller.signal.aborted) return;
      if (!registered) {
        setProvider('unavailable');
        setMessage(NOT_LOADED);
        return;
      }
      const outcome = await runPaymentAction(runtime, PAYMENT_ACTIONS.createElements, {
        clientSecret,
        appearance: appearanceFor(runtime.services.theme.getTheme()),
      });
      if (controller.signal.aborted) return;
      if (outcome.ok && isSandboxCard(outcome.result)) {
        act.current.setVariable('element', { ...(outcome.result as object), card: latest.current.card, clientSecret });
        setProvider('sandbox');
      } else if (outcome.ok && isStripeElements(outcome.result)) {
        act.current.setVariable('element', outcome.result);
        setElements(outcome.result);
        setProvider('stripe');
      } else {
        setProvider('unavailable');
        setMessage(outcome.ok ? NOT_LOADED : outcome.error.message);
        return;
      }
      // A payment already reported (back from authentication) keeps its status.
      if (latest.current.status === 'loading') act.current.setStatus('ready');
    })();
    return () => controller.abort();
  }, [runtime, settings.clientSecret]);

  // Stripe's Payment Element, mounted into this element and following the site's theme.
  useEffect(() => {
    const node = mountNode.current;
    if (provider !== 'stripe' || !elements || !node) return;
    const payment = elements.create('payment', { layout: 'tabs' });
    payment.on('change', (event) => {
      const complete = event.complete === true;
      act.current.setVariable('complete', complete);
      void act.current.emit('change', { complete });
    });
    payment.mount(node);
    // The browser's theme service announces changes (the in-memory one of tests does not).
    const theme = runtime.services.theme as typeof runtime.services.theme & { subscribe?(listener: () => void): () => void };
    const stopTheme = theme.subscribe?.(() => elements.update?.({ appearance: appearanceFor(theme.getTheme()) })) ?? (() => undefined);
    return () => {
      stopTheme();
      payment.destroy();
    };
  }, [provider, elements, runtime]);

  const updateCard = (next: CardInput, field: CardField) => {
    setCard(next);
    setProviderErrors((errors) => ({ ...errors, [field]: undefined }));
    if (latest.current.status === 'failed') setMessage('');
    const complete = Object.keys(cardErrors(next, new Date())).length === 0;
    setVariable('complete', complete);
    if (latest.current.provider === 'sandbox')
      setVariable('element', { type: 'sandbox-card', card: next, clientSecret: latest.current.clientSecret });
    void emit('change', { complete });
  };

  const pay = useCallback(async () => {
    const { status: now, provider: form, card: typed } = latest.current;
    if (
      settings.disabled ||
      (form !== 'sandbox' && form !== 'stripe') ||
      now === 'processing' ||
      now === 'requires_action' ||
      now === 'succeeded'
    )
      return;
    if (form === 'sandbox') {
      const errors = cardErrors(typed, new Date());
      const first = (['number', 'expiry', 'cvc'] as const).find((field) => errors[field]);
      if (first) {
        setTouched({ number: true, expiry: true, cvc: true });
        document.getElementById(`${idBase}-${first}`)?.focus();
        setVariable('error', errors[first]);
        void emit('error', { error: { message: errors[first], code: 'validation_error', field: first } });
        return;
      }
    }
    setMessage('');
    setStatus('processing');
    const outcome = await runPaymentAction(runtime, PAYMENT_ACTIONS.confirmPayment, {
      elementId: elementVariableId(uid, 'element'),
      redirectPage: settings.returnPage || `${window.location.pathname}${window.location.search}`,
      redirect: 'if_required',
    });
    if (!outcome.ok) return fail(outcome.error);
    const result = intentOutcome(outcome.result);
    if (result === 'succeeded') succeed(outcome.result);
    // The plugin is taking the browser to the bank's page; it comes back with the outcome.
    else if (result === 'requires_action' || result === 'processing') setStatus(result);
    else fail(intentFailure(outcome.result));
  }, [settings.disabled, settings.returnPage, idBase, uid, runtime, setVariable, setStatus, emit, succeed, fail]);

  useElementActions(uid, { pay: () => pay() });

  const now = new Date();
  const errors: Partial<Record<CardField, string>> = {};
  for (const field of ['number', 'expiry', 'cvc'] as const) {
    const own = fieldError(field, card, now, touched[field] === true);
    const message = providerErrors[field] ?? own;
    if (message) errors[field] = message;
  }
  const busy = status === 'processing' || status === 'requires_action';
  const ready = provider === 'sandbox' || provider === 'stripe';
  const statusText =
    status === 'succeeded'
      ? settings.successText
      : (STATUS_TEXT[status] ?? (ready || provider === 'unavailable' ? '' : 'Preparing the payment form…'));

  return (
    <div data-uid={uid} className={`ww-payment ww-payment--${provider} ${className}`} aria-busy={busy || undefined}>
      {provider === 'stripe' ? null : (
        <CardFields
          idBase={idBase}
          card={card}
          errors={errors}
          labels={{ number: settings.cardNumberLabel, expiry: settings.expiryLabel, cvc: settings.cvcLabel }}
          disabled={settings.disabled || busy || status === 'succeeded'}
          onChange={updateCard}
          onLeave={(field) => {
            setTouched((current) => ({ ...current, [field]: true }));
            setState('focus', false);
          }}
          onFocus={() => setState('focus', true)}
          onEnter={() => void pay()}
        />
      )}
      <div ref={mountNode} className="ww-payment__stripe" hidden={provider !== 'stripe'} />
      {provider === 'sandbox' ? <p className="ww-payment__note">Test mode: no real card is charged.</p> : null}
      <div id={`${idBase}-message`} className="ww-payment__message" role="alert">
        {message}
      </div>
      <p className={`ww-payment__status ww-payment__status--${status}`} role="status">
        {statusText}
      </p>
      {settings.buttonText ? (
        <button
          type="button"
          className="ww-payment__pay"
          disabled={settings.disabled || !ready || busy || status === 'succeeded'}
          aria-describedby={message ? `${idBase}-message` : undefined}
          onClick={() => void pay()}
        >
          {busy ? 'Processing…' : settings.buttonText}
        </button>
      ) : null}
    </div>
  );
}
