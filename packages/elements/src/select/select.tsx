/**
 * Select: single or multiple choice over a bound list of options, following the ARIA combobox + listbox pattern
 * (arrows, Home/End, Enter or Space to choose, Escape to close), with an optional search field, at most `limit`
 * options shown, closing on select by default. Exposes `value`; fires change; registers with a form container.
 * Loaded lazily through its definition (`definition.ts`).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { isDeepEqual } from '@kit/formula';
import type { ElementProps } from '@kit/runtime-react';
import { shouldShowError, useFormField } from '../form-container/form-context';
import { fieldIdBase } from '../forms/dom-ids';
import { useExposedValue } from '../forms/exposed-value';
import { validateField } from '../forms/validation';
import {
  chooseOption,
  isSelected,
  moveActive,
  normalizeOptions,
  normalizeValue,
  selectLimit,
  selectedLabel,
  visibleOptions,
} from './select-model';
import type { SelectSettings } from './settings';

export function Select({ uid, settings, emit, className, setVariable, setState, local }: ElementProps<SelectSettings>) {
  const multiple = settings.multiple === true;
  useExposedValue(uid, 'value', () => normalizeValue(settings.value, multiple));
  const options = useMemo(() => normalizeOptions(settings.options), [settings.options]);
  const limit = selectLimit(settings.limit);
  const [value, setValue] = useState<unknown>(() => normalizeValue(settings.value, multiple));
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [touched, setTouched] = useState(false);
  const triggerRef = useRef<HTMLDivElement & HTMLInputElement>(null);
  const idBase = fieldIdBase(uid, local);
  const ids = {
    label: `${idBase}-label`,
    list: `${idBase}-listbox`,
    error: `${idBase}-error`,
    option: (index: number) => `${idBase}-option-${index}`,
  };
  const { shown, total } = visibleOptions(options, settings.search ? query : '', limit);

  // A changed bound initial value resets the choice (initValueChange).
  const initial = useRef(settings.value);
  useEffect(() => {
    if (isDeepEqual(initial.current, settings.value)) return;
    initial.current = settings.value;
    const next = normalizeValue(settings.value, multiple);
    setValue(next);
    setVariable('value', next);
    emit('initValueChange', { value: next });
  });

  const validity = validateField(value, { type: 'select', required: settings.required });
  const form = useFormField(
    settings.fieldName || idBase,
    { value, isValid: validity.isValid },
    { flush: () => undefined, focus: () => triggerRef.current?.focus() },
  );
  const showError = !validity.isValid && shouldShowError({ form, touched });

  const openList = (index?: number) => {
    if (settings.disabled) return;
    const selectedIndex = shown.findIndex((option) => isSelected(value, option, multiple));
    setOpen(true);
    setActive(index ?? (selectedIndex >= 0 ? selectedIndex : 0));
  };
  const close = () => {
    setOpen(false);
    setQuery('');
    setActive(-1);
    setTouched(true);
  };
  const choose = (index: number) => {
    const option = shown[index];
    if (option === undefined || option.disabled) return;
    const next = chooseOption(value, option, multiple);
    setValue(next);
    setVariable('value', next);
    emit('change', { value: next });
    if (settings.closeOnSelect) close();
    else setActive(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const key = event.key;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      if (!open) openList(key === 'ArrowUp' ? shown.length - 1 : undefined);
      else setActive((index) => moveActive(index, key, shown.length));
    } else if ((key === 'Home' || key === 'End') && open) {
      event.preventDefault();
      setActive(moveActive(active, key, shown.length));
    } else if (key === 'Enter' || (key === ' ' && !settings.search)) {
      // Inside a form, Enter chooses instead of submitting.
      event.preventDefault();
      if (open && active >= 0) choose(active);
      else if (!open) openList();
    } else if (key === 'Escape' && open) {
      event.preventDefault();
      close();
    } else if (key === 'Tab' && open) {
      close();
    }
  };

  const label = selectedLabel(options, value, multiple);
  const activeId = open && active >= 0 && active < shown.length ? ids.option(active) : undefined;
  const comboProps = {
    ref: triggerRef,
    role: 'combobox',
    className: 'ww-select__trigger',
    'aria-controls': ids.list,
    'aria-expanded': open,
    'aria-haspopup': 'listbox' as const,
    'aria-activedescendant': activeId,
    'aria-required': settings.required || undefined,
    'aria-invalid': showError || undefined,
    'aria-describedby': showError ? ids.error : undefined,
    'aria-disabled': settings.disabled || undefined,
    onKeyDown,
    onFocus: () => setState('focus', true),
    onBlur: () => {
      setState('focus', false);
      if (open) close();
      else setTouched(true);
    },
  };
  const labelling = settings.label ? { 'aria-labelledby': ids.label } : { 'aria-label': settings.placeholder || 'Select' };

  return (
    <div data-uid={uid} className={`ww-select${open ? ' ww-select--open' : ''} ${className}`}>
      {settings.label ? (
        <span id={ids.label} className="ww-select__label">
          {settings.label}
          {settings.required ? <span aria-hidden="true"> *</span> : null}
        </span>
      ) : null}
      {settings.search ? (
        <input
          {...comboProps}
          {...labelling}
          type="text"
          aria-autocomplete="list"
          autoComplete="off"
          disabled={settings.disabled}
          placeholder={open ? settings.searchPlaceholder : label || settings.placeholder}
          value={open ? query : label}
          onClick={() => (open ? undefined : openList())}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(0);
          }}
        />
      ) : (
        <div {...comboProps} {...labelling} tabIndex={settings.disabled ? -1 : 0} onClick={() => (open ? close() : openList())}>
          <span className={label ? 'ww-select__value' : 'ww-select__value ww-select__value--placeholder'}>
            {label || settings.placeholder}
          </span>
          <span className="ww-select__chevron" aria-hidden="true" />
        </div>
      )}
      <div className="ww-select__popup" hidden={!open}>
        <ul id={ids.list} role="listbox" className="ww-select__list" aria-multiselectable={multiple || undefined} {...labelling}>
          {open
            ? shown.map((option, index) => (
                <li
                  key={index}
                  id={ids.option(index)}
                  role="option"
                  aria-selected={isSelected(value, option, multiple)}
                  aria-disabled={option.disabled || undefined}
                  className={`ww-select__option${index === active ? ' ww-select__option--active' : ''}`}
                  // Keeps focus on the combobox so the click does not close the list first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(index)}
                  onMouseMove={() => setActive(index)}
                >
                  {option.label}
                </li>
              ))
            : null}
        </ul>
        {open && shown.length === 0 ? <p className="ww-select__note">No options</p> : null}
        {open && total > shown.length ? <p className="ww-select__note">{`Showing ${shown.length} of ${total}`}</p> : null}
      </div>
      <p id={ids.error} className="ww-select__error" aria-live="polite">
        {showError ? validity.message : ''}
      </p>
    </div>
  );
}
