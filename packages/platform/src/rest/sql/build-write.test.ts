// Unit tests of INSERT/UPDATE/DELETE building and the literal helpers.
import { describe, expect, it } from 'vitest';
import { RestError } from '../errors';
import { deleteSql, insertSql, returningAll, updateSql } from './build-write';
import { SqlParams } from './params';
import { pgArrayText, quoteIdent, quoteLiteral } from './pg-literals';
import { testCache } from './test-cache';

const brands = () => testCache().tables.get('public.brands')!;

describe('write statements', () => {
  it('inserts through json_populate_recordset with the body as one parameter', () => {
    const params = new SqlParams();
    const sql = insertSql(params, {
      table: brands(),
      columns: ['id', 'name'],
      json: '[{"id":1,"name":"x"}]',
      onConflict: { columns: ['id'], action: 'merge' },
      returning: undefined,
    });
    expect(sql).toBe(
      'INSERT INTO "public"."brands" AS "pgrst_target" ("id", "name") SELECT "pgrst_body"."id", "pgrst_body"."name" FROM json_populate_recordset(NULL::"public"."brands", $1::json) AS "pgrst_body" ON CONFLICT ("id") DO UPDATE SET "id" = EXCLUDED."id", "name" = EXCLUDED."name"',
    );
    expect(params.values).toEqual(['[{"id":1,"name":"x"}]']);
  });

  it('writes DEFAULT for missing keys with missing=default', () => {
    const params = new SqlParams();
    const sql = insertSql(params, {
      table: brands(),
      columns: ['id', 'name'],
      json: '',
      rowsForDefaults: [{ id: 1 }],
      returning: returningAll(brands(), false),
    });
    expect(sql).toBe(
      'INSERT INTO "public"."brands" AS "pgrst_target" ("id", "name") VALUES ((SELECT "id" FROM json_populate_record(NULL::"public"."brands", $1::json)), DEFAULT) RETURNING "pgrst_target"."id", "pgrst_target"."name"',
    );
  });

  it('rejects unknown columns with PGRST204', () => {
    expect(() => insertSql(new SqlParams(), { table: brands(), columns: ['id', 'x"; drop'], json: '[]', returning: undefined })).toThrow(
      RestError,
    );
    expect(() => updateSql(new SqlParams(), brands(), ['nope'], '{}', [], undefined)).toThrow(
      "Could not find the 'nope' column of 'brands' in the schema cache",
    );
  });

  it('updates and deletes with the given conditions', () => {
    expect(updateSql(new SqlParams(), brands(), ['name'], '{"name":"y"}', ['"pgrst_target"."id" = $2'], undefined)).toBe(
      'UPDATE "public"."brands" AS "pgrst_target" SET "name" = "pgrst_body"."name" FROM (SELECT * FROM json_populate_record(NULL::"public"."brands", $1::json)) AS "pgrst_body" WHERE "pgrst_target"."id" = $2',
    );
    expect(deleteSql(brands(), [], undefined)).toBe('DELETE FROM "public"."brands" AS "pgrst_target"');
  });
});

describe('literals', () => {
  it('quotes identifiers, literals and array text', () => {
    expect(quoteIdent('a"b')).toBe('"a""b"');
    expect(quoteLiteral("it's\\")).toBe("E'it''s\\\\'");
    expect(pgArrayText(['a,b', 'c"d', 'e\\f', null])).toBe('{"a,b","c\\"d","e\\\\f",NULL}');
  });
});
