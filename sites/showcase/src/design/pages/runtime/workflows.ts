/** Workflows: a branch (if), the error branch, a loop, and a popup whose result returns to the workflow that opened it. */
import { button, f, flexbox, setVariable, text, workflow, workflowGraph } from '@kit/runtime-react/authoring';
import type { ComponentNode, PageNode } from '@kit/runtime-react/authoring';
import { siteNav } from '../nav';

export const CONFIRM_POPUP_ID = 'confirm-popup';

/** A popup asking a question; each answer closes it with its value as the result. */
export const confirmPopup: ComponentNode = {
  id: CONFIRM_POPUP_ID,
  name: 'Confirm',
  popup: { position: 'middle', label: 'Confirm' },
  root: flexbox({ direction: 'column', gap: '12px' }, [
    text({ uid: 'confirm-question', tag: 'h2', text: f("context.popup.content.question || 'Are you sure?'") }),
    flexbox({ direction: 'row', gap: '8px' }, [
      button({ uid: 'confirm-yes', text: 'Yes', workflows: [workflow('answer-yes', 'click', [{ type: 'close-popup', result: 'yes' }])] }),
      button({ uid: 'confirm-no', text: 'No', workflows: [workflow('answer-no', 'click', [{ type: 'close-popup', result: 'no' }])] }),
    ]),
  ]),
};

export const workflowsPage: PageNode = {
  id: 'workflows',
  path: 'workflows',
  title: 'Workflows — branches, errors, loops and popups',
  meta: { desc: 'Workflows of the showcase: an if branch, the error branch, a loop over items and a popup returning its result.' },
  variables: [
    { id: 'n', name: 'n', type: 'number', defaultValue: 2 },
    { id: 'verdict', name: 'verdict', type: 'string', defaultValue: '' },
    { id: 'failure', name: 'failure', type: 'string', defaultValue: '' },
    { id: 'total', name: 'total', type: 'number', defaultValue: 0 },
    { id: 'answer', name: 'answer', type: 'string', defaultValue: '' },
  ],
  sections: [
    { title: 'Navigation', children: [siteNav()] },
    {
      title: 'Branches',
      children: [
        text({ tag: 'h1', text: 'Workflows' }),
        text({ uid: 'n-text', text: f("'n = ' + variables['n']") }),
        flexbox({ direction: 'row', gap: '8px' }, [
          button({ uid: 'n-plus', text: 'Add one', workflows: [workflow('n-plus', 'click', [setVariable('n', f("variables['n'] + 1"))])] }),
          button({
            uid: 'n-check',
            text: 'Is n big?',
            workflows: [
              workflowGraph(
                'n-check',
                'click',
                {
                  check: {
                    type: 'if',
                    value: f("variables['n'] > 3"),
                    branches: [
                      { value: true, id: 'big' },
                      { value: false, id: 'small' },
                    ],
                  },
                  big: setVariable('verdict', 'big'),
                  small: setVariable('verdict', 'small'),
                },
                { start: 'check' },
              ),
            ],
          }),
        ]),
        text({ uid: 'verdict-text', text: f("variables['verdict'] ? 'n is ' + variables['verdict'] : 'Not checked yet'") }),
      ],
    },
    {
      title: 'Error branch',
      children: [
        button({
          uid: 'fail-button',
          text: 'Run a failing workflow',
          workflows: [
            workflowGraph(
              'fail',
              'click',
              {
                boom: { type: 'throw', message: 'Out of stock' },
                caught: setVariable('failure', f("'Caught: ' + context.workflow.error.message")),
              },
              { start: 'boom', onError: 'caught' },
            ),
          ],
        }),
        text({ uid: 'failure-text', text: f("variables['failure'] || 'No error yet'") }),
      ],
    },
    {
      title: 'Loops',
      children: [
        button({
          uid: 'sum-button',
          text: 'Sum 1 to 5 in a loop',
          workflows: [
            workflowGraph(
              'sum',
              'click',
              {
                reset: { ...setVariable('total', 0), next: 'each' },
                each: { type: 'loop', value: f('[1, 2, 3, 4, 5]'), loop: 'add' },
                add: setVariable('total', f("variables['total'] + context.workflow['each'].loop.item")),
              },
              { start: 'reset' },
            ),
          ],
        }),
        text({ uid: 'total-text', text: f("'Total: ' + variables['total']") }),
      ],
    },
    {
      title: 'Popups',
      children: [
        button({
          uid: 'ask-button',
          text: 'Ask in a popup',
          workflows: [
            workflowGraph(
              'ask',
              'click',
              {
                open: {
                  type: 'open-popup',
                  libraryComponentId: 'confirm-popup',
                  content: { question: 'Ship the order?' },
                  waitForClose: true,
                  next: 'keep',
                },
                keep: setVariable('answer', f("context.workflow['open'].result")),
              },
              { start: 'open' },
            ),
          ],
        }),
        text({ uid: 'answer-text', text: f("variables['answer'] ? 'The popup answered: ' + variables['answer'] : 'No answer yet'") }),
      ],
    },
  ],
};
