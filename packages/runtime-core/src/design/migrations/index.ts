// Design-format migrations: the runner (steps and version stay internal).
export { migrateDesign, migratePageData } from './migrate';
