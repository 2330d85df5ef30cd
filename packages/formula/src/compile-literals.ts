/** Compiles literals that build values: arrays (with spread), objects, template strings and arrow functions. */
import type { ArrayNode, ArrowNode, FormulaNode, ObjectNode, TemplateNode } from './ast';
import { FORBIDDEN_GLOBALS } from './builtins';
import { compileNode, fail } from './compile-context';
import type { CompileState, Evaluator, Frame } from './compile-context';
import { FormulaError, toFormulaError } from './errors';
import { MAX_ARRAY_LENGTH, assertArrayLength } from './limits';
import { guardValue, isBlockedKey } from './safe-access';

export function compileSpreadList(
  nodes: readonly (FormulaNode | null)[],
  state: CompileState,
  position: number,
): (frame: Frame) => unknown[] {
  const source = state.source;
  const parts = nodes.map((node) => {
    if (node === null) return { spread: false, run: (() => undefined) as Evaluator };
    if (node.type === 'SpreadElement') return { spread: true, run: compileNode(node.argument, state, node.start ?? position) };
    return { spread: false, run: compileNode(node, state, position) };
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

export function compileArray(node: ArrayNode, state: CompileState, position: number): Evaluator {
  if (node.elements.some((element) => element === null || element.type === 'SpreadElement')) {
    return compileSpreadList(node.elements, state, position);
  }
  const parts = (node.elements as FormulaNode[]).map((element) => compileNode(element, state, position));
  return (frame) => parts.map((part) => part(frame));
}

type ObjectPart =
  { kind: 'property'; name: string | undefined; key: Evaluator | undefined; value: Evaluator } | { kind: 'spread'; value: Evaluator };

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

export function compileObject(node: ObjectNode, state: CompileState, position: number): Evaluator {
  const source = state.source;
  const parts: ObjectPart[] = node.properties.map((property) => {
    const at = property.start ?? position;
    if (property.type === 'SpreadElement') return { kind: 'spread', value: compileNode(property.argument, state, at) };
    if (property.type !== 'Property' || property.value === undefined) {
      return fail('FORMULA_UNSUPPORTED', 'Unsupported object property', at, state);
    }
    const value = compileNode(property.value, state, at);
    if (property.computed) return { kind: 'property', name: undefined, key: compileNode(property.key, state, at), value };
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

export function compileTemplate(node: TemplateNode, state: CompileState, position: number): Evaluator {
  const texts = node.quasis.map((quasi) => quasi.value.cooked);
  const parts = node.expressions.map((expression) => compileNode(expression, state, position));
  return (frame) => {
    let result = texts[0] ?? '';
    for (let i = 0; i < parts.length; i += 1) {
      result += String((parts[i] as Evaluator)(frame)) + (texts[i + 1] ?? '');
    }
    return result;
  };
}

export function compileArrow(node: ArrowNode, state: CompileState, position: number): Evaluator {
  const params = (node.params ?? []).map((param) => {
    if (param.type !== 'Identifier') {
      return fail('FORMULA_UNSUPPORTED', 'Arrow function parameters must be plain names', param.start ?? position, state);
    }
    if (FORBIDDEN_GLOBALS.has(param.name) && param.name !== 'arguments') {
      return fail('FORMULA_FORBIDDEN', `'${param.name}' cannot be used as a parameter name`, param.start ?? position, state);
    }
    return param.name;
  });
  const body = compileNode(node.body, { source: state.source, scopes: [...state.scopes, params] }, position);
  return (frame) =>
    (...args: unknown[]) =>
      body({ values: args, parent: frame, root: frame.root, helpers: frame.helpers });
}
