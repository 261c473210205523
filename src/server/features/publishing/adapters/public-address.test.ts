import { describe, expect, it } from "vitest";
import { addressRange, isPublicAddress } from "./public-address";

/** [address, range it falls in]; only "unicast" may be reached. */
const REFUSED: [string, string][] = [
  // IPv4 special ranges
  ["0.0.0.0", "unspecified"],
  ["10.1.2.3", "private"],
  ["172.16.0.1", "private"],
  ["192.168.1.1", "private"],
  ["100.64.0.1", "carrierGradeNat"],
  ["127.0.0.1", "loopback"],
  ["127.255.255.254", "loopback"],
  ["169.254.169.254", "linkLocal"],
  ["192.0.0.8", "reserved"],
  ["192.0.2.1", "reserved"],
  ["198.18.0.1", "reserved"],
  ["198.51.100.7", "reserved"],
  ["203.0.113.9", "reserved"],
  ["224.0.0.251", "multicast"],
  ["240.0.0.1", "reserved"],
  ["255.255.255.255", "broadcast"],
  // IPv6 special ranges
  ["::", "unspecified"],
  ["::1", "loopback"],
  ["fe80::1", "linkLocal"],
  ["fe80::1%eth0", "linkLocal"],
  ["fc00::1", "uniqueLocal"],
  ["fd12:3456:789a::1", "uniqueLocal"],
  ["fec0::1", "deprecatedSiteLocal"],
  ["feff::1", "deprecatedSiteLocal"],
  ["ff02::1", "multicast"],
  ["100::1", "discard"],
  ["2001:db8::1", "reserved"],
  ["2001:2::1", "benchmarking"],
  ["3fff::1", "reserved"],
  ["4000::1", "reserved"],
  ["5f00::1", "segmentRouting"],
  // IPv4-mapped: ::ffff:a.b.c.d, in both spellings
  ["::ffff:127.0.0.1", "ipv4Mapped loopback"],
  ["::ffff:7f00:1", "ipv4Mapped loopback"],
  ["::ffff:10.0.0.1", "ipv4Mapped private"],
  ["::ffff:169.254.169.254", "ipv4Mapped linkLocal"],
  // IPv4-compatible: ::a.b.c.d
  ["::127.0.0.1", "ipv4Mapped loopback"],
  ["::7f00:1", "unicast loopback"],
  ["::a9fe:a9fe", "unicast linkLocal"],
  ["::c0a8:101", "unicast private"],
  // SIIT: ::ffff:0:a.b.c.d
  ["::ffff:0:7f00:1", "rfc6145 loopback"],
  // NAT64: 64:ff9b::/96 and the local-use 64:ff9b:1::/48
  ["64:ff9b::127.0.0.1", "rfc6052 loopback"],
  ["64:ff9b::a9fe:a9fe", "rfc6052 linkLocal"],
  ["64:ff9b::a00:1", "rfc6052 private"],
  ["64:ff9b:1::7f00:1", "rfc8215"],
  ["64:ff9b:1:ffff::808:808", "rfc8215"],
  // 6to4: 2002:aabb:ccdd::/48 carries aa.bb.cc.dd
  ["2002:7f00:1::1", "6to4 loopback"],
  ["2002:a9fe:a9fe::", "6to4 linkLocal"],
  ["2002:c0a8:101::1", "6to4 private"],
  // Teredo: 2001:0:server::~client (the client's address is stored inverted)
  ["2001:0:7f00:1:0:0:f7f7:f7f7", "teredo loopback"],
  ["2001:0:4136:e378:8000:63bf:80ff:fffe", "teredo loopback"],
  ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "teredo reserved"],
  ["2001:0:4136:e378:8000:63bf:f5ff:fffe", "teredo private"],
  ["2001:0:a00:1:8000:63bf:f7f7:f7f7", "teredo private"],
  // not addresses at all
  ["localhost", "invalid"],
  ["example.com", "invalid"],
  ["0x7f.0.0.1", "invalid"],
  ["", "invalid"],
];

const ALLOWED = [
  "8.8.8.8",
  "1.1.1.1",
  "93.184.216.34",
  "2606:4700:4700::1111",
  "2001:4860:4860::8888",
  "2a00:1450:4001:80b::200e",
  "::ffff:8.8.8.8",
  "::808:808",
  "64:ff9b::8.8.8.8",
  "2002:808:808::1",
  "2001:0:4136:e378:8000:63bf:f7f7:f7f7",
];

describe("addressRange", () => {
  it.each(REFUSED)("refuses %s (%s)", (ip, range) => {
    expect(addressRange(ip)).toBe(range);
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each(ALLOWED)("allows %s", (ip) => {
    expect(addressRange(ip)).toBe("unicast");
    expect(isPublicAddress(ip)).toBe(true);
  });
});
