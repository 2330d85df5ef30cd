// The storage.buckets queries of the storage API.
import type { Queryable } from '../db';
import { storageErrors } from './errors';

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  type: string;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export const BUCKET_COLUMNS = 'id, name, owner, owner_id, public, type, file_size_limit, allowed_mime_types, created_at, updated_at';

export async function findBucket(tx: Queryable, id: string): Promise<BucketRow | undefined> {
  const { rows } = await tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1 limit 1`, [id]);
  return rows[0];
}

export async function mustFindBucket(tx: Queryable, id: string): Promise<BucketRow> {
  const bucket = await findBucket(tx, id);
  if (!bucket) throw storageErrors.noSuchBucket();
  return bucket;
}
