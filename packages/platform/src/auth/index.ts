export { registerAuthRoutes } from './register-auth-routes';
export { BCRYPT_COST } from './passwords';
