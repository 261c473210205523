import { existsSync, readFileSync, writeFileSync } from "node:fs";
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
});
