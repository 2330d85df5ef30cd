// POST /object/list/:bucketName: one folder level under a prefix (folders, then files), as the caller's policies allow.
import { optionalInteger, optionalObject, optionalString, requiredString } from '../body-fields';
import { resolveStorageCaller } from '../caller';
import { readAsCaller } from '../database';
import { storageErrors } from '../errors';
import { readJsonBody } from '../json-body';
import { bucketParam } from '../request-parts';
import type { StorageRoute } from './route';

const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'];

export const objectListRoute: StorageRoute = (app, deps) => {
  app.post('/object/list/:bucketName', async (request) => {
    const caller = await resolveStorageCaller(deps.ctx.jwt, request);
    const bucketId = bucketParam(request);
    const body = await readJsonBody(request);
    let prefix = requiredString(body, 'prefix');
    const limit = optionalInteger(body, 'limit', 1) ?? 100;
    const offset = optionalInteger(body, 'offset', 0) ?? 0;
    const search = optionalString(body, 'search') ?? '';
    const sortBy = optionalObject(body, 'sortBy');
    const column = sortBy?.column ?? 'name';
    const order = sortBy?.order ?? 'asc';
    if (typeof column !== 'string' || !SORT_COLUMNS.includes(column)) {
      throw storageErrors.validation('body/sortBy/column must be equal to one of the allowed values');
    }
    if (order !== 'asc' && order !== 'desc') throw storageErrors.validation('body/sortBy/order must be equal to one of the allowed values');
    if (prefix.length > 0 && !prefix.endsWith('/')) prefix = `${prefix}/`;
    return readAsCaller(deps, caller, async (tx) => {
      const { rows } = await tx.query('select * from storage.search($1, $2, $3, 1, $4, $5, $6, $7)', [
        prefix,
        bucketId,
        limit,
        offset,
        search,
        column,
        order,
      ]);
      return rows;
    });
  });
};
