/**
 * Stop (issue 24): a client that goes away ends the upstream call too. Over real HTTP (the request's abort comes
 * from the socket, as in production) against the fake OpenAI-compatible upstream, which counts the requests whose
 * caller closed the connection before the answer was complete.
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { aiUsage } from "@/server/db/schema";
import { serveOverHttp } from "../../../../tests/helpers/serve-http";
import { useProviderSuite } from "./functions.test-app";

const suite = useProviderSuite();
let http: Awaited<ReturnType<typeof serveOverHttp>>;

beforeEach(async () => {
  // A deadline far beyond the test: only the client going away can end the upstream call here.
  await suite.replaceApp({ gateway: { timeouts: { textMs: 120_000, imageMs: 120_000 } } });
  http = await serveOverHttp(suite.app.t);
});
afterEach(async () => {
  await http.close();
});

const call = (path: string, json: unknown, signal: AbortSignal) =>
  fetch(`${http.base}/api/functions/${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${suite.app.admin.access_token}`, "content-type": "application/json" },
    body: JSON.stringify(json),
    signal,
  });

/** Never resolves: the upstream keeps the answer open until its caller goes. */
const never = new Promise<void>(() => {});

describe("a client that disconnects aborts the upstream call", () => {
  it("a streamed generation: the upstream sees its connection closed once the browser stops reading", async () => {
    suite.fake.script({ kind: "gated", head: "The first half of a post ", tail: "that is never sent.", release: never });
    const abort = new AbortController();
    const res = await call("generate-text-post?stream=1", { textContent: "Bakery opening", promptText: "Write a post", modelId: "default" }, abort.signal);
    expect(res.status).toBe(200);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let seen = "";
    while (!seen.includes("event: delta")) seen += (await reader.read()).value ?? "";
    expect(seen).toContain("The first half");
    expect(suite.fake.closedEarly).toBe(0);

    abort.abort();
    await vi.waitFor(() => expect(suite.fake.closedEarly).toBe(1), { timeout: 3000 });
    // Recorded as the client's doing, not as a failing connection.
    await vi.waitFor(async () => {
      await suite.app.t.deps.services.ai!.drain();
      const rows = await suite.app.t.database.db.select().from(aiUsage).where(eq(aiUsage.provider, "openai-compatible"));
      expect(rows.map((row) => row.errorCode)).toEqual(["client_closed"]);
    });
  });

  it("a whole answer (headlines, SEO) that has not come yet: the upstream call is aborted too", async () => {
    suite.fake.script({ kind: "slow", delayMs: 30_000, text: "{}" });
    const abort = new AbortController();
    const pending = call("generate-headlines", { textContent: "Bakery opening in Leeds", count: 3, modelId: "default" }, abort.signal).catch((err: unknown) => err);
    await vi.waitFor(() => expect(suite.fake.requests).toHaveLength(1), { timeout: 5000 });
    expect(suite.fake.closedEarly).toBe(0);
    abort.abort();
    expect(await pending).toBeInstanceOf(Error);
    await vi.waitFor(() => expect(suite.fake.closedEarly).toBe(1), { timeout: 3000 });
  });
});
