// The statement of list v2: one page of a bucket's objects under a prefix, flat or one folder level deep
// (folders first), ordered by name, created_at or updated_at, continued after a keyset cursor.
export type ListV2Column = 'name' | 'created_at' | 'updated_at';

export interface ListV2Query {
  bucket: string;
  prefix: string;
  withDelimiter: boolean;
  column: ListV2Column;
  descending: boolean;
  limit: number;
  /** Keyset position after which the page starts: [0 for folders | 1 for objects, sort key, name]. */
  after?: ListV2Cursor;
}

export type ListV2Cursor = [number, string, string];

export interface ListV2Row {
  is_object: number;
  sort_key: string;
  name: string;
  id: string | null;
  metadata: unknown;
  created_at: string | null;
  updated_at: string | null;
  last_accessed_at: string | null;
}

function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Sortable text of the column: timestamps as fixed-width UTC text, so one keyset compares every row. */
function sortKeySql(column: ListV2Column, alias: string): string {
  if (column === 'name') return `${alias}.name`;
  return `to_char(${alias}.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;
}

export function listV2Statement(query: ListV2Query): { sql: string; params: unknown[] } {
  const params: unknown[] = [query.bucket, likePrefix(query.prefix), query.prefix.length, query.limit + 1];
  const folder = query.withDelimiter
    ? `case when strpos(substr(o.name, $3::int + 1), '/') > 0 then left(o.name, $3::int + strpos(substr(o.name, $3::int + 1), '/')) end`
    : 'case when $3::int >= 0 then null::text end';
  const entries = `
    with items as (
      select ${folder} as folder, o.id, o.name, o.metadata, o.created_at, o.updated_at, o.last_accessed_at,
             ${sortKeySql(query.column, 'o')} as sort_key
      from storage.objects o where o.bucket_id = $1::text and o.name like $2::text escape '\\'
    ), entries as (
      select 0 as is_object, ${query.column === 'name' ? 'folder' : "''"} as sort_key, folder as name, null::uuid as id,
             null::jsonb as metadata, null::timestamptz as created_at, null::timestamptz as updated_at, null::timestamptz as last_accessed_at
      from items where folder is not null group by folder
      union all
      select 1, sort_key, name, id, metadata, created_at, updated_at, last_accessed_at from items where folder is null
    )`;
  const dir = query.descending ? 'desc' : 'asc';
  const cmp = query.descending ? '<' : '>';
  let where = '';
  if (query.after) {
    params.push(query.after[0], query.after[1], query.after[2]);
    where = `where is_object > $5::int or (is_object = $5::int and (sort_key collate "C", name collate "C") ${cmp} ($6::text collate "C", $7::text collate "C"))`;
  }
  const sql = `${entries}
    select is_object, sort_key, name, id, metadata, created_at, updated_at, last_accessed_at from entries ${where}
    order by is_object, sort_key collate "C" ${dir}, name collate "C" ${dir} limit $4::int`;
  return { sql, params };
}
