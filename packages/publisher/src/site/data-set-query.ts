/**
 * The paging and the variables of a data-set fetch (`POST /ww/cms_data_sets/{id}/fetch?limit=&offset=`): limit and
 * offset are non-negative integers (limit at most DATA_SET_MAX_LIMIT, the default when absent), the body a JSON object.
 */
import { jsonDepthExceeds } from '@kit/platform';
import { SiteError } from './errors';

export const DATA_SET_MAX_LIMIT = 1000;
export const DATA_SET_MAX_OFFSET = 10_000_000;
/** The largest body of variables accepted, in bytes. */
export const DATA_SET_BODY_LIMIT = 64 * 1024;

export interface DataSetPaging {
  limit: number;
  offset: number;
}

function integerParameter(name: string, value: unknown, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) {
    throw new SiteError('data_set_invalid_query', `${name} must be a non-negative integer.`);
  }
  const number = Number(value);
  if (number > max) throw new SiteError('data_set_invalid_query', `${name} must be at most ${max}.`);
  return number;
}

export function parseDataSetPaging(query: Readonly<Record<string, unknown>>): DataSetPaging {
  return {
    limit: integerParameter('limit', query.limit, DATA_SET_MAX_LIMIT, DATA_SET_MAX_LIMIT),
    offset: integerParameter('offset', query.offset, 0, DATA_SET_MAX_OFFSET),
  };
}

/** The body's variables: a JSON object; an empty body is no variables. */
export function parseDataSetVariables(body: string): Record<string, unknown> {
  if (body.trim() === '') return {};
  if (jsonDepthExceeds(body)) throw new SiteError('data_set_invalid_body', 'The body is JSON nested too deeply.');
  let value: unknown;
  try {
    value = JSON.parse(body) as unknown;
  } catch {
    throw new SiteError('data_set_invalid_body', 'The body must be a JSON object of variables.');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new SiteError('data_set_invalid_body', 'The body must be a JSON object of variables.');
  }
  return value as Record<string, unknown>;
}
