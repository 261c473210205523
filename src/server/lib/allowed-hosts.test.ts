import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "@/server/config";
import { createHostCheck } from "./allowed-hosts";

const check = (env: Record<string, string>) => createHostCheck(loadConfig({ DATA_DIR: "/tmp/cs-hosts", ...env }));

describe("createHostCheck", () => {
  it("answers PUBLIC_URL's host, with any port, in any case, with a trailing dot", () => {
    const allows = check({ HOST: "0.0.0.0", PUBLIC_URL: "https://studio.example.com" });
    for (const host of ["studio.example.com", "studio.example.com:443", "STUDIO.Example.com", "studio.example.com."]) expect(allows(host), host).toBe(true);
  });

  it("refuses other names, lookalikes and smuggled parts", () => {
    const allows = check({ HOST: "0.0.0.0", PUBLIC_URL: "https://studio.example.com" });
    const foreign = ["evil.example", "studio.example.com.evil.example", "evil.example/studio.example.com", "studio.example.com@evil.example", "x studio.example.com", "", "studio.example.com:99999"];
    for (const host of foreign) expect(allows(host), host).toBe(false);
    expect(allows(undefined)).toBe(false);
  });

  it("answers loopback names on a loopback bind only", () => {
    const loopback = check({ HOST: "127.0.0.1", PUBLIC_URL: "https://studio.example.com" });
    for (const host of ["localhost:3000", "127.0.0.1:3000", "[::1]:3000", "localhost"]) expect(loopback(host), host).toBe(true);
    const reachable = check({ HOST: "0.0.0.0", PUBLIC_URL: "https://studio.example.com" });
    for (const host of ["127.0.0.1:3000", "[::1]:3000"]) expect(reachable(host), host).toBe(false);
  });

  it("adds the names of ALLOWED_HOSTS, and refuses a list that is not host names", () => {
    const allows = check({ HOST: "0.0.0.0", PUBLIC_URL: "https://studio.example.com", ALLOWED_HOSTS: " studio.internal, 10.0.0.5:3000 ,[fd00::5]" });
    for (const host of ["studio.internal", "10.0.0.5:8080", "[fd00::5]:3000"]) expect(allows(host), host).toBe(true);
    expect(allows("other.internal")).toBe(false);
    expect(() => loadConfig({ DATA_DIR: "/tmp/cs-hosts", ALLOWED_HOSTS: "https://studio.example.com/" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: "/tmp/cs-hosts", ALLOWED_HOSTS: "a.example,b c" })).toThrow(/ALLOWED_HOSTS/);
  });

  it("gives the same answer from memory as when first asked", () => {
    const allows = check({ HOST: "127.0.0.1" });
    for (let i = 0; i < 3; i++) {
      expect(allows("localhost:3000")).toBe(true);
      expect(allows("evil.example:3000")).toBe(false);
    }
  });
});
