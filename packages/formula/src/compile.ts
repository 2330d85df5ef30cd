/** Compiles a formula syntax tree into nested JavaScript closures: no eval, no new Function. */
import type {
  ArrayNode,
  ArrowNode,
  BinaryNode,
  CallNode,
  FormulaNode,
  MemberNode,
  ObjectNode,
  TemplateNode,
  UnaryNode,
} from './ast';
import { BUILTINS, CONSTRUCTORS, FORBIDDEN_GLOBALS } from './builtins';
import { FormulaError, toFormulaError } from './errors';
import { MAX_ARRAY_LENGTH, assertArrayLength } from './limits';
import { guardValue, isBlockedKey, readMember, readName } from './safeAccess';

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

interface CompileState {
  readonly source: string;
  /** Parameter names per lexical level, innermost last. */
  readonly scopes: readonly (readonly string[])[];
}

const SHORT = Symbol('optional-chain');
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

function fail(code: 'FORMULA_UNSUPPORTED' | 'FORMULA_FORBIDDEN' | 'FORMULA_SYNTAX', message: string, position: number, state: CompileState): never {
  throw new FormulaError(code, message, { position, source: state.source });
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

function hasOptional(node: FormulaNode): boolean {
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
function compileChain(node: FormulaNode, state: CompileState, fallback: number): Evaluator {
  if (node.type === 'MemberExpression') return compileMember(node, state, fallback);
  if (node.type === 'CallExpression') return compileCall(node, state, fallback);
  return compile(node, state, fallback);
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
  return { key: compile(node.property, state, position) };
}

/** The constant name of a member link, or undefined when the key is computed at run time. */
function constantName(node: MemberNode, state: CompileState, position: number): string | undefined {
  const { name } = compileKeyName(node, state, position);
  return name;
}

function compileKeyName(node: MemberNode, state: CompileState, position: number): { name?: string } {
  if (!node.computed) return compileKey(node, state, position);
  if (node.property.type === 'Literal' && typeof node.property.value === 'string') return compileKey(node, state, position);
  return {};
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
      for (; i < count; i += 1) value = readName(value, names[i] as string);
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

function compileArguments(nodes: readonly FormulaNode[], state: CompileState, position: number): (frame: Frame) => unknown[] {
  const hasSpread = nodes.some((node) => node.type === 'SpreadElement');
  if (!hasSpread) {
    const parts = nodes.map((node) => compile(node, state, position));
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

function compileSpreadList(nodes: readonly (FormulaNode | null)[], state: CompileState, position: number): (frame: Frame) => unknown[] {
  const source = state.source;
  const parts = nodes.map((node) => {
    if (node === null) return { spread: false, run: (() => undefined) as Evaluator };
    if (node.type === 'SpreadElement') return { spread: true, run: compile(node.argument, state, node.start ?? position) };
    return { spread: false, run: compile(node, state, position) };
  });
  return (frame) => {
    const result: unknown[] = [];
    for (const part of parts) {
      const value = part.run(frame);
      if (!part.spread) {
        result.push(value);
        continue;
      }
      if (typeof value === 'string') {
        for (const char of value) result.push(char);
      } else if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i += 1) result.push(value[i]);
      } else {
        throw new FormulaError('FORMULA_TYPE', 'Only arrays and texts can be spread', { position, source });
      }
      if (result.length > MAX_ARRAY_LENGTH) {
        try {
          assertArrayLength(result.length);
        } catch (error) {
          throw toFormulaError(error, position, source);
        }
      }
    }
    return result;
  };
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
function compileNew(node: UnaryNode, state: CompileState, position: number): Evaluator {
  const rewritten = rewriteNew(node.argument, state, position);
  return compile(rewritten, state, position);
}

interface NewNode {
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

function compileConstruct(node: NewNode, state: CompileState, fallback: number): Evaluator {
  const position = node.start ?? fallback;
  const callee = compile(node.callee, state, position);
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

function compileUnary(node: UnaryNode, state: CompileState, position: number): Evaluator {
  if (node.operator === 'new') return compileNew(node, state, position);
  if (node.operator === 'typeof' && node.argument.type === 'Identifier') {
    const read = compile(node.argument, state, position);
    return (frame) => {
      try {
        return typeof read(frame);
      } catch (error) {
        if (error instanceof FormulaError && error.code === 'FORMULA_REFERENCE') return 'undefined';
        throw error;
      }
    };
  }
  const argument = compile(node.argument, state, position);
  switch (node.operator) {
    case '-':
      return (frame) => -(argument(frame) as number);
    case '+':
      return (frame) => +(argument(frame) as number);
    case '!':
      return (frame) => !argument(frame);
    case '~':
      return (frame) => ~(argument(frame) as number);
    case 'typeof':
      return (frame) => typeof argument(frame);
    default:
      return fail('FORMULA_UNSUPPORTED', `Unsupported operator ${node.operator}`, position, state);
  }
}

type Operands = (a: unknown, b: unknown) => unknown;

const BINARY: Readonly<Record<string, Operands>> = {
  '+': (a, b) => (a as number) + (b as number),
  '-': (a, b) => (a as number) - (b as number),
  '*': (a, b) => (a as number) * (b as number),
  '/': (a, b) => (a as number) / (b as number),
  '%': (a, b) => (a as number) % (b as number),
  '**': (a, b) => (a as number) ** (b as number),
  '==': (a, b) => a == b,
  '!=': (a, b) => a != b,
  '===': (a, b) => a === b,
  '!==': (a, b) => a !== b,
  '<': (a, b) => (a as number) < (b as number),
  '>': (a, b) => (a as number) > (b as number),
  '<=': (a, b) => (a as number) <= (b as number),
  '>=': (a, b) => (a as number) >= (b as number),
  '|': (a, b) => (a as number) | (b as number),
  '&': (a, b) => (a as number) & (b as number),
  '^': (a, b) => (a as number) ^ (b as number),
  '<<': (a, b) => (a as number) << (b as number),
  '>>': (a, b) => (a as number) >> (b as number),
  '>>>': (a, b) => (a as number) >>> (b as number),
};

function compileBinary(node: BinaryNode, state: CompileState, position: number): Evaluator {
  const left = compile(node.left, state, position);
  const right = compile(node.right, state, node.right.start ?? position);
  switch (node.operator) {
    case '&&':
      return (frame) => left(frame) && right(frame);
    case '||':
      return (frame) => left(frame) || right(frame);
    case '??':
      return (frame) => left(frame) ?? right(frame);
    case '+':
      return (frame) => (left(frame) as number) + (right(frame) as number);
    case '-':
      return (frame) => (left(frame) as number) - (right(frame) as number);
    case '*':
      return (frame) => (left(frame) as number) * (right(frame) as number);
    case '===':
      return (frame) => left(frame) === right(frame);
    case '!==':
      return (frame) => left(frame) !== right(frame);
    case '>':
      return (frame) => (left(frame) as number) > (right(frame) as number);
    case '<':
      return (frame) => (left(frame) as number) < (right(frame) as number);
    default: {
      const operate = hasOwn.call(BINARY, node.operator) ? BINARY[node.operator] : undefined;
      if (operate === undefined) {
        return fail('FORMULA_UNSUPPORTED', `Unsupported operator ${node.operator}`, position, state);
      }
      return (frame) => operate(left(frame), right(frame));
    }
  }
}

function compileArray(node: ArrayNode, state: CompileState, position: number): Evaluator {
  if (node.elements.some((element) => element === null || element.type === 'SpreadElement')) {
    return compileSpreadList(node.elements, state, position);
  }
  const parts = (node.elements as FormulaNode[]).map((element) => compile(element, state, position));
  return (frame) => parts.map((part) => part(frame));
}

type ObjectPart =
  | { kind: 'property'; name: string | undefined; key: Evaluator | undefined; value: Evaluator }
  | { kind: 'spread'; value: Evaluator };

function propertyName(node: FormulaNode, state: CompileState, position: number): string {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'Literal' && node.value !== null && typeof node.value !== 'boolean') return String(node.value);
  return fail('FORMULA_SYNTAX', 'Unexpected object key', position, state);
}

function setProperty(target: Record<string, unknown>, key: string, value: unknown, position: number, source: string): void {
  if (isBlockedKey(key)) {
    throw new FormulaError('FORMULA_FORBIDDEN', `Access to '${key}' is not allowed`, { position, source });
  }
  target[key] = value;
}

function compileObject(node: ObjectNode, state: CompileState, position: number): Evaluator {
  const source = state.source;
  const parts: ObjectPart[] = node.properties.map((property) => {
    const at = property.start ?? position;
    if (property.type === 'SpreadElement') return { kind: 'spread', value: compile(property.argument, state, at) };
    if (property.type !== 'Property' || property.value === undefined) {
      return fail('FORMULA_UNSUPPORTED', 'Unsupported object property', at, state);
    }
    const value = compile(property.value, state, at);
    if (property.computed) return { kind: 'property', name: undefined, key: compile(property.key, state, at), value };
    const name = propertyName(property.key, state, at);
    if (isBlockedKey(name)) fail('FORMULA_FORBIDDEN', `Access to '${name}' is not allowed`, at, state);
    return { kind: 'property', name, key: undefined, value };
  });
  return (frame) => {
    const result: Record<string, unknown> = {};
    for (const part of parts) {
      if (part.kind === 'spread') {
        const value = part.value(frame);
        if (value === null || value === undefined) continue;
        if (typeof value !== 'object') continue;
        for (const key of Object.keys(value)) {
          setProperty(result, key, guardValue((value as Record<string, unknown>)[key]), position, source);
        }
        continue;
      }
      const key = part.name ?? String((part.key as Evaluator)(frame));
      setProperty(result, key, part.value(frame), position, source);
    }
    return result;
  };
}

function compileTemplate(node: TemplateNode, state: CompileState, position: number): Evaluator {
  const texts = node.quasis.map((quasi) => quasi.value.cooked);
  const parts = node.expressions.map((expression) => compile(expression, state, position));
  return (frame) => {
    let result = texts[0] ?? '';
    for (let i = 0; i < parts.length; i += 1) {
      result += String((parts[i] as Evaluator)(frame)) + (texts[i + 1] ?? '');
    }
    return result;
  };
}

function compileArrow(node: ArrowNode, state: CompileState, position: number): Evaluator {
  const params = (node.params ?? []).map((param) => {
    if (param.type !== 'Identifier') {
      return fail('FORMULA_UNSUPPORTED', 'Arrow function parameters must be plain names', param.start ?? position, state);
    }
    if (FORBIDDEN_GLOBALS.has(param.name) && param.name !== 'arguments') {
      return fail('FORMULA_FORBIDDEN', `'${param.name}' cannot be used as a parameter name`, param.start ?? position, state);
    }
    return param.name;
  });
  const body = compile(node.body, { source: state.source, scopes: [...state.scopes, params] }, position);
  return (frame) =>
    (...args: unknown[]) =>
      body({ values: args, parent: frame, root: frame.root, helpers: frame.helpers });
}
