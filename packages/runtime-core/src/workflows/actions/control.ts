/** Flow actions: if, switch, filter, return, break, continue, throw, time delay and log (show message). */
import { RuntimeCoreError } from '../../errors';
import type { LogLevel } from '../../adapters/logger';
import type { ActionHandler } from '../types';
import { fail } from './support';

const LOG_LEVELS = new Set<LogLevel>(['debug', 'info', 'warn', 'error']);

/** True/false split: the result is a boolean that selects the branch. */
export const ifAction: ActionHandler = (action, context) => Boolean(context.evaluate(action.value));

/** Multi-way split: the result selects the branch with the same value, else the default branch. */
export const switchAction: ActionHandler = (action, context) => context.evaluate(action.value);

/** Goes on only when the condition holds; otherwise the chain stops. */
export const filterAction: ActionHandler = (action, context) => {
  const passed = Boolean(context.evaluate(action.value));
  if (!passed) context.stopChain();
  return passed;
};

/** Ends the workflow with a value. */
export const returnAction: ActionHandler = (action, context) => {
  const value = context.evaluate(action.value);
  context.returnWith(value);
  return value;
};

/** Leaves the enclosing loop (when its optional condition holds). */
export const breakLoopAction: ActionHandler = (action, context) => {
  const value = action.value === undefined ? true : context.evaluate(action.value);
  if (value) context.breakLoop();
  return value;
};

/** Skips to the next item of the enclosing loop (when its optional condition holds). */
export const continueLoopAction: ActionHandler = (action, context) => {
  const value = action.value === undefined ? true : context.evaluate(action.value);
  if (value) context.stopChain();
  return value;
};

/** Raises an error with the given message (handled by a try/catch or the error branch). */
export const throwAction: ActionHandler = (action, context) => {
  const message = context.evaluate(action.message);
  throw new RuntimeCoreError('WORKFLOW_THROW', typeof message === 'string' && message !== '' ? message : 'Error', {
    details: { value: context.evaluate(action.value) },
  });
};

/** Time delay in milliseconds. */
export const waitAction: ActionHandler = async (action, context) => {
  if (action.value === undefined && action.duration === undefined) fail('NO_TIME_DELAY');
  const delay = Number(context.evaluate(action.value ?? action.duration));
  await context.runtime.services.timers.sleep(Number.isFinite(delay) && delay > 0 ? delay : 0);
  return delay;
};

/** Shows (logs) a message at a level, with an optional preview value. */
export const logAction: ActionHandler = (action, context) => {
  if (action.message === undefined || action.message === null || action.message === '') fail('NO_MESSAGE');
  const message = context.evaluate(action.message);
  if (typeof message !== 'string') fail('MESSAGE_NOT_STRING');
  const level = LOG_LEVELS.has(action.level as LogLevel) ? (action.level as LogLevel) : 'info';
  const preview = context.evaluate(action.preview);
  context.log(level, message, preview === undefined ? {} : { preview });
  return message;
};
