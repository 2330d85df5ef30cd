/**
 * Form container: a `<form>` around its children. Fields inside register with it; submitting (a submit button or
 * Enter) validates them, blocks the submit and focuses the first invalid field when one fails, otherwise runs the
 * container's `submit` workflows without reloading the page. Its `form` variable exposes values and validity.
 * Loaded lazily through its definition (`definition.ts`).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useElementActions } from '@kit/runtime-react';
import type { ElementProps } from '@kit/runtime-react';
import { FORM_RANGES } from '../forms/limits';
import { clampSetting } from '../forms/ranges';
import { FormContext } from './form-context';
import type { FieldHandle, FieldReport, FormContextValue } from './form-context';
import { formData, formVariable } from './form-state';
import type { FormContainerSettings } from './settings';

export function FormContainer({ uid, settings, emit, className, children, setVariable }: ElementProps<FormContainerSettings>) {
  const fields = useRef(new Map<string, FieldReport>());
  const handles = useRef(new Map<string, FieldHandle>());
  const flags = useRef({ isSubmitting: false, isSubmitted: false });
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const scheduled = useRef(false);

  // Field reports arrive from child effects; they are written to the variable once per tick.
  const publish = useCallback(() => {
    if (scheduled.current) return;
    scheduled.current = true;
    queueMicrotask(() => {
      scheduled.current = false;
      setVariable('form', formVariable(fields.current, flags.current));
    });
  }, [setVariable]);

  const context = useMemo<FormContextValue>(
    () => ({
      validation: settings.validation,
      submitAttempted,
      changeDelay: clampSetting(settings.debounceDelay, FORM_RANGES.debounceDelay),
      register(name, handle) {
        handles.current.set(name, handle);
        return () => {
          if (handles.current.get(name) !== handle) return;
          handles.current.delete(name);
          fields.current.delete(name);
          publish();
        };
      },
      report(name, state) {
        fields.current.set(name, state);
        publish();
      },
    }),
    [settings.validation, settings.debounceDelay, submitAttempted, publish],
  );

  useElementActions(uid, {
    /** Lets a submit workflow mark the form as submitting / submitted (e.g. around a slow request). */
    setFormState: (isSubmitting, isSubmitted) => {
      flags.current = {
        isSubmitting: isSubmitting === undefined || isSubmitting === null ? flags.current.isSubmitting : Boolean(isSubmitting),
        isSubmitted: isSubmitted === undefined || isSubmitted === null ? flags.current.isSubmitted : Boolean(isSubmitted),
      };
      publish();
    },
  });

  useEffect(() => publish(), [publish]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    for (const handle of handles.current.values()) handle.flush();
    setSubmitAttempted(true);
    const invalid = [...fields.current].find(([, field]) => !field.isValid);
    if (invalid !== undefined) {
      handles.current.get(invalid[0])?.focus();
      return;
    }
    flags.current = { isSubmitting: false, isSubmitted: true };
    setVariable('form', formVariable(fields.current, flags.current));
    emit('submit', { formData: formData(fields.current) });
  };

  const autocomplete = settings.autocomplete === false || settings.autocomplete === 'off' ? 'off' : 'on';
  return (
    <form
      data-uid={uid}
      className={`ww-form-container ${className}`}
      autoComplete={autocomplete}
      noValidate
      aria-label={settings.label === '' ? undefined : settings.label}
      onSubmit={onSubmit}
    >
      <FormContext.Provider value={context}>{children}</FormContext.Provider>
    </form>
  );
}
