/**
 * The modal's showcase page: the default (fade, middle), a slide-in at the bottom, a custom position in px, opened
 * and closed by element actions, closing on Escape and backdrop clicks, with the exposed open state and events.
 */
import { button, flexbox, modal, text } from '@kit/elements/authoring';
import { f, setVariable, workflow } from '@kit/runtime-react/authoring';
import type { ElementNode, PageNode } from '@kit/runtime-react/authoring';

const run = (uid: string, label: string, target: string, actionName: string) =>
  button({ uid, text: label, workflows: [workflow(uid, 'click', [{ type: 'component-action', uid: target, actionName, args: [] }])] });

function content(target: string, title: string, body: string): ElementNode[] {
  return [text({ text: title, tag: 'h2' }), text({ text: body }), run(`${target}-close`, 'Close', target, 'close')];
}

const log = (name: string, label: string) =>
  workflow(`${name}-log`, name, [setVariable('modal-events', f(`variables['modal-events'] + 1`)), setVariable('modal-last', label)]);

export const modalPage: PageNode = {
  id: 'element-modal',
  name: 'Modal',
  path: 'elements/modal',
  title: { en: 'Modal — showcase' },
  meta: {
    desc: {
      en: 'The modal: fade and slide-in animations, positions, custom px or % positions, z-index, focus kept inside, Escape to close.',
    },
  },
  variables: [
    { id: 'modal-events', name: 'modal events', type: 'number', defaultValue: 0 },
    { id: 'modal-last', name: 'modal last', type: 'string', defaultValue: 'none yet' },
  ],
  sections: [
    {
      title: 'Modals',
      children: [
        text({ text: 'Modal', tag: 'h1' }),
        text({
          text: 'Each button opens a dialog. Tab stays inside it; Escape or a click on the backdrop closes it and focus comes back.',
        }),
        flexbox({ direction: 'row', wrap: true, gap: '12px' }, [
          run('modal-open-default', 'Open the default modal', 'modal-default', 'open'),
          run('modal-open-bottom', 'Open the bottom sheet', 'modal-bottom', 'open'),
          run('modal-open-custom', 'Open at 40px, 120px', 'modal-custom', 'toggle'),
        ]),
        text({
          uid: 'modal-state',
          text: f(
            "'Default modal open: ' + (variables['modal-default-value'] ? 'yes' : 'no') + ' — events: ' + variables['modal-events'] + ' (last: ' + variables['modal-last'] + ')'",
          ),
        }),
        modal(
          { uid: 'modal-default', ariaLabel: 'Default modal', workflows: [log('open', 'open'), log('close', 'close')] },
          content('modal-default', 'Default modal', 'Animation fade, position middle, transition all .3s ease.'),
        ),
        modal(
          {
            uid: 'modal-bottom',
            ariaLabel: 'Bottom sheet',
            animation: 'slide-in-bottom',
            position: 'bottom',
            transition: 'all .4s ease-out',
            zIndex: 60,
          },
          content('modal-bottom', 'Bottom sheet', 'Slides in from the bottom and sits at the bottom edge.'),
        ),
        modal(
          {
            uid: 'modal-custom',
            ariaLabel: 'Custom position',
            animation: 'zoom',
            position: 'custom',
            positionUnit: 'px',
            customX: 40,
            customY: 120,
            backdropColor: 'rgba(0, 0, 0, 0.2)',
          },
          content(
            'modal-custom',
            'Custom position',
            'Centred on the point 40px from the left and 120px from the top (px within 0–1000, % within 0–100).',
          ),
        ),
      ],
    },
  ],
};
