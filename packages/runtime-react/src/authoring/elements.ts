/** Typed builders for the basic elements: each takes that element's settings, with formulas where a value may be bound. */
import type { WorkflowDefinition } from '@kit/runtime-core';
import type { BUTTON_TYPES } from '../elements/basic/button';
import type { DISPLAYS } from '../elements/basic/flexbox';
import type { OBJECT_FITS } from '../elements/basic/image';
import type { TEXT_TAGS } from '../elements/basic/text';
import type { ElementStyles } from '../render/element-styles';
import type { Bound, ElementNode, Formula } from './nodes';

/** What every element builder takes besides its settings. */
export interface Common {
  uid?: string;
  workflows?: WorkflowDefinition[];
  styles?: ElementStyles;
  link?: ElementNode['link'];
  states?: ElementNode['states'];
}

/** The generic builder the typed ones use (element libraries build theirs on it). */
export function node(type: string, settings: object, common: Common, extra: Partial<ElementNode> = {}): ElementNode {
  const { uid, workflows, styles, link, states } = common;
  return {
    type,
    settings: settings as Record<string, unknown>,
    ...extra,
    ...(uid === undefined ? {} : { uid }),
    ...(workflows === undefined ? {} : { workflows }),
    ...(styles === undefined ? {} : { styles }),
    ...(link === undefined ? {} : { link }),
    ...(states === undefined ? {} : { states }),
  };
}

/** Splits a builder's argument into the common part and the element's own settings. */
export function splitCommon<T extends Common>(settings: T): [Common, Omit<T, keyof Common>] {
  const { uid, workflows, styles, link, states, ...rest } = settings;
  return [{ uid, workflows, styles, link, states }, rest];
}

export function text(settings: { text: Bound<string | number>; tag?: (typeof TEXT_TAGS)[number] } & Common): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('text', rest, common);
}

export function button(
  settings: { text: Bound<string>; buttonType?: (typeof BUTTON_TYPES)[number]; disabled?: Bound<boolean> } & Common,
): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('button', rest, common);
}

export function image(
  settings: {
    url: Bound<string>;
    alt: Bound<string>;
    objectFit?: (typeof OBJECT_FITS)[number];
    loading?: 'lazy' | 'eager';
    width?: number;
    height?: number;
  } & Common,
): ElementNode {
  const [common, rest] = splitCommon(settings);
  return node('image', rest, common);
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
  const { repeat, ...others } = settings;
  const [common, rest] = splitCommon(others);
  return node('flexbox', rest, common, { children, ...(repeat === undefined ? {} : { repeat }) });
}
