/** Database actions: select, insert, update, upsert, delete and rpc, provider errors wrapped (PGRST100 reworded). */
import type { FilterDefinition, SortEntry } from '@kit/formula';
import type { ActionHandler } from '@kit/runtime-core';
import { arg, text } from './action-support';
import type { PluginHost } from './action-support';
import { SupabasePluginError, writeError } from './errors';
import { buildSelect, selectColumns } from './query';

function tableOf(value: unknown): string {
  const table = text(value);
  if (table === undefined) throw SupabasePluginError.database('NO_TABLE');
  return table;
}

function primaryDataOf(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || Object.keys(value).length === 0) {
    throw SupabasePluginError.database('NO_PRIMARY_DATA');
  }
  return value as Record<string, unknown>;
}

function rowsOf(value: unknown): Record<string, unknown> | Record<string, unknown>[] {
  return (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown> | Record<string, unknown>[];
}

function countOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : undefined;
}

/** Columns returned by writes: the chosen ones, every one by default. */
function returning(action: Parameters<ActionHandler>[0], context: Parameters<ActionHandler>[1]): string {
  const fields = arg(action, context, 'dataFields');
  return selectColumns({ dataFields: Array.isArray(fields) ? (fields as string[]) : undefined });
}

export function databaseActions(host: PluginHost): Record<string, ActionHandler> {
  return {
    'supabase:select': async (action, context) => {
      const filter = arg(action, context, 'filter');
      const sort = arg(action, context, 'sort');
      const fields = arg(action, context, 'dataFields');
      const query = buildSelect(host.client(), {
        table: tableOf(arg(action, context, 'table')),
        fieldsMode: arg(action, context, 'fieldsMode') === 'advanced' ? 'advanced' : 'guided',
        dataFields: Array.isArray(fields) ? (fields as string[]) : undefined,
        dataFieldsAdvanced: text(arg(action, context, 'dataFieldsAdvanced')),
        filters: [typeof filter === 'object' && filter !== null ? (filter as FilterDefinition) : undefined],
        sort: Array.isArray(sort) ? (sort as SortEntry[]) : undefined,
        limit: countOf(arg(action, context, 'limit')),
        offset: countOf(arg(action, context, 'offset')),
        count: arg(action, context, 'count') === true,
      });
      const result = arg(action, context, 'single') === true ? await query.maybeSingle() : await query;
      if (result.error) throw SupabasePluginError.provider(result.error);
      return arg(action, context, 'count') === true ? { data: result.data, count: result.count } : result.data;
    },
    'supabase:insert': async (action, context) => {
      const table = tableOf(arg(action, context, 'table'));
      const { data, error } = await host
        .client()
        .from(table)
        .insert(rowsOf(arg(action, context, 'data')))
        .select(returning(action, context));
      if (error) throw writeError(error);
      host.afterWrite(table, 'INSERT', data);
      return data;
    },
    'supabase:update': async (action, context) => {
      const table = tableOf(arg(action, context, 'table'));
      const primary = primaryDataOf(arg(action, context, 'primaryData'));
      const values = rowsOf(arg(action, context, 'data')) as Record<string, unknown>;
      const { data, error } = await host.client().from(table).update(values).match(primary).select(returning(action, context));
      if (error) throw writeError(error);
      host.afterWrite(table, 'UPDATE', data);
      return data;
    },
    'supabase:upsert': async (action, context) => {
      const table = tableOf(arg(action, context, 'table'));
      const onConflict = text(arg(action, context, 'onConflict'));
      const rows = rowsOf(arg(action, context, 'data'));
      const { data, error } = await host
        .client()
        .from(table)
        .upsert(rows, onConflict === undefined ? undefined : { onConflict })
        .select(returning(action, context));
      if (error) throw writeError(error);
      host.afterWrite(table, 'UPSERT', data);
      return data;
    },
    'supabase:delete': async (action, context) => {
      const table = tableOf(arg(action, context, 'table'));
      const primary = primaryDataOf(arg(action, context, 'primaryData'));
      const { data, error } = await host.client().from(table).delete().match(primary).select(returning(action, context));
      if (error) throw writeError(error);
      host.afterWrite(table, 'DELETE', data);
      return data;
    },
    'supabase:rpc': async (action, context) => {
      const name = text(arg(action, context, 'functionName'));
      if (name === undefined) throw SupabasePluginError.database('NO_FUNCTION_NAME');
      const args = arg(action, context, 'args');
      const { data, error } = await host
        .client()
        .rpc(name, typeof args === 'object' && args !== null ? (args as Record<string, unknown>) : {});
      if (error) throw SupabasePluginError.provider(error);
      return data;
    },
  };
}
