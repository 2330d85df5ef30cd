/** Flexbox: a container laying out its (possibly repeated) children; display flex, block, grid…; optional wrapping. */
import { defineElement } from '../registry';
import type { ElementProps } from '../registry';

export const DISPLAYS = ['flex', 'block', 'grid', 'inline-flex', 'table-cell'] as const;

interface FlexboxSettings extends Record<string, unknown> {
  display: (typeof DISPLAYS)[number];
  direction: 'row' | 'column';
  gap: string;
  wrap: boolean;
  tag: 'div' | 'section' | 'ul' | 'nav';
}

function Flexbox({ uid, settings, children, className }: ElementProps<FlexboxSettings>) {
  const Tag = settings.tag;
  return (
    <Tag
      data-uid={uid}
      className={`ww-flexbox ${className}`}
      style={{
        display: settings.display,
        flexDirection: settings.direction,
        flexWrap: settings.wrap ? 'wrap' : undefined,
        gap: settings.gap,
      }}
    >
      {children}
    </Tag>
  );
}

export const flexboxElement = defineElement<FlexboxSettings>({
  type: 'flexbox',
  settings: {
    display: { default: 'flex', options: DISPLAYS },
    direction: { default: 'column', options: ['row', 'column'] },
    gap: { default: 'var(--spacing-m, 16px)' },
    wrap: { default: false, options: [true, false] },
    tag: { default: 'div', options: ['div', 'section', 'ul', 'nav'] },
  },
  container: true,
  component: Flexbox,
});
