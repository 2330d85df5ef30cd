/**
 * The rich text element's settings: the output format (html or markdown), the number of mention suggestions (5 by
 * default, within 1–20), the toolbar toggles and per-tag styles, and the element's actions. Constants only: the
 * element's definition reads them and sits in the page entry, while the content rules and TipTap load with the
 * component's chunk.
 */

export const OUTPUTS = ['html', 'markdown'] as const;
export type RichTextOutput = (typeof OUTPUTS)[number];
export const DEFAULT_SUGGESTIONS = 5;
export const MIN_SUGGESTIONS = 1;
export const MAX_SUGGESTIONS = 20;

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
