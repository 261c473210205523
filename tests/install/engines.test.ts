import { readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

// `npm install` must not warn EBADENGINE on the oldest Node that package.json promises (issue 24, point 15):
// every installed package's engines.node range has to accept that version.
const root = new URL("../../", import.meta.url);
const pkg = JSON.parse(readFileSync(new URL("package.json", root), "utf8")) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(new URL("package-lock.json", root), "utf8")) as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean; dev?: boolean }>;
};

describe("engines", () => {
  const oldest = semver.minVersion(pkg.engines.node);

  it("promises a Node version", () => {
    expect(oldest?.version).toBeTruthy();
  });

  it("installs without EBADENGINE on the oldest Node that package.json allows", () => {
    const refusing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      const range = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
      if (!path || !range || !semver.validRange(range)) continue;
      if (!semver.satisfies(oldest!, range)) refusing.push(`${path.replace(/^.*node_modules\//, "")} needs node ${range}`);
    }
    expect(refusing).toEqual([]);
  });
});
