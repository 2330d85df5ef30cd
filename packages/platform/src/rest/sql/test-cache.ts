// A small hand-made schema cache for the SQL builder's unit tests: brands ← manuals ↔ categories, a view.
import { buildSchemaCache } from '../schema/load-schema';
import type { SchemaCache } from '../schema/schema-types';

const col = (name: string, type = 'integer') => ({ name, type, notNull: false, hasDefault: false, generated: false });

export function testCache(): SchemaCache {
  return buildSchemaCache(['public'], {
    tables: [
      { schema: 'public', name: 'brands', kind: 'r', columns: [col('id'), col('name', 'text')] },
      { schema: 'public', name: 'manuals', kind: 'r', columns: [col('id'), col('title', 'text'), col('brand_id'), col('meta', 'jsonb')] },
      { schema: 'public', name: 'categories', kind: 'r', columns: [col('id'), col('name', 'text')] },
      { schema: 'public', name: 'manual_categories', kind: 'r', columns: [col('manual_id'), col('category_id')] },
      { schema: 'public', name: 'details', kind: 'r', columns: [col('manual_id'), col('notes', 'text')] },
      { schema: 'public', name: 'manual_view', kind: 'v', columns: [col('id'), col('brand_id')] },
    ],
    constraints: [
      { name: 'brands_pkey', type: 'p', table: 'public.brands', refTable: null, columns: ['id'], refColumns: null },
      { name: 'manuals_pkey', type: 'p', table: 'public.manuals', refTable: null, columns: ['id'], refColumns: null },
      { name: 'categories_pkey', type: 'p', table: 'public.categories', refTable: null, columns: ['id'], refColumns: null },
      {
        name: 'mc_pkey',
        type: 'p',
        table: 'public.manual_categories',
        refTable: null,
        columns: ['manual_id', 'category_id'],
        refColumns: null,
      },
      { name: 'details_pkey', type: 'p', table: 'public.details', refTable: null, columns: ['manual_id'], refColumns: null },
      {
        name: 'manuals_brand_id_fkey',
        type: 'f',
        table: 'public.manuals',
        refTable: 'public.brands',
        columns: ['brand_id'],
        refColumns: ['id'],
      },
      {
        name: 'mc_manual_fkey',
        type: 'f',
        table: 'public.manual_categories',
        refTable: 'public.manuals',
        columns: ['manual_id'],
        refColumns: ['id'],
      },
      {
        name: 'mc_category_fkey',
        type: 'f',
        table: 'public.manual_categories',
        refTable: 'public.categories',
        columns: ['category_id'],
        refColumns: ['id'],
      },
      {
        name: 'details_manual_fkey',
        type: 'f',
        table: 'public.details',
        refTable: 'public.manuals',
        columns: ['manual_id'],
        refColumns: ['id'],
      },
    ],
    viewColumns: [
      { view: 'public.manual_view', table: 'public.manuals', column: 'id' },
      { view: 'public.manual_view', table: 'public.manuals', column: 'brand_id' },
    ],
    functions: [],
    typeNames: ['int4', 'text', 'citext'],
  });
}
