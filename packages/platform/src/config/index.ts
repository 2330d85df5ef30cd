export { loadConfig, ConfigError } from './config';
export type { PlatformConfig, AuthConfig, RestConfig } from './config';
