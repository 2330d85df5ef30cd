/** The donut progress bar's showcase page: the default 65, each line style, thickness and colours, and a value changed by buttons. */
import { button, donutProgress, flexbox, text } from '@kit/elements/authoring';
import { f, setVariable, workflow } from '@kit/runtime-react/authoring';
import type { ElementNode, PageNode } from '@kit/runtime-react/authoring';

function labelled(caption: string, donut: ElementNode): ElementNode {
  return flexbox({ direction: 'column', gap: '4px', alignItems: 'center' }, [donut, text({ text: caption, tag: 'div' })]);
}

const step = (uid: string, label: string, by: number) =>
  button({
    uid,
    text: label,
    workflows: [
      workflow(uid, 'click', [
        setVariable(
          'donut-value',
          f(`variables['donut-value'] + ${by} > 100 ? 100 : variables['donut-value'] + ${by} < 0 ? 0 : variables['donut-value'] + ${by}`),
        ),
      ]),
    ],
  });

export const donutProgressPage: PageNode = {
  id: 'element-donut-progress',
  name: 'Donut progress',
  path: 'elements/donut-progress',
  title: { en: 'Donut progress bar — showcase' },
  meta: {
    desc: {
      en: 'The donut progress bar: value, line styles center, out, out-over, in, in-over, thickness, colours, animation, change event.',
    },
  },
  variables: [
    { id: 'donut-value', name: 'donut value', type: 'number', defaultValue: 30 },
    { id: 'donut-changes', name: 'donut changes', type: 'number', defaultValue: 0 },
  ],
  sections: [
    {
      title: 'Styles',
      children: [
        text({ text: 'Donut progress bar', tag: 'h1' }),
        text({ text: 'The default value is 65. Each line style places the fill ring against the empty ring differently.' }),
        flexbox({ direction: 'row', wrap: true, gap: '24px' }, [
          labelled('center (default)', donutProgress({ uid: 'donut-default', ariaLabel: 'Default donut' })),
          labelled(
            'out, offset 3',
            donutProgress({ uid: 'donut-out', ariaLabel: 'Out style', style: 'out', thickness: 8, emptyThickness: 4, offset: 3 }),
          ),
          labelled(
            'out-over',
            donutProgress({ uid: 'donut-out-over', ariaLabel: 'Out-over style', style: 'out-over', thickness: 14, emptyThickness: 6 }),
          ),
          labelled(
            'in, offset 3',
            donutProgress({ uid: 'donut-in', ariaLabel: 'In style', style: 'in', thickness: 8, emptyThickness: 4, offset: 3 }),
          ),
          labelled(
            'in-over',
            donutProgress({ uid: 'donut-in-over', ariaLabel: 'In-over style', style: 'in-over', thickness: 14, emptyThickness: 6 }),
          ),
        ]),
      ],
    },
    {
      title: 'Colours and sizes',
      children: [
        text({ text: 'Colours and sizes', tag: 'h2' }),
        text({ text: 'The ring follows the size of its box (200px here, 120px on phones); thickness is kept within 1–50 px.' }),
        donutProgress({
          uid: 'donut-large',
          ariaLabel: 'Large donut',
          value: 80,
          thickness: 24,
          emptyThickness: 24,
          fillColor: 'var(--color-success)',
          emptyColor: 'var(--color-surface)',
          styles: { default: { width: '200px', height: '200px' }, mobile: { width: '120px', height: '120px' } },
        }),
      ],
    },
    {
      title: 'Changing value',
      children: [
        text({ text: 'Changing value', tag: 'h2' }),
        text({ text: 'The fill animates for 800 ms after a 100 ms delay (each within 1–999 ms); every change fires the change event.' }),
        donutProgress({
          uid: 'donut-live',
          ariaLabel: 'Live donut',
          value: f("variables['donut-value']"),
          animationDuration: 800,
          animationDelay: 100,
          workflows: [workflow('donut-changed', 'change', [setVariable('donut-changes', f("variables['donut-changes'] + 1"))])],
        }),
        flexbox({ direction: 'row', wrap: true, gap: '12px' }, [step('donut-less', 'Minus 10', -10), step('donut-more', 'Plus 10', 10)]),
        text({
          uid: 'donut-changes-text',
          text: f("'Value ' + variables['donut-value'] + ', changed ' + variables['donut-changes'] + ' times'"),
        }),
      ],
    },
  ],
};
