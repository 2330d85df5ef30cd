export type { Database, Queryable, QueryResult } from './types';
export type { RequestIdentity, RunAsOptions } from './run-as';
export { runAs, queryAs, applyIdentity } from './run-as';
export { openDatabase } from './open-database';
export { openPgliteDatabase } from './pglite-database';
export { openPostgresDatabase } from './postgres-database';
