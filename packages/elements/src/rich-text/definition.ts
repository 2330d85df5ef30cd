/**
 * The rich text element's definition: initial value, html or markdown output, mentions on '@' (5 suggestions by
 * default, 1–20), editable and readonly, one toggle per toolbar tool, per-tag styles; its events, actions and exposed
 * value. The component is lazily loaded, so TipTap ships in its own chunk.
 */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';
import { DEFAULT_SUGGESTIONS, OUTPUTS, RICH_TEXT_ACTIONS } from './settings';
import type { RichTextSettings } from './settings';

const LazyRichText = lazyElementComponent(() => import('./RichText').then((module) => module.RichText));

export const richTextElement = defineElement<RichTextSettings>({
  type: 'rich-text',
  settings: {
    initialValue: { default: '' },
    output: { default: 'html', options: OUTPUTS },
    mentions: { default: [] },
    suggestions: { default: DEFAULT_SUGGESTIONS },
    editable: { default: true },
    readonly: { default: false },
    label: { default: 'Rich text' },
    toolbar: { default: true },
    toolbarBold: { default: true },
    toolbarItalic: { default: true },
    toolbarUnderline: { default: true },
    toolbarStrike: { default: true },
    toolbarHeadings: { default: true },
    toolbarLists: { default: true },
    toolbarCode: { default: true },
    toolbarQuote: { default: true },
    toolbarLink: { default: true },
    toolbarUndoRedo: { default: true },
    tagStyles: { default: {} },
    minHeight: { default: '160px' },
  },
  events: ['change', 'initValueChange', 'mentionClick', 'focus', 'blur'],
  states: ['focus', 'readonly'],
  actions: RICH_TEXT_ACTIONS,
  variables: { value: '' },
  lazy: true,
  component: LazyRichText,
});
