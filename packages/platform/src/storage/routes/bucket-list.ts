// GET /bucket: the buckets the caller's policies let it see (limit, offset, sortColumn, sortOrder, search).
import { resolveStorageCaller } from '../caller';
import { readAsCaller } from '../database';
import { storageErrors } from '../errors';
import { queryValue } from '../request-parts';
import type { StorageRoute } from './route';

const SORT_COLUMNS = ['id', 'name', 'created_at', 'updated_at'];
const LIST_COLUMNS = 'id, name, public, owner, created_at, updated_at, file_size_limit, allowed_mime_types, type';

function integerQuery(value: string | undefined, name: string, minimum: number): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number)) throw storageErrors.validation(`querystring/${name} must be integer`);
  if (number < minimum) throw storageErrors.validation(`querystring/${name} must be >= ${minimum}`);
  return number;
}

export const bucketListRoute: StorageRoute = (app, deps) => {
  app.get('/bucket', { exposeHeadRoute: false }, async (request) => {
    const caller = await resolveStorageCaller(deps.ctx.jwt, request);
    const limit = integerQuery(queryValue(request, 'limit'), 'limit', 1);
    const offset = integerQuery(queryValue(request, 'offset'), 'offset', 0);
    const sortColumn = queryValue(request, 'sortColumn');
    const sortOrder = queryValue(request, 'sortOrder');
    const search = queryValue(request, 'search');
    if (sortColumn !== undefined && !SORT_COLUMNS.includes(sortColumn)) {
      throw storageErrors.validation('querystring/sortColumn must be equal to one of the allowed values');
    }
    if (sortOrder !== undefined && sortOrder !== 'asc' && sortOrder !== 'desc') {
      throw storageErrors.validation('querystring/sortOrder must be equal to one of the allowed values');
    }
    const params: unknown[] = [];
    let sql = `select ${LIST_COLUMNS} from storage.buckets`;
    if (search) {
      params.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      sql += ` where name ilike $${params.length}`;
    }
    if (sortColumn) sql += ` order by ${sortColumn} ${sortOrder === 'desc' ? 'desc' : 'asc'}`;
    if (limit !== undefined) {
      params.push(limit);
      sql += ` limit $${params.length}`;
    }
    if (offset !== undefined) {
      params.push(offset);
      sql += ` offset $${params.length}`;
    }
    return readAsCaller(deps, caller, async (tx) => (await tx.query(sql, params)).rows);
  });
};
