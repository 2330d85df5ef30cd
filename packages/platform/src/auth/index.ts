export { registerAuthRoutes, AUTH_PREFIX } from './register-auth-routes';
export type { AuthRoutesOptions } from './register-auth-routes';
export type { AuthServices } from './services';
export { resolveAuthSettings } from './settings';
export type { AuthSettings } from './settings';
export { AuthApiError } from './errors';
export { hashPassword, verifyPassword, BCRYPT_COST } from './passwords';
export type { SmsSender } from './sms';
export { totpCode } from './totp';
