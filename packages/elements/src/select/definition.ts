/**
 * The select element's definition: settings with their defaults (at most 20 options shown, closing on select), its
 * events, focus state and exposed value. The component loads lazily (its own chunk), so a page without a select
 * never fetches it.
 */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';
import { FORM_RANGES } from '../forms/limits';
import type { SelectSettings } from './settings';

const LazySelect = lazyElementComponent(() => import('./select').then((module) => module.Select));

export const selectElement = defineElement<SelectSettings>({
  type: 'select',
  settings: {
    options: { default: [] },
    value: { default: null },
    multiple: { default: false },
    search: { default: false },
    limit: { default: FORM_RANGES.selectLimit.default },
    closeOnSelect: { default: true },
    label: { default: '' },
    placeholder: { default: 'Select an option' },
    searchPlaceholder: { default: 'Search…' },
    required: { default: false },
    disabled: { default: false },
    fieldName: { default: '' },
  },
  events: ['change', 'initValueChange'],
  states: ['focus'],
  variables: { value: null },
  lazy: true,
  component: LazySelect,
});
