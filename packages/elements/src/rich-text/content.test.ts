// @vitest-environment happy-dom
/** Output conversion on a real TipTap editor (markdown in and out, mentions), suggestions, links and tag styles. */
import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { editorValue, filterMentions, mentionItems, safeLinkUrl, suggestionLimit, tagStyleVariables } from './content';
import { richTextExtensions } from './extensions';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

describe('rich text content', () => {
  it('reads markdown in and gives markdown or html out, mentions included', () => {
    editor = new Editor({
      extensions: richTextExtensions(),
      content: '# Title\n\nSome **bold** and *italic* text.\n\n- one\n- two',
      contentType: 'markdown',
    });
    expect(editorValue(editor, 'html')).toBe(
      '<h1>Title</h1><p>Some <strong>bold</strong> and <em>italic</em> text.</p><ul><li><p>one</p></li><li><p>two</p></li></ul>',
    );
    expect(editorValue(editor, 'markdown')).toBe('# Title\n\nSome **bold** and *italic* text.\n\n- one\n- two');
    editor.commands.setContent('<p>Hello <span data-type="mention" data-id="u1" data-label="Ada"></span></p>', { contentType: 'html' });
    expect(editorValue(editor, 'html')).toContain('data-type="mention"');
    expect(editorValue(editor, 'html')).toContain('@Ada');
    expect(editorValue(editor, 'markdown')).toBe('Hello [@ id="u1" label="Ada"]');
    // A heading alone gets a trailing empty paragraph from the editor; the markdown does not end in blank lines.
    editor.commands.setContent('# Done', { contentType: 'markdown' });
    expect(editorValue(editor, 'markdown')).toBe('# Done');
  });

  it('filters mention suggestions by the typed text, prefix matches first, 5 by default within 1–20', () => {
    const items = mentionItems([
      { id: 'u1', label: 'Ada Lovelace' },
      { id: 'u2', label: 'Grace Hopper' },
      { id: 3, label: '' },
      { label: 'no id' },
      null,
    ]);
    expect(items).toEqual([
      { id: 'u1', label: 'Ada Lovelace' },
      { id: 'u2', label: 'Grace Hopper' },
      { id: '3', label: '3' },
    ]);
    expect(filterMentions(items, 'a', 5).map((item) => item.id)).toEqual(['u1', 'u2']);
    expect(filterMentions(items, 'gr', 5).map((item) => item.id)).toEqual(['u2']);
    expect(filterMentions(items, '', 2)).toHaveLength(2);
    expect([undefined, 0, 3, 50, 'x'].map(suggestionLimit)).toEqual([5, 1, 3, 20, 5]);
  });

  it('accepts web, mail and phone links and relative paths, refuses script and data addresses', () => {
    expect(safeLinkUrl('https://example.com')).toBe('https://example.com');
    expect(safeLinkUrl('example.com/a')).toBe('https://example.com/a');
    expect(safeLinkUrl('/about')).toBe('/about');
    expect(safeLinkUrl('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(safeLinkUrl('javascript:alert(1)')).toBeNull();
    expect(safeLinkUrl('data:text/html,x')).toBeNull();
    expect(safeLinkUrl('//evil.example')).toBeNull();
    expect(safeLinkUrl('  ')).toBeNull();
  });

  it('maps per-tag styles to CSS variables, ignoring unknown tags, properties and unsafe values', () => {
    expect(
      tagStyleVariables({
        h1: { fontSize: '2.5rem', color: '#123456', position: 'fixed' },
        mention: { backgroundColor: 'var(--color-surface)' },
        p: { color: 'red;} body{display:none' },
        script: { color: 'red' },
      }),
    ).toEqual({
      '--ww-rt-h1-font-size': '2.5rem',
      '--ww-rt-h1-color': '#123456',
      '--ww-rt-mention-background-color': 'var(--color-surface)',
    });
  });
});
