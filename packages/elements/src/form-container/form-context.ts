/**
 * The link between a form container and its fields: fields (form input, select, file drop) register under their
 * `fieldName` with the nearest container through this React context and report their value and validity; the
 * container decides when fields show their errors (after a submit attempt, or as they change).
 */
import { createContext, useContext, useEffect, useRef } from 'react';
import type { ValidationMode } from './settings';

export interface FieldReport {
  value: unknown;
  isValid: boolean;
}

/** What a container can ask of a registered field. */
export interface FieldHandle {
  /** Delivers a debounced value now (before submit reads the values). */
  flush(): void;
  /** Moves keyboard focus to the field (the first invalid field after a blocked submit). */
  focus(): void;
}

export interface FormContextValue {
  validation: ValidationMode;
  /** True once a submit was attempted; fields then show their errors. */
  submitAttempted: boolean;
  /** Delay before a changed field shows its error, in 'change' mode (ms). */
  changeDelay: number;
  register(name: string, handle: FieldHandle): () => void;
  report(name: string, state: FieldReport): void;
}

export const FormContext = createContext<FormContextValue | undefined>(undefined);

/** Whether a field shows its validation message now. */
export function shouldShowError(options: {
  form: Pick<FormContextValue, 'validation' | 'submitAttempted'> | undefined;
  touched: boolean;
}): boolean {
  const { form, touched } = options;
  if (form === undefined) return touched;
  if (form.submitAttempted) return true;
  return form.validation === 'change' && touched;
}

/**
 * Registers a field with the nearest form container (if any) and keeps its report current. Returns the container,
 * or undefined when the field stands alone.
 */
export function useFormField(name: string, state: FieldReport, handle: FieldHandle): FormContextValue | undefined {
  const form = useContext(FormContext);
  const latest = useRef(handle);
  latest.current = handle;
  useEffect(() => {
    if (form === undefined || name === '') return undefined;
    return form.register(name, { flush: () => latest.current.flush(), focus: () => latest.current.focus() });
  }, [form, name]);
  const { value, isValid } = state;
  useEffect(() => {
    if (form !== undefined && name !== '') form.report(name, { value, isValid });
  }, [form, name, value, isValid]);
  return form;
}
