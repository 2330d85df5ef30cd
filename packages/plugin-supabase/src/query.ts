/** Builds a table select from a collection or action config: columns (guided or advanced), filter, sort, paging. */
import type { FilterDefinition, SortEntry } from '@kit/formula';
import type { SupabaseClient } from '@supabase/supabase-js';
import { filterToLogic } from './filters';

export interface SelectQuery {
  table: string;
  /** `guided` (a list of columns) or `advanced` (a select string with embeds). */
  fieldsMode?: 'guided' | 'advanced';
  dataFields?: readonly string[];
  dataFieldsAdvanced?: string;
  filters?: readonly (FilterDefinition | undefined)[];
  sort?: readonly SortEntry[];
  limit?: number;
  offset?: number;
  count?: boolean;
  signal?: AbortSignal;
}

/** The select string of the config; every column when none is chosen. */
export function selectColumns(query: Pick<SelectQuery, 'fieldsMode' | 'dataFields' | 'dataFieldsAdvanced'>): string {
  if (query.fieldsMode === 'advanced') return query.dataFieldsAdvanced?.trim() || '*';
  const fields = (query.dataFields ?? []).filter((field) => typeof field === 'string' && field !== '');
  return fields.length > 0 ? fields.join(',') : '*';
}

export function buildSelect(client: SupabaseClient, query: SelectQuery) {
  let builder = client.from(query.table).select(selectColumns(query), query.count ? { count: 'exact' } : undefined);
  for (const filter of query.filters ?? []) {
    const logic = filterToLogic(filter);
    if (logic !== undefined) builder = builder.or(logic);
  }
  for (const entry of query.sort ?? []) builder = builder.order(entry.key, { ascending: entry.direction !== 'DESC' });
  if (query.limit !== undefined) {
    const offset = query.offset ?? 0;
    builder = builder.range(offset, offset + query.limit - 1);
  } else if (query.offset) {
    builder = builder.range(query.offset, Number.MAX_SAFE_INTEGER);
  }
  if (query.signal) builder = builder.abortSignal(query.signal);
  return builder;
}
