import { describe, expect, it } from 'vitest';
import { isForbiddenAddress } from './address-policy';

describe('isForbiddenAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '[::1]',
    '::',
    'fe80::1',
    'fd00::1',
    'fc00::abcd',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a9fe:a9fe',
    'ff02::1',
    'not-an-ip',
    '::7f00:1',
    '::127.0.0.1',
    '[::127.0.0.1]',
    '::ffff:0:7f00:1',
    '2002::1',
    '2002:7f00:1::1',
    '64:ff9b:1::a9fe:a9fe',
    'fec0::1',
    '2001::1',
    '2001:db8::1',
    '100::1',
    '192.0.0.9',
    '192.88.99.1',
    '198.18.0.1',
    '240.0.0.1',
    '2130706433',
    '0x7f.0.0.1',
    'fe80::1%eth0',
  ])('refuses %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '192.169.0.1', '2606:4700::6810:85e5', '::ffff:8.8.8.8', '2a00:1450:4001:81b::200e'])(
    'allows %s',
    (address) => {
      expect(isForbiddenAddress(address)).toBe(false);
    },
  );
});
