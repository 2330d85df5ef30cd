/**
 * Element styles as CSS: each element's declarations per breakpoint (desktop first; tablet ≤991px and mobile ≤767px
 * in media queries) and per state (hover, and the states an element switches on: focus, disabled, active…), on the
 * element's own class `ww-e-{uid}`. Being plain CSS, the server's HTML is laid out right before any script runs.
 */
import { MOBILE_MAX_WIDTH, TABLET_MAX_WIDTH } from '@kit/runtime-core';

/** CSS declarations in camelCase (`backgroundColor`) or custom properties (`--gap`). */
export type StyleDeclarations = Readonly<Record<string, string | number>>;

export interface ElementStyles {
  default?: StyleDeclarations;
  tablet?: StyleDeclarations;
  mobile?: StyleDeclarations;
  hover?: StyleDeclarations;
  /** Declarations applied while the element has a state on (`focus`, `disabled`, `active`…). */
  states?: Readonly<Record<string, StyleDeclarations>>;
}

const PROPERTY = /^(--[a-zA-Z0-9-]+|[a-zA-Z]+)$/;
const STATE = /^[a-zA-Z][a-zA-Z0-9-]*$/;
const UNSAFE_VALUE = /[;{}<>\\]|\/\*/;

/** The class carrying an element's styles (uids are made safe for a class name). */
export function elementClass(uid: string): string {
  return `ww-e-${uid.replace(/[^a-zA-Z0-9_-]/g, '_')}`;
}

/** A state name a class can carry (`selected`, `focus`…); bound state lists may hold anything. */
export function isStateName(state: unknown): state is string {
  return typeof state === 'string' && STATE.test(state);
}

/** The class an element carries while one of its states is on. */
export function stateClass(state: string): string {
  return `ww-state-${state}`;
}

function kebab(property: string): string {
  return property.startsWith('--') ? property : property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Declarations as CSS text; unsafe names or values are dropped, so design data cannot break out of the rule. */
export function declarationsCss(declarations: StyleDeclarations | undefined): string {
  if (declarations === undefined) return '';
  let css = '';
  for (const [property, raw] of Object.entries(declarations)) {
    const value = typeof raw === 'number' ? String(raw) : raw;
    if (typeof value !== 'string' || !PROPERTY.test(property) || UNSAFE_VALUE.test(value)) continue;
    css += `${kebab(property)}:${value};`;
  }
  return css;
}

function rule(selector: string, declarations: StyleDeclarations | undefined): string {
  const body = declarationsCss(declarations);
  return body === '' ? '' : `${selector}{${body}}`;
}

/** The stylesheet of one element. */
export function elementStylesCss(uid: string, styles: ElementStyles | undefined): string {
  if (styles === undefined) return '';
  const selector = `.${elementClass(uid)}`;
  let css = rule(selector, styles.default) + rule(`${selector}:hover`, styles.hover);
  for (const [state, declarations] of Object.entries(styles.states ?? {})) {
    if (isStateName(state)) css += rule(`${selector}.${stateClass(state)}`, declarations);
  }
  const tablet = rule(selector, styles.tablet);
  const mobile = rule(selector, styles.mobile);
  if (tablet !== '') css += `@media (max-width:${TABLET_MAX_WIDTH}px){${tablet}}`;
  if (mobile !== '') css += `@media (max-width:${MOBILE_MAX_WIDTH}px){${mobile}}`;
  return css;
}

/** The stylesheet of every element of a page's objects, in uid order (stable between server and browser). */
export function pageStylesCss(objects: Readonly<Record<string, unknown>>): string {
  let css = '';
  for (const uid of Object.keys(objects).sort()) {
    const element = objects[uid] as { styles?: ElementStyles } | null;
    if (element !== null && typeof element === 'object') css += elementStylesCss(uid, element.styles);
  }
  return css;
}
