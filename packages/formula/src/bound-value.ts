/** Resolves bound values in settings: formula nodes anywhere in objects and arrays, then map, filter and sort. */
import type { FormulaScope, HelperTable } from './compile';
import { filterData, sortData } from '#general-helpers';
import type { FilterDefinition, SortEntry } from './data-pipeline';
import { FormulaError, toFormulaError } from './errors';
import { compileFormula } from './formula';
import { isObjectLike, isPlainObject } from './values';

/** A formula node as stored in the design: `{ __wwtype: 'f', code }` plus optional pipeline steps. */
export interface FormulaBinding {
  __wwtype: 'f' | 'js';
  code: string;
  filter?: unknown;
  sort?: unknown;
  __wwmap?: Readonly<Record<string, unknown>>;
}

/** A list whose items are each bound values: `{ __wwtype: 'd', data: [...] }`. */
export interface DataListBinding {
  __wwtype: 'd';
  data: readonly unknown[];
}

export interface ResolveOptions {
  helpers?: HelperTable;
  /** Resolve inside plain objects and arrays too (default true). */
  recursive?: boolean;
  /** Called instead of throwing when a formula fails; its return value stands for the failed value. */
  onError?: (error: FormulaError) => unknown;
  /** Told the source of every formula resolved (the server records what a page's render compiles). */
  onFormula?: (source: string) => void;
}

export function isFormulaBinding(value: unknown): value is FormulaBinding {
  return isObjectLike(value) && (value.__wwtype === 'f' || value.__wwtype === 'js') && typeof value.code === 'string';
}

function isDataList(value: unknown): value is DataListBinding {
  return isObjectLike(value) && value.__wwtype === 'd' && Array.isArray(value.data);
}

/** `{ __wwtype: 'js' }` bodies cannot run without eval; a single `return <expression>` is read as a formula. */
export function formulaCode(binding: FormulaBinding): string {
  if (binding.__wwtype === 'f') return binding.code;
  const match = /^\s*return\s+([\s\S]*?);?\s*$/.exec(binding.code);
  if (!match || /;\s*\S/.test(match[1] as string)) {
    throw new FormulaError(
      'FORMULA_UNSUPPORTED',
      'JavaScript code blocks are not supported; use a formula or a registered custom function',
      { source: binding.code },
    );
  }
  return match[1] as string;
}

function withMapping(scope: FormulaScope, value: unknown, index: number): FormulaScope {
  const context = isObjectLike(scope.context) ? scope.context : {};
  return { ...scope, context: { ...context, mapping: { value, index } } };
}

function runPipeline(rows: readonly unknown[], binding: Partial<FormulaBinding>, scope: FormulaScope, options: ResolveOptions): unknown[] {
  const { filter, sort, __wwmap: map } = binding;
  let data: unknown[] = [...rows];
  if (isObjectLike(map)) {
    data = data.map((item, index) => {
      const itemScope = withMapping(scope, item, index);
      const mapped: Record<string, unknown> = {};
      for (const key of Object.keys(map)) mapped[key] = resolveBoundValue(map[key], itemScope, options);
      return mapped;
    });
  }
  if (filter) data = filterData(data, resolveBoundValue(filter, scope, options) as FilterDefinition);
  if (sort) data = sortData(data, resolveBoundValue(sort, scope, options) as SortEntry[]);
  return data;
}

/** Applies a binding's map, filter and sort steps to an array (or a collection's rows). */
export function applyDataPipeline(
  value: unknown,
  binding: Partial<FormulaBinding>,
  scope: FormulaScope,
  options: ResolveOptions = {},
): unknown {
  if (!binding.filter && !binding.sort && !binding.__wwmap) return value;
  if (Array.isArray(value)) return runPipeline(value, binding, scope, options);
  if (isObjectLike(value) && Array.isArray(value.data) && value.type === 'collection') {
    const data = runPipeline(value.data, binding, scope, options);
    return { ...value, data, total: data.length };
  }
  return value;
}

function evaluateBinding(binding: FormulaBinding, scope: FormulaScope, options: ResolveOptions): unknown {
  try {
    const source = formulaCode(binding);
    options.onFormula?.(source);
    const value = compileFormula(source).evaluate(scope, { helpers: options.helpers });
    return applyDataPipeline(value, binding, scope, options);
  } catch (error) {
    const formulaError = toFormulaError(error);
    if (options.onError) return options.onError(formulaError);
    throw formulaError;
  }
}

/**
 * Resolves a bound value against a scope. Static parts are returned as they are (same references),
 * so resolving settings without formulas allocates nothing.
 */
export function resolveBoundValue(value: unknown, scope: FormulaScope, options: ResolveOptions = {}): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (isFormulaBinding(value)) return evaluateBinding(value, scope, options);
  if (isDataList(value)) return value.data.map((item) => resolveBoundValue(item, scope, options));
  if (options.recursive === false) return value;
  if (Array.isArray(value)) {
    let changed = false;
    const result = value.map((item: unknown) => {
      const resolved = resolveBoundValue(item, scope, options);
      if (resolved !== item) changed = true;
      return resolved;
    });
    return changed ? result : value;
  }
  if (isPlainObject(value)) {
    let result: Record<string, unknown> | undefined;
    for (const key of Object.keys(value)) {
      const item = value[key];
      const resolved = resolveBoundValue(item, scope, options);
      if (resolved !== item) {
        result ??= { ...value };
        result[key] = resolved;
      }
    }
    return result ?? value;
  }
  return value;
}

/** Whether a value contains a formula anywhere (static settings need no reactive binding). */
export function containsFormula(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (isFormulaBinding(value) || isDataList(value)) return true;
  if (Array.isArray(value)) return value.some(containsFormula);
  if (isPlainObject(value)) return Object.values(value).some(containsFormula);
  return false;
}

/**
 * Whether a value holds a formula with data pipeline steps (map, filter, sort) anywhere, a bound value or a named
 * formula's definition: their filter and sort load with the formula helpers in the sites' browser bundle, so a page
 * whose data has one loads them before rendering.
 */
export function containsDataPipeline(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  const steps = value as Partial<FormulaBinding>;
  if (typeof steps.code === 'string' && (steps.filter || steps.sort || steps.__wwmap)) return true;
  for (const item of Array.isArray(value) ? value : Object.values(value)) if (containsDataPipeline(item)) return true;
  return false;
}
