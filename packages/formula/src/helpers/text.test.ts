/** Table tests of the text helpers and isEmail. */
import { describe, expect, it } from 'vitest';
import { captureError } from '../testing/capture';
import { defaultHelpers } from './library';

const h = defaultHelpers as Record<string, (...args: unknown[]) => unknown>;

describe('text helpers', () => {
  it.each([
    ['concatenate', ['a', 1, true], 'a1true'],
    ['concatenate', ['a', null, undefined, 'b'], 'ab'],
    ['concatenate', [], ''],
    ['split', ['a,b,c', ','], ['a', 'b', 'c']],
    ['split', ['abc', ''], ['a', 'b', 'c']],
    ['split', ['abc'], ['abc']],
    ['lowercase', ['HeLLo'], 'hello'],
    ['uppercase', ['HeLLo'], 'HELLO'],
    ['capitalize', ['hello world'], 'Hello World'],
    ['capitalize', ["don't stop-me now"], "Don't Stop-Me Now"],
    ['capitalize', ["'quoted' text"], "'Quoted' Text"],
    ['capitalize', ['snake_case words'], 'Snake_case Words'],
    ['capitalize', ['élan vital'], 'Élan Vital'],
    ['capitalize', ['a.b,c'], 'A.B,C'],
    ['indexOf', ['hello', 'l'], 2],
    ['indexOf', ['hello', 'l', 3], 3],
    ['indexOf', ['hello', 'z'], -1],
    ['subText', ['hello', 1, 3], 'el'],
    ['subText', ['hello', '2'], 'llo'],
    ['subText', ['', 0], ''],
    ['textLength', ['hello'], 5],
    ['textLength', [''], 0],
    ['trim', ['  a b  '], 'a b'],
    ['trim', [12], '12'],
    ['trimStart', ['  a  '], 'a  '],
    ['trimEnd', ['  a  '], '  a'],
    ['toText', [12], '12'],
    ['toText', [null], 'null'],
    ['toText', [undefined], 'undefined'],
    ['sanitize', ['<b onclick="x">Tom & \'Jerry\'</b>'], '&lt;b onclick=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/b&gt;'],
    ['sanitize', [42], '42'],
  ])('%s(%j) = %j', (name, args, expected) => {
    expect(h[name]?.(...args)).toEqual(expected);
  });

  it.each([
    ['ann@example.com', true],
    ['first.last+tag@sub.example.co.uk', true],
    ['"quoted name"@example.org', true],
    ['user@[192.168.0.1]', true],
    ['no-at-sign.example.com', false],
    ['two@@example.com', false],
    ['space in@example.com', false],
    ['dot.@example.com', false],
    ['ann@example', false],
    ['ann@example.c', false],
    ['', false],
    [null, false],
    [undefined, false],
    [42, false],
    [{ email: 'ann@example.com' }, false],
  ])('isEmail(%j) = %j', (value, expected) => {
    expect(h.isEmail?.(value)).toBe(expected);
  });

  const textOnly = ['split', 'lowercase', 'uppercase', 'capitalize', 'indexOf'];
  it.each(textOnly.flatMap((name) => [null, undefined, '', 42, ['a'], { a: 1 }].map((value) => [name, value] as const)))(
    '%s(%j) says "First parameter must be a text"',
    (name, value) => {
      const error = captureError(() => h[name]?.(value, 'a'));
      expect(error.message).toBe('First parameter must be a text');
      expect(error.code).toBe('FORMULA_HELPER');
    },
  );

  it.each([
    ['subText', [42, 0], 'First parameter must be a text'],
    ['textLength', [null], 'First parameter must be a text'],
    ['subText', ['abc', 'x'], 'Second parameter must be a number'],
    ['subText', ['abc', 0, 'y'], 'Third parameter must be a number'],
  ])('%s(%j) throws %j', (name, args, message) => {
    expect(captureError(() => h[name]?.(...args)).message).toBe(message);
  });
});
