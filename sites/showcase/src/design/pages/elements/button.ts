/**
 * The button's showcase page: the three types (button, submit, none), disabled bound to a variable, left and right
 * icons, an icon-only button with a label, a custom colour, and its events shown as they fire.
 */
import { button, flexbox, text } from '@kit/elements/authoring';
import { f, setVariable, workflow } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';

const lastEvent = (name: string, detail = "''") =>
  workflow(`button-${name}`, name, [setVariable('button-last-event', f(`'${name}' + ${detail}`))]);
const events = [lastEvent('focus'), lastEvent('blur'), lastEvent('keydown', "' ' + event.key"), lastEvent('keyup', "' ' + event.key")];

export const buttonPage: PageNode = {
  id: 'element-button',
  name: 'Button',
  path: 'elements/button',
  title: { en: 'Button — showcase' },
  meta: { desc: { en: 'The button: types button, submit and none, disabled, icons, states and events.' } },
  variables: [
    { id: 'button-clicks', name: 'button clicks', type: 'number', defaultValue: 0 },
    { id: 'button-last-event', name: 'button last event', type: 'string', defaultValue: 'none yet' },
    { id: 'button-disabled', name: 'button disabled', type: 'boolean', defaultValue: true },
  ],
  sections: [
    {
      title: 'Button types',
      children: [
        text({ text: 'Button', tag: 'h1' }),
        text({
          text: 'Type button (the default), type submit, and type none: a non-submitting element that Enter and Space still activate.',
        }),
        flexbox({ direction: 'row', wrap: true, gap: '12px' }, [
          button({
            uid: 'button-default',
            text: 'Count clicks',
            workflows: [workflow('button-count', 'click', [setVariable('button-clicks', f("variables['button-clicks'] + 1"))]), ...events],
          }),
          button({ uid: 'button-submit', text: 'Submit type', buttonType: 'submit' }),
          button({
            uid: 'button-none',
            text: 'Type none',
            buttonType: 'none',
            workflows: [
              workflow('button-none-count', 'click', [setVariable('button-clicks', f("variables['button-clicks'] + 1"))]),
              ...events,
            ],
          }),
        ]),
        text({ uid: 'button-clicks-text', text: f("'Clicks: ' + variables['button-clicks']") }),
        text({ uid: 'button-event-text', text: f("'Last event: ' + variables['button-last-event']") }),
      ],
    },
    {
      title: 'Disabled',
      children: [
        text({ text: 'Disabled', tag: 'h2' }),
        text({ text: 'The second button is disabled while the variable is true; the first one switches it.' }),
        flexbox({ direction: 'row', wrap: true, gap: '12px' }, [
          button({
            uid: 'button-switch',
            text: f("variables['button-disabled'] ? 'Enable the other button' : 'Disable the other button'"),
            workflows: [workflow('button-switch', 'click', [setVariable('button-disabled', f("!variables['button-disabled']"))])],
          }),
          button({
            uid: 'button-maybe-disabled',
            text: 'Sometimes disabled',
            disabled: f("variables['button-disabled']"),
            workflows: [workflow('button-maybe', 'click', [setVariable('button-clicks', f("variables['button-clicks'] + 10"))])],
          }),
        ]),
      ],
    },
    {
      title: 'Icons and colours',
      children: [
        text({ text: 'Icons and colours', tag: 'h2' }),
        flexbox({ direction: 'row', wrap: true, gap: '12px' }, [
          button({ uid: 'button-left-icon', text: 'Back', hasLeftIcon: true, leftIcon: 'arrow-left' }),
          button({ uid: 'button-right-icon', text: 'Next', hasRightIcon: true, rightIcon: 'arrow-right' }),
          button({ uid: 'button-icon-only', text: '', hasLeftIcon: true, leftIcon: 'settings', ariaLabel: 'Settings' }),
          button({
            uid: 'button-success',
            text: 'Saved',
            hasLeftIcon: true,
            leftIcon: 'check',
            styles: {
              default: { backgroundColor: 'var(--color-success)', borderColor: 'var(--color-success)' },
              states: { focus: { boxShadow: '0 0 0 3px var(--color-focus)' } },
            },
          }),
        ]),
      ],
    },
  ],
};
