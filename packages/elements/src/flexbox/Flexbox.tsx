/**
 * Flexbox: a container laying out its children (repeated once per item of its `repeat` list by the renderer).
 * Display flex, block, grid, inline-flex, table-cell, none…; as a ul or ol, each child (or repeated item) is a li.
 */
import { Children } from 'react';
import { defineElement } from '@kit/runtime-react';
import type { ElementProps } from '@kit/runtime-react';
import { ALIGN, DIRECTIONS, DISPLAYS, FLEX_TAGS, JUSTIFY } from './settings';
import type { FlexboxSettings } from './settings';

function Flexbox({ uid, settings, children, className }: ElementProps<FlexboxSettings>) {
  const Tag = settings.tag;
  const list = Tag === 'ul' || Tag === 'ol';
  const flex = settings.display === 'flex' || settings.display === 'inline-flex';
  const label = typeof settings.ariaLabel === 'string' && settings.ariaLabel !== '' ? settings.ariaLabel : undefined;
  return (
    <Tag
      data-uid={uid}
      className={`ww-flexbox${list ? ' ww-flexbox--list' : ''} ${className}`}
      aria-label={label}
      style={{
        display: settings.display,
        gap: settings.gap,
        ...(flex
          ? {
              flexDirection: settings.direction,
              flexWrap: settings.wrap ? 'wrap' : undefined,
              justifyContent: settings.justifyContent,
              alignItems: settings.alignItems,
            }
          : {}),
      }}
    >
      {list ? Children.map(children, (child) => <li className="ww-flexbox__item">{child}</li>) : children}
    </Tag>
  );
}

export const flexboxElement = defineElement<FlexboxSettings>({
  type: 'flexbox',
  settings: {
    display: { default: 'flex', options: DISPLAYS },
    direction: { default: 'column', options: DIRECTIONS },
    gap: { default: 'var(--spacing-m, 16px)' },
    wrap: { default: false, options: [true, false] },
    tag: { default: 'div', options: FLEX_TAGS },
    justifyContent: { default: 'flex-start', options: JUSTIFY },
    alignItems: { default: 'stretch', options: ALIGN },
    ariaLabel: { default: '' },
  },
  container: true,
  component: Flexbox,
});
