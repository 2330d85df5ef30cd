/** The rich text's typed design builder (`richText({ output: 'markdown', mentions: [...] })`). */
import { node, splitCommon } from '@kit/runtime-react/authoring';
import type { Bound, Common, ElementNode } from '@kit/runtime-react/authoring';
import type { MentionItem, STYLED_TAGS } from './content';
import type { RichTextOutput } from './settings';

type TagStyle = Partial<Record<'color' | 'fontSize' | 'fontWeight' | 'fontFamily' | 'lineHeight' | 'backgroundColor' | 'margin', string>>;

export interface RichTextBuilderSettings extends Common {
  initialValue?: Bound<string>;
  output?: RichTextOutput;
  mentions?: Bound<readonly MentionItem[]>;
  /** Suggestions shown, 1–20 (default 5). */
  suggestions?: number;
  editable?: Bound<boolean>;
  readonly?: Bound<boolean>;
  label?: Bound<string>;
  toolbar?: boolean;
  toolbarBold?: boolean;
  toolbarItalic?: boolean;
  toolbarUnderline?: boolean;
  toolbarStrike?: boolean;
  toolbarHeadings?: boolean;
  toolbarLists?: boolean;
  toolbarCode?: boolean;
  toolbarQuote?: boolean;
  toolbarLink?: boolean;
  toolbarUndoRedo?: boolean;
  tagStyles?: Partial<Record<(typeof STYLED_TAGS)[number], TagStyle>>;
  minHeight?: string;
}

export function richText(settings: RichTextBuilderSettings): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('rich-text', rest, common);
}
