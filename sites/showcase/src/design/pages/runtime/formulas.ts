/** Formulas: the helper library on live values (a text input's value feeds several of them). */
import { f, flexbox, text } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';
import { formInput } from '@kit/elements/authoring';
import { siteNav } from '../nav';

const ORDERS = [
  { id: 1, customer: 'ada lovelace', total: 120.5, status: 'paid' },
  { id: 2, customer: 'alan turing', total: 80, status: 'open' },
  { id: 3, customer: 'grace hopper', total: 42.25, status: 'paid' },
];

/** One example: the formula's source next to its value. */
function example(uid: string, code: string) {
  return flexbox(
    { direction: 'row', gap: '12px', wrap: true, styles: { default: { padding: '4px 0', borderBottom: '1px solid var(--color-border)' } } },
    [
      text({ tag: 'div', text: code, styles: { default: { fontFamily: 'ui-monospace, monospace', minWidth: '18rem' } } }),
      text({ uid, tag: 'div', text: f(`JSON.stringify(${code})`) }),
    ],
  );
}

export const formulasPage: PageNode = {
  id: 'formulas',
  path: 'formulas',
  title: 'Formulas — the helper library',
  meta: { desc: 'Formulas of the showcase: sums, rounding, text, arrays, objects and checks, evaluated without eval.' },
  variables: [{ id: 'orders', name: 'orders', type: 'array', defaultValue: ORDERS }],
  sections: [
    { title: 'Navigation', children: [siteNav()] },
    {
      title: 'Formulas',
      children: [
        text({ tag: 'h1', text: 'Formulas' }),
        text({ text: 'Each line shows a formula and its value, computed in the browser and on the server.' }),
        example('f-sum', "sum(map(variables['orders'], 'total'))"),
        example('f-average', "round(average(map(variables['orders'], 'total')), 2)"),
        example('f-capitalize', "capitalize(lookup(2, variables['orders']).customer)"),
        example('f-group', "map(groupBy(variables['orders'], 'status').paid, 'id')"),
        example('f-filter', "map(filterByKey(variables['orders'], 'status', 'open'), 'customer')"),
        example('f-switch', "switch(variables['orders'][0].status, 'paid', 'Settled', 'open', 'Waiting', 'Unknown')"),
        example('f-if-empty', "ifEmpty([], 'nothing here')"),
        example('f-pick', "pick(variables['orders'][2], 'id', 'total')"),
      ],
    },
    {
      title: 'Check an e-mail address',
      children: [
        formInput({ uid: 'email-input', type: 'text', label: 'E-mail address', placeholder: 'name@example.com', required: false }),
        text({ uid: 'email-check', text: f("isEmail(variables['email-input-value']) ? 'A valid address' : 'Not an e-mail address yet'") }),
      ],
    },
  ],
};
