/**
 * Text: a paragraph, heading, div or button (tag, default p) showing its text. Its link id makes it an anchor other
 * links jump to. (Making the text itself a link is the element-wide `link`, which the renderer wraps in an <a>.)
 */
import { createElement } from 'react';
import { defineElement } from '@kit/runtime-react';
import type { ElementProps } from '@kit/runtime-react';
import { TEXT_TAGS } from './settings';
import type { TextSettings } from './settings';
import { textLinkId } from './text-link-id';

function Text({ uid, settings, className, emit }: ElementProps<TextSettings>) {
  const text = settings.text === undefined || settings.text === null ? '' : String(settings.text);
  const props: Record<string, unknown> = {
    'data-uid': uid,
    className: `ww-text ${className}`,
    id: textLinkId(settings.linkId),
    onClick: () => emit('click'),
  };
  if (settings.tag === 'button') props.type = 'button';
  return createElement(settings.tag, props, text);
}

export const textElement = defineElement<TextSettings>({
  type: 'text',
  settings: { text: { default: '' }, tag: { default: 'p', options: TEXT_TAGS }, linkId: { default: '' } },
  events: ['click'],
  component: Text,
});
