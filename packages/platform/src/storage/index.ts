export { registerStorageRoutes } from './register-storage-routes';
