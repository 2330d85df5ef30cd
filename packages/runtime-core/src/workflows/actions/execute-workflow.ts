/** Trigger workflow: runs another workflow with parameters; its error fails this action. */
import { isObjectLike } from '@kit/formula';
import type { ActionHandler } from '../types';
import { fail, isBlank } from './support';

export const executeWorkflowAction: ActionHandler = async (action, context) => {
  if (isBlank(action.workflowId)) fail('NO_WORKFLOW');
  const workflow = context.runtime.findWorkflow(String(action.workflowId));
  if (workflow === undefined) fail('WORKFLOW_NOT_FOUND', { workflowId: action.workflowId });
  const parameters: Record<string, unknown> = {};
  if (isObjectLike(action.parameters)) {
    for (const [name, value] of Object.entries(action.parameters)) parameters[name] = context.evaluate(value);
  }
  context.log('info', `Starting an other workflow (${workflow.name ?? workflow.id})`);
  const outcome = await context.executeWorkflow(workflow, {
    parameters,
    event: context.event,
    context: context.formulaContext,
    ...(context.element === undefined ? {} : { element: context.element }),
  });
  if (outcome.error !== undefined) throw outcome.error;
  return outcome.result;
};
