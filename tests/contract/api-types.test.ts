import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";

/** The web client's types, generated from /api/openapi.json; `npm run api:types` rewrites the file. */
const FILE = path.resolve("src/web/lib/api-schema.gen.ts");
const HEADER = "// Generated from /api/openapi.json by openapi-typescript (npm run api:types). Do not edit.\n";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("the typed web client", () => {
  it("is generated from the current OpenAPI document (run `npm run api:types` after changing a contract)", async () => {
    const doc = await (await t.request("/api/openapi.json")).json();
    const generated = HEADER + astToString(await openapiTS(doc, { alphabetize: true }));
    if (process.env.UPDATE_API_TYPES === "1") writeFileSync(FILE, generated);
    expect(existsSync(FILE)).toBe(true);
    expect(readFileSync(FILE, "utf8") === generated, "src/web/lib/api-schema.gen.ts is stale: run npm run api:types").toBe(true);
  });

  it("is how the web calls the API, and every route it calls is in the OpenAPI document", async () => {
    const doc = (await (await t.request("/api/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>> };
    const calls = webApiCalls();
    // Every screen calls the API: far fewer calls found means the scan (or the client) changed, not the web.
    expect(calls.length).toBeGreaterThan(80);
    const missing = calls.filter(({ method, path }) => !doc.paths[path]?.[method.toLowerCase()]).map((c) => `${c.method} ${c.path} (${c.file})`);
    expect(missing, "the web calls routes the OpenAPI document does not describe").toEqual([]);
    // The old untyped helper (api.get<T>("/...")) and hand-built /api URLs are gone from the web.
    const untyped = calls.filter((c) => c.method === "UNTYPED").map((c) => `${c.path} (${c.file})`);
    expect(untyped, "web code calls /api without the typed client").toEqual([]);
  });
});

/** Every API call in src/web: typed client calls, typed streams, and any /api path handed to something else. */
function webApiCalls(): { method: string; path: string; file: string }[] {
  const calls: { method: string; path: string; file: string }[] = [];
  const files = readdirSync("src/web", { recursive: true, encoding: "utf8" }).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|\.gen\.ts$/.test(f));
  for (const rel of files) {
    const file = path.join("src/web", rel);
    const source = readFileSync(file, "utf8");
    for (const m of source.matchAll(/\bclient\.(GET|POST|PUT|PATCH|DELETE)\(\s*"([^"]+)"/g)) calls.push({ method: m[1], path: m[2], file });
    for (const m of source.matchAll(/\bstream(?:Route)?\(\s*"(\/api\/[^"]+)"/g)) calls.push({ method: "POST", path: m[1], file });
    for (const m of source.matchAll(/\bapi\.(?:get|post|put|patch|delete|upload|stream|fetch)\b\s*(?:<[^>]*>)?\(\s*["'`]([^"'`]*)/g)) calls.push({ method: "UNTYPED", path: m[1], file });
    for (const m of source.matchAll(/\bfetch\(\s*[`"'](\/api\/[^`"']*)/g)) if (!file.endsWith(path.join("lib", "auth", "session-store.ts"))) calls.push({ method: "UNTYPED", path: m[1], file });
  }
  return calls;
}
