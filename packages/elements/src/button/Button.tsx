/**
 * Button: buttonType button or submit renders a native <button>; none renders a non-submitting role="button" that
 * still answers Enter and Space. Optional left and right icons; states focus, disabled and active; events click,
 * focus, blur, keydown and keyup (the latter with the key).
 */
import { useEffect } from 'react';
import type { KeyboardEvent } from 'react';
import { defineElement } from '@kit/runtime-react';
import type { ElementProps } from '@kit/runtime-react';
import { IconGlyph } from '../icon/IconGlyph';
import { BUTTON_TYPES, keyEvent } from './settings';
import type { ButtonSettings } from './settings';

function Button({ uid, settings, emit, className, setState }: ElementProps<ButtonSettings>) {
  const disabled = settings.disabled === true;
  useEffect(() => {
    if (disabled) setState('active', false);
  }, [disabled, setState]);

  const text = settings.text === undefined || settings.text === null ? '' : String(settings.text);
  const native = settings.buttonType !== 'none';
  const click = () => {
    if (!disabled) emit('click', { type: 'click' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    emit('keydown', keyEvent(event));
    if (disabled) return;
    if (event.key === 'Enter' || event.key === ' ') setState('active', true);
    // A role="button" is activated by Enter on keydown, as a native button is.
    if (!native && event.key === 'Enter') click();
    if (!native && event.key === ' ') event.preventDefault();
  };
  const onKeyUp = (event: KeyboardEvent) => {
    emit('keyup', keyEvent(event));
    setState('active', false);
    if (!native && !disabled && event.key === ' ') click();
  };
  const handlers = {
    onClick: click,
    onFocus: () => {
      setState('focus', true);
      emit('focus');
    },
    onBlur: () => {
      setState('focus', false);
      setState('active', false);
      emit('blur');
    },
    onKeyDown,
    onKeyUp,
    onPointerDown: () => {
      if (!disabled) setState('active', true);
    },
    onPointerUp: () => setState('active', false),
    onPointerLeave: () => setState('active', false),
  };
  const content = (
    <>
      {settings.hasLeftIcon === true && <IconGlyph name={settings.leftIcon} className="ww-button__icon" />}
      {text !== '' && <span className="ww-button__text">{text}</span>}
      {settings.hasRightIcon === true && <IconGlyph name={settings.rightIcon} className="ww-button__icon" />}
    </>
  );
  const common = {
    'data-uid': uid,
    className: `ww-button ${className}`,
    style:
      typeof settings.backgroundColor === 'string' && settings.backgroundColor !== ''
        ? { backgroundColor: settings.backgroundColor }
        : undefined,
    'aria-label': typeof settings.ariaLabel === 'string' && settings.ariaLabel !== '' ? settings.ariaLabel : undefined,
    ...handlers,
  };
  if (native) {
    return (
      <button type={settings.buttonType === 'submit' ? 'submit' : 'button'} disabled={disabled} {...common}>
        {content}
      </button>
    );
  }
  return (
    <div role="button" tabIndex={disabled ? -1 : 0} aria-disabled={disabled || undefined} {...common}>
      {content}
    </div>
  );
}

export const buttonElement = defineElement<ButtonSettings>({
  type: 'button',
  settings: {
    text: { default: 'Button' },
    buttonType: { default: 'button', options: BUTTON_TYPES },
    disabled: { default: false, options: [true, false] },
    hasLeftIcon: { default: false, options: [true, false] },
    leftIcon: { default: 'arrow-left' },
    hasRightIcon: { default: false, options: [true, false] },
    rightIcon: { default: 'arrow-right' },
    backgroundColor: { default: null },
    ariaLabel: { default: '' },
  },
  events: ['click', 'focus', 'blur', 'keydown', 'keyup'],
  states: ['focus', 'disabled', 'active'],
  statesFrom: (settings) => (settings.disabled === true ? ['disabled'] : []),
  component: Button,
});
