/** Public entry points: compile a formula once (cached by source) and evaluate it against a scope. */
import { LruCache } from './cache';
import { compileTree } from './compile';
import type { Evaluator, FormulaScope, HelperTable } from './compile';
import { isFormulaError, toFormulaError } from './errors';
import type { FormulaError } from './errors';
import { defaultHelpers } from './helpers/library';
import { parseFormula } from './parse';

export interface EvaluateOptions {
  /** Helper library to use; defaults to the helpers with the default environment. */
  helpers?: HelperTable;
  /** Values of the formula's declared parameters, in order. */
  args?: readonly unknown[];
}

export interface CompileOptions {
  /** Parameter names the formula may use as bare identifiers (named site formulas). */
  params?: readonly string[];
}

export interface CompiledFormula {
  readonly source: string;
  readonly params: readonly string[];
  evaluate(scope: FormulaScope, options?: EvaluateOptions): unknown;
}

const NO_ARGS: readonly unknown[] = [];
const CACHE_LIMIT = 5000;
const cache = new LruCache<string, CompiledFormula | FormulaError>(CACHE_LIMIT);

function createCompiled(source: string, params: readonly string[], run: Evaluator): CompiledFormula {
  return {
    source,
    params,
    evaluate(scope, options) {
      try {
        return run({
          values: options?.args ?? NO_ARGS,
          parent: null,
          root: scope,
          helpers: options?.helpers ?? defaultHelpers,
        });
      } catch (error) {
        throw toFormulaError(error, undefined, source);
      }
    },
  };
}

/** Compiles (or returns the cached compilation of) one formula. Throws FormulaError on invalid source. */
export function compileFormula(source: string, options: CompileOptions = {}): CompiledFormula {
  const params = options.params ?? NO_ARGS;
  const key = params.length === 0 ? source : `${params.join(',')}\u0000${source}`;
  const cached = typeof source === 'string' ? cache.get(key) : undefined;
  if (cached !== undefined) {
    if (isFormulaError(cached)) throw cached;
    return cached;
  }
  try {
    const tree = parseFormula(source);
    const compiled = createCompiled(source, params as readonly string[], compileTree(tree, source, params as readonly string[]));
    cache.set(key, compiled);
    return compiled;
  } catch (error) {
    const formulaError = toFormulaError(error, undefined, typeof source === 'string' ? source : undefined);
    // A formula whose parser has not arrived yet compiles once it has.
    if (typeof source === 'string' && formulaError.code !== 'FORMULA_NOT_LOADED') cache.set(key, formulaError);
    throw formulaError;
  }
}

/** Compiles (cached) and evaluates a formula in one call. */
export function evaluateFormula(source: string, scope: FormulaScope, options: EvaluateOptions & CompileOptions = {}): unknown {
  return compileFormula(source, options).evaluate(scope, options);
}

/** Empties the compilation cache (tests, hot reload). */
export function clearFormulaCache(): void {
  cache.clear();
}
