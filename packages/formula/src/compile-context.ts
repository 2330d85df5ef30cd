/** Shared shapes of the formula compiler, and late binding of its node dispatcher (avoids import cycles). */
import type { FormulaNode } from './ast';
import { FormulaError } from './errors';

/** Names a formula can read: variables, collections, context, globalContext, event, formulas… */
export type FormulaScope = Readonly<Record<string, unknown>>;
/** Helper functions callable by bare name (`sum(…)`) or through `wwFormulas.sum(…)`. */
export type HelperTable = Readonly<Record<string, unknown>>;

/** One evaluation frame: the values of the innermost arrow parameters, chained to the enclosing ones. */
export interface Frame {
  readonly values: readonly unknown[];
  readonly parent: Frame | null;
  readonly root: FormulaScope;
  readonly helpers: HelperTable;
}

export type Evaluator = (frame: Frame) => unknown;

export interface CompileState {
  readonly source: string;
  /** Parameter names per lexical level, innermost last. */
  readonly scopes: readonly (readonly string[])[];
}

export type Compile = (node: FormulaNode, state: CompileState, fallback: number) => Evaluator;

let dispatcher: Compile | undefined;

/** Registers the node dispatcher (done once by compile.ts). */
export function setCompiler(compile: Compile): void {
  dispatcher = compile;
}

/** Compiles one node with the registered dispatcher. */
export function compileNode(node: FormulaNode, state: CompileState, fallback: number): Evaluator {
  return (dispatcher as Compile)(node, state, fallback);
}

/** Throws a compile-time FormulaError at a position. */
export function fail(
  code: 'FORMULA_UNSUPPORTED' | 'FORMULA_FORBIDDEN' | 'FORMULA_SYNTAX',
  message: string,
  position: number,
  state: CompileState,
): never {
  throw new FormulaError(code, message, { position, source: state.source });
}

/** Marks an optional chain that stopped at null or undefined. */
export const SHORT = Symbol('optional-chain');
