// Chooses where object bytes live from the configuration: an S3 bucket when S3_URL is set, else `DATA_DIR/storage`.
import { join } from 'node:path';
import type { PlatformConfig } from '../../config';
import { createDiskBackend } from './disk-backend';
import type { StorageBackend } from './types';

export async function openStorageBackend(config: Pick<PlatformConfig, 'dataDir' | 's3'>): Promise<StorageBackend> {
  if (!config.s3) return createDiskBackend({ root: join(config.dataDir, 'storage') });
  // The AWS SDK (hundreds of modules) loads only for S3: a start on the disk backend skips it.
  const { createS3Backend } = await import('./s3-backend');
  const backend = createS3Backend(config.s3);
  // Fail at start, not at the first upload, when the bucket cannot be reached.
  await backend.ensureBucket();
  return backend;
}
