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
