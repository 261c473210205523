import { describe, expect, it } from "vitest";
import { loadConfig } from "@/server/config";
import { forwardedClient } from "./client-ip";

describe("forwardedClient", () => {
  it("trusts nothing when no proxy is configured", () => {
    expect(forwardedClient("203.0.113.9", 0)).toBeUndefined();
  });

  it("takes the right-most entry not written by a trusted proxy, never the client-supplied left-most one", () => {
    // Client forged "1.1.1.1"; the one proxy appended the real peer.
    expect(forwardedClient("1.1.1.1, 203.0.113.9", 1)).toBe("203.0.113.9");
    // Two proxies: the nearest appended the address of the first proxy.
    expect(forwardedClient("1.1.1.1, 203.0.113.9, 10.0.0.2", 2)).toBe("203.0.113.9");
    expect(forwardedClient(" 203.0.113.9 ", 1)).toBe("203.0.113.9");
  });

  it("uses the furthest entry when the request passed fewer proxies than configured", () => {
    expect(forwardedClient("203.0.113.9", 3)).toBe("203.0.113.9");
    expect(forwardedClient(" , ", 1)).toBeUndefined();
  });

  it("reads TRUST_PROXY as a hop count (the old true/false as 1/0)", () => {
    const hops = (v: string) => loadConfig({ DATA_DIR: "/tmp/cs-ip", TRUST_PROXY: v }).trustProxyHops;
    expect(hops("2")).toBe(2);
    expect(hops("true")).toBe(1);
    expect(hops("false")).toBe(0);
    expect(loadConfig({ DATA_DIR: "/tmp/cs-ip" }).trustProxyHops).toBe(0);
    expect(() => hops("yes")).toThrow(/TRUST_PROXY/);
  });
});
