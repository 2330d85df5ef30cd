export { registerAuthRoutes, AUTH_BODY_LIMIT, AUTH_PREFIX } from './register-auth-routes';
export { BCRYPT_COST } from './passwords';
