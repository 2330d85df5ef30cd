/**
 * The rich text element's definition: initial value, html or markdown output, mentions on '@' (5 suggestions by
 * default, 1–20), editable and readonly, one toggle per toolbar tool, per-tag styles; its events, actions and exposed
 * value. The component is lazily loaded, so TipTap ships in its own chunk.
 */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';
import { DEFAULT_SUGGESTIONS, OUTPUTS } from './content';
import type { RichTextOutput } from './content';

export interface RichTextSettings extends Record<string, unknown> {
  /** Content in the output format (html or markdown). */
  initialValue: string;
  output: RichTextOutput;
  /** `[{ id, label }]` offered after '@'. */
  mentions: unknown;
  suggestions: number;
  editable: boolean;
  readonly: boolean;
  /** The editor's accessible name. */
  label: string;
  toolbar: boolean;
  toolbarBold: boolean;
  toolbarItalic: boolean;
  toolbarUnderline: boolean;
  toolbarStrike: boolean;
  toolbarHeadings: boolean;
  toolbarLists: boolean;
  toolbarCode: boolean;
  toolbarQuote: boolean;
  toolbarLink: boolean;
  toolbarUndoRedo: boolean;
  /** `{ h1: { fontSize, color, … }, p: …, blockquote: …, code: …, a: …, mention: … }` */
  tagStyles: unknown;
  minHeight: string;
}

export const RICH_TEXT_ACTIONS = [
  'focus',
  'blur',
  'clear',
  'setContent',
  'toggleBold',
  'toggleItalic',
  'toggleUnderline',
  'toggleStrike',
  'toggleCode',
  'toggleCodeBlock',
  'toggleBlockquote',
  'toggleBulletList',
  'toggleOrderedList',
  'toggleHeading',
  'setLink',
  'unsetLink',
  'undo',
  'redo',
] as const;

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
