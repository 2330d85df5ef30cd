// The user-files endpoint: signed uploads of visitors' files into the public user-files bucket.
export { registerUserFileRoutes, USER_FILES_BODY_LIMIT } from './register-user-file-routes';
export type { UserFileRoutesDeps } from './register-user-file-routes';
export { UserFileError } from './errors';
export type { UserFileErrorCode } from './errors';
export { DEFAULT_USER_FILE_OPTIONS, USER_FILES_BUCKET } from './options';
export type { UserFileOptions } from './options';
