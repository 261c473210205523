import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { BODY_RULES, bodyRuleKeyOf, bodyRuleOf } from "./body-limits";

const KB = 1024;

let t: TestApp;
/** Every route of the app that may take a body, as `METHOD /path` with Hono's :params. */
let routes: string[];
beforeAll(async () => {
  t = await createTestApp();
  routes = [...new Set(t.app.routes.filter((r) => !["GET", "HEAD", "ALL"].includes(r.method)).map((r) => `${r.method} ${r.path}`))];
});
afterAll(async () => t.close());

const fallback = (key: string) => /^[A-Z]+ \/api\/\*$/.test(key);

describe("the body limits table", () => {
  it("names only routes that exist, each reached by its own row", () => {
    for (const [key] of BODY_RULES) {
      if (fallback(key)) continue;
      const [method] = key.split(" ");
      const matched = routes.filter((r) => r.startsWith(`${method} `) && bodyRuleKeyOf(method, r.slice(method.length + 1)) === key);
      expect(matched, key).not.toEqual([]);
    }
    expect(new Set(BODY_RULES.map(([key]) => key)).size).toBe(BODY_RULES.length);
  });

  it("lets visitors send bodies to the auth endpoints and a review link's comments only, and to nothing else", () => {
    const open = routes.filter((r) => {
      const [method, path] = r.split(" ");
      return bodyRuleOf(method, path).access === "public";
    });
    expect(open.sort()).toEqual(["POST /api/auth/logout", "POST /api/auth/recover", "POST /api/auth/signup", "POST /api/auth/token", "POST /api/auth/verify", "POST /api/review/:token/comments"]);
    expect(bodyRuleOf("PUT", "/api/auth/user").access).toBe("user");
    expect(bodyRuleOf("POST", "/api/no-such-route")).toEqual({ access: "user", maxBytes: 16 * KB });
  });

  it("gives text functions kilobytes and only images and files megabytes", () => {
    const limit = (key: string) => {
      const [method, path] = key.split(" ");
      return bodyRuleOf(method, path).maxBytes;
    };
    // History keeps two texts of 100,000 characters and metadata: 1.3 MB at six bytes a character.
    const large = routes.filter((r) => limit(r) > 2 * 1024 * KB).sort();
    // A draft is a content page's whole row (its versions of a long article): its schema caps it at 1,000,000 characters.
    expect(large).toEqual(["PATCH /api/drafts/:id", "POST /api/documents", "POST /api/drafts", "POST /api/functions/analyze-image", "POST /api/uploads"]);
    expect(limit("POST /api/functions/generate-text-post")).toBeLessThan(1024 * KB);
    expect(limit("POST /api/auth/signup")).toBe(16 * KB);
    expect(limit("PATCH /api/notes/0b5e6f3c-1d2a-4b7c-9e8f-123456789abc")).toBe(limit("POST /api/notes"));
  });
});
