// Design-format migrations: the runner and the current version (steps stay internal).
export { DESIGN_FORMAT_VERSION, migrateDesign, migratePageData } from './migrate';
export type { DesignDocument, DesignMigration } from './types';
