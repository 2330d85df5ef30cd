// What every storage route needs: the platform context, the byte backend and the size limit.
import type { PlatformContext } from '../context';
import type { StorageBackend } from './backend';

export interface StorageDeps {
  ctx: PlatformContext;
  backend: StorageBackend;
  /** Largest object accepted whatever a bucket allows. */
  fileSizeLimit: number;
}
