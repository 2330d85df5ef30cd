export { loadConfig, ConfigError } from './config';
export type { PlatformConfig, S3Config } from './config';
