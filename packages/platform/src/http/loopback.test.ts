import { describe, expect, it } from 'vitest';
import { hostHeaderName, isLoopbackAddress, isLoopbackHostname } from './loopback';

describe('loopback', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '[::1]', '::ffff:127.0.0.1', '::ffff:7f00:1'])('%s is loopback', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });

  it.each(['0.0.0.0', '::', '192.0.2.2', '10.0.0.1', 'fd00::2', 'localhost', '', undefined, '::7f00:1'])(
    '%s is not a loopback address',
    (address) => {
      expect(isLoopbackAddress(address)).toBe(false);
    },
  );

  it('takes localhost names and loopback addresses as host names, nothing else', () => {
    for (const name of ['localhost', 'LOCALHOST.', 'app.localhost', '127.0.0.1', '::1']) expect(isLoopbackHostname(name)).toBe(true);
    for (const name of ['0.0.0.0', 'localhost.example.com', 'example.com', '192.0.2.2', undefined])
      expect(isLoopbackHostname(name)).toBe(false);
  });

  it('reads the host of a Host header', () => {
    expect(hostHeaderName('localhost:3000')).toBe('localhost');
    expect(hostHeaderName('[::1]:3000')).toBe('::1');
    expect(hostHeaderName('example.com')).toBe('example.com');
    expect(hostHeaderName(undefined)).toBeUndefined();
  });
});
