// DELETE /object/:bucketName {prefixes}: deletes the named objects the caller's policies let it delete; returns them.
import { requiredStringArray } from '../body-fields';
import { resolveStorageCaller } from '../caller';
import { asCaller } from '../database';
import { readJsonBody } from '../json-body';
import { OBJECT_COLUMNS, type ObjectRow } from '../object-row';
import { removeVersions, versionsOf } from '../remove-versions';
import { bucketParam } from '../request-parts';
import type { StorageRoute } from './route';

const MAX_OBJECTS_PER_REQUEST = 1000;

export const objectRemoveRoute: StorageRoute = (app, deps) => {
  app.delete('/object/:bucketName', async (request) => {
    const caller = await resolveStorageCaller(deps.ctx.jwt, request);
    const bucketId = bucketParam(request);
    const body = await readJsonBody(request);
    const prefixes = requiredStringArray(body, 'prefixes', { minItems: 1, maxItems: MAX_OBJECTS_PER_REQUEST });
    const removed = await asCaller(
      deps,
      caller,
      async (tx) =>
        (
          await tx.query<ObjectRow>(`delete from storage.objects where bucket_id = $1 and name = any($2) returning ${OBJECT_COLUMNS}`, [
            bucketId,
            prefixes,
          ])
        ).rows,
      { allowDelete: true },
    );
    await removeVersions(deps, versionsOf(removed));
    return removed;
  });
};
