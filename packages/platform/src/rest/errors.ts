// The one error class of /rest/v1: a PostgREST or PostgreSQL code, an HTTP status and the exact PostgREST body.
import type { ApiError } from '../http';

/** PostgREST's own codes this server raises (docs: PostgREST errors). */
export type PostgrestErrorCode =
  | 'PGRST100'
  | 'PGRST101'
  | 'PGRST102'
  | 'PGRST103'
  | 'PGRST105'
  | 'PGRST106'
  | 'PGRST107'
  | 'PGRST108'
  | 'PGRST114'
  | 'PGRST115'
  | 'PGRST116'
  | 'PGRST117'
  | 'PGRST118'
  | 'PGRST120'
  | 'PGRST121'
  | 'PGRST122'
  | 'PGRST123'
  | 'PGRST124'
  | 'PGRST125'
  | 'PGRST126'
  | 'PGRST128'
  | 'PGRST200'
  | 'PGRST201'
  | 'PGRST202'
  | 'PGRST203'
  | 'PGRST204'
  | 'PGRST205'
  | 'PGRST301'
  | 'PGRST303'
  | 'PGRSTX00';

/** SQLSTATEs this server raises itself, as PostgreSQL would. */
export type KnownSqlState = '22023' | '22P02' | '23502' | '23503' | '23505' | '25006' | '42501' | '42703' | '42704' | 'P0001';

declare const databaseCodeBrand: unique symbol;
/** A code the database raised (a SQLSTATE, or the `code` of a RAISE SQLSTATE 'PGRST' message), passed through as it came. */
export type DatabaseErrorCode = string & { readonly [databaseCodeBrand]: true };

export type RestErrorCode = PostgrestErrorCode | KnownSqlState | DatabaseErrorCode;

/** Marks a code the database raised, so it may stand as a `RestErrorCode`. */
export function databaseErrorCode(code: string): DatabaseErrorCode {
  return code as DatabaseErrorCode;
}

export interface RestErrorBody {
  code: RestErrorCode;
  message: string;
  details: unknown;
  hint: unknown;
}

export interface RestErrorOptions {
  /** PostgREST answers some codes with several statuses, and database codes carry the status a RAISE chose. */
  status: number;
  details?: unknown;
  hint?: unknown;
  headers?: Record<string, string>;
  cause?: unknown;
}

export class RestError extends Error implements ApiError {
  readonly status: number;
  readonly details: unknown;
  readonly hint: unknown;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: RestErrorCode,
    message: string,
    { status, details, hint, headers, cause }: RestErrorOptions,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'RestError';
    this.status = status;
    this.details = details ?? null;
    this.hint = hint ?? null;
    this.headers = headers ?? {};
  }

  toJSON(): RestErrorBody {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}
