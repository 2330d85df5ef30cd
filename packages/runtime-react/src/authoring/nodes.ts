/** The typed nodes a design is authored with: bound values, element nodes, sections and pages, before compilation. */
import type { PageDataInput, WorkflowDefinition } from '@kit/runtime-core';
import type { ElementStyles } from '../render/element-styles';
import type { ElementLink } from '../render/links';

/** A formula binding as the runtime reads it. */
export interface Formula {
  __wwtype: 'f';
  code: string;
}

/** A setting value: a constant, or a formula. */
export type Bound<T> = T | Formula;

export interface ElementNode {
  type: string;
  settings: Record<string, unknown>;
  children?: ElementNode[];
  repeat?: Formula | readonly unknown[];
  workflows?: WorkflowDefinition[];
  /** A fixed uid (to address the element in tests or from workflows); generated otherwise. */
  uid?: string;
  /** Styles per breakpoint and state. */
  styles?: ElementStyles;
  /** Makes the element a link: `{kind: 'page', pageId}`, `{kind: 'path', path}`, `{kind: 'external', url, newTab}`. */
  link?: ElementLink | Formula;
  /** The states the element has on (styled by `styles.states`), as a list or a formula giving one. */
  states?: Formula | readonly string[];
}

export interface SectionNode {
  title: string;
  children: ElementNode[];
  display?: Bound<boolean>;
}

export interface PageNode {
  id: string;
  name?: string;
  /** Path without a leading slash; '' for the home page. */
  path: string;
  title: string | Record<string, string>;
  meta?: NonNullable<PageDataInput['page']['meta']>;
  metaImage?: string;
  sections: SectionNode[];
  variables?: PageDataInput['variables'];
  workflows?: WorkflowDefinition[];
  /** Private pages list user groups; open pages list none. */
  pageUserGroups?: Array<{ id?: string; roles?: string[] }>;
  /** Collections of this page (static, dynamic through a plugin, or server data sets). */
  collections?: PageDataInput['collections'];
  /** Named formulas of this page. */
  formulas?: PageDataInput['formulas'];
}

/** A library component: a reusable element tree, rendered inline (`library-component`) or opened as a popup. */
export interface ComponentNode {
  id: string;
  name?: string;
  root: ElementNode;
  popup?: { stack?: string; position?: 'middle' | 'top' | 'bottom' | 'left' | 'right'; closeOnBackdrop?: boolean; label?: string };
}

/** A formula: `f("variables['count'] + 1")`. */
export function f(code: string): Formula {
  return { __wwtype: 'f', code };
}
