import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createUser } from "../helpers/users";
import { arbitraryFor, operationsOf, type Operation } from "../helpers/openapi-arbitrary";

// ≥ 2,000 cases in CI across the whole OpenAPI document; the bench runs 20,000 (FUZZ_RUNS).
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 2400);
// Rendering procedural images is slow; its validation is fuzzed, its happy path is tested elsewhere.
const EXCLUDED = new Set(["POST /api/functions/generate-image"]);

let t: TestApp;
let token: string;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  token = (await createUser(t)).access_token;
  const doc = await (await t.request("/api/openapi.json")).json();
  operations = operationsOf(doc).filter((op) => !EXCLUDED.has(`${op.method} ${op.path}`));
});
afterAll(async () => t.close());

const pathParam = fc.oneof(fc.uuid(), fc.string({ maxLength: 20 }), fc.constant("..%2F..%2Fetc"), fc.constant("00000000-0000-0000-0000-000000000000"));

describe("fuzzing every endpoint of the OpenAPI document", () => {
  it("never answers 5xx, and every error uses the envelope", async () => {
    expect(operations.length).toBeGreaterThan(3);
    const runsPerOp = Math.max(20, Math.ceil(TOTAL_RUNS / operations.length));
    const failures: string[] = [];
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(
          arbitraryFor(op.body),
          fc.record(Object.fromEntries(Object.entries(op.query).map(([k, s]) => [k, fc.option(arbitraryFor(s), { nil: undefined })]))),
          fc.array(pathParam, { minLength: op.pathParams.length, maxLength: op.pathParams.length }),
          fc.boolean(),
          async (body, query, params, authed) => {
            let path = op.path;
            op.pathParams.forEach((name, i) => (path = path.replace(`{${name}}`, encodeURIComponent(String(params[i])))));
            const qs = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]));
            const url = qs.size ? `${path}?${qs}` : path;
            const res = await t.request(url, { method: op.method, token: authed ? token : undefined, ...(op.method === "GET" ? {} : { json: body }) });
            if (res.status >= 500) failures.push(`${op.method} ${url} → ${res.status} ${await res.text()}`);
            else if (res.status >= 400) {
              const envelope = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
              if (!envelope?.error?.message) failures.push(`${op.method} ${url} → ${res.status} without the error envelope`);
            }
          },
        ),
        { numRuns: runsPerOp },
      );
    }
    expect(failures.slice(0, 10)).toEqual([]);
  }, 600_000);
});
