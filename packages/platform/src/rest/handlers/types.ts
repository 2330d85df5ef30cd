// What a /rest/v1 handler receives and returns: the parsed request and a plain status, headers and body.
import type { Database, RequestIdentity } from '../../db';
import type { QueryParams, RangeRequest } from '../parse/ast';
import type { MediaType } from '../parse/parse-accept';
import type { PlanRequest } from '../parse/parse-plan';
import type { Preferences } from '../parse/parse-prefer';
import type { SchemaCache } from '../schema/schema-types';

export type RestMethod = 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RestOptions {
  /** Schemas callers may choose with Accept-Profile / Content-Profile; the first is the default. */
  schemas: readonly string[];
  statementTimeoutMs: number;
  aggregatesEnabled: boolean;
  maxUrlLength: number;
  maxBodyBytes: number;
  maxEmbedDepth: number;
  maxLogicDepth: number;
  /** Answers `application/vnd.pgrst.plan` (EXPLAIN of the statement), as PostgREST's db-plan-enabled. */
  explainEnabled: boolean;
}

/**
 * What a request's statement depends on: its method, URL and the headers that change the statement (Accept, Prefer,
 * Range, the profile headers, Content-Type). Never the caller, so one shape may serve many callers.
 */
export interface RequestShape {
  method: RestMethod;
  /** The resource after /rest/v1/: a table or view name, or a function name for rpc. */
  target: { kind: 'relation' | 'rpc'; name: string };
  schema: string;
  /** True when the request named its schema in a profile header: the response then names it too. */
  profileChosen: boolean;
  query: QueryParams;
  prefs: Preferences;
  media: MediaType;
  /** `Accept: application/vnd.pgrst.plan…` (when enabled): answer the statement's EXPLAIN instead of running it. */
  explain?: PlanRequest;
  rangeHeader?: RangeRequest;
  contentType?: string;
  /** The path after /rest/v1 (`request.path`). */
  path: string;
}

/** A shape with its caller: who it is, the body and the `request.*` settings of this one request. */
export interface RestRequest extends RequestShape {
  body?: Buffer;
  identity: RequestIdentity;
  /** request.method, request.path, request.headers … for set_config */
  settings: Record<string, string>;
}

export interface RestResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RestEnv {
  db: Database;
  cache: SchemaCache;
  options: RestOptions;
}
