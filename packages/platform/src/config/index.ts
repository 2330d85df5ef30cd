export { loadConfig, ConfigError } from './config';
export type { PlatformConfig, AuthConfig, RestConfig, S3Config } from './config';
