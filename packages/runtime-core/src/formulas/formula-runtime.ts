/** Formulas inside the runtime: the scope they read (variables, collections, context…), site helpers and bindings. */
import { createHelperLibrary, createNamedFormulas, isFormulaError, resolveBoundValue } from '@kit/formula';
import type { FormulaError, FormulaScope, HelperTable, NamedFormula, NamedFormulaDefinition } from '@kit/formula';
import type { Logger } from '../adapters/logger';
import { computed } from '../reactive/signal';
import type { ReadonlySignal } from '../reactive/signal';

/** Per-evaluation names: `context` (item, workflow results, parameters…) and `event`. */
export interface LocalScope {
  context?: Readonly<Record<string, unknown>>;
  event?: unknown;
}

export interface FormulaRuntimeOptions {
  variables: () => Readonly<Record<string, unknown>>;
  collections: () => Readonly<Record<string, unknown>>;
  globalContext: () => Readonly<Record<string, unknown>>;
  getLang: () => string;
  getDefaultLang: () => string;
  getUserRoles?: () => readonly unknown[];
  now?: () => number;
  timeZone?: string;
  namedFormulas?: readonly NamedFormulaDefinition[];
  pluginFormulas?: Readonly<Record<string, unknown>>;
  logger: Logger;
  /** Told the source of every formula a binding resolves (the server records what a page's render compiles). */
  onFormula?: (source: string) => void;
}

export interface FormulaRuntime {
  readonly helpers: HelperTable;
  /** The names every formula sees, plus the given context and event. */
  scope(local?: LocalScope): FormulaScope;
  /** Resolves a bound value (formulas anywhere inside); throws FormulaError. */
  evaluate(value: unknown, local?: LocalScope): unknown;
  /** A reactive binding: recomputed only when what it read changed; a failing formula gives undefined (logged). */
  bind(value: unknown, local?: LocalScope | (() => LocalScope)): ReadonlySignal<unknown>;
  /** Replaces the site's named formulas. */
  setNamedFormulas(definitions: readonly NamedFormulaDefinition[]): void;
  /** Replaces what formulas read as `pluginFormulas` (plugins register theirs, keyed by plugin id). */
  setPluginFormulas(formulas: Readonly<Record<string, unknown>>): void;
  readonly formulas: Readonly<Record<string, NamedFormula>>;
}

const EMPTY: Readonly<Record<string, unknown>> = Object.freeze({});

export function createFormulaRuntime(options: FormulaRuntimeOptions): FormulaRuntime {
  const helpers = createHelperLibrary({
    getLang: options.getLang,
    getDefaultLang: options.getDefaultLang,
    getUserRoles: options.getUserRoles ?? (() => []),
    now: options.now ?? (() => Date.now()),
    getTimeZone: () => options.timeZone,
    warn: (message) => options.logger.log('warn', message),
  });
  let pluginFormulas = options.pluginFormulas ?? EMPTY;
  let formulas: Readonly<Record<string, NamedFormula>> = EMPTY as Readonly<Record<string, NamedFormula>>;

  const scope = (local: LocalScope = {}): FormulaScope => ({
    variables: options.variables(),
    collections: options.collections(),
    globalContext: options.globalContext(),
    formulas,
    pluginFormulas,
    context: local.context ?? EMPTY,
    event: local.event,
  });

  const setNamedFormulas = (definitions: readonly NamedFormulaDefinition[]) => {
    formulas = createNamedFormulas(definitions, { getScope: () => scope(), helpers });
  };
  setNamedFormulas(options.namedFormulas ?? []);

  const logFailure = (error: FormulaError) => {
    options.logger.log('error', error.message, { error: error.toJSON() });
    return undefined;
  };

  return {
    helpers,
    scope,
    get formulas() {
      return formulas;
    },
    setNamedFormulas,
    setPluginFormulas: (next) => {
      pluginFormulas = next;
    },
    evaluate: (value, local) => resolveBoundValue(value, scope(local), { helpers, onFormula: options.onFormula }),
    bind(value, local) {
      return computed(() => {
        const resolvedLocal = typeof local === 'function' ? local() : local;
        try {
          return resolveBoundValue(value, scope(resolvedLocal), { helpers, onError: logFailure, onFormula: options.onFormula });
        } catch (error) {
          if (isFormulaError(error)) return logFailure(error);
          throw error;
        }
      });
    },
  };
}
