/** Site-level named formulas with parameters, callable from other formulas as formulas['name'](…). */
import type { FormulaScope, HelperTable } from './compile';
import { applyDataPipeline } from './bound-value';
import type { FormulaBinding } from './bound-value';
import { compileFormula } from './formula';

export interface NamedFormulaDefinition {
  id: string;
  name?: string;
  code: string;
  parameters?: ReadonlyArray<{ name: string }>;
  filter?: unknown;
  sort?: unknown;
  __wwmap?: FormulaBinding['__wwmap'];
}

export type NamedFormula = (...args: unknown[]) => unknown;

export interface NamedFormulaOptions {
  /** The scope named formulas see (variables, collections, globalContext…); read at each call. */
  getScope: () => FormulaScope;
  helpers?: HelperTable | (() => HelperTable);
}

/** Builds the `formulas` object: one function per definition, reachable by id and by name. */
export function createNamedFormulas(
  definitions: readonly NamedFormulaDefinition[],
  options: NamedFormulaOptions,
): Readonly<Record<string, NamedFormula>> {
  const table = Object.create(null) as Record<string, NamedFormula>;
  const helpersOf = () => (typeof options.helpers === 'function' ? options.helpers() : options.helpers);
  for (const definition of definitions) {
    const params = (definition.parameters ?? []).map((parameter) => parameter.name);
    const run: NamedFormula = (...args) => {
      const compiled = compileFormula(definition.code, { params });
      const scope = options.getScope();
      const helpers = helpersOf();
      const value = compiled.evaluate(scope, { helpers, args });
      return applyDataPipeline(value, definition, scope, { helpers });
    };
    if (definition.name) table[definition.name] = run;
    table[definition.id] = run;
  }
  return Object.freeze(table);
}
