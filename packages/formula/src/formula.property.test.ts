/** Property tests: random and hostile sources give values or FormulaErrors, never globals. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FormulaError } from './errors';
import { evaluateFormula } from './formula';

/** Objects no formula result may contain, however hostile the source. */
const FORBIDDEN = new Set<unknown>([
  globalThis,
  Function,
  Function.prototype,
  Object,
  Object.prototype,
  Array.prototype,
  String.prototype,
  Reflect,
  eval,
  process,
  Object.getPrototypeOf(async function () {}).constructor,
]);

const scope = () => ({
  variables: { user: { name: 'Ann', tags: ['a', 'b'] }, list: [3, 1, 2], n: 4, s: 'text' },
  collections: { c: { id: 'c', data: [{ id: 1 }, { id: 2 }] } },
  context: { item: { data: { x: 1 } } },
  globalContext: { page: { id: 'home' } },
  event: { value: 1 },
});

function assertHarmless(value: unknown, depth = 0, seen = new Set<unknown>()): void {
  if (FORBIDDEN.has(value)) throw new Error('A formula reached a global or a prototype');
  if (depth > 4 || value === null || (typeof value !== 'object' && typeof value !== 'function') || seen.has(value)) return;
  seen.add(value);
  if (typeof value === 'function') {
    let result: unknown;
    try {
      result = (value as (...args: unknown[]) => unknown)(1, 'a', {}, [0]);
    } catch {
      return;
    }
    assertHarmless(result, depth + 1, seen);
    return;
  }
  for (const key of Object.keys(value)) assertHarmless((value as Record<string, unknown>)[key], depth + 1, seen);
}

function runHostile(source: string): void {
  const before = Object.getOwnPropertyNames(Object.prototype).length;
  let result: unknown;
  try {
    result = evaluateFormula(source, scope());
  } catch (error) {
    if (!(error instanceof FormulaError)) {
      throw new Error(`Non-FormulaError for ${JSON.stringify(source)}: ${String(error)}`, { cause: error });
    }
    return;
  } finally {
    expect(Object.getOwnPropertyNames(Object.prototype).length).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }
  assertHarmless(result);
}

const TOKENS = [
  'variables',
  'collections',
  'context',
  'globalContext',
  'event',
  'user',
  'list',
  'name',
  'data',
  'item',
  'x',
  'constructor',
  '__proto__',
  'prototype',
  'call',
  'apply',
  'bind',
  'toString',
  'valueOf',
  'polluted',
  'window',
  'globalThis',
  'self',
  'process',
  'require',
  'Function',
  'eval',
  'this',
  'new',
  'typeof',
  'import',
  'Math',
  'JSON',
  'Object',
  'Array',
  'Date',
  'Number',
  'String',
  'sum',
  'map',
  'if',
  'lookup',
  'wwFormulas',
  'formulas',
  'keys',
  'createObject',
  'setKeyValue',
  'getKeyValue',
  'parse',
  'stringify',
  'fromEntries',
  'assign',
  'from',
  "'constructor'",
  "'__proto__'",
  "'prototype'",
  "'polluted'",
  "'call'",
  '"x"',
  '`',
  '${',
  '}',
  '`a${1}b`',
  '.',
  '?.',
  '[',
  ']',
  '(',
  ')',
  '{',
  '}',
  ',',
  ':',
  '?',
  '=>',
  '...',
  ';',
  '=',
  '==',
  '===',
  '!',
  '+',
  '-',
  '*',
  '/',
  '%',
  '**',
  '&&',
  '||',
  '??',
  '<',
  '>',
  '&',
  '|',
  '^',
  '~',
  '0',
  '1',
  '-1',
  '1e308',
  '0.5',
  'true',
  'null',
  'undefined',
  'NaN',
  ' ',
  'f',
  'f => f',
  '(f => f(f))',
  'x => x',
  '[]',
  '{}',
  "''",
  '\\',
  '#',
  '@',
  '\n',
];

describe('formula compiler under random and hostile input', () => {
  it('random text yields values or FormulaErrors, never a crash', () => {
    fc.assert(fc.property(fc.string({ maxLength: 60 }), runHostile), { numRuns: 1500 });
  });

  it('random unicode text yields values or FormulaErrors', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), runHostile), { numRuns: 500 });
  });

  it('token soup built from hostile words never reaches a global or a prototype', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TOKENS), { minLength: 1, maxLength: 14 }), fc.constantFrom('', ' '), (tokens, separator) =>
        runHostile(tokens.join(separator)),
      ),
      { numRuns: 4000 },
    );
  });

  it('well-formed hostile member chains never reach a global or a prototype', () => {
    const root = fc.constantFrom(
      'variables',
      'variables.user',
      'variables.list',
      'variables.s',
      'sum',
      'Math',
      'JSON',
      '(x => x)',
      '({})',
      '[]',
      "''",
      '1',
      'Date',
      'Number',
    );
    const link = fc.oneof(
      fc
        .constantFrom(
          'constructor',
          '__proto__',
          'prototype',
          'call',
          'bind',
          'apply',
          'toString',
          'valueOf',
          'name',
          'length',
          'map',
          'parse',
        )
        .map((name) => `.${name}`),
      fc.constantFrom("'constructor'", "'__proto__'", "'con' + 'structor'", '0', "'length'").map((key) => `[${key}]`),
      fc.constantFrom('()', "('return this')", '(1)', '(x => x)').map((args) => args),
    );
    fc.assert(
      fc.property(root, fc.array(link, { minLength: 1, maxLength: 6 }), (base, links) => runHostile(base + links.join(''))),
      { numRuns: 3000 },
    );
  });
});
