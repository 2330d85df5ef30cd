// Property test: random and hostile query strings, headers and bodies never cause a 5xx, never change data the
// caller may not change, and never run SQL smuggled in through values or identifiers.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../testing';
import { ALICE, BOB, startConformance, type Conformance } from './conformance/fixture';

const RUNS = Number(process.env.REST_PROPERTY_RUNS ?? 300);

const INJECTIONS = [
  "'; drop table public.secrets; --",
  '"; drop table public.secrets; --',
  '1) or (1=1',
  "') union select id, value from public.secrets --",
  "$$; insert into public.secrets values (999, 'pwned'); $$",
  '*/ delete from public.notes; /*',
  "x\"); update public.notes set body = 'pwned'; --",
  'id::int from public.secrets --',
  'pg_sleep(10)',
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '\\',
  "'",
  '"',
  '(',
  ')',
  ',',
  '.',
  '::',
  '->',
  '->>',
  '!inner',
  '...',
  '*',
  '%',
  '{',
  '}',
  '[',
  ']',
  '\u0000',
  '\uFFFF',
  '🙂',
];
const RESOURCES = [
  'manuals',
  'brands',
  'notes',
  'secrets',
  'items',
  'employees',
  'reviews',
  'manual_titles',
  'nope',
  'rpc/add_numbers',
  'rpc/search_manuals',
  'rpc/whoami',
  'rpc/touch_item',
  'rpc/echo',
  'rpc/nope',
  '',
  'manuals/1',
  'rpc',
  'pg_catalog.pg_class',
];
const COLUMNS = [
  'id',
  'title',
  'brand_id',
  'pages',
  'meta',
  'tags',
  'body',
  'owner_id',
  'is_public',
  'value',
  'name',
  'qty',
  'note',
  'period',
  'search',
];
const RELATIONS = ['brands', 'manuals', 'categories', 'employees', 'reviews', 'notes', 'secrets'];
const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'not.eq',
  'like(any)',
  'eq(all)',
  'fts(english)',
  'wfts(x)',
  'not.in',
];

const text = fc.oneof(fc.constantFrom(...INJECTIONS), fc.string({ maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 8 }));
const scalar = fc.oneof(
  text,
  fc.integer().map(String),
  fc.constantFrom('null', 'true', 'not_null', '(1,2)', '("a,b",c)', '{a,b}', '[1,5)', '{"a":1}'),
);
const column = fc.oneof(fc.constantFrom(...COLUMNS), text);
const name = fc.oneof(column, fc.constantFrom(...RELATIONS));

const selectItem: fc.Arbitrary<string> = fc.letrec<{ item: string }>((tie) => ({
  item: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom('*', 'count()', 'id.sum()', 'pages::text', 'meta->>lang'),
    column,
    fc.tuple(text, column).map(([a, c]) => `${a}:${c}`),
    fc.tuple(column, text).map(([c, t]) => `${c}::${t}`),
    fc.tuple(column, text).map(([c, k]) => `${c}->>${k}`),
    fc
      .tuple(name, fc.constantFrom('', '!inner', '!left', '!fk', '!id'), fc.array(tie('item'), { maxLength: 3 }))
      .map(([r, h, children]) => `${r}${h}(${children.join(',')})`),
    fc.tuple(name, fc.array(tie('item'), { maxLength: 2 })).map(([r, children]) => `...${r}(${children.join(',')})`),
  ),
})).item;

const filterValue = fc.oneof(
  fc.tuple(fc.constantFrom(...OPERATORS), scalar).map(([op, v]) => `${op}.${v}`),
  scalar,
);
const logicValue = fc
  .array(fc.tuple(column, fc.constantFrom(...OPERATORS), scalar), { minLength: 1, maxLength: 3 })
  .map((items) => `(${items.map(([c, op, v]) => `${c}.${op}.${v}`).join(',')})`);

const param: fc.Arbitrary<[string, string]> = fc.oneof(
  fc.array(selectItem, { maxLength: 4 }).map((items): [string, string] => ['select', items.join(',')]),
  fc.tuple(column, filterValue),
  fc.tuple(
    fc.tuple(name, column).map(([r, c]) => `${r}.${c}`),
    filterValue,
  ),
  fc.tuple(fc.constantFrom('or', 'and', 'not.or', 'brands.or'), fc.oneof(logicValue, text)),
  fc.tuple(
    fc.constantFrom('order', 'brands.order'),
    fc.tuple(column, fc.constantFrom('', '.asc', '.desc.nullslast', '.x')).map(([c, d]) => `${c}${d}`),
  ),
  fc.tuple(fc.constantFrom('limit', 'offset', 'manuals.limit'), fc.oneof(fc.integer({ min: -5, max: 1000 }).map(String), text)),
  fc.tuple(
    fc.constantFrom('columns', 'on_conflict'),
    fc.array(column, { maxLength: 3 }).map((c) => c.join(',')),
  ),
  fc.tuple(text, text),
);

