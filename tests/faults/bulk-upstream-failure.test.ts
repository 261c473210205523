import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bulkReport, rateLimitDelayMs, runBulk } from "@/web/features/content/lib/bulk-scheduler";
import { messages } from "@/shared/messages";
import { createProviderTestApp, type ProviderTestApp } from "../../src/server/features/functions/functions.test-app";
import { startFakeOpenAI, type FakeOpenAI } from "../helpers/fake-openai";

/**
 * The AI upstream fails in the middle of a bulk generation: the rows it could not write fail with a clear
 * message and keep their text, the others are done, and running the failed rows again succeeds.
 */
describe("the AI upstream failing during a bulk generation", () => {
  let fake: FakeOpenAI;
  let p: ProviderTestApp;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    p = await createProviderTestApp(fake);
  });
  afterAll(async () => {
    await p.t.close();
    await fake.close();
  });

  const rows = Array.from({ length: 8 }, (_, i) => ({ id: String(i + 1), text: `Row ${i + 1}: our spring launch` }));
  const generate = async (row: { text: string }) => {
    const res = await p.t.request("/api/functions/generate-text-post", { method: "POST", token: p.admin.access_token, json: { textContent: row.text, promptText: "Write a post.", modelId: p.model.id, contentType: "social_media" } });
    const body = (await res.json()) as { content?: string; error?: { message: string } };
    if (!res.ok) throw Object.assign(new Error(body.error?.message ?? "failed"), { status: res.status });
    return body.content!;
  };
  const options = { concurrency: 4, run: generate, retryDelayMs: rateLimitDelayMs, maxRetries: 3, sleep: async () => {} };

  it("fails only the rows the upstream could not answer, with a clear message, and a retry succeeds", async () => {
    // The first three calls succeed, then the upstream breaks (every retry of the gateway fails too).
    fake.script({ kind: "reply", text: "Post one." }, { kind: "reply", text: "Post two." }, { kind: "reply", text: "Post three." });
    fake.setDefault({ kind: "status", status: 500, message: "upstream exploded" });
    const outcomes = await runBulk({ ...options, items: rows });

    const ok = outcomes.filter((o) => o.ok);
    const failed = outcomes.filter((o) => !o.ok);
    expect(ok).toHaveLength(3);
    expect(failed).toHaveLength(5);
    for (const f of failed) {
      const message = (f as { error: Error }).error.message;
      expect(message).not.toMatch(/exploded|stack|Error:/);
      expect(message.length).toBeGreaterThan(10);
      // The row is untouched: the caller still has its text to try again.
      expect(f.item.text).toMatch(/^Row \d: our spring launch$/);
    }
    const report = bulkReport(outcomes, { failure: (row, e) => messages.generation.failedToProcess(row.id, (e as Error).message), partial: messages.generation.partialSuccess, none: messages.generation.failedAny });
    expect(report.summary).toEqual({ level: "warning", message: "Some content could not be processed, but others completed successfully." });
    expect(report.failures[0]).toMatch(/^Failed to process content \d: /);

    // The upstream recovers: the failed rows go through.
    fake.setDefault({ kind: "reply", text: "Recovered post." });
    const retried = await runBulk({ ...options, items: failed.map((f) => f.item) });
    expect(retried.every((o) => o.ok)).toBe(true);
  });
});
