// Unit tests of the read builder: quoting, bind parameters, embeds, grouping, identifier checks.
import { describe, expect, it } from 'vitest';
import { RestError } from '../errors';
import { parseQuery } from '../parse/parse-query';
import { parseQueryString } from '../parse/query-string';
import { buildLevel, levelSql } from './build-select';
import { AliasCounter, SqlParams } from './params';
import { planRead } from './read-plan';
import { testCache } from './test-cache';

function build(query: string) {
  const cache = testCache();
  const parsed = parseQuery(parseQueryString(query));
  const node = planRead(cache, cache.tables.get('public.manuals')!, parsed);
  node.range = parsed.ranges.get('') ?? { offset: 0 };
  const ctx = { cache, params: new SqlParams(), aliases: new AliasCounter(), aggregatesEnabled: true };
  const alias = ctx.aliases.take();
  const level = buildLevel(ctx, node, `"public"."manuals" AS "${alias}"`, alias);
  return { sql: levelSql(level), params: ctx.params.values };
}

describe('buildLevel', () => {
  it('quotes identifiers and binds every value', () => {
    expect(build("select=id,title&title=eq.it's&id=in.(1,2)&order=id.desc.nullslast&limit=3&offset=1")).toEqual({
      sql: 'SELECT "t0"."id" AS "id", "t0"."title" AS "title" FROM "public"."manuals" AS "t0" WHERE "t0"."title" = $1 AND "t0"."id" = ANY($2) ORDER BY "t0"."id" DESC NULLS LAST LIMIT 3 OFFSET 1',
      params: ["it's", '{"1","2"}'],
    });
  });

  it('writes JSON keys as escaped literals and casts to checked types', () => {
    expect(build("select=k:meta->>it's,meta->0,id::text").sql).toBe(
      `SELECT "t0"."meta"->>E'it''s' AS "k", "t0"."meta"->(0) AS "meta", ("t0"."id")::text AS "id" FROM "public"."manuals" AS "t0"`,
    );
  });

  it('rejects cast types that are not types', () => {
    expect(() => build('select=id::int from pg_shadow')).toThrow(RestError);
    expect(() => build('select=id::nosuchtype')).toThrow('type "nosuchtype" does not exist');
  });

  it('rejects unknown columns everywhere a name appears', () => {
    for (const q of ['select=nope', 'nope=eq.1', 'order=nope', 'or=(nope.eq.1)', 'select=id,brands(nope)']) {
      expect(() => build(q), q).toThrow(RestError);
    }
  });

  it('embeds to-one with row_to_json, to-many with json_agg, many-to-many through EXISTS', () => {
    const { sql } = build('select=id,brands(name),categories(name),manual_categories(category_id)');
    expect(sql).toContain(
      'SELECT row_to_json("e3") AS "body" FROM (SELECT "t1"."name" AS "name" FROM "public"."brands" AS "t1" WHERE "t1"."id" = "t0"."brand_id") AS "e3"',
    );
    expect(sql).toContain(
      'EXISTS (SELECT 1 FROM "public"."manual_categories" AS "t4_j" WHERE "t4_j"."manual_id" = "t0"."id" AND "t4_j"."category_id" = "t4"."id")',
    );
    expect(sql).toContain('coalesce("l8"."body", \'[]\') AS "manual_categories"');
  });

  it('filters parents with !inner and embed null filters', () => {
    const { sql } = build('select=id,brands!inner(name)&brands.name=eq.x');
    expect(sql).toMatch(/WHERE "l2"\."body" IS NOT NULL$/);
    expect(build('select=id,brands(name)&brands=is.null').sql).toMatch(/WHERE "l2"\."body" IS NULL$/);
  });

  it('groups by the other columns when aggregating', () => {
    expect(build('select=brand_id,id.count()').sql).toBe(
      'SELECT "t0"."brand_id" AS "brand_id", count("t0"."id") AS "count" FROM "public"."manuals" AS "t0" GROUP BY "t0"."brand_id"',
    );
  });
});
