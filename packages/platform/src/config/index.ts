export { loadConfig, ConfigError } from './config';
export type { PlatformConfig, AuthConfig } from './config';
