import { Hono } from "hono";
import { TrieRouter } from "hono/router/trie-router";
import { describe, expect, it } from "vitest";
import { CACHED_PATH_MAX, CachedRouter } from "./cached-router";

describe("CachedRouter", () => {
  it("matches static and parameter routes side by side, as the app's routes are", async () => {
    const app = new Hono({ router: new CachedRouter() });
    app.get("/api/prompts/stats", (c) => c.text("stats"));
    app.get("/api/prompts/:id", (c) => c.text(`one ${c.req.param("id")}`));
    for (let i = 0; i < 2; i++) {
      expect(await (await app.request("/api/prompts/stats")).text()).toBe("stats");
      expect(await (await app.request("/api/prompts/a1")).text()).toBe("one a1");
      expect(await (await app.request("/api/prompts/b2")).text()).toBe("one b2");
    }
  });

  it("does not remember very long paths (their memory is the sender's choice)", () => {
    const inner = new TrieRouter<string>();
    let calls = 0;
    const counting = { name: "counting", add: inner.add.bind(inner), match: (m: string, p: string) => (calls++, inner.match(m, p)) };
    const router = new CachedRouter<string>(counting);
    router.add("GET", "/items/:id", "item");
    const long = `/items/${"x".repeat(CACHED_PATH_MAX)}`;
    expect(router.match("GET", long)[0][0][0]).toBe("item");
    router.match("GET", long);
    expect(calls).toBe(2);
  });

  it("answers a repeated path from memory, and keeps at most its bound", () => {
    const inner = new TrieRouter<string>();
    let calls = 0;
    const counting = { name: "counting", add: inner.add.bind(inner), match: (m: string, p: string) => (calls++, inner.match(m, p)) };
    const router = new CachedRouter<string>(counting, 2);
    router.add("GET", "/items/:id", "item");
    const first = router.match("GET", "/items/1");
    expect(router.match("GET", "/items/1")).toBe(first);
    expect(calls).toBe(1);
    router.match("GET", "/items/2");
    router.match("GET", "/items/3"); // evicts /items/1
    router.match("GET", "/items/1");
    expect(calls).toBe(4);
    expect(router.match("POST", "/items/1")[0]).toEqual([]);
  });
});
