/**
 * The form container's type, settings and the initial value of its `form` variable (`fields[name].{value,isValid}`,
 * `isSubmitting`, `isSubmitted`, `isValid`). Constants only: the element's definition reads them and sits in the
 * page entry, while the component loads with the element's own chunk.
 */
import type { FieldReport } from './form-context';

export const FORM_CONTAINER_TYPE = 'form-container';

export const FORM_VALIDATION_MODES = ['submit', 'change'] as const;
export type ValidationMode = (typeof FORM_VALIDATION_MODES)[number];

export interface FormContainerSettings extends Record<string, unknown> {
  /** Browser autocomplete for the form's fields: on (true) or off (false); 'on'/'off' are read too. */
  autocomplete: boolean | 'on' | 'off';
  validation: ValidationMode;
  /** In 'change' mode, how long a changed field waits before showing its error (1–5000 ms). */
  debounceDelay: number | string;
  /** The form's accessible name. */
  label: string;
}

export interface FormVariable {
  fields: Record<string, FieldReport>;
  isSubmitting: boolean;
  isSubmitted: boolean;
  isValid: boolean;
}

export const INITIAL_FORM: FormVariable = { fields: {}, isSubmitting: false, isSubmitted: false, isValid: true };
