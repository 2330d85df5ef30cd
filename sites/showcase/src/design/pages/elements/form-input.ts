/**
 * The form input's showcase page: every input type with its settings (rows and resize, debounce, password reveal,
 * number bounds and step, decimal precision, date and time limits, currency symbol and separators, readonly, a
 * custom validation formula), with texts bound to the exposed values and to the events they fire.
 */
import { formInput } from '@kit/elements/authoring';
import { f, flexbox, setVariable, text, workflow } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';

const echo = (uid: string, label: string) => text({ uid: `${uid}-echo`, text: f(`'${label}: ' + variables['${uid}-value']`) });

export const formInputPage: PageNode = {
  id: 'element-form-input',
  name: 'Form input',
  path: 'elements/form-input',
  title: { en: 'Form input — showcase' },
  meta: {
    desc: { en: 'The form input: text, textarea, e-mail, search, password, number, decimal, date, time, tel, colour and currency fields.' },
  },
  variables: [{ id: 'input-events', name: 'input-events', type: 'string', defaultValue: '' }],
  sections: [
    {
      title: 'Form input',
      children: [
        text({ text: 'Form input', tag: 'h1' }),
        text({ text: 'Each field exposes its value as a variable; the texts under the fields read those variables.' }),
      ],
    },
    {
      title: 'Text fields',
      children: [
        text({ text: 'Text fields', tag: 'h2' }),
        flexbox({ direction: 'column', gap: '16px' }, [
          formInput({
            uid: 'input-text',
            label: 'Text (events logged below)',
            placeholder: 'Type, press Enter, leave the field',
            required: false,
            workflows: [
              workflow('text-change', 'change', [setVariable('input-events', f("'change: ' + event.value"))]),
              workflow('text-enter', 'onEnterKey', [setVariable('input-events', f("'Enter pressed with: ' + event.value"))]),
              workflow('text-focus', 'focus', [setVariable('input-events', 'focus')]),
              workflow('text-blur', 'blur', [setVariable('input-events', 'blur')]),
            ],
          }),
          text({ uid: 'input-events-text', text: f("'Last event: ' + variables['input-events']") }),
          formInput({
            uid: 'input-textarea',
            type: 'textarea',
            label: 'Textarea (6 rows, resizable)',
            rows: 6,
            resize: true,
            required: false,
          }),
          formInput({ uid: 'input-email', type: 'email', label: 'E-mail', placeholder: 'name@example.com' }),
          formInput({
            uid: 'input-search',
            type: 'search',
            label: 'Search (debounced 800 ms)',
            debounce: true,
            debounceDelay: 800,
            required: false,
          }),
          echo('input-search', 'Searching for'),
          formInput({ uid: 'input-password', type: 'password', label: 'Password (reveal with the button)', required: false }),
          formInput({ uid: 'input-tel', type: 'tel', label: 'Telephone', placeholder: '+47 22 00 00 00', required: false }),
          formInput({ uid: 'input-readonly', label: 'Read-only', value: 'You cannot change this', readonly: true, required: false }),
          formInput({
            uid: 'input-code',
            label: 'Code (custom validation: 4 to 6 characters)',
            customValidation: true,
            validation: 'textLength(context.value) >= 4 && textLength(context.value) <= 6',
          }),
        ]),
      ],
    },
    {
      title: 'Numbers',
      children: [
        text({ text: 'Numbers', tag: 'h2' }),
        flexbox({ direction: 'column', gap: '16px' }, [
          formInput({ uid: 'input-number', type: 'number', label: 'Number (10 to 500, step 10)', min: 10, max: 500, step: 10, value: 20 }),
          echo('input-number', 'Number'),
          formInput({
            uid: 'input-decimal',
            type: 'decimal',
            label: 'Decimal (precision 0.01, no arrows)',
            precision: 0.01,
            step: 0.05,
            hideArrows: true,
            value: 1.25,
          }),
          echo('input-decimal', 'Decimal'),
          formInput({
            uid: 'input-price',
            type: 'currency',
            label: 'Price in euros',
            value: 1234.5,
            currencySymbol: '€',
            currencySymbolPosition: 'suffix',
            currencyThousandsSeparator: '.',
            currencyDecimalSeparator: ',',
          }),
          echo('input-price', 'Price as a number'),
          formInput({ uid: 'input-dollars', type: 'currency', label: 'Amount in dollars', value: 99 }),
        ]),
      ],
    },
    {
      title: 'Dates, times and colours',
      children: [
        text({ text: 'Dates, times and colours', tag: 'h2' }),
        flexbox({ direction: 'column', gap: '16px' }, [
          formInput({
            uid: 'input-date',
            type: 'date',
            label: 'Date in 2026',
            minDate: '2026-01-01',
            maxDate: '2026-12-31',
            value: '2026-06-15',
          }),
          echo('input-date', 'Date'),
          formInput({ uid: 'input-time', type: 'time', label: 'Time (minutes)', timePrecision: 60, value: '09:30' }),
          formInput({ uid: 'input-color', type: 'color', label: 'Colour', value: '#2563eb' }),
          echo('input-color', 'Colour'),
        ]),
      ],
    },
  ],
};
