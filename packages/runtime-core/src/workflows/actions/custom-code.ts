/** Custom code: calls a function the site registered by name, with the action's resolved arguments. */
import type { ActionHandler } from '../types';
import { fail, isBlank } from './support';

export const customCodeAction: ActionHandler = (action, context) => {
  if (isBlank(action.name)) fail('NO_CUSTOM_CODE');
  const name = String(action.name);
  const run = context.runtime.services.customCode.get(name);
  if (run === undefined) fail('NO_CUSTOM_CODE', { name });
  return run({ args: context.evaluate(action.args), context: context.formulaContext, event: context.event }, context);
};
