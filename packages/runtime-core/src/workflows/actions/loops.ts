/** Loops: over items (arrays or collections) and while a condition holds; break and continue end iterations. */
import type { ActionHandler, ChainOutcome } from '../types';
import { fail, itemsOf } from './support';

/** Ends the loop on break (and passes a return on); a stop only ends the iteration. */
function endsLoop(outcome: ChainOutcome, propagate: (outcome: ChainOutcome) => void): boolean {
  if (outcome.control === 'break') return true;
  if (outcome.control === 'return') {
    propagate(outcome);
    return true;
  }
  return false;
}

/** Runs the loop body once per item; the body reads `context.workflow[loopId].loop.{item,index,items}`. */
export const loopAction: ActionHandler = async (action, context) => {
  const items = itemsOf(context.evaluate(action.value));
  if (items === undefined) fail('LOOP_NOT_ITERABLE');
  const record = context.record();
  let result: unknown;
  for (let index = 0; index < items.length; index += 1) {
    record.loop = { index, item: items[index], items };
    const outcome = await context.runChain(action.loop as string | undefined);
    result = outcome.result;
    if (endsLoop(outcome, (done) => context.propagate(done))) break;
  }
  return result;
};

/** Runs the loop body while the condition (evaluated before each iteration) is truthy. */
export const whileLoopAction: ActionHandler = async (action, context) => {
  const record = context.record();
  let result: unknown;
  for (let index = 0; context.evaluate(action.value); index += 1) {
    record.loop = { index, item: undefined, items: [] };
    const outcome = await context.runChain(action.loop as string | undefined);
    result = outcome.result;
    if (endsLoop(outcome, (done) => context.propagate(done))) break;
  }
  return result;
};
