// The FROM clause of an rpc: arguments typed by json_to_record from one JSON bind parameter, then the function call.
import type { FunctionInfo } from '../schema/schema-types';
import type { SqlParams } from './params';
import { qualified, quoteIdent } from './pg-literals';

/**
 * `"schema"."fn"(a := "pgrst_args"."a", …)` and the FROM item that defines `pgrst_args`, if any; with `wholeBody`,
 * the function's single unnamed parameter gets that text, cast to its type.
 */
export function functionCall(
  params: SqlParams,
  fn: FunctionInfo,
  args: Record<string, unknown>,
  wholeBody: string | undefined,
): { call: string; argsFrom?: string } {
  const name = qualified(fn.schema, fn.name);
  if (wholeBody !== undefined) {
    // The type is format_type() text from the catalog (json, jsonb, text, xml or bytea), safe to write as is.
    return { call: `${name}(${params.add(wholeBody)}::${fn.params[0]?.type ?? 'json'})` };
  }
  const given = fn.params.filter((p) => Object.prototype.hasOwnProperty.call(args, p.name));
  if (given.length === 0) return { call: `${name}()` };
  const json = params.add(JSON.stringify(Object.fromEntries(given.map((p) => [p.name, args[p.name]]))));
  const definitions = given.map((p) => `${quoteIdent(p.name)} ${p.type}`).join(', ');
  const named = given
    .map((p) => `${p.mode === 'v' ? 'VARIADIC ' : ''}${quoteIdent(p.name)} := "pgrst_args".${quoteIdent(p.name)}`)
    .join(', ');
  return { call: `${name}(${named})`, argsFrom: `json_to_record(${json}::json) AS "pgrst_args"(${definitions})` };
}
