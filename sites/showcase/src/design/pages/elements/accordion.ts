/** The accordion's showcase page: closed and open at first, keyboard toggles, the exposed open state, actions and the change event. */
import { accordion, button, flexbox, text } from '@kit/elements/authoring';
import { f, setVariable, workflow } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';

const action = (uid: string, label: string, actionName: string) =>
  button({
    uid,
    text: label,
    workflows: [workflow(uid, 'click', [{ type: 'component-action', uid: 'accordion-faq', actionName, args: [] }])],
  });

export const accordionPage: PageNode = {
  id: 'element-accordion',
  name: 'Accordion',
  path: 'elements/accordion',
  title: { en: 'Accordion — showcase' },
  meta: { desc: { en: 'The accordion: a toggle layout and a content layout, open state exposed, toggle/open/close actions.' } },
  variables: [{ id: 'accordion-changes', name: 'accordion changes', type: 'number', defaultValue: 0 }],
  sections: [
    {
      title: 'Accordions',
      children: [
        text({ text: 'Accordion', tag: 'h1' }),
        text({ text: 'The first child is the toggle, the others the content. Click the toggle, or focus it and press Enter or Space.' }),
        accordion(
          {
            uid: 'accordion-faq',
            workflows: [
              workflow('accordion-changed', 'change', [setVariable('accordion-changes', f("variables['accordion-changes'] + 1"))]),
            ],
          },
          text({ text: 'What does the accordion expose?', tag: 'div', styles: { default: { fontWeight: '600' } } }),
          [text({ text: 'Its open state, as the variable accordion-faq-value, which this page shows below.' })],
        ),
        accordion(
          { uid: 'accordion-open', value: true },
          text({ text: 'Open at first (value true)', tag: 'div', styles: { default: { fontWeight: '600' } } }),
          [text({ text: 'This one starts open.' }), text({ text: 'Its content layout holds two texts.' })],
        ),
      ],
    },
    {
      title: 'State and actions',
      children: [
        text({ text: 'State and actions', tag: 'h2' }),
        text({
          uid: 'accordion-state',
          text: f(
            "'The first accordion is ' + (variables['accordion-faq-value'] ? 'open' : 'closed') + '; it changed ' + variables['accordion-changes'] + ' times.'",
          ),
        }),
        flexbox({ direction: 'row', wrap: true, gap: '12px' }, [
          action('accordion-do-toggle', 'Toggle', 'toggle'),
          action('accordion-do-open', 'Open', 'open'),
          action('accordion-do-close', 'Close', 'close'),
        ]),
      ],
    },
  ],
};
