/**
 * The rich text's showcase page: a markdown editor with mentions and its live value, an html editor with a reduced
 * toolbar and per-tag styles, a read-only text, and buttons running the editor's actions.
 */
import { richText } from '@kit/elements/authoring';
import { button, f, setVariable, text, workflow } from '@kit/runtime-react/authoring';
import type { PageNode } from '@kit/runtime-react/authoring';

const TEAM = [
  { id: 'u1', label: 'Ada Lovelace' },
  { id: 'u2', label: 'Grace Hopper' },
  { id: 'u3', label: 'Alan Turing' },
  { id: 'u4', label: 'Katherine Johnson' },
  { id: 'u5', label: 'Edsger Dijkstra' },
  { id: 'u6', label: 'Barbara Liskov' },
  { id: 'u7', label: 'Donald Knuth' },
];

const action = (uid: string, actionName: string, args: unknown[] = []) => ({ type: 'component-action', uid, actionName, args });

export const richTextPage: PageNode = {
  id: 'element-rich-text',
  name: 'Rich text',
  path: 'elements/rich-text',
  title: { en: 'Rich text — showcase' },
  meta: { desc: { en: 'The rich text element: markdown or html output, mentions, toolbar toggles, per-tag styles and editor actions.' } },
  variables: [
    { id: 'mention-clicked', name: 'mention-clicked', type: 'string', defaultValue: '' },
    { id: 'notes-focused', name: 'notes-focused', type: 'boolean', defaultValue: false },
  ],
  sections: [
    {
      title: 'Rich text',
      children: [
        text({ text: 'Rich text', tag: 'h1' }),
        text({ text: 'Write with the toolbar or markdown shortcuts (# for a heading, ** for bold); type @ to mention someone.' }),
      ],
    },
    {
      title: 'Markdown with mentions',
      children: [
        text({ text: 'Meeting notes (markdown output)', tag: 'h2' }),
        richText({
          uid: 'notes-editor',
          label: 'Meeting notes',
          output: 'markdown',
          initialValue: '## Agenda\n\n- Review the **forklift** manuals\n- Plan the next release',
          mentions: TEAM,
          workflows: [
            workflow('notes-mention', 'mentionClick', [setVariable('mention-clicked', f('event.label'))]),
            workflow('notes-focus', 'focus', [setVariable('notes-focused', true)]),
            workflow('notes-blur', 'blur', [setVariable('notes-focused', false)]),
          ],
        }),
        text({
          uid: 'notes-focus-text',
          text: f("variables['notes-focused'] ? 'The editor has the focus' : 'The editor does not have the focus'"),
        }),
        text({ uid: 'mention-clicked-text', text: f("'Mention clicked: ' + (variables['mention-clicked'] || 'none')") }),
        text({ text: 'Markdown value', tag: 'h3' }),
        text({
          uid: 'notes-value',
          tag: 'div',
          text: f("variables['notes-editor-value']"),
          styles: { default: { whiteSpace: 'pre-wrap', fontFamily: 'ui-monospace, monospace' } },
        }),
        button({
          uid: 'notes-bold',
          text: 'Toggle bold',
          workflows: [workflow('notes-bold', 'click', [action('notes-editor', 'toggleBold')])],
        }),
        button({
          uid: 'notes-reset',
          text: 'Replace the notes',
          workflows: [workflow('notes-reset', 'click', [action('notes-editor', 'setContent', ['# New notes\n\nStart here.'])])],
        }),
        button({
          uid: 'notes-clear',
          text: 'Clear the notes',
          workflows: [workflow('notes-clear', 'click', [action('notes-editor', 'clear')])],
        }),
      ],
    },
    {
      title: 'HTML with styles',
      children: [
        text({ text: 'A message (html output, reduced toolbar, styled tags, 3 suggestions)', tag: 'h2' }),
        richText({
          uid: 'message-editor',
          label: 'Message',
          output: 'html',
          initialValue: '<h1>Hello</h1><p>This <a href="https://example.com">link</a> and this <code>code</code> are styled per tag.</p>',
          mentions: TEAM,
          suggestions: 3,
          toolbarHeadings: false,
          toolbarCode: false,
          toolbarQuote: false,
          toolbarUndoRedo: false,
          tagStyles: {
            h1: { fontSize: '1.75rem', color: 'var(--color-primary)' },
            p: { lineHeight: '1.7' },
            code: { backgroundColor: 'var(--color-surface)' },
          },
          minHeight: '100px',
        }),
        text({ uid: 'message-value', tag: 'div', text: f("'HTML: ' + variables['message-editor-value']") }),
      ],
    },
    {
      title: 'Read only',
      children: [
        text({ text: 'Release notes (read only)', tag: 'h2' }),
        richText({
          uid: 'release-notes',
          label: 'Release notes',
          output: 'markdown',
          readonly: true,
          initialValue: '**Version 2** adds mentions.\n\n> Reading only: no toolbar, no editing.',
          minHeight: '60px',
        }),
      ],
    },
  ],
};
