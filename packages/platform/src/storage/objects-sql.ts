// The storage.objects queries of the storage API.
import type { Queryable } from '../db';
import { storageErrors } from './errors';
import { isUuid, OBJECT_COLUMNS, type ObjectMetadata, type ObjectRow } from './object-row';

export async function findObject(tx: Queryable, bucket: string, name: string, forUpdate = false): Promise<ObjectRow | undefined> {
  const { rows } = await tx.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2 limit 1${forUpdate ? ' for update' : ''}`,
    [bucket, name],
  );
  return rows[0];
}

export async function mustFindObject(tx: Queryable, bucket: string, name: string, forUpdate = false): Promise<ObjectRow> {
  const object = await findObject(tx, bucket, name, forUpdate);
  if (!object) throw storageErrors.noSuchKey();
  return object;
}

export interface ObjectWrite {
  bucket: string;
  name: string;
  owner?: string;
  version: string;
  metadata: Partial<ObjectMetadata>;
  userMetadata?: Record<string, unknown> | null;
}

function values(write: ObjectWrite): unknown[] {
  return [
    write.bucket,
    write.name,
    isUuid(write.owner) ? write.owner : null,
    write.owner ?? null,
    write.version,
    JSON.stringify(write.metadata),
    write.userMetadata === undefined || write.userMetadata === null ? null : JSON.stringify(write.userMetadata),
  ];
}

const INSERT = `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
  values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`;

/** Inserts the row, or with `upsert` replaces the one at that name (as the storage server's upsertObject). */
export async function writeObject(tx: Queryable, write: ObjectWrite, upsert: boolean): Promise<ObjectRow> {
  const conflict = upsert
    ? ` on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
        version = excluded.version, metadata = excluded.metadata, user_metadata = excluded.user_metadata`
    : '';
  const { rows } = await tx.query<ObjectRow>(`${INSERT}${conflict} returning ${OBJECT_COLUMNS}`, values(write));
  const row = rows[0];
  if (!row) throw storageErrors.noSuchKey();
  return row;
}

/** Serialises writers of one name for the rest of the transaction. */
export async function lockObjectName(tx: Queryable, bucket: string, name: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`storage:${bucket}/${name}`]);
}
