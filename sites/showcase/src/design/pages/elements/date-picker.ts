/**
 * The date picker's showcase page: a single date without weekends, a range limited to 2–7 days, date and time in a
 * time zone with week numbers, several days on two calendars, month and year modes, a flow, and the clear and
 * open-menu actions; texts show the exposed values and the events.
 */
import { datePicker } from '@kit/elements/authoring';
import { button, f, setVariable, text, workflow } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';

const shown = (uid: string, label: string) =>
  text({
    uid: `${uid}-text`,
    text: f(`'${label}: ' + (variables['${uid}-value'] === null ? 'none' : JSON.stringify(variables['${uid}-value']))`),
  });

export const datePickerPage: PageNode = {
  id: 'element-date-picker',
  name: 'Date picker',
  path: 'elements/date-picker',
  title: { en: 'Date picker — showcase' },
  meta: {
    desc: {
      en: 'The date picker element: single dates, ranges with limits, date and time in a time zone, several dates, months, years and flows.',
    },
  },
  variables: [
    { id: 'stay-changes', name: 'stay-changes', type: 'number', defaultValue: 0 },
    { id: 'flow-step', name: 'flow-step', type: 'string', defaultValue: '' },
  ],
  sections: [
    {
      title: 'Date picker',
      children: [
        text({ text: 'Date picker', tag: 'h1' }),
        text({ text: 'Open a field, pick with the mouse or the keyboard (arrows, Enter, Escape), and watch the values below.' }),
      ],
    },
    {
      title: 'Single date',
      children: [
        text({ text: 'A delivery date, weekends excluded', tag: 'h2' }),
        datePicker({
          uid: 'delivery-picker',
          label: 'Delivery date',
          disabledWeekDays: [0, 6],
          startDate: '2026-03-01',
          minDate: '2026-01-01',
          maxDate: '2027-12-31',
        }),
        shown('delivery-picker', 'Delivery date'),
      ],
    },
    {
      title: 'Range',
      children: [
        text({ text: 'A stay of 2 to 7 nights', tag: 'h2' }),
        datePicker({
          uid: 'stay-picker',
          label: 'Stay',
          placeholder: 'Select arrival and departure',
          selectionMode: 'range',
          rangeMode: 'minmax',
          minRange: 2,
          maxRange: 7,
          timezone: 'UTC',
          startDate: '2026-03-01',
          workflows: [workflow('stay-change', 'change', [setVariable('stay-changes', f("variables['stay-changes'] + 1"))])],
        }),
        text({
          uid: 'stay-text',
          text: f(
            "variables['stay-picker-value'] === null ? 'Stay: none' : 'Stay: ' + variables['stay-picker-value'].start.slice(0, 10) + ' to ' + variables['stay-picker-value'].end.slice(0, 10)",
          ),
        }),
        text({ uid: 'stay-changes-text', text: f("'Changes: ' + variables['stay-changes']") }),
        button({
          uid: 'stay-clear',
          text: 'Clear the stay',
          workflows: [workflow('stay-clear', 'click', [{ type: 'component-action', uid: 'stay-picker', actionName: 'clear', args: [] }])],
        }),
        button({
          uid: 'stay-open',
          text: 'Open the stay picker',
          workflows: [workflow('stay-open', 'click', [{ type: 'component-action', uid: 'stay-picker', actionName: 'openMenu', args: [] }])],
        }),
        text({ text: 'A one-night booking: one click selects the day and the next (auto range)', tag: 'h3' }),
        datePicker({
          uid: 'night-picker',
          label: 'Night',
          selectionMode: 'range',
          rangeMode: 'auto',
          autoRange: 1,
          timezone: 'UTC',
          initValue: { start: '2026-05-10', end: '2026-05-11' },
        }),
        shown('night-picker', 'Night'),
      ],
    },
    {
      title: 'Date and time',
      children: [
        text({ text: 'A meeting in Paris time, 12-hour clock with seconds, local week numbers, weeks from Sunday', tag: 'h2' }),
        datePicker({
          uid: 'meeting-picker',
          label: 'Meeting',
          dateMode: 'datetime',
          timezone: 'Europe/Paris',
          is24: false,
          enableSeconds: true,
          weekNumbers: 'local',
          weekStart: 0,
          format: 'DD/MM/YYYY',
          initValue: '2026-06-15T09:30:00Z',
          primaryColor: '#0f766e',
        }),
        shown('meeting-picker', 'Meeting'),
      ],
    },
    {
      title: 'Several dates',
      children: [
        text({ text: 'Training days on two calendars, only some days allowed', tag: 'h2' }),
        datePicker({
          uid: 'training-picker',
          label: 'Training days',
          selectionMode: 'multi',
          inline: true,
          multiCalendars: 2,
          startDate: '2026-04-01',
          allowedDates: ['2026-04-07', '2026-04-09', '2026-04-14', '2026-04-16', '2026-05-05', '2026-05-07'],
          initValue: ['2026-04-07'],
          weekNumbers: 'iso',
          format: 'D MMM YYYY',
        }),
        shown('training-picker', 'Training days'),
      ],
    },
    {
      title: 'Months, years, times and flows',
      children: [
        text({ text: 'A month, a time, a year, and a flow through year, month and day', tag: 'h2' }),
        datePicker({ uid: 'month-picker', label: 'Billing month', dateMode: 'month', placeholder: 'Select a month', initValue: '2026-02' }),
        shown('month-picker', 'Billing month'),
        datePicker({
          uid: 'shift-picker',
          label: 'Shift start',
          dateMode: 'time',
          enableSeconds: true,
          placeholder: 'Select a time',
          initValue: '07:30:00',
        }),
        shown('shift-picker', 'Shift start'),
        datePicker({
          uid: 'year-picker',
          label: 'Model year',
          dateMode: 'year',
          placeholder: 'Select a year',
          minDate: '2000-01-01',
          maxDate: '2030-12-31',
        }),
        shown('year-picker', 'Model year'),
        datePicker({
          uid: 'birthday-picker',
          label: 'Birthday',
          flow: ['year', 'month', 'calendar'],
          startDate: '1990-01-01',
          workflows: [workflow('birthday-step', 'onFlowStep', [setVariable('flow-step', f('event.step'))])],
        }),
        text({ uid: 'flow-step-text', text: f("'Flow step: ' + (variables['flow-step'] || 'not started')") }),
        shown('birthday-picker', 'Birthday'),
      ],
    },
  ],
};
