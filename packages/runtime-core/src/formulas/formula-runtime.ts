/** Formulas inside the runtime: the scope they read (variables, collections, context…), site helpers and bindings. */
import {
  createHelperLibrary,
  createNamedFormulas,
  isDeepEqual,
  isFormulaError,
  loadFormulaHelpers,
  loadFormulaParser,
  resolveBoundValue,
} from '@kit/formula';
import type { FormulaError, FormulaScope, HelperTable, NamedFormula, NamedFormulaDefinition } from '@kit/formula';
import type { Logger } from '../adapters/logger';
import { computed, signal } from '../reactive/signal';
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
  /**
   * A reactive binding: recomputed only when what it read changed; a failing formula gives undefined (logged). One
   * that needs code not loaded yet (a helper's or the parser's chunk) gives undefined, unlogged, until that code arrives,
   * then is recomputed.
   */
  bind(value: unknown, local?: LocalScope | (() => LocalScope)): ReadonlySignal<unknown>;
  /** Replaces the site's named formulas. */
  setNamedFormulas(definitions: readonly NamedFormulaDefinition[]): void;
  /** Replaces what formulas read as `pluginFormulas` (plugins register theirs, keyed by plugin id). */
  setPluginFormulas(formulas: Readonly<Record<string, unknown>>): void;
  readonly formulas: Readonly<Record<string, NamedFormula>>;
}

const EMPTY: Readonly<Record<string, unknown>> = Object.freeze({});

/** How many levels of a binding's new result are compared with its last by content (references below): see bind. */
const BOUND_RESULT_DEPTH = 3;
const sameBoundResult = (a: unknown, b: unknown) => isDeepEqual(a, b, BOUND_RESULT_DEPTH);

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

  // Counts arrivals of formula code (helpers, parser) that a binding found missing: a binding reading it is
  // recomputed when the code arrives. The browser hydrates without the helpers on pages whose formulas call none, and
  // a formula no render ran (a field's rule as the visitor types) may still call one before they arrive: that value is
  // undefined for a moment, never an error thrown into the page's render.
  // Once that code is here, the error is a defect like any other (logged, and no endless recomputing).
  const arrivals = signal(0);
  let awaitingCode: Promise<void> | undefined;
  let codeLoaded = false;
  const bindFailure = (error: FormulaError) => {
    if (error.code !== 'FORMULA_NOT_LOADED' || codeLoaded) return logFailure(error);
    arrivals.get();
    awaitingCode ??= Promise.all([loadFormulaHelpers(), loadFormulaParser()]).then(
      () => {
        codeLoaded = true;
        arrivals.update((count) => count + 1);
      },
      (loadError: unknown) => {
        awaitingCode = undefined;
        options.logger.log('error', 'The formula code failed to load.', { error: String(loadError) });
      },
    );
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
      return computed(
        () => {
          const resolvedLocal = typeof local === 'function' ? local() : local;
          try {
            return resolveBoundValue(value, scope(resolvedLocal), { helpers, onError: bindFailure, onFormula: options.onFormula });
          } catch (error) {
            if (isFormulaError(error)) return bindFailure(error);
            throw error;
          }
        },
        // A formula builds new objects and lists each time it runs (a link target, rows filtered anew): the same
        // data as before keeps the last result, so its readers (an element) are not told and do not re-render.
        { equals: sameBoundResult },
      );
    },
  };
}
