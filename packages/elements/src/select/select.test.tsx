// @vitest-environment happy-dom
/** The select element: ARIA combobox keyboard use, closing on select, multiple, search with limit, exposed value and change. */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { f, setVariable, text, workflow } from '@kit/runtime-react/authoring';
import { renderFormSite, settle, typeInto } from '../forms/test-site';
import type { FormTestSite } from '../forms/test-site';
import { select } from './builder';
import { selectElement } from './definition';

let site: FormTestSite | undefined;
afterEach(() => {
  site?.unmount();
  site = undefined;
});

const definitions = [selectElement];
const cities = [
  { label: 'Oslo', value: 'osl' },
  { label: 'Bergen', value: 'bgo' },
  { label: 'Tromsø', value: 'tos' },
];
const combobox = () => site!.container.querySelector<HTMLElement>('[role="combobox"]')!;
const key = (name: string) => act(async () => combobox().dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true })));
const optionTexts = () => [...site!.container.querySelectorAll('[role="option"]')].map((option) => option.textContent);

describe('select', () => {
  it('opens with the keyboard, moves with the arrows, chooses with Enter and closes', async () => {
    site = await renderFormSite(
      [
        select({
          uid: 'city',
          label: 'City',
          options: cities,
          workflows: [workflow('c', 'change', [setVariable('picked', f('event.value'))])],
        }),
        text({ uid: 'picked', text: f("'Picked ' + variables['picked'] + ' / ' + variables['city-value']") }),
      ],
      { definitions, variables: [{ id: 'picked', name: 'picked', type: 'string', defaultValue: '' }] },
    );
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(combobox().getAttribute('aria-labelledby')).toBe('city-label');
    expect(site.container.querySelector('[role="listbox"]')!.closest('[hidden]')).not.toBeNull();
    await key('ArrowDown');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(optionTexts()).toEqual(['Oslo', 'Bergen', 'Tromsø']);
    expect(combobox().getAttribute('aria-activedescendant')).toBe('city-option-0');
    await key('ArrowDown');
    expect(combobox().getAttribute('aria-activedescendant')).toBe('city-option-1');
    await key('Enter');
    await settle();
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(combobox().textContent).toBe('Bergen');
    expect(site.container.querySelector('[data-uid="picked"]')!.textContent).toBe('Picked bgo / bgo');
    await key('ArrowDown');
    expect(site.container.querySelector('#city-option-1')!.getAttribute('aria-selected')).toBe('true');
    await key('Escape');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(site.errors).not.toHaveBeenCalled();
  });

  it('keeps a list of values in multiple mode and stays open when closeOnSelect is off', async () => {
    site = await renderFormSite(
      [select({ uid: 'tags', label: 'Tags', options: cities, multiple: true, closeOnSelect: false, value: ['osl'] })],
      { definitions },
    );
    expect(combobox().textContent).toBe('Oslo');
    await act(async () => combobox().click());
    await act(async () => site!.container.querySelector<HTMLElement>('#tags-option-2')!.click());
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(site.runtime.variables.get('tags-value')).toEqual(['osl', 'tos']);
    await act(async () => site!.container.querySelector<HTMLElement>('#tags-option-0')!.click());
    expect(site.runtime.variables.get('tags-value')).toEqual(['tos']);
    expect(site.container.querySelector('[role="listbox"]')!.getAttribute('aria-multiselectable')).toBe('true');
  });

  it('filters with the search field and shows at most limit options', async () => {
    const many = Array.from({ length: 40 }, (_, index) => ({ label: `Option ${index + 1}`, value: index + 1 }));
    site = await renderFormSite([select({ uid: 's', label: 'Pick', options: many, search: true, limit: 12 })], { definitions });
    const input = combobox() as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    await act(async () => input.click());
    expect(optionTexts()).toHaveLength(12);
    expect(site.container.querySelector('.ww-select__note')!.textContent).toBe('Showing 12 of 40');
    await typeInto(input, 'option 3');
    expect(optionTexts()).toEqual([
      'Option 3',
      'Option 30',
      'Option 31',
      'Option 32',
      'Option 33',
      'Option 34',
      'Option 35',
      'Option 36',
      'Option 37',
      'Option 38',
      'Option 39',
    ]);
    await key('Enter');
    expect(site.runtime.variables.get('s-value')).toBe(3);
    expect(input.value).toBe('Option 3');
  });
});
