/** Table tests of translate() and its language fallbacks. */
import { describe, expect, it } from 'vitest';
import { createHelperLibrary } from './library';

describe('translate', () => {
  const french = createHelperLibrary({ getLang: () => 'fr', getDefaultLang: () => 'en' }) as Record<
    string,
    (...args: unknown[]) => unknown
  >;

  it.each([
    [{ en: 'Hello', fr: 'Bonjour' }, 'Bonjour'],
    [{ en: 'Hello', de: 'Hallo' }, 'Hello'],
    [{ de: 'Hallo', es: 'Hola' }, 'Hallo'],
    [{ fr: '', en: 'Hello' }, ''],
    [{ fr: null, en: 'Hello' }, 'Hello'],
    ['plain text', 'plain text'],
    [42, 42],
    [null, ''],
    [undefined, ''],
    [{}, ''],
  ])('translate(%j) = %j in French', (text, expected) => {
    expect(french.translate?.(text)).toEqual(expected);
  });

  it('takes an explicit language', () => {
    expect(french.translate?.({ en: 'Hello', fr: 'Bonjour' }, 'en')).toBe('Hello');
  });
});
