/**
 * The rich text component (its own lazily loaded chunk): a TipTap editor with a toolbar, markdown or html output,
 * mentions on '@' and per-tag styles. The editor only exists in a browser, so the server and the first client render
 * show the same toolbar and a static drawing of the initial markdown; the editor mounts right after hydration.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import type { Editor } from '@tiptap/react';
import type { MentionOptions } from '@tiptap/extension-mention';
import { useElementActions } from '@kit/runtime-react';
import type { ElementProps } from '@kit/runtime-react';
import { editorValue, filterMentions, mentionItems, safeLinkUrl, suggestionLimit, tagStyleVariables } from './content';
import type { MentionItem } from './content';
import { richTextExtensions } from './extensions';
import { MentionList } from './MentionList';
import type { RichTextSettings } from './settings';
import { StaticContent } from './static-content';
import type { MentionListState } from './MentionList';

type Suggestion = NonNullable<MentionOptions['suggestion']>;
type SuggestionRender = NonNullable<Suggestion['render']>;

interface ToolbarButton {
  setting: keyof RichTextSettings;
  label: string;
  text: ReactNode;
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

function promptLink(editor: Editor) {
  if (editor.isActive('link')) {
    editor.chain().focus().unsetLink().run();
    return;
  }
  const url = safeLinkUrl(window.prompt('Link address', 'https://'));
  if (url !== null) editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
}

const BUTTONS: ToolbarButton[] = [
  {
    setting: 'toolbarBold',
    label: 'Bold',
    text: <b>B</b>,
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    setting: 'toolbarItalic',
    label: 'Italic',
    text: <i>I</i>,
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    setting: 'toolbarUnderline',
    label: 'Underline',
    text: <u>U</u>,
    active: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    setting: 'toolbarStrike',
    label: 'Strikethrough',
    text: <s>S</s>,
    active: (e) => e.isActive('strike'),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  {
    setting: 'toolbarHeadings',
    label: 'Heading 1',
    text: 'H1',
    active: (e) => e.isActive('heading', { level: 1 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 1 }).run(),
  },
  {
    setting: 'toolbarHeadings',
    label: 'Heading 2',
    text: 'H2',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    setting: 'toolbarHeadings',
    label: 'Heading 3',
    text: 'H3',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    setting: 'toolbarLists',
    label: 'Bulleted list',
    text: '•',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    setting: 'toolbarLists',
    label: 'Numbered list',
    text: '1.',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    setting: 'toolbarCode',
    label: 'Inline code',
    text: '</>',
    active: (e) => e.isActive('code'),
    run: (e) => e.chain().focus().toggleCode().run(),
  },
  {
    setting: 'toolbarCode',
    label: 'Code block',
    text: '{ }',
    active: (e) => e.isActive('codeBlock'),
    run: (e) => e.chain().focus().toggleCodeBlock().run(),
  },
  {
    setting: 'toolbarQuote',
    label: 'Quote',
    text: '❝',
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  { setting: 'toolbarLink', label: 'Link', text: 'Link', active: (e) => e.isActive('link'), run: promptLink },
  { setting: 'toolbarUndoRedo', label: 'Undo', text: '↶', run: (e) => e.chain().focus().undo().run() },
  { setting: 'toolbarUndoRedo', label: 'Redo', text: '↷', run: (e) => e.chain().focus().redo().run() },
];

function Toolbar({ editor, settings, label }: { editor: Editor | null; settings: RichTextSettings; label: string }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => BUTTONS.map((button) => (current !== null && button.active ? button.active(current) : false)),
  });
  const shown = BUTTONS.map((button, index) => ({ button, index })).filter(({ button }) => settings[button.setting] !== false);
  if (shown.length === 0) return null;
  return (
    <div className="ww-rich-text__toolbar" role="toolbar" aria-label={`${label} formatting`}>
      {shown.map(({ button, index }) => (
        <button
          key={button.label}
          type="button"
          className="ww-rich-text__tool"
          title={button.label}
          {...(button.active ? { 'aria-pressed': active?.[index] === true } : {})}
          disabled={editor === null}
          onClick={() => editor && button.run(editor)}
        >
          <span aria-hidden="true">{button.text}</span>
          <span className="ww-rich-text__tool-name">{button.label}</span>
        </button>
      ))}
    </div>
  );
}

export function RichText({ uid, settings, emit, className, setState, setVariable }: ElementProps<RichTextSettings>) {
  const id = useId();
  const latest = useRef({ emit, setVariable, setState, settings });
  latest.current = { emit, setVariable, setState, settings };
  const [suggestions, setSuggestions] = useState<MentionListState | null>(null);
  const activeRef = useRef(0);
  const output = settings.output;
  const editable = settings.editable !== false && settings.readonly !== true;
  const label = String(settings.label ?? 'Rich text');

  const suggestion = useMemo<Suggestion>(() => {
    const render: SuggestionRender = () => {
      type Props = Parameters<NonNullable<ReturnType<SuggestionRender>['onStart']>>[0];
      const show = (props: Props) => {
        const rect = props.clientRect?.() ?? null;
        setSuggestions({
          items: props.items as MentionItem[],
          active: Math.min(activeRef.current, Math.max(0, props.items.length - 1)),
          rect: rect === null ? null : { left: rect.left, bottom: rect.bottom },
          pick: (item) => props.command({ id: item.id, label: item.label }),
        });
      };
      let current: Props | null = null;
      return {
        onStart: (props) => {
          current = props;
          activeRef.current = 0;
          show(props);
        },
        onUpdate: (props) => {
          current = props;
          show(props);
        },
        onKeyDown: ({ event }) => {
          const items = (current?.items ?? []) as MentionItem[];
          if (event.key === 'Escape') {
            setSuggestions(null);
            return true;
          }
          if (items.length === 0 || current === null) return false;
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            const step = event.key === 'ArrowDown' ? 1 : items.length - 1;
            activeRef.current = (activeRef.current + step) % items.length;
            show(current);
            return true;
          }
          if (event.key === 'Enter' || event.key === 'Tab') {
            const item = items[activeRef.current];
            if (item) current.command({ id: item.id, label: item.label });
            return true;
          }
          return false;
        },
        onExit: () => {
          current = null;
          setSuggestions(null);
        },
      };
    };
    return {
      char: '@',
      items: ({ query }) =>
        filterMentions(mentionItems(latest.current.settings.mentions), query, suggestionLimit(latest.current.settings.suggestions)),
      render,
    };
  }, []);

  const publish = (editor: Editor, event: 'change' | 'initValueChange') => {
    const value = editorValue(editor, latest.current.settings.output);
    latest.current.setVariable('value', value);
    latest.current.emit(event, { value });
  };

  const editor = useEditor({
    // The editor needs a DOM: nothing on the server, nothing in the hydrating render, then the editor.
    immediatelyRender: false,
    extensions: richTextExtensions(suggestion),
    content: typeof settings.initialValue === 'string' ? settings.initialValue : '',
    contentType: output,
    editable,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: 'ww-rich-text__editor',
      },
    },
    onUpdate: ({ editor: current }) => publish(current, 'change'),
    onFocus: () => {
      latest.current.setState('focus', true);
      latest.current.emit('focus');
    },
    onBlur: () => {
      latest.current.setState('focus', false);
      latest.current.emit('blur');
    },
  });

  // The init value (and the output format) set the content: once the editor exists, then on each change.
  const initKey = JSON.stringify([settings.initialValue, output]);
  const seenInit = useRef<string | null>(null);
  useEffect(() => {
    if (editor === null || seenInit.current === initKey) return;
    if (seenInit.current !== null) {
      editor.commands.setContent(typeof settings.initialValue === 'string' ? settings.initialValue : '', {
        emitUpdate: false,
        contentType: output,
      });
    }
    seenInit.current = initKey;
    publish(editor, 'initValueChange');
  }, [editor, initKey]);

  useEffect(() => {
    if (editor === null) return;
    editor.setEditable(editable, false);
    editor.view.dom.setAttribute('aria-readonly', String(!editable));
  }, [editor, editable]);
  useEffect(() => setState('readonly', settings.readonly === true), [setState, settings.readonly]);

  // Mentions live in ProseMirror's DOM, outside React's: their clicks are listened to on the editor's own node.
  useEffect(() => {
    if (editor === null) return;
    const dom = editor.view.dom;
    const onClick = (event: MouseEvent) => {
      const mention = event.target instanceof Element ? event.target.closest('[data-type="mention"]') : null;
      if (mention !== null)
        latest.current.emit('mentionClick', { id: mention.getAttribute('data-id'), label: mention.getAttribute('data-label') });
    };
    dom.addEventListener('click', onClick);
    return () => dom.removeEventListener('click', onClick);
  }, [editor]);

  useElementActions(uid, {
    focus: () => editor?.commands.focus(),
    blur: () => editor?.commands.blur(),
    clear: () => editor?.commands.clearContent(true),
    setContent: (content) =>
      editor?.commands.setContent(typeof content === 'string' ? content : '', {
        emitUpdate: true,
        contentType: latest.current.settings.output,
      }),
    toggleBold: () => editor?.chain().focus().toggleBold().run(),
    toggleItalic: () => editor?.chain().focus().toggleItalic().run(),
    toggleUnderline: () => editor?.chain().focus().toggleUnderline().run(),
    toggleStrike: () => editor?.chain().focus().toggleStrike().run(),
    toggleCode: () => editor?.chain().focus().toggleCode().run(),
    toggleCodeBlock: () => editor?.chain().focus().toggleCodeBlock().run(),
    toggleBlockquote: () => editor?.chain().focus().toggleBlockquote().run(),
    toggleBulletList: () => editor?.chain().focus().toggleBulletList().run(),
    toggleOrderedList: () => editor?.chain().focus().toggleOrderedList().run(),
    toggleHeading: (level) => {
      const heading = Number(level);
      if (heading === 1 || heading === 2 || heading === 3) editor?.chain().focus().toggleHeading({ level: heading }).run();
    },
    setLink: (url) => {
      const href = safeLinkUrl(url);
      if (href !== null) editor?.chain().focus().extendMarkRange('link').setLink({ href }).run();
    },
    unsetLink: () => editor?.chain().focus().unsetLink().run(),
    undo: () => editor?.chain().focus().undo().run(),
    redo: () => editor?.chain().focus().redo().run(),
  });

  const style = {
    ...tagStyleVariables(settings.tagStyles),
    ...(settings.minHeight ? { '--ww-rt-min-height': String(settings.minHeight) } : {}),
  } as CSSProperties;
  return (
    <div data-uid={uid} className={`ww-rich-text ${className}`} style={style}>
      {editable && settings.toolbar !== false && <Toolbar editor={editor} settings={settings} label={label} />}
      {editor === null ? (
        <div
          className="ww-rich-text__editor ww-rich-text__editor--loading"
          role="textbox"
          aria-label={label}
          aria-multiline="true"
          aria-readonly="true"
          aria-busy="true"
        >
          <StaticContent value={settings.initialValue} output={output} />
        </div>
      ) : (
        <EditorContent editor={editor} className="ww-rich-text__content" />
      )}
      {suggestions !== null && <MentionList id={`${id}-mentions`} state={suggestions} />}
    </div>
  );
}
