export { runMigrations, readDefinitionDirs, readMigrationDir, platformMigrations } from './runner';
export type { Migration } from './runner';
