/** The text's showcase page: each tag, a text button with a click event, and a link id used as an anchor target. */
import { text } from '@kit/elements/authoring';
import { f, setVariable, workflow } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';

export const textPage: PageNode = {
  id: 'element-text',
  name: 'Text',
  path: 'elements/text',
  title: { en: 'Text — showcase' },
  meta: { desc: { en: 'The text: tags p, h1 to h4, div and button; link ids as anchors; click events.' } },
  variables: [{ id: 'text-taps', name: 'text taps', type: 'number', defaultValue: 0 }],
  sections: [
    {
      title: 'Tags',
      children: [
        text({ uid: 'text-h1', text: 'Text', tag: 'h1' }),
        text({ uid: 'text-p', text: 'A paragraph: the default tag is p.' }),
        text({ uid: 'text-h2', text: 'A second-level heading (h2)', tag: 'h2' }),
        text({ uid: 'text-h3', text: 'A third-level heading (h3)', tag: 'h3' }),
        text({ uid: 'text-h4', text: 'A fourth-level heading (h4)', tag: 'h4' }),
        text({ uid: 'text-div', text: 'A div for text without paragraph meaning.', tag: 'div' }),
      ],
    },
    {
      title: 'Text button',
      children: [
        text({ text: 'Text button', tag: 'h2' }),
        text({
          uid: 'text-button',
          text: 'Tap this text',
          tag: 'button',
          workflows: [workflow('text-tap', 'click', [setVariable('text-taps', f("variables['text-taps'] + 1"))])],
        }),
        text({ uid: 'text-taps', text: f("'Taps: ' + variables['text-taps']") }),
      ],
    },
    {
      title: 'Links and anchors',
      children: [
        text({ text: 'Links and anchors', tag: 'h2' }),
        text({
          uid: 'text-link',
          text: 'Jump to the anchored text',
          link: { kind: 'page', pageId: 'element-text', section: 'text-anchor' },
        }),
        text({ text: 'A link id longer than 4 characters becomes the text’s anchor id; shorter ones are ignored.' }),
        text({
          uid: 'text-anchored',
          text: 'This text is the anchor "text-anchor".',
          linkId: 'text-anchor',
          styles: { default: { marginTop: '24px', fontWeight: '600' } },
        }),
        text({ uid: 'text-short-id', text: 'This one asked for the id "abc", which is too short.', linkId: 'abc' }),
      ],
    },
  ],
};
