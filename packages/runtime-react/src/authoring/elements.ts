/** Typed builders for the basic elements: each takes that element's settings, with formulas where a value may be bound. */
import type { WorkflowDefinition } from '@kit/runtime-core';
import type { BUTTON_TYPES } from '../elements/basic/button';
import type { DISPLAYS } from '../elements/basic/flexbox';
import type { OBJECT_FITS } from '../elements/basic/image';
import type { TEXT_TAGS } from '../elements/basic/text';
import type { Bound, ElementNode, Formula } from './nodes';

interface Common {
  uid?: string;
  workflows?: WorkflowDefinition[];
}

function node(type: string, settings: object, common: Common, extra: Partial<ElementNode> = {}): ElementNode {
  const { uid, workflows } = common;
  return {
    type,
    settings: settings as Record<string, unknown>,
    ...extra,
    ...(uid === undefined ? {} : { uid }),
    ...(workflows === undefined ? {} : { workflows }),
  };
}

export function text(settings: { text: Bound<string | number>; tag?: (typeof TEXT_TAGS)[number] } & Common): ElementNode {
  const { uid, workflows, ...rest } = settings;
  return node('text', rest, { uid, workflows });
}

export function button(settings: { text: Bound<string>; buttonType?: (typeof BUTTON_TYPES)[number]; disabled?: Bound<boolean> } & Common): ElementNode {
  const { uid, workflows, ...rest } = settings;
  return node('button', rest, { uid, workflows });
}

export function image(
  settings: { url: Bound<string>; alt: Bound<string>; objectFit?: (typeof OBJECT_FITS)[number]; loading?: 'lazy' | 'eager'; width?: number; height?: number } & Common,
): ElementNode {
  const { uid, workflows, ...rest } = settings;
  return node('image', rest, { uid, workflows });
}

export function flexbox(
  settings: {
    display?: (typeof DISPLAYS)[number];
    direction?: 'row' | 'column';
    gap?: string;
    wrap?: boolean;
    tag?: 'div' | 'section' | 'ul' | 'nav';
    repeat?: Formula | readonly unknown[];
  } & Common,
  children: ElementNode[],
): ElementNode {
  const { uid, workflows, repeat, ...rest } = settings;
  return node('flexbox', rest, { uid, workflows }, { children, ...(repeat === undefined ? {} : { repeat }) });
}
