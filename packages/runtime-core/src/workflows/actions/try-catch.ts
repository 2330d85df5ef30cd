/** try/catch: runs the try chain; on error, publishes it as `context.workflow[actionId].error` and runs the catch chain. */
import { toErrorObject } from '../error-object';
import type { ActionHandler } from '../types';

export const tryCatchAction: ActionHandler = async (action, context) => {
  try {
    const outcome = await context.runChain(action.try as string | undefined);
    context.propagate(outcome);
    return outcome.result;
  } catch (error) {
    context.record().error = toErrorObject(error);
    context.log('info', 'Caught an error', { error: context.record().error });
    const outcome = await context.runChain(action.catch as string | undefined);
    context.propagate(outcome);
    return outcome.result;
  }
};
