export { runMigrations, readMigrationDir, platformMigrations, platformMigrationsDir, MigrationError } from './runner';
export type { Migration } from './runner';
