/** Parsing: "Unexpected end of formula." for truncated input, positions for syntax errors. */
import { describe, expect, it } from 'vitest';
import { FormulaError } from './errors';
import { compileFormula } from './formula';
import { parseFormula } from './parse';
import { captureError } from './testing/capture';

describe('parseFormula', () => {
  it.each([
    'a +',
    'a + ',
    "variables['x'",
    'sum(1, 2',
    'sum(1,',
    "'unclosed",
    '(a',
    '{ a: 1',
    '`text',
    'a ?',
    'a ? b :',
    'a.',
    'a.b.',
    '[1, 2',
    'x => ',
    'a &&',
  ])('truncated %j fails with "Unexpected end of formula."', (source) => {
    const error = captureError(() => parseFormula(source));
    expect(error).toBeInstanceOf(FormulaError);
    expect(error.message).toBe('Unexpected end of formula.');
    expect(error.code).toBe('FORMULA_UNEXPECTED_END');
    expect(error.position).toBeGreaterThanOrEqual(source.trimEnd().length);
  });

  it.each([
    ['a)', 1],
    ['1 +* 2', 3],
    ['a # b', 2],
    ['0x10', 1],
    ['a ; ) b', 4],
  ])('%j is a syntax error at %i', (source, position) => {
    const error = captureError(() => parseFormula(source));
    expect(error).toBeInstanceOf(FormulaError);
    expect(error.code).toBe('FORMULA_SYNTAX');
    expect(error.position).toBe(position);
  });

  it('records where member links, calls and identifiers start', () => {
    const tree = parseFormula(' foo . bar ( 1 )') as unknown as Record<string, unknown>;
    expect(tree).toMatchObject({
      type: 'CallExpression',
      start: 11,
      callee: { type: 'MemberExpression', start: 5, object: { type: 'Identifier', name: 'foo', start: 1 } },
    });
  });

  it('parses optional links like JavaScript', () => {
    expect(parseFormula('a?.b')).toMatchObject({ type: 'MemberExpression', optional: true });
    expect(parseFormula('a?.[0]')).toMatchObject({ type: 'MemberExpression', computed: true, optional: true });
    expect(parseFormula('a?.(1)')).toMatchObject({ type: 'CallExpression', optional: true });
  });

  it('refuses over-long and non-text sources', () => {
    expect(captureError(() => parseFormula('1+'.repeat(60_000) + '1')).code).toBe('FORMULA_LIMIT');
    expect(captureError(() => parseFormula(42 as unknown as string)).code).toBe('FORMULA_SYNTAX');
  });

  it('turns runaway nesting into a FormulaError', () => {
    const error = captureError(() => compileFormula('('.repeat(20_000) + '1' + ')'.repeat(20_000)));
    expect(error).toBeInstanceOf(FormulaError);
    expect(error.code).toBe('FORMULA_LIMIT');
  });
});
