/** Button: buttonType none|button|submit (default button), disabled; click, focus, blur, keydown, keyup events. */
import { defineElement } from '../registry';
import type { ElementProps } from '../registry';

export const BUTTON_TYPES = ['none', 'button', 'submit'] as const;

interface ButtonSettings extends Record<string, unknown> {
  text: unknown;
  buttonType: (typeof BUTTON_TYPES)[number];
  disabled: boolean;
}

function Button({ uid, settings, emit, className }: ElementProps<ButtonSettings>) {
  const type = settings.buttonType === 'submit' ? 'submit' : 'button';
  return (
    <button
      type={type}
      data-uid={uid}
      className={`ww-button ${className}`}
      disabled={settings.disabled === true}
      onClick={(event) => emit('click', { domEvent: event.type })}
      onFocus={() => emit('focus')}
      onBlur={() => emit('blur')}
      onKeyDown={(event) => emit('keydown', { key: event.key })}
      onKeyUp={(event) => emit('keyup', { key: event.key })}
    >
      {settings.text === undefined || settings.text === null ? '' : String(settings.text)}
    </button>
  );
}

export const buttonElement = defineElement<ButtonSettings>({
  type: 'button',
  settings: {
    text: { default: 'Button' },
    buttonType: { default: 'button', options: BUTTON_TYPES },
    disabled: { default: false },
  },
  events: ['click', 'focus', 'blur', 'keydown', 'keyup'],
  states: ['focus', 'disabled', 'active'],
  component: Button,
});
