/** The database `CollectionSource`: pages, sorts and filters natively through /rest/v1 and reports the exact total. */
import type { FilterDefinition, SortEntry } from '@kit/formula';
import type { CollectionSource } from '@kit/runtime-core';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SupabasePluginError } from './errors';
import { buildSelect } from './query';

export const DATABASE_SOURCE_ID = 'supabase';

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;
}

export function createDatabaseSource(client: () => SupabaseClient, id = DATABASE_SOURCE_ID): CollectionSource {
  return {
    id,
    nativePaging: true,
    async fetch(request) {
      const config = request.config;
      const table = typeof config.table === 'string' ? config.table : '';
      if (table === '') throw SupabasePluginError.database('NO_TABLE', { collectionId: request.collection.id });
      const configFilter = typeof config.filter === 'object' && config.filter !== null ? (config.filter as FilterDefinition) : undefined;
      const configSort = Array.isArray(config.sort) ? (config.sort as SortEntry[]) : undefined;
      const { data, error, count } = await buildSelect(client(), {
        table,
        fieldsMode: config.fieldsMode === 'advanced' ? 'advanced' : 'guided',
        dataFields: stringList(config.dataFields),
        dataFieldsAdvanced: typeof config.dataFieldsAdvanced === 'string' ? config.dataFieldsAdvanced : undefined,
        filters: [configFilter, request.filter],
        sort: request.sort ?? configSort,
        limit: request.limit,
        offset: request.offset,
        count: true,
        signal: request.signal,
      });
      if (error) throw SupabasePluginError.provider(error);
      const rows = (data ?? []) as unknown[];
      return { data: rows, total: count ?? rows.length };
    },
  };
}
