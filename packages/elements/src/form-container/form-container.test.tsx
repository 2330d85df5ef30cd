// @vitest-environment happy-dom
/** The form container with form inputs: server render + hydration, validation blocking submit, submit workflows, the form variable. */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { button, f, setVariable, text, workflow } from '@kit/runtime-react/authoring';
import { formInput } from '../form-input/builder';
import { formInputElement } from '../form-input/definition';
import { renderFormSite, settle, typeInto } from '../forms/test-site';
import type { FormTestSite } from '../forms/test-site';
import { formContainer } from './builder';
import { formContainerElement } from './definition';
import type { FormVariable } from './settings';

let site: FormTestSite | undefined;
afterEach(() => {
  site?.unmount();
  site = undefined;
});

const definitions = [formContainerElement, formInputElement];

function contactForm(validation: 'submit' | 'change') {
  return [
    formContainer(
      {
        uid: 'form',
        label: 'Contact',
        validation,
        workflows: [workflow('send', 'submit', [setVariable('result', f("'Sent ' + event.formData.email + ' ' + event.formData.age"))])],
      },
      [
        formInput({ uid: 'email', type: 'email', label: 'E-mail', fieldName: 'email' }),
        formInput({ uid: 'age', type: 'number', label: 'Age', fieldName: 'age', min: 18, max: 120 }),
        formInput({ uid: 'note', label: 'Note', fieldName: 'note', required: false }),
        button({ uid: 'send', text: 'Send', buttonType: 'submit' }),
      ],
    ),
    text({ uid: 'result', text: f("variables['result']") }),
  ];
}

const variables = [{ id: 'result', name: 'result', type: 'string' as const, defaultValue: 'Nothing sent' }];
const input = (uid: string) => site!.container.querySelector<HTMLInputElement>(`#${uid}-input`)!;
const error = (uid: string) => site!.container.querySelector(`#${uid}-error`)!.textContent;
const submit = () =>
  act(async () => {
    site!.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });

describe('form container', () => {
  it('renders a labelled form on the server and hydrates without errors', async () => {
    site = await renderFormSite(contactForm('submit'), { definitions, variables });
    expect(site.serverHtml).toContain('<form');
    expect(site.serverHtml).toContain('aria-label="Contact"');
    expect(site.serverHtml).toMatch(/autocomplete="on"/i);
    expect(site.serverHtml).toContain('<label for="email-input"');
    expect(site.errors).not.toHaveBeenCalled();
  });

  it('blocks an invalid submit, shows the errors and focuses the first invalid field', async () => {
    site = await renderFormSite(contactForm('submit'), { definitions, variables });
    // 'submit' mode: no error before the first submit attempt.
    await typeInto(input('email'), 'not-an-email');
    expect(error('email')).toBe('');
    await submit();
    await settle();
    expect(error('email')).toBe('Enter a valid e-mail address.');
    expect(error('age')).toBe('This field is required.');
    expect(error('note')).toBe('');
    expect(input('email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('email'));
    expect(site.container.querySelector('[data-uid="result"]')!.textContent).toBe('Nothing sent');
    const form = site.runtime.variables.get('form-form') as FormVariable;
    expect(form.isValid).toBe(false);
    expect(form.isSubmitted).toBe(false);
    expect(form.fields.email).toEqual({ value: 'not-an-email', isValid: false });
    // After the attempt, errors follow the values as they are fixed.
    await typeInto(input('age'), '12');
    expect(error('age')).toBe('Enter a value of at least 18.');
  });

  it('runs the submit workflow with the values once every field is valid, and exposes the form state', async () => {
    site = await renderFormSite(contactForm('submit'), { definitions, variables });
    await typeInto(input('email'), 'ada@example.com');
    await typeInto(input('age'), '36');
    await submit();
    await settle();
    expect(site.container.querySelector('[data-uid="result"]')!.textContent).toBe('Sent ada@example.com 36');
    const form = site.runtime.variables.get('form-form') as FormVariable;
    expect(form).toEqual({
      fields: { email: { value: 'ada@example.com', isValid: true }, age: { value: 36, isValid: true }, note: { value: '', isValid: true } },
      isSubmitting: false,
      isSubmitted: true,
      isValid: true,
    });
    expect(site.runtime.variables.get('age-value')).toBe(36);
    expect(site.errors).not.toHaveBeenCalled();
  });

  it("shows errors as fields change in 'change' mode", async () => {
    site = await renderFormSite(contactForm('change'), { definitions, variables });
    await typeInto(input('email'), 'ada@');
    await act(async () => {
      input('email').dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    });
    expect(error('email')).toBe('Enter a valid e-mail address.');
    expect(error('age')).toBe('');
  });

  it('lets a workflow mark the form as submitting through its setFormState action', async () => {
    site = await renderFormSite(contactForm('submit'), { definitions, variables });
    await act(async () => {
      site!.runtime.services.elements.executeAction('form', 'setFormState', [true, false], undefined);
    });
    await settle();
    expect(site.runtime.variables.get('form-form')).toMatchObject({ isSubmitting: true, isSubmitted: false });
  });
});
