import { describe, expect, it } from 'vitest';
import { headersJson } from './build-request';

describe('headersJson', () => {
  it('is every header as a string, as request.headers', () => {
    expect(JSON.parse(headersJson({ host: 'h', 'x-probe': 'it\'s \\ "quoted"', accept: 'a, b' }))).toEqual({
      host: 'h',
      'x-probe': 'it\'s \\ "quoted"',
      accept: 'a, b',
    });
  });

  it('joins the values of a header sent more than once (set-cookie stays an array in Node)', () => {
    expect(JSON.parse(headersJson({ host: 'h', 'set-cookie': ['a=1', 'b=2'] }))).toEqual({ host: 'h', 'set-cookie': 'a=1, b=2' });
  });
});
