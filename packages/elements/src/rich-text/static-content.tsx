/**
 * The rich text's content before the editor mounts (on the server and in the hydrating render): markdown parsed by
 * the editor's own markdown manager into the editor's JSON, drawn with plain React elements for the node and mark
 * types the editor knows. Text is escaped by React, links go through the same address check as the editor's, and
 * unknown types keep only their text, so author or visitor content cannot inject markup.
 */
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { MarkdownManager } from '@tiptap/markdown';
import type { JSONContent } from '@tiptap/react';
import { safeLinkUrl } from './content';
import { richTextExtensions } from './extensions';

let manager: MarkdownManager | undefined;

/** The editor's JSON for a markdown text (the manager is built once, from the editor's extensions). */
export function parseMarkdown(markdown: string): JSONContent {
  manager ??= new MarkdownManager({ extensions: richTextExtensions() });
  return manager.parse(markdown);
}

function withMarks(text: ReactNode, marks: JSONContent['marks'], key: string | number): ReactNode {
  return (marks ?? []).reduce<ReactNode>((inner, mark, index) => {
    const markKey = `${key}-${index}`;
    switch (mark.type) {
      case 'bold':
        return <strong key={markKey}>{inner}</strong>;
      case 'italic':
        return <em key={markKey}>{inner}</em>;
      case 'underline':
        return <u key={markKey}>{inner}</u>;
      case 'strike':
        return <s key={markKey}>{inner}</s>;
      case 'code':
        return <code key={markKey}>{inner}</code>;
      case 'link': {
        const href = safeLinkUrl(mark.attrs?.href);
        return href === null ? (
          inner
        ) : (
          <a key={markKey} href={href} target="_blank" rel="noopener noreferrer nofollow">
            {inner}
          </a>
        );
      }
      default:
        return inner;
    }
  }, text);
}

function children(node: JSONContent): ReactNode {
  return (node.content ?? []).map((child, index) => renderNode(child, index));
}

function renderNode(node: JSONContent, key: number): ReactNode {
  switch (node.type) {
    case 'text':
      return <Fragment key={key}>{withMarks(node.text ?? '', node.marks, key)}</Fragment>;
    case 'paragraph':
      return <p key={key}>{children(node)}</p>;
    case 'heading': {
      const level = Number(node.attrs?.level);
      const Tag = level === 1 ? 'h1' : level === 2 ? 'h2' : 'h3';
      return <Tag key={key}>{children(node)}</Tag>;
    }
    case 'bulletList':
      return <ul key={key}>{children(node)}</ul>;
    case 'orderedList': {
      const start = Number(node.attrs?.start);
      return (
        <ol key={key} {...(Number.isInteger(start) && start !== 1 ? { start } : {})}>
          {children(node)}
        </ol>
      );
    }
    case 'listItem':
      return <li key={key}>{children(node)}</li>;
    case 'blockquote':
      return <blockquote key={key}>{children(node)}</blockquote>;
    case 'codeBlock':
      return (
        <pre key={key}>
          <code>{children(node)}</code>
        </pre>
      );
    case 'horizontalRule':
      return <hr key={key} />;
    case 'hardBreak':
      return <br key={key} />;
    case 'mention': {
      const id = String(node.attrs?.id ?? '');
      const label = String(node.attrs?.label ?? id);
      return (
        <span key={key} className="ww-rich-text__mention" data-type="mention" data-id={id} data-label={label}>
          {`@${label}`}
        </span>
      );
    }
    default:
      return <Fragment key={key}>{children(node)}</Fragment>;
  }
}

/** The static drawing of a markdown text; html (which needs a DOM to parse) draws nothing until the editor mounts. */
export function StaticContent({ value, output }: { value: unknown; output: string }) {
  if (output !== 'markdown' || typeof value !== 'string' || value.trim() === '') return null;
  return <>{children(parseMarkdown(value))}</>;
}
