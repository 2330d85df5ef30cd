export { createDiskBackend } from './disk-backend';
export type { DiskBackendOptions } from './disk-backend';
export { openStorageBackend } from './open-backend';
export type { StorageBackend, ObjectLocation, StoredObject, FileInfo, ByteRange, WriteOptions } from './types';
