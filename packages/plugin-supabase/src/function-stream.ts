/**
 * The edge-function invoke action's event-stream mode (seed 000 §7, 001 §7): the function's `text/event-stream`
 * answer is read as it arrives, each data line appended to the stream variable (reset to an empty list first), named
 * events as `{event, data}`; `[DONE]` ends it. A failure before the stream ends it with the seed's function messages
 * (status, relay, fetch), the items already appended kept. A function that answers without a stream gives one item.
 */
import { readEventStream, variableStreamTarget } from '@kit/runtime-core';
import type { ActionContext, StreamTarget } from '@kit/runtime-core';
import { SupabasePluginError } from './errors';
import { functionError } from './functions';
import { functionFetchMessage } from './messages';

/** The stream variable's target; a missing variable is logged, and the items are only returned. */
export function functionStreamTarget(context: ActionContext, variableId: string | undefined): StreamTarget | undefined {
  if (variableId === undefined) return undefined;
  const { variables, logger } = context.runtime;
  if (variables.has(variableId)) return variableStreamTarget(variables, variableId);
  logger.log('warn', 'The stream variable does not exist; streamed items are only returned.', { variableId });
  return undefined;
}

/** Reads an invocation's answer into the target; returns every item. */
export async function streamFunctionAnswer(
  invocation: Promise<{ data: unknown; error: unknown }>,
  target: StreamTarget | undefined,
): Promise<unknown[]> {
  target?.reset();
  const { data, error } = await invocation;
  if (error) throw functionError(error);
  if (!(data instanceof Response)) {
    target?.append(data);
    return [data];
  }
  if (data.body === null) return [];
  try {
    return await readEventStream(data.body, (item) => target?.append(item));
  } catch (cause) {
    const detail = cause instanceof Error && cause.message !== '' ? cause.message : String(cause);
    throw new SupabasePluginError('FUNCTION_FETCH_ERROR', functionFetchMessage(detail), { cause });
  }
}
