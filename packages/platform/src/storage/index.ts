export { registerStorageRoutes } from './register-storage-routes';
export { DEFAULT_FILE_SIZE_LIMIT } from './limits';
