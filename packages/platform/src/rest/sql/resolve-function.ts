// Chooses the function an rpc call means from its name and argument names, as PostgREST's overload rules do.
import { ambiguousFunction, noFunction } from '../pgrst-errors';
import { bestMatch } from '../fuzzy';
import { qualifiedName, type FunctionInfo, type SchemaCache } from '../schema/schema-types';

export interface ResolvedFunction {
  fn: FunctionInfo;
  /** The body is passed whole to a single unnamed json/jsonb parameter. */
  singleJsonParam: boolean;
}

function acceptsKeys(fn: FunctionInfo, keys: readonly string[]): boolean {
  const names = new Set(fn.params.map((p) => p.name));
  return keys.every((k) => names.has(k)) && fn.params.every((p) => p.hasDefault || keys.includes(p.name));
}

function isSingleUnnamedJson(fn: FunctionInfo): boolean {
  const [only] = fn.params;
  return fn.params.length === 1 && only !== undefined && only.name === '' && (only.type === 'json' || only.type === 'jsonb');
}

function signature(fn: FunctionInfo): string {
  return `${fn.schema}.${fn.name}(${fn.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`;
}

export function resolveFunction(cache: SchemaCache, schema: string, name: string, keys: readonly string[], jsonBody: boolean): ResolvedFunction {
  const candidates = cache.functions.get(qualifiedName(schema, name)) ?? [];
  const matching = candidates.filter((fn) => acceptsKeys(fn, keys));
  if (matching.length === 1) return { fn: matching[0] as FunctionInfo, singleJsonParam: false };
  if (matching.length > 1) {
    // Prefer the overload without unused defaults, as PostgreSQL would for an exact match.
    const exact = matching.filter((fn) => fn.params.length === keys.length);
    if (exact.length === 1) return { fn: exact[0] as FunctionInfo, singleJsonParam: false };
    throw ambiguousFunction(matching.map(signature));
  }
  if (jsonBody) {
    const single = candidates.filter(isSingleUnnamedJson);
    if (single.length === 1) return { fn: single[0] as FunctionInfo, singleJsonParam: true };
  }
  let suggestion: string | null = null;
  if (candidates.length === 0) {
    const names = [...cache.functions.values()].flat().filter((f) => f.schema === schema).map((f) => f.name);
    const near = bestMatch(name, names, 0.75);
    if (near) suggestion = `Perhaps you meant to call the function ${schema}.${near}`;
  } else {
    const sortedList = (list: readonly string[]) => `(${[...list].sort().join(', ')})`;
    const near = bestMatch(sortedList(keys), candidates.map((c) => sortedList(c.params.map((p) => p.name))), 0.33);
    if (near) suggestion = `Perhaps you meant to call the function ${schema}.${name}${near}`;
  }
  throw noFunction(schema, name, [...keys].sort(), jsonBody, suggestion);
}
