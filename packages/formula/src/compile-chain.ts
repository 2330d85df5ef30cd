/** Compiles member reads, calls and `new` (with optional chaining) into closures. */
import type { CallNode, FormulaNode, MemberNode, UnaryNode } from './ast';
import { CONSTRUCTORS } from './builtins';
import { SHORT, compileNode, fail } from './compile-context';
import type { CompileState, Evaluator, Frame } from './compile-context';
import { compileSpreadList } from './compile-literals';
import { FormulaError, toFormulaError } from './errors';
import { guardValue, isBlockedKey, readMember, readName } from './safe-access';

/** Whether a member/call chain has an optional link (`?.`) anywhere. */
export function hasOptional(node: FormulaNode): boolean {
  let current: FormulaNode = node;
  for (;;) {
    if (current.type === 'MemberExpression') {
      if (current.optional) return true;
      current = current.object;
    } else if (current.type === 'CallExpression') {
      if (current.optional) return true;
      current = current.callee;
    } else {
      return false;
    }
  }
}

/** A member read or a call, possibly short-circuited by an optional link (returns SHORT then). */
export function compileChain(node: FormulaNode, state: CompileState, fallback: number): Evaluator {
  if (node.type === 'MemberExpression') return compileMember(node, state, fallback);
  if (node.type === 'CallExpression') return compileCall(node, state, fallback);
  return compileNode(node, state, fallback);
}

/** Compiles the key of a member expression: a constant name or an evaluated expression. */
function compileKey(node: MemberNode, state: CompileState, position: number): { name?: string; key?: Evaluator } {
  if (!node.computed) {
    if (node.property.type !== 'Identifier') fail('FORMULA_SYNTAX', 'Unexpected property', position, state);
    const name = node.property.name;
    if (isBlockedKey(name)) fail('FORMULA_FORBIDDEN', `Access to '${name}' is not allowed`, position, state);
    return { name };
  }
  if (node.property.type === 'Literal' && typeof node.property.value === 'string') {
    const name = node.property.value;
    if (isBlockedKey(name)) fail('FORMULA_FORBIDDEN', `Access to '${name}' is not allowed`, position, state);
    return { name };
  }
  return { key: compileNode(node.property, state, position) };
}

/** The constant name of a member link, or undefined when the key is computed at run time. */
function constantName(node: MemberNode, state: CompileState, position: number): string | undefined {
  const literal = node.property.type === 'Literal' && typeof node.property.value === 'string';
  return node.computed && !literal ? undefined : compileKey(node, state, position).name;
}

function compileMember(node: MemberNode, state: CompileState, fallback: number): Evaluator {
  const position = node.start ?? fallback;
  // A run of plain `.name` links is read in one loop: fewer closures per evaluation.
  const names: string[] = [];
  const positions: number[] = [];
  let base: FormulaNode = node;
  while (base.type === 'MemberExpression' && base.optional !== true) {
    const name = constantName(base, state, base.start ?? position);
    if (name === undefined) break;
    names.unshift(name);
    positions.unshift(base.start ?? position);
    base = base.object;
  }
  if (names.length > 1) return compileNameRun(compileChain(base, state, position), names, positions, state.source);
  const object = compileChain(node.object, state, position);
  const optional = node.optional === true;
  const { name, key } = compileKey(node, state, position);
  const source = state.source;
  if (name !== undefined) {
    return (frame) => {
      const target = object(frame);
      if (target === SHORT || (optional && (target === null || target === undefined))) return SHORT;
      try {
        return readName(target, name);
      } catch (error) {
        throw toFormulaError(error, position, source);
      }
    };
  }
  const keyOf = key as Evaluator;
  return (frame) => {
    const target = object(frame);
    if (target === SHORT || (optional && (target === null || target === undefined))) return SHORT;
    const property = keyOf(frame);
    try {
      return readMember(target, property);
    } catch (error) {
      throw toFormulaError(error, position, source);
    }
  };
}

function compileNameRun(base: Evaluator, names: readonly string[], positions: readonly number[], source: string): Evaluator {
  const count = names.length;
  return (frame) => {
    let value = base(frame);
    if (value === SHORT) return SHORT;
    let i = 0;
    try {
      for (; i < count; i += 1) {
        const name = names[i] as string;
        if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
          const next = (value as Record<string, unknown>)[name];
          if (typeof next !== 'object' && typeof next !== 'function') {
            value = next;
            continue;
          }
        }
        value = readName(value, name);
      }
    } catch (error) {
      throw toFormulaError(error, positions[i], source);
    }
    return value;
  };
}

