/**
 * The rich text editor's TipTap extensions: the starter kit (headings 1–3, lists, code, quotes, links that do not
 * open on click while editing, underline, undo/redo), markdown in and out (@tiptap/markdown), and mentions on '@'.
 */
import type { AnyExtension } from '@tiptap/react';
import { Mention } from '@tiptap/extension-mention';
import type { MentionOptions } from '@tiptap/extension-mention';
import { Markdown } from '@tiptap/markdown';
import { StarterKit } from '@tiptap/starter-kit';

export function richTextExtensions(suggestion?: MentionOptions['suggestion']): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto', 'tel'] },
    }),
    Markdown,
    Mention.configure({
      HTMLAttributes: { class: 'ww-rich-text__mention' },
      ...(suggestion === undefined ? {} : { suggestion }),
    }),
  ];
}
