/**
 * The form container element's definition: settings with their defaults (autocomplete on, validation on submit),
 * the submit event, the setFormState action and the `form` variable. The component loads lazily (its own chunk);
 * the fields inside register with it once it renders.
 */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';
import { FORM_RANGES } from '../forms/limits';
import { FORM_CONTAINER_TYPE, FORM_VALIDATION_MODES, INITIAL_FORM } from './settings';
import type { FormContainerSettings } from './settings';

const LazyFormContainer = lazyElementComponent(() => import('./form-container').then((module) => module.FormContainer));

export const formContainerElement = defineElement<FormContainerSettings>({
  type: FORM_CONTAINER_TYPE,
  settings: {
    autocomplete: { default: true, options: [true, false, 'on', 'off'] },
    validation: { default: 'submit', options: FORM_VALIDATION_MODES },
    debounceDelay: { default: FORM_RANGES.debounceDelay.default },
    label: { default: '' },
  },
  events: ['submit'],
  actions: ['setFormState'],
  variables: { form: INITIAL_FORM },
  container: true,
  lazy: true,
  component: LazyFormContainer,
});
