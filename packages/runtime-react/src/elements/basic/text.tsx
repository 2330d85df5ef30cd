/** Text: a paragraph or heading (tag p, h1–h4, button, div; default p). */
import { createElement } from 'react';
import { defineElement } from '../registry';
import type { ElementProps } from '../registry';

export const TEXT_TAGS = ['p', 'h1', 'h2', 'h3', 'h4', 'button', 'div'] as const;

interface TextSettings extends Record<string, unknown> {
  text: unknown;
  tag: (typeof TEXT_TAGS)[number];
}

function Text({ uid, settings, className }: ElementProps<TextSettings>) {
  const text = settings.text === undefined || settings.text === null ? '' : String(settings.text);
  return createElement(settings.tag, { 'data-uid': uid, className: `ww-text ${className}` }, text);
}

export const textElement = defineElement<TextSettings>({
  type: 'text',
  settings: { text: { default: '' }, tag: { default: 'p', options: TEXT_TAGS } },
  component: Text,
});
