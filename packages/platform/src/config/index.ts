export { loadConfig, ConfigError } from './config';
export type { PlatformConfig } from './config';
