/** Set variable (optional path, index and array update type) and reset variables. */
import type { PathInput } from '@kit/formula';
import type { ArrayUpdateType } from '../../variables/types';
import { ARRAY_UPDATE_TYPES } from '../../variables/types';
import type { ActionHandler } from '../types';
import { fail, isBlank } from './support';

/** Writes a variable; an unknown variable is only logged (seed §8). */
export const setVariableAction: ActionHandler = (action, context) => {
  if (isBlank(action.varId)) fail('NO_VARIABLE');
  const id = String(action.varId);
  const variables = context.runtime.variables;
  if (!variables.has(id)) {
    context.log('warn', 'Variable not found.', { variableId: id });
    return undefined;
  }
  const value = context.evaluate(action.varValue);
  const path = action.usePath ? (context.evaluate(action.path ?? '') as PathInput) : undefined;
  const index = context.evaluate(action.index ?? 0) as number | string;
  const type = ARRAY_UPDATE_TYPES.includes(action.arrayUpdateType as ArrayUpdateType)
    ? (action.arrayUpdateType as ArrayUpdateType)
    : undefined;
  return variables.set(id, value, { path, index, arrayUpdateType: type });
};

/** Sets the selected variables back to their default values. */
export const resetVariablesAction: ActionHandler = (action, context) => {
  const ids = Array.isArray(action.varsId) ? (action.varsId as unknown[]) : [];
  const variables = context.runtime.variables;
  for (const id of ids) {
    if (isBlank(id)) continue;
    if (variables.has(String(id))) variables.reset(String(id));
    else context.log('warn', 'Variable not found.', { variableId: id });
  }
  return undefined;
};
