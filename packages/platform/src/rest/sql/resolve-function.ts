// Chooses the function an rpc call means from its name and argument names, as PostgREST's overload rules do.
import { ambiguousFunction, noFunction } from '../pgrst-errors';
import { bestMatch } from '../fuzzy';
import { qualifiedName, type FunctionInfo, type SchemaCache } from '../schema/schema-types';

export interface ResolvedFunction {
  fn: FunctionInfo;
  /** The body is passed whole to the function's single unnamed parameter. */
  singleJsonParam: boolean;
}

/** Body media types that a single unnamed parameter of each type takes whole, when the keys name no parameter. */
const BODY_TYPES: Record<string, string> = { json: 'application/json', jsonb: 'application/json', text: 'text/plain', xml: 'text/xml' };

function acceptsKeys(fn: FunctionInfo, keys: readonly string[]): boolean {
  const names = new Set(fn.params.map((p) => p.name));
  return keys.every((k) => names.has(k)) && fn.params.every((p) => p.hasDefault || keys.includes(p.name));
}

function singleUnnamed(fn: FunctionInfo): boolean {
  return fn.params.length === 1 && fn.params[0]?.name === '';
}

function takesBody(fn: FunctionInfo, mime: string | undefined): boolean {
  const type = fn.params[0]?.type;
  return singleUnnamed(fn) && type !== undefined && mime !== undefined && BODY_TYPES[type] === mime;
}

function paramList(fn: FunctionInfo): string {
  return fn.params.map((p) => `${p.name} => ${p.type}`).join(', ');
}

/**
 * `keys` are the argument names; `bodyMime` is the media type of a POST body (undefined for GET/HEAD). Overloads
 * matching the names win; else one single-unnamed-parameter function that takes such a body; more than one is
 * PGRST203, none PGRST202. Functions PostgREST cannot call (other unnamed parameters) are never candidates.
 */
export function resolveFunction(
  cache: SchemaCache,
  schema: string,
  name: string,
  keys: readonly string[],
  bodyMime: string | undefined,
): ResolvedFunction {
  const candidates = (cache.functions.get(qualifiedName(schema, name)) ?? []).filter((fn) => fn.callable);
  const byNames = candidates.filter((fn) => acceptsKeys(fn, keys));
  const byBody = byNames.length === 0 ? candidates.filter((fn) => takesBody(fn, bodyMime)) : [];
  const matching = byNames.length > 0 ? byNames : byBody;
  if (matching.length === 1) {
    const fn = matching[0] as FunctionInfo;
    return { fn, singleJsonParam: singleUnnamed(fn) && bodyMime !== undefined };
  }
  if (matching.length > 1) {
    const signatures = [...matching].sort((a, b) => (paramList(a) < paramList(b) ? -1 : paramList(a) > paramList(b) ? 1 : 0));
    throw ambiguousFunction(signatures.map((fn) => `${fn.schema}.${fn.name}(${paramList(fn)})`));
  }
  let suggestion: string | null = null;
  if (candidates.length === 0) {
    const names = [...cache.functions.values()]
      .flat()
      .filter((f) => f.schema === schema && f.callable)
      .map((f) => f.name);
    const near = bestMatch(name, names, 0.75);
    if (near) suggestion = `Perhaps you meant to call the function ${schema}.${near}`;
  } else {
    const sortedList = (list: readonly string[]) => `(${[...list].sort().join(', ')})`;
    const near = bestMatch(
      sortedList(keys),
      candidates.map((c) => sortedList(c.params.map((p) => p.name))),
      0.33,
    );
    if (near) suggestion = `Perhaps you meant to call the function ${schema}.${name}${near}`;
  }
  throw noFunction(schema, name, [...keys].sort(), bodyMime !== undefined, suggestion);
}
