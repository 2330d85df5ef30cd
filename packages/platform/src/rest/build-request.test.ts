import { describe, expect, it } from 'vitest';
import { clientAddress, headersJson } from './build-request';

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

describe('clientAddress', () => {
  it('is the address as the server read it, IPv4-mapped IPv6 as IPv4, and nothing for what is not an address', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(clientAddress('::1')).toBe('::1');
    expect(clientAddress('not-an-address, 1.2.3.4')).toBe('');
    expect(clientAddress(undefined)).toBe('');
  });
});
