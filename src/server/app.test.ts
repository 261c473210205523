import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("API foundations", () => {
  it("answers health with the database kind", async () => {
    const res = await t.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: process.env.TEST_DATABASE_URL ? "postgres" : "pglite" });
  });

  it("sets security headers and a request id", async () => {
    const res = await t.request("/api/health");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("x-request-id")).toMatch(/\S+/);
  });

  it("answers unknown API paths with the error envelope", async () => {
    const res = await t.request("/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: "not_found", message: "Not found" } });
  });

  it("answers malformed JSON with 400 and oversized bodies with 413", async () => {
    const bad = await t.request("/api/auth/signup", { method: "POST", body: "{nope", headers: { "content-type": "application/json" } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toMatch(/invalid_json|bad_request|validation_error/);
    const big = await t.request("/api/auth/signup", { method: "POST", json: { email: "a@b.co", password: "x".repeat(2 * 1024 * 1024) } });
    expect(big.status).toBe(413);
    expect((await big.json()).error.code).toBe("payload_too_large");
  });

  it("publishes the OpenAPI document and a docs page", async () => {
    const doc = await (await t.request("/api/openapi.json")).json();
    expect(doc.openapi).toBe("3.0.3");
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/auth/signup", "/api/auth/token", "/api/health"]));
    const page = await t.request("/api/docs");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("/api/auth/signup");
  });

  it("keeps CORS closed unless origins are configured", async () => {
    const res = await t.request("/api/health", { headers: { origin: "https://evil.example" } });
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });
});
