/**
 * The sandbox card form's three fields: labelled inputs with the card keyboard on phones (`inputMode="numeric"`),
 * the browser's card autofill names, formatting as the buyer types (the caret stays after the same digit), the
 * brand shown beside the number, focus moving on once a field is complete, and each field's message tied to it
 * (`aria-invalid`, `aria-describedby`). Enter pays.
 */
import { useLayoutEffect, useRef } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { caretAfterDigits, cardBrand, cvcLength, digitsOf, formatCardNumber, formatCvc, formatExpiry, numberLength } from './card-rules';
import type { CardBrand, CardField, CardInput } from './card-rules';

const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  unknown: '',
};

export interface CardFieldsProps {
  idBase: string;
  card: CardInput;
  errors: Partial<Record<CardField, string>>;
  labels: Record<CardField, string>;
  disabled: boolean;
  onChange(card: CardInput, field: CardField): void;
  onLeave(field: CardField): void;
  onFocus(): void;
  onEnter(): void;
}

const FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc'];

export function CardFields({ idBase, card, errors, labels, disabled, onChange, onLeave, onFocus, onEnter }: CardFieldsProps) {
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
  const caret = useRef<{ field: CardField; at: number } | undefined>(undefined);
  const brand = cardBrand(card.number);

  useLayoutEffect(() => {
    const pending = caret.current;
    caret.current = undefined;
    const input = pending ? inputs.current[pending.field] : undefined;
    if (pending && input && document.activeElement === input) input.setSelectionRange(pending.at, pending.at);
  });

  const change = (field: CardField) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionStart } = event.target;
    const formatted = field === 'number' ? formatCardNumber(value) : field === 'expiry' ? formatExpiry(value) : formatCvc(value, brand);
    const typedAtEnd = selectionStart === null || selectionStart >= value.length;
    if (!typedAtEnd) caret.current = { field, at: caretAfterDigits(formatted, digitsOf(value.slice(0, selectionStart)).length) };
    const next = { ...card, [field]: formatted };
    onChange(next, field);
    // A complete field hands the focus on, as card forms do (only when typing at its end).
    const digits = digitsOf(formatted).length;
    const complete = field === 'number' ? digits === numberLength(cardBrand(formatted)) : field === 'expiry' ? digits === 4 : false;
    if (complete && typedAtEnd && formatted !== card[field]) inputs.current[field === 'number' ? 'expiry' : 'cvc']?.focus();
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onEnter();
    }
  };

  const input = (field: CardField, extra: { autoComplete: string; placeholder: string; maxLength: number }) => {
    const id = `${idBase}-${field}`;
    const error = errors[field];
    return (
      <div className={`ww-payment__field ww-payment__field--${field}${error ? ' ww-payment__field--invalid' : ''}`}>
        <label className="ww-payment__label" htmlFor={id}>
          {labels[field]}
        </label>
        <div className="ww-payment__control">
          <input
            ref={(node) => {
              inputs.current[field] = node;
            }}
            id={id}
            name={`${idBase}-${field}`}
            className="ww-payment__input"
            type="text"
            inputMode="numeric"
            autoComplete={extra.autoComplete}
            placeholder={extra.placeholder}
            maxLength={extra.maxLength > 0 ? extra.maxLength : undefined}
            spellCheck={false}
            value={card[field]}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={change(field)}
            onBlur={() => onLeave(field)}
            onFocus={onFocus}
            onKeyDown={keyDown}
          />
          {field === 'number' && brand !== 'unknown' ? (
            <span className={`ww-payment__brand ww-payment__brand--${brand}`} aria-hidden="true">
              {BRAND_NAMES[brand]}
            </span>
          ) : null}
        </div>
        <p id={`${id}-error`} className="ww-payment__field-error">
          {error ?? ''}
        </p>
      </div>
    );
  };

  return (
    <div className="ww-payment__card">
      {input(FIELDS[0]!, { autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234', maxLength: 0 })}
      <div className="ww-payment__row">
        {input(FIELDS[1]!, { autoComplete: 'cc-exp', placeholder: 'MM / YY', maxLength: 7 })}
        {input(FIELDS[2]!, { autoComplete: 'cc-csc', placeholder: brand === 'amex' ? '1234' : '123', maxLength: cvcLength(brand) })}
      </div>
    </div>
  );
}
