/** The formula language, table-driven: every construct and every runtime error with its position. */
import { describe, expect, it } from 'vitest';
import { FormulaError } from './errors';
import { compileFormula, evaluateFormula } from './formula';
import { createHelperLibrary } from './helpers/library';
import { captureError } from './testing/capture';

const scope = {
  variables: {
    'a1b2-uuid': 5,
    user: { name: 'Ann', age: 31, tags: ['x', 'y'], address: { city: 'Oslo' }, nothing: null },
    list: [3, 1, 2],
    flag: true,
  },
  collections: {
    people: {
      id: 'people',
      data: [
        { id: 1, n: 'A' },
        { id: 2, n: 'B' },
      ],
    },
  },
  context: { item: { data: { price: 4, quantity: 3 }, index: 1 }, workflow: { act1: { result: 'done' } } },
  globalContext: { page: { id: 'home', lang: 'en' }, browser: { path: '/x' } },
  event: { value: 'typed' },
};

describe('formula language', () => {
  it.each([
    ['42', 42],
    ['1.5e2', 150],
    ['\'single\' + "double"', 'singledouble'],
    ["'line\\nbreak'", 'line\nbreak'],
    ['true && !false', true],
    ['null', null],
    ['undefined', undefined],
    ['NaN !== NaN', true],
    ['Infinity > 1e308', true],
    ['1 + 2 * 3 - 4 / 2', 5],
    ['2 ** 3 ** 2', 512],
    ['7 % 4', 3],
    ['-(-3) + +"2"', 5],
    ['~5 & 3 | 8 ^ 1', 11],
    ['1 << 4 >> 2 >>> 1', 2],
    ["1 == '1' && 1 != 2 && 1 !== '1'", true],
    ['3 >= 3 && 2 <= 1', false],
    ["null ?? 'fallback'", 'fallback'],
    ["0 || 'or'", 'or'],
    ['0 && explode()', 0],
    ['1 || explode()', 1],
    ["'x' ?? explode()", 'x'],
    ["variables.flag ? 'yes' : explode()", 'yes'],
    ["variables['a1b2-uuid'] * 2", 10],
    ['variables.user.name', 'Ann'],
    ["variables['user']['address'].city", 'Oslo'],
    ['variables.user.tags[1]', 'y'],
    ['variables.user.tags.length', 2],
    ["variables.user.tags['0']", 'x'],
    ['variables.user.missing', undefined],
    ['variables.user.nothing?.deep.deeper', undefined],
    ['variables.user.missing?.[0]', undefined],
    ['variables.user.missing?.()', undefined],
    ['variables.nope?.x ?? 7', 7],
    ['context.item.data.price * context.item.data.quantity', 12],
    ["context.workflow['act1'].result", 'done'],
    ['globalContext.page.id', 'home'],
    ['event.value', 'typed'],
    ["collections['people'].data[1].n", 'B'],
    ['[1, 2, ...variables.list]', [1, 2, 3, 1, 2]],
    ['[1, , 3]', [1, undefined, 3]],
    ["[...'ab']", ['a', 'b']],
    ["{ a: 1, 'b-c': 2, [\"d\" + 1]: 3, 4: 'four' }", { a: 1, 'b-c': 2, d1: 3, 4: 'four' }],
    ['{ ...variables.user.address, zip: 1 }', { city: 'Oslo', zip: 1 }],
    ['{ ...null, ...undefined, a: 1 }', { a: 1 }],
    ['`Hi ${variables.user.name}, ${1 + 1} tags`', 'Hi Ann, 2 tags'],
    ['`${null}-${undefined}-${[1, 2]}`', 'null-undefined-1,2'],
    ['variables.list.map(x => x * 2)', [6, 2, 4]],
    ['variables.list.map((x, i) => x + i)', [3, 2, 4]],
    ['variables.list.filter(x => x > 1).length', 2],
    ['variables.list.reduce((sum, x) => sum + x, 0)', 6],
    ['variables.list.sort()', [1, 2, 3]],
    ['variables.list.sort((a, b) => b - a)', [3, 2, 1]],
    ['variables.list.reverse()', [2, 1, 3]],
    ['variables.list.find(x => x < 3)', 1],
    ['variables.list.some(x => x > 2) && variables.list.every(x => x > 0)', true],
    ['variables.list.includes(2) && variables.list.indexOf(2)', 2],
    ["variables.list.concat([9]).join('-')", '3-1-2-9'],
    ['[[1], [2, [3]]].flat()', [1, 2, [3]]],
    ['[1, 2].flatMap(x => [x, x])', [1, 1, 2, 2]],
    ['variables.list.at(-1)', 2],
    ['variables.list.slice(1)', [1, 2]],
    ['(() => 5)()', 5],
    ['(x => y => x + y)(2)(3)', 5],
    ['(a => variables.list.map(b => a * b))(10)', [30, 10, 20]],
    ["' padded '.trim().toUpperCase()", 'PADDED'],
    ["'a-b-c'.split('-')", ['a', 'b', 'c']],
    ["'abc'.replace('b', 'B').replaceAll('c', 'C')", 'aBC'],
    ["'abc'.includes('b') && 'abc'.startsWith('a') && 'abc'.endsWith('c')", true],
    ["'5'.padStart(3, '0')", '005'],
    ["'ab'.repeat(2)", 'abab'],
    ["'abc'.length + 'abc'[1]", '3b'],
    ['(3.14159).toFixed(2)', '3.14'],
    ['(255).toString(16)', 'ff'],
    ['true.toString()', 'true'],
    ['typeof variables.user', 'object'],
    ['typeof undeclaredName', 'undefined'],
    ['typeof (x => x)', 'function'],
    ['(1, 2, 3)', 3],
    ['Math.max(1, 9, 3) + Math.floor(2.7) + Math.PI * 0', 11],
    ["JSON.stringify({ a: [1, 'x'] })", '{"a":[1,"x"]}'],
    ['JSON.parse(\'{"a":1}\').a', 1],
    ["Number('12.5') + Number.parseInt('7') + (Number.isInteger(3) ? 1 : 0)", 20.5],
    ["String(12) + Boolean('')", '12false'],
    ["parseInt('42px') + parseFloat('0.5') + (isNaN('x') ? 1 : 0)", 43.5],
    ['Object.keys(variables.user.address)', ['city']],
    ['Object.entries({ a: 1 })', [['a', 1]]],
    ["Object.fromEntries([['a', 1]])", { a: 1 }],
    ["Array.isArray(variables.list) && Array.from('ab').length", 2],
    ['Array.of(1, 2)', [1, 2]],
    ["encodeURIComponent('a b&c')", 'a%20b%26c'],
    ['new Date(0).toISOString()', '1970-01-01T00:00:00.000Z'],
    ['new Date(86400000).getTime()', 86_400_000],
    ["new Date('2024-01-02T03:04:05Z').getUTCHours()", 3],
    ['typeof Date.now()', 'number'],
    ['sum(1, 2, 3) + wwFormulas.sum([4])', 10],
    ["if(variables.flag, 'on', 'off')", 'on'],
    ["lookup(2, collections['people']).n", 'B'],
    ["map(collections.people, 'n')", ['A', 'B']],
    ['a;', undefined],
    ['', undefined],
    ['  ', undefined],
  ])('%s → %j', (source, expected) => {
    expect(
      evaluateFormula(source, {
        ...scope,
        a: undefined,
        explode: () => {
          throw new Error('evaluated');
        },
      }),
    ).toEqual(expected);
  });

  it('never changes the data it reads', () => {
    const list = [3, 1, 2];
    evaluateFormula('list.sort()', { list });
    evaluateFormula('list.reverse()', { list });
    expect(list).toEqual([3, 1, 2]);
  });

  it.each([
    ['variables.nope.x', 'FORMULA_TYPE', "Cannot read properties of undefined (reading 'x')", 14],
    ['variables.user.nothing.deep', 'FORMULA_TYPE', "Cannot read properties of null (reading 'deep')", 22],
    ['notDefined + 1', 'FORMULA_REFERENCE', 'notDefined is not defined', 0],
    ['variables.user.name()', 'FORMULA_TYPE', 'variables.user.name is not a function', 19],
    ['variables.list.push(4)', 'FORMULA_TYPE', 'variables.list.push is not a function', 19],
    ["'abc'.match('b')", 'FORMULA_TYPE', 'expression.match is not a function', 11],
    ['[...variables.user]', 'FORMULA_TYPE', 'Only arrays and texts can be spread', 0],
    ['a b', 'FORMULA_SYNTAX', 'Unexpected expression', 2],
    ['...a', 'FORMULA_SYNTAX', "Unexpected '...'", 0],
    ['this.x', 'FORMULA_FORBIDDEN', "'this' is not available in formulas", 0],
    ['tag`x`', 'FORMULA_UNSUPPORTED', 'Tagged templates are not supported', 0],
    ['(({ a }) => a)(1)', 'FORMULA_UNSUPPORTED', 'Arrow function parameters must be plain names', 2],
    ['new Map()', 'FORMULA_REFERENCE', 'Map is not defined', 4],
    ['new Math()', 'FORMULA_UNSUPPORTED', "'new' is only supported for Date", 8],
    ['new (1 + 2)', 'FORMULA_UNSUPPORTED', "'new' is only supported for Date", 0],
    ["slice('x')", 'FORMULA_HELPER', 'First parameter must be an array (or collection)', 5],
    ["keys('x')", 'FORMULA_HELPER', 'First parameter must be an object', 4],
    ['split(1)', 'FORMULA_HELPER', 'First parameter must be a text', 5],
    ['removeByIndex([1], "x")', 'FORMULA_HELPER', 'Second parameter must be a number', 13],
    ["'x'.repeat(1e8)", 'FORMULA_LIMIT', 'Text is longer than 10000000 characters.', 10],
  ])('%s fails with %s', (source, code, message, position) => {
    const error = captureError(() => evaluateFormula(source, { ...scope, a: 1, b: 2, tag: () => 1 }));
    expect(error).toBeInstanceOf(FormulaError);
    expect(error.code).toBe(code);
    if (message !== undefined) expect(error.message).toBe(message);
    expect(error.position).toBe(position);
    expect((error as FormulaError).toJSON()).toMatchObject({ name: 'FormulaError', code, position });
  });

  it('arrow parameters shadow scope names and helpers', () => {
    expect(evaluateFormula('[1, 2].map(sum => sum * 10)', {})).toEqual([10, 20]);
    expect(evaluateFormula('[1].map(variables => variables + 1)', scope)).toEqual([2]);
  });

  it('scope names shadow helpers and built-ins', () => {
    expect(evaluateFormula('sum', { sum: 'mine' })).toBe('mine');
    expect(evaluateFormula('Math', { Math: 'mine' })).toBe('mine');
  });

  it('names declared as parameters are bound from the arguments', () => {
    const compiled = compileFormula('price * qty + (bonus ?? 0)', { params: ['price', 'qty', 'bonus'] });
    expect(compiled.evaluate({}, { args: [2, 3] })).toBe(6);
    expect(compiled.evaluate({}, { args: [2, 3, 1] })).toBe(7);
  });

  it('uses the helper library it is given', () => {
    const helpers = createHelperLibrary({ getLang: () => 'fr' });
    expect(evaluateFormula("translate({ en: 'Hi', fr: 'Salut' })", {}, { helpers })).toBe('Salut');
    expect(evaluateFormula("translate({ en: 'Hi', fr: 'Salut' })", {})).toBe('Hi');
  });

  it('compiles each source once', () => {
    expect(compileFormula('1 + variables.x')).toBe(compileFormula('1 + variables.x'));
    expect(compileFormula('x', { params: ['x'] })).not.toBe(compileFormula('x'));
  });

  it('caches compile errors and throws them again', () => {
    const first = captureError(() => compileFormula('1 +'));
    expect(captureError(() => compileFormula('1 +'))).toBe(first);
  });

  it('wraps errors thrown by functions found in the scope', () => {
    const error = captureError(() =>
      evaluateFormula('boom()', {
        boom: () => {
          throw new TypeError('inner failure');
        },
      }),
    );
    expect(error).toBeInstanceOf(FormulaError);
    expect(error.code).toBe('FORMULA_RUNTIME');
    expect(error.message).toBe('inner failure');
    expect(error.position).toBe(4);
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('turns runaway recursion into a FormulaError', () => {
    const error = captureError(() => evaluateFormula('(f => f(f))(f => f(f))', {}));
    expect(error).toBeInstanceOf(FormulaError);
    expect(error.code).toBe('FORMULA_LIMIT');
  });
});
