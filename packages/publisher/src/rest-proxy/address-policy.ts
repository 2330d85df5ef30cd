// Which network addresses the REST proxy may never reach: loopback, private, link-local (cloud metadata) and the like.
import { BlockList, isIP } from 'node:net';

function buildBlockList(): BlockList {
  const list = new BlockList();
  const v4: [string, number][] = [
    ['0.0.0.0', 8], // "this" network
    ['10.0.0.0', 8], // private
    ['100.64.0.0', 10], // carrier-grade NAT
    ['127.0.0.0', 8], // loopback
    ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
    ['172.16.0.0', 12], // private
    ['192.0.0.0', 24], // IETF protocol assignments
    ['192.0.2.0', 24], // documentation
    ['192.168.0.0', 16], // private
    ['198.18.0.0', 15], // benchmarking
    ['198.51.100.0', 24], // documentation
    ['203.0.113.0', 24], // documentation
    ['224.0.0.0', 4], // multicast
    ['240.0.0.0', 4], // reserved, broadcast
  ];
  for (const [address, prefix] of v4) list.addSubnet(address, prefix, 'ipv4');
  const v6: [string, number][] = [
    ['::', 128], // unspecified
    ['::1', 128], // loopback
    ['64:ff9b::', 96], // NAT64 (embeds IPv4)
    ['100::', 64], // discard
    ['2001:db8::', 32], // documentation
    ['fc00::', 7], // unique local
    ['fe80::', 10], // link-local
    ['ff00::', 8], // multicast
  ];
  for (const [address, prefix] of v6) list.addSubnet(address, prefix, 'ipv6');
  return list;
}

const blocked = buildBlockList();

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 address (`::ffff:10.0.0.1`), if any. */
function embeddedIpv4(address: string): string | undefined {
  const match = /^(?:0*:)*(?:::)?(?:ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address.replace(/^\[|\]$/g, ''));
  if (match?.[1]) return match[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex?.[1] || !hex[2]) return undefined;
  const high = parseInt(hex[1], 16);
  const low = parseInt(hex[2], 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** True for any address the proxy must refuse (and for anything that is not an IP address at all). */
export function isForbiddenAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 0) return true;
  if (family === 4) return blocked.check(bare, 'ipv4');
  const v4 = embeddedIpv4(bare);
  if (v4 !== undefined) return isIP(v4) !== 4 || blocked.check(v4, 'ipv4');
  return blocked.check(bare, 'ipv6');
}
