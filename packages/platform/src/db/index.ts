export type { Database, DatabaseKind, Queryable, QueryResult, QueryField, StatementOptions, TransactionOptions } from './types';
export type { DatabaseRole, QueryAsOptions, RequestIdentity, RunAsOptions } from './run-as';
export { runAs, queryAs, applyIdentity, identityPreamble } from './run-as';
export { openDatabase } from './open-database';
export type { OpenDatabaseOptions } from './open-database';
export { openPgliteDatabase } from './pglite-database';
export { openPostgresDatabase } from './postgres-database';