function describeCallee(node: FormulaNode): string {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
    return `${describeCallee(node.object)}.${node.property.name}`;
  }
  return 'expression';
}

export function compileArguments(nodes: readonly FormulaNode[], state: CompileState, position: number): (frame: Frame) => unknown[] {
  const hasSpread = nodes.some((node) => node.type === 'SpreadElement');
  if (!hasSpread) {
    const parts = nodes.map((node) => compileNode(node, state, position));
    switch (parts.length) {
      case 0:
        return () => [];
      case 1: {
        const [a] = parts as [Evaluator];
        return (frame) => [a(frame)];
      }
      case 2: {
        const [a, b] = parts as [Evaluator, Evaluator];
        return (frame) => [a(frame), b(frame)];
      }
      case 3: {
        const [a, b, c] = parts as [Evaluator, Evaluator, Evaluator];
        return (frame) => [a(frame), b(frame), c(frame)];
      }
      default:
        return (frame) => parts.map((part) => part(frame));
    }
  }
  return compileSpreadList(nodes, state, position);
}

function invoke(fn: unknown, self: unknown, args: unknown[], describe: () => string, position: number, source: string): unknown {
  if (typeof fn !== 'function') {
    throw new FormulaError('FORMULA_TYPE', `${describe()} is not a function`, { position, source });
  }
  try {
    return guardValue(Reflect.apply(fn, self, args));
  } catch (error) {
    throw toFormulaError(error, position, source);
  }
}

function compileCall(node: CallNode, state: CompileState, fallback: number): Evaluator {
  const position = node.start ?? fallback;
  const args = compileArguments(node.arguments, state, position);
  const optionalCall = node.optional === true;
  const describe = () => describeCallee(node.callee);
  const source = state.source;
  const callee = node.callee;
  if (callee.type === 'MemberExpression') {
    const object = compileChain(callee.object, state, position);
    const optionalMember = callee.optional === true;
    const { name, key } = compileKey(callee, state, position);
    return (frame) => {
      const target = object(frame);
      if (target === SHORT || (optionalMember && (target === null || target === undefined))) return SHORT;
      let fn: unknown;
      try {
        fn = name === undefined ? readMember(target, (key as Evaluator)(frame)) : readName(target, name);
      } catch (error) {
        throw toFormulaError(error, position, source);
      }
      if (optionalCall && (fn === null || fn === undefined)) return SHORT;
      return invoke(fn, target, args(frame), describe, position, source);
    };
  }
  const fnOf = compileChain(callee, state, position);
  return (frame) => {
    const fn = fnOf(frame);
    if (fn === SHORT || (optionalCall && (fn === null || fn === undefined))) return SHORT;
    return invoke(fn, undefined, args(frame), describe, position, source);
  };
}

/** `new X(…)`: jsep reads `new` as a unary operator over the call chain; only safe constructors are allowed. */
export function compileNew(node: UnaryNode, state: CompileState, position: number): Evaluator {
  const rewritten = rewriteNew(node.argument, state, position);
  return compileNode(rewritten, state, position);
}

export interface NewNode {
  type: 'NewExpression';
  callee: FormulaNode;
  arguments: FormulaNode[];
  start?: number;
}

function rewriteNew(node: FormulaNode, state: CompileState, position: number): FormulaNode {
  if (node.type === 'Identifier') return makeNew(node, [], node.start);
  if (node.type === 'CallExpression') {
    if (node.callee.type === 'Identifier') return makeNew(node.callee, node.arguments, node.start);
    return { ...node, callee: rewriteNew(node.callee, state, position) };
  }
  if (node.type === 'MemberExpression') return { ...node, object: rewriteNew(node.object, state, position) };
  return fail('FORMULA_UNSUPPORTED', "'new' is only supported for Date", position, state);
}

function makeNew(callee: FormulaNode, args: FormulaNode[], start: number | undefined): FormulaNode {
  const node: NewNode = { type: 'NewExpression', callee, arguments: args, start };
  return node as unknown as FormulaNode;
}

export function compileConstruct(node: NewNode, state: CompileState, fallback: number): Evaluator {
  const position = node.start ?? fallback;
  const callee = compileNode(node.callee, state, position);
  const args = compileArguments(node.arguments, state, position);
  const source = state.source;
  return (frame) => {
    const construct = CONSTRUCTORS.get(callee(frame));
    if (construct === undefined) {
      throw new FormulaError('FORMULA_UNSUPPORTED', "'new' is only supported for Date", { position, source });
    }
    return construct(args(frame));
  };
}
