/** The sandbox: prototypes, constructors and globals are unreachable; data is never changed. */
import { afterEach, describe, expect, it } from 'vitest';
import { FormulaError } from './errors';
import { evaluateFormula } from './formula';
import { captureError } from './testing/capture';

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort();
const cleanKeys = prototypeKeys();

const scope = {
  variables: { user: { name: 'Ann' }, list: [1, 2, 3], text: 'abc', fn: () => 'ok' },
  leak: globalThis,
  nested: { g: globalThis, f: Function, o: Object, p: process },
  ctor: Function,
};

afterEach(() => {
  expect(prototypeKeys()).toEqual(cleanKeys);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

describe('formula sandbox', () => {
  it.each([
    'constructor',
    '__proto__',
    'prototype',
    'window',
    'self',
    'globalThis',
    'global',
    'process',
    'require',
    'Function',
    'eval',
    'Reflect',
    'Proxy',
    'Symbol',
    'Promise',
    'document',
    'fetch',
    'setTimeout',
    'arguments',
    'this',
    'this.constructor',
    'variables.constructor',
    "variables['constructor']",
    "variables['__proto__']",
    'variables.user.__proto__',
    'variables.list.constructor',
    "variables.text.constructor('x')",
    '(1).constructor',
    'true.constructor',
    '(x => x).constructor',
    'sum.constructor',
    'Math.constructor',
    'Number.constructor',
    'Number.prototype',
    'Date.prototype',
    'JSON.parse.constructor',
    "variables['con' + 'structor']",
    "variables[['__proto__']]",
    'variables.list[`constructor`]',
    "{ ['__proto__']: { polluted: 1 } }",
    '{ __proto__: { polluted: 1 } }',
    '{ ...JSON.parse(\'{"__proto__": {"polluted": 1}}\') }',
    'leak',
    'nested.g',
    'nested.f',
    'nested.o',
    'nested.p',
    "nested['g']",
    'ctor',
    '[ctor][0]',
    '(f => f)(nested.g)',
  ])('%s is refused', (source) => {
    const error = captureError(() => evaluateFormula(source, scope));
    expect(error).toBeInstanceOf(FormulaError);
    expect(['FORMULA_FORBIDDEN']).toContain(error.code);
  });

  it.each([
    'sum.call(null, 1)',
    'sum.apply(null, [1])',
    'sum.bind(null)',
    'variables.fn.call()',
    '[].map.call([1], x => x)',
    'variables.list.push(4)',
    'variables.list.pop()',
    'variables.list.shift()',
    'variables.list.unshift(0)',
    'variables.list.splice(0, 1)',
    'variables.list.fill(0)',
    'variables.list.copyWithin(0, 1)',
    "variables.text.match('a')",
    "variables.text.matchAll('a')",
    "variables.text.search('a')",
    'Object.assign(variables.user, { name: 1 })',
    'Object.defineProperty(variables.user, "x", {})',
    'Object.getPrototypeOf(variables.user)',
    'Object.setPrototypeOf(variables.user, null)',
    'JSON.constructor.constructor("return 1")()',
  ])('%s is not a reachable function', (source) => {
    const error = captureError(() => evaluateFormula(source, scope));
    expect(error).toBeInstanceOf(FormulaError);
  });

  it('leaves the data it reads untouched', () => {
    evaluateFormula('variables.list.sort((a, b) => b - a)', scope);
    evaluateFormula('variables.list.reverse()', scope);
    expect(scope.variables.list).toEqual([1, 2, 3]);
  });

  it.each([
    ['({}).toString', undefined],
    ['variables.user.hasOwnProperty', undefined],
    ['variables.user.toString', undefined],
    ['variables.list.entries', undefined],
    ['sum.name', undefined],
    ['sum.length', undefined],
    ["'x'.big", undefined],
  ])('%s reads as %j', (source, expected) => {
    expect(evaluateFormula(source, scope)).toBe(expected);
  });

  it('reads own data even when it is named like a built-in', () => {
    const data = { toString: 'mine', valueOf: 1, call: 'c' };
    expect(evaluateFormula('d.toString + d.valueOf + d.call', { d: data })).toBe('mine1c');
  });

  it('returns functions only from allow-lists or own data', () => {
    expect(typeof evaluateFormula('variables.fn', scope)).toBe('function');
    expect(evaluateFormula('variables.fn()', scope)).toBe('ok');
  });
});
