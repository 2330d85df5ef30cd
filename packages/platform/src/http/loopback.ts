// Loopback tests for addresses, host names and the addresses a server listens on (ipaddr.js range classification).
import ipaddr from 'ipaddr.js';

/** True for an IPv4 127/8 address, ::1, or an IPv4-mapped loopback address (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return false;
  const parsed = ipaddr.process(bare);
  return parsed.range() === 'loopback';
}

/** True for a host name that can only mean this machine: `localhost`, `*.localhost`, or a loopback address. */
export function isLoopbackHostname(hostname: string | undefined): boolean {
  if (!hostname) return false;
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name);
}

/** The host part of a `Host` header (`name:port`, `[v6]:port`). */
export function hostHeaderName(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const text = host.trim();
  if (text.startsWith('[')) return text.slice(1, text.indexOf(']') > 0 ? text.indexOf(']') : undefined);
  const colon = text.lastIndexOf(':');
  return colon > 0 && text.indexOf(':') === colon ? text.slice(0, colon) : text;
}
