export { openStorageBackend } from './open-backend';
export type { StorageBackend, ObjectLocation, ByteRange } from './types';
