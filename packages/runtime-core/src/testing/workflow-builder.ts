/** Test helper: builds workflow definitions from a list of actions. */
import type { ActionDefinition, WorkflowDefinition } from '../workflows/types';

/** A formula binding as the design stores it. */
export function f(code: string): { __wwtype: 'f'; code: string } {
  return { __wwtype: 'f', code };
}

export function workflow(
  id: string,
  actions: Record<string, ActionDefinition>,
  extra: Partial<WorkflowDefinition> = {},
): WorkflowDefinition {
  return { id, actions, firstAction: Object.keys(actions)[0] ?? null, ...extra };
}
