import ipaddr from 'ipaddr.js';

/**
 * Whether the server may connect to this IP address on a user's behalf: only globally routed unicast. Everything else
 * (loopback, private, link-local with the cloud metadata address, CGNAT, multicast, unspecified, broadcast, reserved and
 * documentation ranges, IPv6 unique-local and link-local) is refused, and so is any IPv6 form that carries an IPv4
 * address the server would reach instead: IPv4-mapped (checked as its IPv4 address), SIIT, IPv4-compatible, 6to4 and
 * Teredo (refused outright: no shop needs them), NAT64 (the well-known prefix checked as its IPv4 address; the
 * local-use prefix refused).
 */
export function isPublicAddress(text: string): boolean {
  if (!ipaddr.isValid(text)) return false;
  const address = ipaddr.parse(text);
  if (address.kind() === 'ipv4') return address.range() === 'unicast';
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return isPublicAddress(v6.toIPv4Address().toString());
  const parts = v6.parts;
  if (parts.slice(0, 6).every((part) => part === 0)) return false; // ::/96: unspecified, loopback, IPv4-compatible
  if (v6.match(NAT64_WELL_KNOWN)) return isPublicAddress(embeddedIpv4(parts));
  return v6.range() === 'unicast' && v6.match(GLOBAL_UNICAST);
}

const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

const embeddedIpv4 = (parts: number[]) =>
  [parts[6]! >> 8, parts[6]! & 0xff, parts[7]! >> 8, parts[7]! & 0xff].join('.');
