// Sorts the query parameters of a request as PostgREST does (select, filters, logic, order, limit/offset, columns,
// on_conflict) and parses each into the typed request.
import { runParser } from './cursor';
import { fieldName } from './lexemes';
import { parseFilterValue, treePath } from './parse-filter';
import { parseLogic } from './parse-logic';
import { parseOrder } from './parse-order';
import { parseSelect } from './parse-select';
import type { EmbedPath, QueryParams, RangeRequest } from './ast';
import { invalidRange } from '../pgrst-errors';

export interface ParseQueryOptions {
  /** GET/HEAD on rpc: parameters without an operator are function arguments. */
  rpcRead?: boolean;
  maxEmbedDepth?: number;
  maxLogicDepth?: number;
}

const RESERVED = new Set(['select', 'columns', 'on_conflict']);
const EMBEDDABLE = new Set(['order', 'limit', 'offset', 'and', 'or']);
/** The gateway reads and removes the key from the query string before PostgREST sees it. */
const GATEWAY = new Set(['apikey']);

function lastSegment(key: string): string {
  const parts = key.split('.');
  return parts[parts.length - 1] as string;
}

function embedPathOf(key: string): EmbedPath {
  return key.split('.').slice(0, -1);
}

function columnsList(label: string, text: string): string[] {
  return runParser(label, text, (c) => {
    c.skipSpaces();
    const names = [fieldName(c)];
    c.skipSpaces();
    while (c.take(',')) {
      c.skipSpaces();
      names.push(fieldName(c));
      c.skipSpaces();
    }
    return names;
  });
}

/** Haskell's `readMaybe` on an Integer: an optional minus sign and digits, spaces around allowed. */
function readInteger(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^-?[0-9]{1,15}$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

function buildRanges(limits: Map<string, string>, offsets: Map<string, string>): Map<string, RangeRequest> {
  const ranges = new Map<string, RangeRequest>();
  for (const key of new Set([...limits.keys(), ...offsets.keys()])) {
    const limitText = limits.get(key);
    const offsetText = offsets.get(key);
    const limit = limitText === undefined ? undefined : readInteger(limitText);
    const offset = offsetText === undefined ? undefined : readInteger(offsetText);
    if (limit !== undefined && limit < 0) throw invalidRange('Limit should be greater than or equal to zero.');
    const range: RangeRequest = { offset: offset !== undefined && offset > 0 ? offset : 0 };
    if (limit !== undefined) range.limit = limit;
    ranges.set(key, range);
  }
  return ranges;
}

export function parseQuery(pairs: ReadonlyArray<[string, string | undefined]>, options: ParseQueryOptions = {}): QueryParams {
  const params: QueryParams = { select: [], filters: [], logic: [], order: [], ranges: new Map(), rpcArgs: [] };
  let select: string | undefined;
  const limits = new Map<string, string>();
  const offsets = new Map<string, string>();
  for (const [key, value] of pairs) {
    if (GATEWAY.has(key)) continue;
    if (key === 'select') {
      if (value !== undefined) select ??= value;
      continue;
    }
    if (key === 'columns') {
      if (value !== undefined) params.columns ??= columnsList('failed to parse columns parameter', value);
      continue;
    }
    if (key === 'on_conflict') {
      if (value !== undefined) params.onConflict ??= columnsList('failed to parse on_conflict parameter', value);
      continue;
    }
    if (value === undefined) continue;
    const last = lastSegment(key);
    if (EMBEDDABLE.has(last)) {
      if (last === 'order') {
        const path = runParser('failed to parse tree path', key, (c) => {
          const names = [fieldName(c)];
          while (c.take('.')) names.push(fieldName(c));
          return names.slice(0, -1);
        });
        params.order.push({ path, terms: parseOrder(value) });
      } else if (last === 'limit' || last === 'offset') {
        const target = embedPathOf(key).join('.');
        (last === 'limit' ? limits : offsets).set(target, value);
      } else {
        params.logic.push(parseLogic(key, value, options.maxLogicDepth));
      }
      continue;
    }
    if (RESERVED.has(key)) continue;
    const { path, field } = treePath(key);
    let expr;
    try {
      expr = parseFilterValue(value);
    } catch (error) {
      if (options.rpcRead && path.length === 0 && field.path.length === 0) {
        params.rpcArgs.push([key, value]);
        continue;
      }
      throw error;
    }
    params.filters.push({ path, filter: { field, expr }, raw: { key, value } });
  }
  params.select = parseSelect(select ?? '*', { maxDepth: options.maxEmbedDepth ?? 16 });
  params.ranges = buildRanges(limits, offsets);
  return params;
}
