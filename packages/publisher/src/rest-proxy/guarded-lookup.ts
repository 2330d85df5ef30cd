// A DNS lookup for outgoing proxy connections that refuses forbidden addresses, checked on the address actually used.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isForbiddenAddress } from './address-policy';

export class ForbiddenAddressError extends Error {
  readonly code = 'ERR_PROXY_FORBIDDEN_ADDRESS';
  constructor(readonly hostname: string) {
    super(`${hostname} resolves to an address the proxy may not reach`);
    this.name = 'ForbiddenAddressError';
  }
}

/**
 * Resolving here and checking the result (rather than checking a name before connecting) closes the DNS-rebinding
 * gap: the socket connects to exactly the address that was checked.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...(options as LookupOptions), all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as LookupAddress[];
    if (list.length === 0 || list.some((entry) => isForbiddenAddress(entry.address))) {
      return callback(new ForbiddenAddressError(hostname), '', 0);
    }
    if ((options as LookupOptions).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    const first = list[0] as LookupAddress;
    callback(null, first.address, first.family);
  });
};