const headerText = fc.string({ maxLength: 30 }).map((s) => s.replace(/[^\x20-\x7e]/g, ''));
/** Mostly well-formed values, sometimes junk, so that requests get past header parsing and reach the SQL. */
const mostly = <T>(valid: fc.Arbitrary<T>, junk: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: junk, weight: 1 });
const headers = fc.record(
  {
    prefer: mostly(
      fc
        .subarray([
          'return=representation',
          'return=minimal',
          'return=headers-only',
          'count=exact',
          'count=planned',
          'count=estimated',
          'resolution=merge-duplicates',
          'resolution=ignore-duplicates',
          'missing=default',
          'tx=rollback',
          'tx=commit',
          'handling=strict',
          'max-affected=1',
          'timezone=Mars/Olympus',
          'valueOf',
          '__proto__',
          'constructor',
        ])
        .map((p) => p.join(', ')),
      headerText,
    ),
    accept: mostly(
      fc.constantFrom(
        'application/json',
        'application/vnd.pgrst.object+json',
        'text/csv',
        '*/*',
        'application/vnd.pgrst.array+json;nulls=stripped',
      ),
      fc.oneof(fc.constantFrom('application/vnd.pgrst.plan+json', 'text/html'), headerText),
    ),
    range: mostly(fc.constantFrom('0-1', '5-', '3-1', 'items=0-0'), headerText),
    'accept-profile': mostly(fc.constant('public'), fc.oneof(fc.constantFrom('auth', 'pg_catalog'), headerText)),
    'content-profile': mostly(fc.constant('public'), fc.oneof(fc.constantFrom('storage'), headerText)),
    'content-type': mostly(
      fc.constantFrom('application/json', 'text/csv', 'application/x-www-form-urlencoded'),
      fc.oneof(fc.constant('text/plain'), headerText),
    ),
  },
  { requiredKeys: [] },
);

const jsonRow = fc.dictionary(fc.oneof(fc.constantFrom(...COLUMNS), text), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  jsonRow.map((r) => JSON.stringify(r)),
  fc.array(jsonRow, { maxLength: 3 }).map((r) => JSON.stringify(r)),
  text,
  fc.constant('id,body,owner_id\n1,"x",NULL'),
  fc.constant(''),
);

const request = fc.record({
  method: fc.constantFrom('GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'),
  resource: mostly(fc.constantFrom(...RESOURCES), text),
  params: fc.array(param, { maxLength: 5 }),
  headers,
  body,
  caller: mostly(fc.constantFrom('anon', 'alice'), fc.constantFrom('none', 'expired', 'garbage')),
});

