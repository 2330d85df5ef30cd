export { runMigrations, readMigrationDir, platformMigrations } from './runner';
export type { Migration } from './runner';
