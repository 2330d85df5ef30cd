/** Builds workflows from an ordered list of actions: ids `a1`, `a2`… chained through `next`. */
import type { ActionDefinition, WorkflowDefinition } from '@kit/runtime-core';
import type { Bound } from './nodes';

export interface ActionInput {
  type: string;
  [setting: string]: unknown;
}

export function workflow(id: string, trigger: string, actions: readonly ActionInput[]): WorkflowDefinition {
  const keyed: Record<string, ActionDefinition> = {};
  actions.forEach((action, index) => {
    const next = index + 1 < actions.length ? `a${index + 2}` : undefined;
    keyed[`a${index + 1}`] = { ...action, id: `a${index + 1}`, ...(next === undefined ? {} : { next }) };
  });
  return { id, trigger, actions: keyed, firstAction: actions.length > 0 ? 'a1' : null };
}

export function setVariable(varId: string, varValue: Bound<unknown>): ActionInput {
  return { type: 'variable', varId, varValue };
}

/**
 * A workflow written as a graph: actions keyed by id, chained by `next` or `branches`, starting at `start`; error
 * actions (the error branch) start at `onError`. For branches (if, switch), loops and try/catch.
 */
export function workflowGraph(
  id: string,
  trigger: string,
  actions: Readonly<Record<string, ActionInput>>,
  options: { start: string; onError?: string },
): WorkflowDefinition {
  const keyed: Record<string, ActionDefinition> = {};
  for (const [actionId, action] of Object.entries(actions)) keyed[actionId] = { ...action, id: actionId };
  return {
    id,
    trigger,
    actions: keyed,
    firstAction: options.start,
    ...(options.onError === undefined ? {} : { firstErrorAction: options.onError }),
  };
}

/** Navigates to a page of the site (optionally with query parameters or a section). */
export function changePage(pageId: string, options: { queries?: Record<string, unknown>; section?: string } = {}): ActionInput {
  return { type: 'change-page', pageId, ...options };
}