// Well-formed requests whose values are hostile: these reach the SQL builder and the database.
const TABLE_COLUMNS: Record<string, string[]> = {
  manuals: ['id', 'title', 'brand_id', 'pages', 'meta', 'tags', 'published'],
  notes: ['id', 'owner_id', 'body', 'is_public'],
  items: ['id', 'name', 'qty', 'note'],
  secrets: ['id', 'value'],
};
const SAFE_OPERATORS = ['eq', 'neq', 'like', 'ilike', 'is', 'in', 'not.eq', 'isdistinct', 'match', 'cs', 'fts', 'lt'];
const validRequest = fc.constantFrom(...Object.keys(TABLE_COLUMNS)).chain((table) => {
  const cols = TABLE_COLUMNS[table] as string[];
  const col = fc.constantFrom(...cols);
  const validParam: fc.Arbitrary<[string, string]> = fc.oneof(
    fc.tuple(col, fc.constantFrom(...SAFE_OPERATORS), scalar).map(([c, op, v]): [string, string] => [c, `${op}.${v}`]),
    fc
      .tuple(
        fc.constantFrom('or', 'and'),
        fc.array(fc.tuple(col, fc.constantFrom(...SAFE_OPERATORS), scalar), { minLength: 1, maxLength: 3 }),
      )
      .map(([k, items]): [string, string] => [k, `(${items.map(([c, op, v]) => `${c}.${op}.${JSON.stringify(v)}`).join(',')})`]),
    fc.tuple(col, text).map(([c, k]): [string, string] => ['select', `${c},alias:${c}->>${JSON.stringify(k)}`]),
    fc.tuple(col, fc.constantFrom('asc', 'desc.nullsfirst')).map(([c, d]): [string, string] => ['order', `${c}.${d}`]),
  );
  const row = fc.dictionary(
    fc.oneof({ arbitrary: col, weight: 4 }, { arbitrary: text, weight: 1 }),
    fc.oneof(scalar, fc.jsonValue({ maxDepth: 1 })),
    { maxKeys: 3 },
  );
  return fc.record({
    method: fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE', 'PUT'),
    resource: fc.constant(table),
    params: fc.array(validParam, { maxLength: 4 }),
    headers: fc.record({
      prefer: fc
        .subarray(['return=representation', 'count=exact', 'resolution=merge-duplicates', 'missing=default', 'tx=rollback'])
        .map((p) => p.join(', ')),
      'content-type': fc.constant('application/json'),
    }),
    body: fc.oneof(
      row.map((r) => JSON.stringify(r)),
      fc.array(row, { maxLength: 3 }).map((r) => JSON.stringify(r)),
    ),
    caller: fc.constantFrom('anon', 'alice'),
  });
});

const PROTECTED_SQL = `select
  (select md5(coalesce(string_agg(n::text, '|' order by n.id), '')) from public.notes n where n.owner_id = '${BOB}') as bob,
  (select md5(coalesce(string_agg(n::text, '|' order by n.id), '')) from public.notes n where n.owner_id = '${ALICE}') as alice,
  (select md5(coalesce(string_agg(s::text, '|' order by s.id), '')) from public.secrets s) as secrets,
  (select count(*) from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public') as relations,
  (select count(*) from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public') as functions`;

interface Protected {
  bob: string;
  alice: string;
  secrets: string;
  relations: number;
  functions: number;
}

describe.each(testBackends())('/rest/v1 under hostile input on %s', (backend) => {
  let c: Conformance;
  let tokens: Record<string, string | undefined>;
  const protectedState = async () => (await c.platform.db.query<Protected>(PROTECTED_SQL)).rows[0] as Protected;

  beforeAll(async () => {
    c = await startConformance(backend);
    tokens = {
      anon: c.platform.anonKey,
      alice: await c.token(ALICE),
      expired: await c.token(ALICE, { exp: Math.floor(Date.now() / 1000) - 10 }),
      garbage: 'abc.def.ghi',
      none: undefined,
    };
  });
  afterAll(() => c?.close());

  it.each([
    ['any request', request],
    ['well-formed requests with hostile values', validRequest],
  ])(
    '%s: never answers 5xx, never leaks or changes protected rows, never runs smuggled SQL',
    async (_name, requests) => {
      // Alice may change her own notes; the state she leaves is what the next caller must not change.
      const before = await protectedState();
      await fc.assert(
        fc.asyncProperty(requests as typeof request, async (r) => {
          const query = r.params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
          const path = r.resource.split('/').map(encodeURIComponent).join('/');
          const token = tokens[r.caller];
          const h: Record<string, string> = { ...r.headers };
          if (token) {
            h.apikey = c.platform.anonKey;
            h.authorization = `Bearer ${token}`;
          }
          const res = await fetch(`${c.platform.url}/rest/v1/${path}${query ? `?${query}` : ''}`, {
            method: r.method,
            headers: h,
            ...(r.method === 'GET' || r.method === 'HEAD' || r.method === 'OPTIONS' ? {} : { body: r.body }),
          });
          const text = await res.text();
          expect(res.status, `${r.method} ${path}?${query} → ${text}`).toBeLessThan(500);
          expect(text).not.toContain('hidden');
          if (res.status >= 400 && r.method !== 'HEAD') {
            const error = JSON.parse(text) as Record<string, unknown>;
            expect(typeof error.message).toBe('string');
            if (res.status !== 401 || token) expect(Object.keys(error).sort()).toEqual(['code', 'details', 'hint', 'message']);
          }
          const after = await protectedState();
          expect({ ...after, alice: r.caller === 'alice' ? before.alice : after.alice }).toEqual(before);
          before.alice = after.alice;
        }),
        { numRuns: RUNS, interruptAfterTimeLimit: 240_000 },
      );
    },
    300_000,
  );
});
