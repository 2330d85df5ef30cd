import { describe, expect, it } from 'vitest';
import { isValidBucketName, isValidKey, mustBeAllowedMimeType, parseFileSize } from './limits';

describe('storage limits', () => {
  it.each(['a.pdf', 'folder/sub/file name (1).txt', "it's!*&$=@;:+,?-_.txt"])('accepts the key %s', (key) => {
    expect(isValidKey(key)).toBe(true);
  });

  it.each(['', '/abs', '../x', 'a/./b', 'a/..', 'café', 'a%2Fb', 'tab\there', 'x'.repeat(256), `${'a/'.repeat(600)}b`])(
    'refuses the key %j',
    (key) => {
      expect(isValidKey(key)).toBe(false);
    },
  );

  it('checks bucket names', () => {
    expect(isValidBucketName('manuals-2024')).toBe(true);
    for (const name of ['', '.', '..', 'a/b', 'x'.repeat(101), 'é']) expect(isValidBucketName(name)).toBe(false);
  });

  it('parses file sizes with decimal units', () => {
    expect(parseFileSize('20MB')).toBe(20_000_000);
    expect(parseFileSize('1.5gb')).toBe(1_500_000_000);
    expect(parseFileSize('30KB')).toBe(30_000);
    expect(() => parseFileSize('20 MB')).toThrow('Invalid file size format');
  });

  it('matches MIME types exactly or by type wildcard, ignoring parameters', () => {
    expect(() => mustBeAllowedMimeType('image/png', ['image/*'])).not.toThrow();
    expect(() => mustBeAllowedMimeType('text/plain;charset=UTF-8', ['text/plain'])).not.toThrow();
    expect(() => mustBeAllowedMimeType('text/html', ['text/plain'])).toThrow('mime type text/html is not supported');
    expect(() => mustBeAllowedMimeType('anything', null)).not.toThrow();
  });
});
