/**
 * The element tree as a page's data file stores it: sections (with their child element uids) and `wwObjects`
 * keyed by uid, each with its type, settings (formulas allowed), children, an optional repeat source and workflows.
 */
import type { WorkflowDefinition } from '@kit/runtime-core';
import type { ElementStyles } from './element-styles';

export interface ElementData {
  uid: string;
  type: string;
  settings?: Record<string, unknown>;
  /** Child element uids; with `repeat`, they are rendered once per item. */
  children?: string[];
  /** A bound value giving the list the children are repeated over (`context.item`). */
  repeat?: unknown;
  /** Workflows of this element, each listening to one event (`trigger`: click, change…). */
  workflows?: WorkflowDefinition[];
  /** Styles per breakpoint and state, on the element's class. */
  styles?: ElementStyles;
  /** Makes the element a link (`{kind: 'page', pageId}`, `{kind: 'external', url}`…; values may be formulas). */
  link?: unknown;
  /**
   * A bound value giving the names of the states the element has on (`['selected']`), besides those it switches on
   * itself (focus…): `styles.states` styles them, so one element can change its look with the data.
   */
  states?: unknown;
}

export interface SectionData {
  uid: string;
  sectionTitle?: string | null;
  children?: string[];
  /** Conditional rendering: the section is not rendered when this resolves to false. */
  display?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads an element of the page's objects; anything without a uid and a type is not an element. */
export function readElement(objects: Readonly<Record<string, unknown>>, uid: string): ElementData | undefined {
  const raw = Object.prototype.hasOwnProperty.call(objects, uid) ? objects[uid] : undefined;
  if (!isRecord(raw) || typeof raw.type !== 'string') return undefined;
  return raw as unknown as ElementData;
}

/** Reads a section of the page's data by uid. */
export function readSection(sections: readonly Record<string, unknown>[], uid: string): SectionData | undefined {
  const raw = sections.find((section) => section.uid === uid);
  return raw === undefined ? undefined : (raw as unknown as SectionData);
}
