export { registerStorageRoutes } from './register-storage-routes';
export type { StorageRoutesOptions } from './register-storage-routes';
export { createDiskBackend } from './backend';
export type { StorageBackend, ObjectLocation, StoredObject, FileInfo, ByteRange, WriteOptions, DiskBackendOptions } from './backend';
export { StorageError } from './errors';
export type { StorageErrorBody, StorageErrorCode } from './errors';
export { DEFAULT_FILE_SIZE_LIMIT } from './limits';
