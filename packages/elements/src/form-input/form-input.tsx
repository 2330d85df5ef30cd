/**
 * Form input: a native input (or textarea) for the types of seed 001 §3, labelled for screen readers, with its
 * value exposed as the `value` variable, optional debounce, validation (required, type rules, custom formula),
 * password reveal and currency formatting. Inside a form container it registers under its `fieldName`. Loaded lazily
 * through its definition (`definition.ts`).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { isDeepEqual } from '@kit/formula';
import { useFormula } from '@kit/runtime-react';
import type { ElementProps } from '@kit/runtime-react';
import { shouldShowError, useFormField } from '../form-container/form-context';
import { createDebouncer } from '../forms/debounce';
import { fieldIdBase } from '../forms/dom-ids';
import { useExposedValue } from '../forms/exposed-value';
import { validateField } from '../forms/validation';
import { htmlInputType, inputMode, inputModel, textFromValue, valueFromText } from './input-model';
import type { InputModel } from './input-model';
import { currencySymbolStyle } from './symbol-style';
import type { FormInputSettings } from './settings';

/** The types min and max apply to (as the native number field; a currency amount has no such bounds). */
const BOUNDED = new Set(['number', 'decimal']);

/** The custom validation's result: the resolved boolean, or the formula code run with the value in `context.value`. */
function useCustomValidation(settings: FormInputSettings, value: unknown, local: ElementProps['local']): boolean | undefined {
  const code = settings.customValidation && typeof settings.validation === 'string' ? settings.validation : undefined;
  const formula = useMemo(() => (code === undefined ? undefined : { __wwtype: 'f', code }), [code]);
  const scope = useMemo(() => ({ context: { ...local?.context, value } }), [local, value]);
  const evaluated = useFormula(formula, scope);
  if (!settings.customValidation) return undefined;
  return code === undefined ? Boolean(settings.validation) : Boolean(evaluated);
}

/** The exposed value of the initial value setting, read the way typed text is (a number for numeric types…). */
function initialValue(setting: unknown, model: InputModel): unknown {
  return valueFromText(textFromValue(setting, model), model);
}

