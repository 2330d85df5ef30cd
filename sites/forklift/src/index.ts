// @kit/site-forklift: the forklift portal site (for now, its database migrations).
export { forkliftMigrations, forkliftMigrationsDir } from './migrations';
