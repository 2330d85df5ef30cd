// POST /object/list-v2/:bucketName: a page of objects under a prefix (flat, or folders and files with_delimiter),
// sorted, with hasNext and an opaque nextCursor, as the caller's policies allow.
import { optionalBoolean, optionalInteger, optionalObject, optionalString } from '../body-fields';
import { resolveStorageCaller } from '../caller';
import { readAsCaller } from '../database';
import { storageErrors } from '../errors';
import { readJsonBody } from '../json-body';
import { listV2Statement, type ListV2Column, type ListV2Cursor, type ListV2Row } from '../list-v2-sql';
import { bucketParam } from '../request-parts';
import type { StorageRoute } from './route';

const COLUMNS: readonly ListV2Column[] = ['name', 'created_at', 'updated_at'];
const MAX_LIMIT = 1000;

function encodeCursor(row: ListV2Row): string {
  return Buffer.from(JSON.stringify([row.is_object, row.sort_key, row.name])).toString('base64url');
}

function decodeCursor(text: string): ListV2Cursor {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      (value[0] === 0 || value[0] === 1) &&
      typeof value[1] === 'string' &&
      typeof value[2] === 'string'
    ) {
      return [value[0], value[1], value[2]];
    }
  } catch {
    // fall through to the error below
  }
  throw storageErrors.validation('body/cursor is not a cursor this server returned');
}

export const objectListV2Route: StorageRoute = (app, deps) => {
  app.post('/object/list-v2/:bucketName', async (request) => {
    const caller = await resolveStorageCaller(deps.ctx.jwt, request);
    const bucket = bucketParam(request);
    const body = await readJsonBody(request);
    const prefix = optionalString(body, 'prefix') ?? '';
    const limit = optionalInteger(body, 'limit', 1, MAX_LIMIT) ?? MAX_LIMIT;
    const cursor = optionalString(body, 'cursor');
    const withDelimiter = optionalBoolean(body, 'with_delimiter') ?? false;
    const sortBy = optionalObject(body, 'sortBy');
    const column = sortBy?.column ?? 'name';
    const order = sortBy?.order ?? 'asc';
    if (typeof column !== 'string' || !COLUMNS.includes(column as ListV2Column)) {
      throw storageErrors.validation('body/sortBy/column must be equal to one of the allowed values');
    }
    if (order !== 'asc' && order !== 'desc') throw storageErrors.validation('body/sortBy/order must be equal to one of the allowed values');
    const statement = listV2Statement({
      bucket,
      prefix,
      withDelimiter,
      column: column as ListV2Column,
      descending: order === 'desc',
      limit,
      ...(cursor ? { after: decodeCursor(cursor) } : {}),
    });
    const rows = await readAsCaller(deps, caller, async (tx) => (await tx.query<ListV2Row>(statement.sql, statement.params)).rows);
    const page = rows.slice(0, limit);
    const hasNext = rows.length > limit;
    const last = page[page.length - 1];
    const folders = page.filter((row) => row.is_object === 0).map((row) => ({ key: row.name.replace(/\/$/, ''), name: row.name }));
    const objects = page
      .filter((row) => row.is_object === 1)
      .map((row) => ({
        id: row.id,
        key: row.name,
        name: row.name,
        metadata: row.metadata ?? {},
        created_at: row.created_at,
        updated_at: row.updated_at,
        last_accessed_at: row.last_accessed_at,
      }));
    return { hasNext, ...(hasNext && last ? { nextCursor: encodeCursor(last) } : {}), folders, objects };
  });
};
