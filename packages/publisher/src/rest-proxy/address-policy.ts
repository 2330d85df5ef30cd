// Which network addresses the REST proxy may reach: only global unicast, classified by ipaddr.js (IANA special-purpose
// registries: loopback, private, link-local, CGNAT, documentation, benchmarking, 6to4, Teredo, NAT64, site-local, …).
import ipaddr from 'ipaddr.js';

/** IPv6 global unicast is allocated from 2000::/3 only; anything else (incl. IPv4-compatible ::/96) is refused. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/** True for any address the proxy must refuse (and for anything that is not an IP address at all). */
export function isForbiddenAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (/%/.test(bare) || !ipaddr.isValid(bare)) return true;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // process() turns IPv4-mapped IPv6 (::ffff:a.b.c.d) into the IPv4 address it carries, checked as such.
    parsed = ipaddr.process(bare);
  } catch {
    return true;
  }
  if (parsed.kind() === 'ipv4') {
    // ipaddr.isValid accepts legacy forms (`0x7f.1`, `2130706433`); only dotted quads are taken as given.
    if (!ipaddr.IPv4.isValidFourPartDecimal(bare) && !bare.includes(':')) return true;
    return parsed.range() !== 'unicast';
  }
  const v6 = parsed as ipaddr.IPv6;
  return v6.range() !== 'unicast' || !v6.match(GLOBAL_UNICAST_V6);
}
