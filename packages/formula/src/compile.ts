/** Compiles a formula syntax tree into nested JavaScript closures: no eval, no new Function. */
import type { FormulaNode } from './ast';
import { BUILTINS, FORBIDDEN_GLOBALS } from './builtins';
import { compileChain, compileConstruct, hasOptional } from './compile-chain';
import type { NewNode } from './compile-chain';
import { SHORT, fail, setCompiler } from './compile-context';
import type { CompileState, Evaluator, Frame } from './compile-context';
import { compileArray, compileArrow, compileObject, compileTemplate } from './compile-literals';
import { compileBinary, compileUnary } from './compile-operators';
import { FormulaError } from './errors';
import { guardValue } from './safe-access';

export type { Evaluator, FormulaScope, HelperTable } from './compile-context';

const hasOwn = Object.prototype.hasOwnProperty;
const CONSTANTS: Readonly<Record<string, unknown>> = { undefined: undefined, NaN: Number.NaN, Infinity: Number.POSITIVE_INFINITY };

/** Compiles a tree whose free identifiers may include `params` (bound from the evaluation's arguments). */
export function compileTree(node: FormulaNode, source: string, params: readonly string[]): Evaluator {
  const state: CompileState = { source, scopes: [params] };
  if (node.type === 'Compound') {
    if (node.body.length === 0) return () => undefined;
    const [first, second] = node.body;
    if (second !== undefined || first === undefined) {
      throw new FormulaError('FORMULA_SYNTAX', 'Unexpected expression', { position: second?.start, source });
    }
    return compile(first, state, 0);
  }
  return compile(node, state, 0);
}

function compile(node: FormulaNode, state: CompileState, fallback: number): Evaluator {
  const position = node.start ?? fallback;
  switch (node.type) {
    case 'Literal': {
      const value = node.value;
      return () => value;
    }
    case 'Identifier':
      return compileIdentifier(node.name, state, position);
    case 'MemberExpression':
    case 'CallExpression': {
      const chain = compileChain(node, state, position);
      if (!hasOptional(node)) return chain;
      return (frame) => {
        const value = chain(frame);
        return value === SHORT ? undefined : value;
      };
    }
    case 'UnaryExpression':
      return compileUnary(node, state, position);
    case 'BinaryExpression':
      return compileBinary(node, state, position);
    case 'ConditionalExpression': {
      const test = compile(node.test, state, position);
      const consequent = compile(node.consequent, state, position);
      const alternate = compile(node.alternate, state, position);
      return (frame) => (test(frame) ? consequent(frame) : alternate(frame));
    }
    case 'ArrayExpression':
      return compileArray(node, state, position);
    case 'ObjectExpression':
      return compileObject(node, state, position);
    case 'TemplateLiteral':
      return compileTemplate(node, state, position);
    case 'ArrowFunctionExpression':
      return compileArrow(node, state, position);
    case 'SequenceExpression': {
      const parts = node.expressions.map((part) => compile(part, state, position));
      return (frame) => {
        let value: unknown;
        for (const part of parts) value = part(frame);
        return value;
      };
    }
    case 'Compound':
      return fail('FORMULA_SYNTAX', 'Unexpected expression', node.body[1]?.start ?? position, state);
    case 'SpreadElement':
      return fail('FORMULA_SYNTAX', "Unexpected '...'", position, state);
    case 'ThisExpression':
      return fail('FORMULA_FORBIDDEN', "'this' is not available in formulas", position, state);
    case 'TaggedTemplateExpression':
      return fail('FORMULA_UNSUPPORTED', 'Tagged templates are not supported', position, state);
    case 'NewExpression':
      return compileConstruct(node as unknown as NewNode, state, position);
    default:
      return fail('FORMULA_UNSUPPORTED', `Unsupported syntax: ${String(node.type)}`, position, state);
  }
}

function compileIdentifier(name: string, state: CompileState, position: number): Evaluator {
  for (let depth = 0; depth < state.scopes.length; depth += 1) {
    const names = state.scopes[state.scopes.length - 1 - depth] ?? [];
    const index = names.lastIndexOf(name);
    if (index === -1) continue;
    if (depth === 0) return (frame) => frame.values[index];
    if (depth === 1) return (frame) => (frame.parent as Frame).values[index];
    return (frame) => {
      let current = frame;
      for (let i = 0; i < depth; i += 1) current = current.parent as Frame;
      return current.values[index];
    };
  }
  if (hasOwn.call(CONSTANTS, name)) {
    const value = CONSTANTS[name];
    return () => value;
  }
  if (FORBIDDEN_GLOBALS.has(name)) {
    return fail('FORMULA_FORBIDDEN', `'${name}' is not available in formulas`, position, state);
  }
  const builtin = hasOwn.call(BUILTINS, name) ? BUILTINS[name] : undefined;
  const isHelperNamespace = name === 'wwFormulas';
  const source = state.source;
  return (frame) => {
    const root = frame.root;
    const value = root[name];
    if (value !== undefined) {
      if (typeof value !== 'function' || hasOwn.call(root, name)) return guardValue(value);
    } else if (hasOwn.call(root, name)) {
      return undefined;
    }
    const helpers = frame.helpers;
    if (hasOwn.call(helpers, name)) return helpers[name];
    if (builtin !== undefined) return builtin;
    if (isHelperNamespace) return helpers;
    throw new FormulaError('FORMULA_REFERENCE', `${name} is not defined`, { position, source });
  };
}

setCompiler(compile);
