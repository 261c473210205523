/** content_history has one writer: only history.repository.ts writes it, and only the history service calls it. */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../../..");
const SERVER = join(ROOT, "server");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = sources(SERVER).map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, "utf8") }));

describe("the one writer of content_history", () => {
  it("only the history repository inserts, updates or deletes its rows", () => {
    const writers = files.filter((f) => /\.(insert|update|delete)\(\s*contentHistory\b/.test(f.text) || /\b(insert into|update|delete from)\s+content_history\b/i.test(f.text));
    expect(writers.map((f) => f.path)).toEqual(["server/features/history/history.repository.ts"]);
  });

  it("only the history service (and the routes' reads) use the history repository", () => {
    const users = files.filter((f) => /createHistoryRepository\(/.test(f.text)).map((f) => f.path);
    expect(users.sort()).toEqual(["server/features/history/history.repository.ts", "server/features/history/history.routes.ts", "server/features/history/history.service.ts"]);
    // The routes read through the repository and write through the service.
    const routes = files.find((f) => f.path.endsWith("history/history.routes.ts"))!.text;
    expect(routes).not.toMatch(/repoOf\(c\)\.(create|update|remove|removeMany)\(/);
  });
});