export function FormInput({ uid, settings, emit, className, setState, setVariable, local }: ElementProps<FormInputSettings>) {
  const model = inputModel(settings);
  useExposedValue(uid, 'value', () => initialValue(settings.value, model));
  const idBase = fieldIdBase(uid, local);
  const inputId = `${idBase}-input`;
  const errorId = `${idBase}-error`;
  const symbolId = `${idBase}-symbol`;
  const [value, setValue] = useState<unknown>(() => initialValue(settings.value, model));
  const [text, setText] = useState(() => textFromValue(settings.value, model));
  const [touched, setTouched] = useState(false);
  // Counts edits; each one restarts the 'change' mode delay before the error shows.
  const [edits, setEdits] = useState(0);
  const [reveal, setReveal] = useState(settings.displayPassword);
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  // The debouncer outlives renders; it delivers through the latest emit and setVariable.
  const deliverRef = useRef<(next: unknown) => void>(() => undefined);
  deliverRef.current = (next: unknown) => {
    setValue(next);
    setVariable('value', next);
    emit('change', { value: next });
  };
  const debouncer = useMemo(
    () => (settings.debounce ? createDebouncer<unknown>((next) => deliverRef.current(next), model.debounceDelay) : undefined),
    [settings.debounce, model.debounceDelay],
  );
  useEffect(() => () => debouncer?.cancel(), [debouncer]);

  // A later change of the bound initial value resets the field (initValueChange).
  const initial = useRef(settings.value);
  useEffect(() => {
    if (isDeepEqual(initial.current, settings.value)) return;
    initial.current = settings.value;
    const next = initialValue(settings.value, model);
    debouncer?.cancel();
    setText(textFromValue(next, model));
    setValue(next);
    setVariable('value', next);
    emit('initValueChange', { value: next });
  });

  useEffect(() => setState('readonly', settings.readonly), [setState, settings.readonly]);

  const custom = useCustomValidation(settings, value, local);
  const validity = validateField(value, {
    type: model.type,
    required: settings.required,
    ...(BOUNDED.has(model.type) ? { min: model.min, max: model.max } : {}),
    minDate: settings.minDate,
    maxDate: settings.maxDate,
    ...(custom === undefined ? {} : { custom }),
  });
  const form = useFormField(
    settings.fieldName || idBase,
    { value, isValid: validity.isValid },
    {
      flush: () => debouncer?.flush(),
      focus: () => inputRef.current?.focus(),
    },
  );

  // In 'change' mode a field being typed in shows its error once typing pauses for the form's delay.
  const changeDelay = form?.validation === 'change' ? form.changeDelay : undefined;
  useEffect(() => {
    if (edits === 0 || changeDelay === undefined) return undefined;
    const handle = setTimeout(() => setTouched(true), changeDelay);
    return () => clearTimeout(handle);
  }, [edits, changeDelay]);

  const showError = !validity.isValid && shouldShowError({ form, touched });

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const nextText = event.target.value;
    setText(nextText);
    setEdits((count) => count + 1);
    const next = valueFromText(nextText, model);
    if (debouncer === undefined) deliverRef.current(next);
    else debouncer.push(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || model.type === 'textarea') return;
    debouncer?.flush();
    emit('onEnterKey', { value: valueFromText(event.currentTarget.value, model) });
  };
  // A currency keeps its formatted text while focused (typing parses it; thousands separators are ignored) and is
  // formatted again on blur: changing the text on focus would undo the selection a tab or click just made.
  const onFocus = () => {
    setState('focus', true);
    emit('focus');
  };
  const onBlur = () => {
    setState('focus', false);
    debouncer?.flush();
    setTouched(true);
    if (model.type === 'currency') setText((current) => textFromValue(valueFromText(current, model), model));
    emit('blur');
  };

  const describedBy = [showError ? errorId : '', model.type === 'currency' && settings.currencyShowSymbol ? symbolId : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    id: inputId,
    ref: inputRef,
    className: 'ww-form-input__field',
    value: text,
    name: settings.fieldName || undefined,
    placeholder: settings.placeholder || undefined,
    readOnly: settings.readonly,
    required: settings.required,
    autoComplete: settings.autocomplete ? 'on' : 'off',
    'aria-label': settings.label ? undefined : settings.placeholder || settings.fieldName || 'Input',
    'aria-invalid': showError || undefined,
    'aria-describedby': describedBy || undefined,
    onChange,
    onKeyDown,
    onFocus,
    onBlur,
  };
  const numericAttributes =
    model.type === 'number' || model.type === 'decimal'
      ? { min: model.min, max: model.max, step: model.step }
      : model.type === 'date'
        ? { min: settings.minDate || undefined, max: settings.maxDate || undefined }
        : model.type === 'time'
          ? { step: model.timeStep }
          : {};
  const field =
    model.type === 'textarea' ? (
      <textarea
        {...common}
        rows={model.rows}
        className={`ww-form-input__field ww-form-input__field--textarea${settings.resize ? ' ww-form-input__field--resize' : ''}`}
      />
    ) : (
      <input {...common} type={htmlInputType(model.type, reveal)} inputMode={inputMode(model.type)} {...numericAttributes} />
    );
  const symbol =
    model.type === 'currency' && settings.currencyShowSymbol ? (
      <span
        id={symbolId}
        className={`ww-form-input__symbol ww-form-input__symbol--${settings.currencySymbolPosition}`}
        style={currencySymbolStyle(settings)}
      >
        {settings.currencySymbol}
      </span>
    ) : null;

  return (
    <div
      data-uid={uid}
      className={`ww-form-input ww-form-input--${model.type}${settings.hideArrows ? ' ww-form-input--no-arrows' : ''} ${className}`}
    >
      {settings.label ? (
        <label htmlFor={inputId} className="ww-form-input__label">
          {settings.label}
          {settings.required ? <span aria-hidden="true"> *</span> : null}
        </label>
      ) : null}
      <div className="ww-form-input__control">
        {settings.currencySymbolPosition === 'prefix' ? symbol : null}
        {field}
        {settings.currencySymbolPosition === 'suffix' ? symbol : null}
        {model.type === 'password' ? (
          <button
            type="button"
            className="ww-form-input__reveal"
            aria-controls={inputId}
            aria-pressed={reveal}
            onClick={() => setReveal((shown) => !shown)}
          >
            {reveal ? 'Hide password' : 'Show password'}
          </button>
        ) : null}
      </div>
      <p id={errorId} className="ww-form-input__error" aria-live="polite">
        {showError ? validity.message : ''}
      </p>
    </div>
  );
}
