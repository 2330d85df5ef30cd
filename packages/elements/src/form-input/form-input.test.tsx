// @vitest-environment happy-dom
/** The form input element: exposed value, events, debounce, currency, password reveal, custom validation, states. */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { f, flexbox, setVariable, text, workflow } from '@kit/runtime-react/authoring';
import { renderFormSite, settle, typeInto } from '../forms/test-site';
import type { FormTestSite } from '../forms/test-site';
import { formInput } from './builder';
import { formInputElement } from './definition';

let site: FormTestSite | undefined;
afterEach(() => {
  site?.unmount();
  site = undefined;
});

const definitions = [formInputElement];
const field = (uid: string) => site!.container.querySelector<HTMLInputElement>(`#${uid}-input`)!;
const shown = (uid: string) => site!.container.querySelector(`[data-uid="${uid}"]`)!.textContent;
const focus = (element: HTMLElement) => act(async () => element.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
const blur = (element: HTMLElement) => act(async () => element.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));

describe('form input', () => {
  it('exposes its value and runs change, onEnterKey, focus and blur workflows', async () => {
    site = await renderFormSite(
      [
        formInput({
          uid: 'name',
          label: 'Name',
          value: 'Ada',
          workflows: [
            workflow('c', 'change', [setVariable('log', f("variables['log'] + 'change:' + event.value + ';'"))]),
            workflow('e', 'onEnterKey', [setVariable('log', f("variables['log'] + 'enter;'"))]),
            workflow('fo', 'focus', [setVariable('log', f("variables['log'] + 'focus;'"))]),
            workflow('bl', 'blur', [setVariable('log', f("variables['log'] + 'blur;'"))]),
          ],
        }),
        text({ uid: 'echo', text: f("'Hello ' + variables['name-value']") }),
        text({ uid: 'log', text: f("variables['log']") }),
      ],
      { definitions, variables: [{ id: 'log', name: 'log', type: 'string', defaultValue: '' }] },
    );
    expect(site.serverHtml).toContain('value="Ada"');
    // The initial value is exposed from the first render, so the server's HTML already shows it.
    expect(site.serverHtml).toContain('Hello Ada');
    expect(shown('echo')).toBe('Hello Ada');
    await focus(field('name'));
    await typeInto(field('name'), 'Grace');
    await act(async () => field('name').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    await blur(field('name'));
    await settle();
    expect(shown('echo')).toBe('Hello Grace');
    expect(shown('log')).toBe('focus;change:Grace;enter;blur;');
    expect(site.errors).not.toHaveBeenCalled();
  });

  it('debounces the change until typing pauses, and flushes it on Enter', async () => {
    site = await renderFormSite(
      [
        formInput({ uid: 'q', type: 'search', label: 'Search', debounce: true, debounceDelay: 40, required: false }),
        text({ uid: 'echo', text: f("'Q ' + variables['q-value']") }),
      ],
      { definitions },
    );
    await typeInto(field('q'), 'fo');
    await typeInto(field('q'), 'foo');
    expect(field('q').value).toBe('foo');
    expect(shown('echo')).toBe('Q ');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 80)));
    expect(shown('echo')).toBe('Q foo');
    await typeInto(field('q'), 'bar');
    await act(async () => field('q').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    expect(shown('echo')).toBe('Q bar');
  });

  it('formats a currency while not focused and exposes the number', async () => {
    site = await renderFormSite(
      [
        formInput({
          uid: 'price',
          type: 'currency',
          label: 'Price',
          value: 1234.5,
          currencySymbol: '€',
          currencySymbolPosition: 'suffix',
          currencyThousandsSeparator: '.',
          currencyDecimalSeparator: ',',
        }),
        text({ uid: 'echo', text: f("variables['price-value'] * 2") }),
      ],
      { definitions },
    );
    expect(field('price').value).toBe('1.234,50');
    expect(site.container.querySelector('.ww-form-input__symbol--suffix')!.textContent).toBe('€');
    expect(shown('echo')).toBe('2469');
    await focus(field('price'));
    expect(field('price').value).toBe('1.234,50');
    await typeInto(field('price'), '98.765,4');
    expect(site.runtime.variables.get('price-value')).toBe(98765.4);
    await blur(field('price'));
    expect(field('price').value).toBe('98.765,40');
    expect(site.runtime.variables.get('price-value')).toBe(98765.4);
    // min and max (0 and 10000 by default) bound number fields, not amounts.
    expect(site.container.querySelector('#price-error')!.textContent).toBe('');
  });

  it('styles the currency symbol with the colours, size and padding settings, dropping unsafe values', async () => {
    site = await renderFormSite(
      [
        formInput({
          uid: 'styled',
          type: 'currency',
          label: 'Styled',
          value: 5,
          currencySymbolColor: '#b00020',
          currencySymbolBackground: 'var(--color-surface)',
          currencySymbolSize: '18px',
          currencySymbolPadding: '0 8px',
        }),
        formInput({
          uid: 'unsafe',
          type: 'currency',
          label: 'Unsafe',
          value: 5,
          currencySymbolColor: 'red;} body{display:none',
          currencySymbolSize: 20,
        }),
        formInput({ uid: 'plain', type: 'currency', label: 'Plain', value: 5 }),
      ],
      { definitions },
    );
    const container = site.container;
    const symbol = (uid: string) => container.querySelector<HTMLElement>(`[data-uid="${uid}"] .ww-form-input__symbol`)!;
    expect(symbol('styled').style.color).toBe('#b00020');
    expect(symbol('styled').style.backgroundColor).toBe('var(--color-surface)');
    expect(symbol('styled').style.fontSize).toBe('18px');
    expect(symbol('styled').style.padding).toBe('0px 8px');
    expect(symbol('unsafe').style.color).toBe('');
    expect(symbol('unsafe').style.fontSize).toBe('20px');
    expect(symbol('plain').getAttribute('style')).toBeNull();
  });

  it('reveals a password with a toggle button', async () => {
    site = await renderFormSite([formInput({ uid: 'pw', type: 'password', label: 'Password' })], { definitions });
    expect(field('pw').type).toBe('password');
    const toggle = site.container.querySelector<HTMLButtonElement>('.ww-form-input__reveal')!;
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await act(async () => toggle.click());
    expect(field('pw').type).toBe('text');
    expect(toggle.textContent).toBe('Hide password');
  });

  it('runs the custom validation formula with the value in scope, shown after blur', async () => {
    site = await renderFormSite(
      [formInput({ uid: 'code', label: 'Code', customValidation: true, validation: 'textLength(context.value) >= 4' })],
      { definitions },
    );
    await typeInto(field('code'), 'abc');
    expect(site.container.querySelector('#code-error')!.textContent).toBe('');
    await blur(field('code'));
    expect(site.container.querySelector('#code-error')!.textContent).toBe('This value is not valid.');
    expect(field('code').getAttribute('aria-describedby')).toBe('code-error');
    await typeInto(field('code'), 'abcd');
    expect(site.container.querySelector('#code-error')!.textContent).toBe('');
  });

  it('resets to a changed initial value with initValueChange, and carries the readonly state', async () => {
    site = await renderFormSite(
      [
        formInput({
          uid: 'bound',
          label: 'Bound',
          readonly: true,
          value: f("variables['source']"),
          workflows: [workflow('i', 'initValueChange', [setVariable('seen', f('event.value'))])],
        }),
        text({ uid: 'seen', text: f("variables['seen']") }),
      ],
      {
        definitions,
        variables: [
          { id: 'source', name: 'source', type: 'string', defaultValue: 'one' },
          { id: 'seen', name: 'seen', type: 'string', defaultValue: '' },
        ],
      },
    );
    expect(field('bound').value).toBe('one');
    expect(field('bound').readOnly).toBe(true);
    expect(site.container.querySelector('[data-uid="bound"]')!.className).toContain('ww-state-readonly');
    await act(async () => void site!.runtime.variables.set('source', 'two'));
    await settle();
    expect(field('bound').value).toBe('two');
    expect(shown('seen')).toBe('two');
  });

  it('gives each repeated field its own ids, so labels stay tied to their own input', async () => {
    site = await renderFormSite(
      [
        flexbox({ uid: 'list', repeat: ['a', 'b'] }, [
          formInput({ uid: 'item', label: f("'Item ' + context.item.data"), required: false }),
        ]),
      ],
      { definitions },
    );
    const labels = [...site.container.querySelectorAll('label')].map((label) => [label.textContent, label.htmlFor]);
    expect(labels).toEqual([
      ['Item a', 'item-0-input'],
      ['Item b', 'item-1-input'],
    ]);
    expect(site.container.querySelectorAll('#item-0-input, #item-1-input')).toHaveLength(2);
    expect(site.errors).not.toHaveBeenCalled();
  });
});
