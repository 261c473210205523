/**
 * Which IP addresses a user-given URL may reach: only public unicast ones. Ranges come from ipaddr.js (kept up
 * to date with the IANA special-purpose registries) instead of a list of our own, which missed IPv4-compatible,
 * NAT64, 6to4 and site-local IPv6 addresses. IPv6 forms that carry an IPv4 address (mapped, compatible, SIIT,
 * NAT64, 6to4, Teredo) are judged by that IPv4 address too, since that is where the packets end up.
 */
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

const v4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
const GLOBAL_UNICAST = ipaddr.parseCIDR("2000::/3") as [IPv6, number];
// RFC 8215: a site's own translation prefix; where it puts the IPv4 address depends on the prefix length the
// site chose, so it cannot be unwrapped reliably and is refused whole.
const LOCAL_NAT64 = ipaddr.parseCIDR("64:ff9b:1::/48") as [IPv6, number];

/** The IPv4 addresses an IPv6 address delivers to, or null when it carries none. */
function embeddedIPv4(address: IPv6): IPv4[] | null {
  const p = address.parts;
  const last32 = () => [v4(p[6], p[7])];
  switch (address.range()) {
    case "ipv4Mapped": // ::ffff:a.b.c.d (ipaddr.js also reads ::a.b.c.d this way)
    case "rfc6145": // ::ffff:0:a.b.c.d (SIIT)
      return last32();
    case "rfc6052": // 64:ff9b::a.b.c.d (NAT64)
      return last32();
    case "6to4": // 2002:aabb:ccdd::/48
      return [v4(p[1], p[2])];
    case "teredo": // 2001:0:server:flags:port:~client
      return [v4(p[2], p[3]), v4(p[6] ^ 0xffff, p[7] ^ 0xffff)];
    default:
      // ::a.b.c.d (IPv4-compatible, deprecated): the first 96 bits zero, but not :: or ::1.
      return p.slice(0, 6).every((x) => x === 0) && (p[6] !== 0 || p[7] > 1) ? last32() : null;
  }
}

/**
 * The address's range as ipaddr.js names it ("unicast", "loopback", "private", "uniqueLocal", …); for an IPv6
 * address that carries an IPv4 one, the carrier's range then the first refused IPv4 range ("6to4 private"),
 * and "invalid" for anything that is not an IP address.
 */
export function addressRange(ip: string): string {
  if (!isIP(ip)) return "invalid";
  const address = ipaddr.parse(ip);
  if (address.kind() === "ipv4") return address.range();
  const v6 = address as IPv6;
  if (v6.match(LOCAL_NAT64)) return "rfc8215";
  const embedded = embeddedIPv4(v6);
  if (embedded) {
    const refused = embedded.map((a) => a.range()).find((range) => range !== "unicast");
    return refused ? `${v6.range()} ${refused}` : "unicast";
  }
  const range = v6.range();
  // Outside 2000::/3 nothing is allocated for global unicast: reserved by the IETF, never a public host.
  return range === "unicast" && !v6.match(GLOBAL_UNICAST) ? "reserved" : range;
}

/** Whether a URL may reach this address: public unicast only (after unwrapping any IPv4 it carries). */
export function isPublicAddress(ip: string): boolean {
  return addressRange(ip) === "unicast";
}
