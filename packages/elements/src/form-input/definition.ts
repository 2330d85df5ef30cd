/**
 * The form input element's definition: every setting of seed 001 §3 with its default, the type and symbol position
 * choices, its events, states and exposed value. The component loads lazily (its own chunk, with the validation and
 * currency rules), so a page without a field never fetches it.
 */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';
import type { SettingDefinition } from '@kit/runtime-react';
import { CURRENCY_POSITIONS, FORM_INPUT_DEFAULTS, INPUT_TYPES } from './settings';
import type { FormInputSettings } from './settings';

const settingDefaults = Object.fromEntries(Object.entries(FORM_INPUT_DEFAULTS).map(([name, value]) => [name, { default: value }])) as {
  [K in keyof FormInputSettings]: SettingDefinition;
};

const LazyFormInput = lazyElementComponent(() => import('./form-input').then((module) => module.FormInput));

export const formInputElement = defineElement<FormInputSettings>({
  type: 'form-input',
  settings: {
    ...settingDefaults,
    type: { default: 'text', options: INPUT_TYPES },
    currencySymbolPosition: { default: 'prefix', options: CURRENCY_POSITIONS },
  },
  events: ['change', 'initValueChange', 'onEnterKey', 'focus', 'blur'],
  states: ['focus', 'readonly'],
  variables: { value: null },
  lazy: true,
  component: LazyFormInput,
});
