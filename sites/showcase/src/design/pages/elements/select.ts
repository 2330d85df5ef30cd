/**
 * The select's showcase page: a single choice that closes on select, a multiple choice that stays open, and a
 * searchable list of 40 options showing at most 10, with texts bound to the exposed values and the change event.
 */
import { select } from '@kit/elements/authoring';
import { f, setVariable, text, workflow } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';

const CITIES = [
  { label: 'Oslo', value: 'oslo' },
  { label: 'Bergen', value: 'bergen' },
  { label: 'Trondheim', value: 'trondheim' },
  { label: 'Stavanger', value: 'stavanger' },
  { label: 'Tromsø', value: 'tromso' },
];

const PARTS = Array.from({ length: 40 }, (_, index) => ({
  label: `Spare part ${String(index + 1).padStart(2, '0')}`,
  value: `part-${index + 1}`,
}));

export const selectPage: PageNode = {
  id: 'element-select',
  name: 'Select',
  path: 'elements/select',
  title: { en: 'Select — showcase' },
  meta: { desc: { en: 'The select: single and multiple choice, search, a limit on the options shown, keyboard use.' } },
  variables: [{ id: 'select-last-change', name: 'select-last-change', type: 'string', defaultValue: 'none' }],
  sections: [
    {
      title: 'Select',
      children: [
        text({ text: 'Select', tag: 'h1' }),
        text({ text: 'Open a select with the arrow keys or a click, move with the arrows, choose with Enter and close with Escape.' }),
      ],
    },
    {
      title: 'Single choice',
      children: [
        text({ text: 'Single choice', tag: 'h2' }),
        select({
          uid: 'select-city',
          label: 'City',
          options: CITIES,
          value: 'bergen',
          workflows: [workflow('city-change', 'change', [setVariable('select-last-change', f('event.value'))])],
        }),
        text({
          uid: 'select-city-text',
          text: f("'City: ' + variables['select-city-value'] + ' (last change: ' + variables['select-last-change'] + ')'"),
        }),
      ],
    },
    {
      title: 'Multiple choice',
      children: [
        text({ text: 'Multiple choice (stays open)', tag: 'h2' }),
        select({
          uid: 'select-cities',
          label: 'Cities to visit',
          options: CITIES,
          multiple: true,
          closeOnSelect: false,
          placeholder: 'Choose cities',
        }),
        text({
          uid: 'select-cities-text',
          text: f("'Chosen: ' + (variables['select-cities-value'] ? length(variables['select-cities-value']) : 0)"),
        }),
      ],
    },
    {
      title: 'Search and limit',
      children: [
        text({ text: 'Search in 40 options, 10 shown at a time', tag: 'h2' }),
        select({ uid: 'select-part', label: 'Spare part', options: PARTS, search: true, limit: 10, placeholder: 'Type to search' }),
        text({ uid: 'select-part-text', text: f("'Part: ' + variables['select-part-value']") }),
      ],
    },
  ],
};
