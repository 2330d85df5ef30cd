/**
 * Edge functions: the invoke action (its answer, or with `useStreaming` an event stream read into `streamVariableId`
 * as it arrives) and its error kinds (seed 000 §8): HTTP status, relay, fetch, other.
 */
import type { ActionHandler } from '@kit/runtime-core';
import { FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } from '@supabase/supabase-js';
import { arg, keyValues, text } from './action-support';
import type { PluginHost } from './action-support';
import { SupabasePluginError } from './errors';
import { functionStreamTarget, streamFunctionAnswer } from './function-stream';
import { FUNCTION_MESSAGES, functionFetchMessage, functionRelayMessage, functionStatusMessage } from './messages';

export const FUNCTION_METHODS = ['POST', 'GET', 'PUT', 'PATCH', 'DELETE'] as const;
export type FunctionMethod = (typeof FUNCTION_METHODS)[number];

function detailOf(error: { message: string; context?: unknown }): string {
  const context = error.context;
  if (context instanceof Error && context.message !== '') return context.message;
  return error.message;
}

/** The function error as the plugin throws it, the original kept as cause. */
export function functionError(error: unknown): SupabasePluginError {
  if (error instanceof FunctionsHttpError) {
    const status = (error.context as { status?: unknown } | undefined)?.status;
    return new SupabasePluginError('FUNCTION_HTTP_ERROR', functionStatusMessage(typeof status === 'number' ? status : 'unknown'), {
      cause: error,
    });
  }
  if (error instanceof FunctionsRelayError) {
    return new SupabasePluginError('FUNCTION_RELAY_ERROR', functionRelayMessage(detailOf(error)), { cause: error });
  }
  if (error instanceof FunctionsFetchError) {
    return new SupabasePluginError('FUNCTION_FETCH_ERROR', functionFetchMessage(detailOf(error)), { cause: error });
  }
  const message = error instanceof Error && error.message !== '' ? error.message : FUNCTION_MESSAGES.UNKNOWN;
  return new SupabasePluginError('FUNCTION_ERROR', message, { cause: error });
}

/** Appends a query string (`[{ key, value }]` or an object) to the function name. */
export function functionPath(name: string, query: unknown): string {
  const entries = Object.entries(keyValues(query) ?? {}).filter(([, value]) => value !== undefined && value !== null);
  if (entries.length === 0) return name;
  return `${name}?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}`;
}

export function functionActions(host: PluginHost): Record<string, ActionHandler> {
  return {
    'supabase:invoke-function': async (action, context) => {
      const name = text(arg(action, context, 'functionName'));
      if (name === undefined) throw SupabasePluginError.database('NO_FUNCTION_NAME');
      const given = text(arg(action, context, 'method'))?.toUpperCase();
      const method = (FUNCTION_METHODS as readonly string[]).includes(given ?? '') ? (given as FunctionMethod) : 'POST';
      const headers = Object.fromEntries(
        Object.entries(keyValues(arg(action, context, 'headers')) ?? {}).map(([key, value]) => [key, String(value)]),
      );
      const body = arg(action, context, 'body');
      const streaming = arg(action, context, 'useStreaming') === true;
      if (streaming) headers.accept ??= 'text/event-stream';
      const invocation = host.client().functions.invoke(functionPath(name, arg(action, context, 'queryString')), {
        method,
        headers,
        ...(body === undefined || body === null || method === 'GET' ? {} : { body: body as Record<string, unknown> | string }),
      });
      if (streaming) return streamFunctionAnswer(invocation, functionStreamTarget(context, text(arg(action, context, 'streamVariableId'))));
      const { data, error } = await invocation;
      if (error) throw functionError(error);
      return data;
    },
  };
}
