/**
 * A generation reaches History without the web's help: the function's own request writes one item, owned by the
 * caller, with the fields History shows, and answers its id (in the JSON, or in the `done` event when streamed).
 * No test here calls /api/history to write.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { contentHistory } from "@/server/db/schema";
import { readSse, useBuiltinSuite } from "./functions.test-app";

const suite = useBuiltinSuite();
const { post } = suite;

const SOURCE = "Our bakery in Leeds now bakes sourdough every morning. We use local flour and a three-day ferment.";
const NOTE = { promptId: "p-1", promptName: "Launch post", modelName: "Built-in writer", additionalContext: "  Mention Leeds  ", imageCount: 0, rowType: "text" };

const rowsOf = (userId: string) =>
  suite.t.database.db.select().from(contentHistory).where(eq(contentHistory.userId, userId));
const rowById = async (id: string) => (await suite.t.database.db.select().from(contentHistory).where(eq(contentHistory.id, id)))[0];

describe("a generation writes its own History item", () => {
  it("generate-text-post (JSON) writes exactly one item for the caller and answers its id", async () => {
    const before = (await rowsOf(suite.user.user.id)).length;
    const res = await post("generate-text-post", { textContent: SOURCE, promptText: "Write an engaging post", contentType: "social_media", history: NOTE });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { content: string; history_id: string; history_error?: unknown };
    expect(body.history_error).toBeUndefined();
    expect(await rowsOf(suite.user.user.id)).toHaveLength(before + 1);
    const row = await rowById(body.history_id);
    expect(row).toMatchObject({ userId: suite.user.user.id, content: body.content, contentType: "social_media", originalContent: SOURCE });
    expect(row.metadata).toMatchObject({
      operation: "generate",
      promptId: "p-1",
      promptName: "Launch post",
      modelName: "Built-in writer",
      language: "en",
      contentType: "social_media",
      hasAdditionalContext: true,
      additionalContext: "Mention Leeds",
      originalTextLength: SOURCE.length,
      processingDetails: { rowType: "text" },
    });
    // The owner reads it through History; another user does not.
    expect((await suite.t.request(`/api/history/${body.history_id}`, { token: suite.user.access_token })).status).toBe(200);
    expect((await suite.t.request(`/api/history/${body.history_id}`, { token: suite.other.access_token })).status).toBe(404);
  });

  it("a streamed generation answers the id in its done event, after the item is written", async () => {
    const before = (await rowsOf(suite.user.user.id)).length;
    const res = await suite.t.request("/api/functions/adjust-post?stream=1", {
      method: "POST",
      token: suite.user.access_token,
      json: { originalPost: SOURCE, adjustmentNotes: " Make it shorter ", contentType: "newsletter", history: { ...NOTE, translation: true } },
    });
    const events = await readSse(res);
    const done = events.at(-1) as { event: string; data: { content: string; history_id: string } };
    expect(done.event).toBe("done");
    expect(await rowsOf(suite.user.user.id)).toHaveLength(before + 1);
    const row = await rowById(done.data.history_id);
    expect(row).toMatchObject({ userId: suite.user.user.id, content: done.data.content, contentType: "newsletter", originalContent: SOURCE });
    expect(row.metadata).toMatchObject({ operation: "translate", processingDetails: { rowType: "text", adjustmentNotes: "Make it shorter" } });
  });

  it("alternatives write one item each, in order; a result the row already has is not written twice", async () => {
    const res = await post("generate-alternatives", { textContent: SOURCE, count: 2, contentType: "article" });
    const body = (await res.json()) as { alternatives: string[]; history_ids: string[] };
    expect(body.history_ids).toHaveLength(2);
    for (const [i, id] of body.history_ids.entries()) {
      const row = await rowById(id);
      expect(row).toMatchObject({ userId: suite.user.user.id, content: body.alternatives[i], contentType: "article" });
      expect(row.metadata).toMatchObject({ operation: "alternative", processingDetails: { alternativeIndex: i + 1, totalAlternatives: 2 } });
    }

    const first = (await (await post("expand-content", { content: SOURCE, mode: "short", history: { expandTarget: "text" } })).json()) as {
      expandedContent: string;
      history_id: string;
    };
    expect((await rowById(first.history_id)).metadata).toMatchObject({ operation: "expand", processingDetails: { mode: "short", target: "text" } });
    const count = (await rowsOf(suite.user.user.id)).length;
    // The same expansion again (deterministic here) on a row that already holds it as a version.
    const again = (await (await post("expand-content", { content: SOURCE, mode: "short", history: { versionIds: [first.history_id] } })).json()) as {
      expandedContent: string;
      history_id: string;
    };
    if (again.expandedContent === first.expandedContent) {
      expect(again.history_id).toBe(first.history_id);
      expect(await rowsOf(suite.user.user.id)).toHaveLength(count);
    } else expect(await rowsOf(suite.user.user.id)).toHaveLength(count + 1);
  });

  it("repurpose writes one item per target, linked to the caller's source item only", async () => {
    const mine = (await (await post("generate-text-post", { textContent: SOURCE, promptText: "Write a post" })).json()) as { history_id: string };
    const theirs = (await (await post("generate-text-post", { textContent: SOURCE, promptText: "Write a post" }, suite.other.access_token)).json()) as {
      history_id: string;
    };
    const run = async (sourceHistoryId: string) => {
      const res = await post("repurpose", { text: SOURCE, targets: ["linkedin_post", "x_thread"], history: { sourceHistoryId } });
      expect(res.status).toBe(200);
      return (await res.json()) as { results: { target: string; content: string; history_id: string }[] };
    };
    const linked = await run(mine.history_id);
    expect(linked.results).toHaveLength(2);
    for (const item of linked.results) {
      const row = await rowById(item.history_id);
      expect(row).toMatchObject({ userId: suite.user.user.id, content: item.content, originalContent: SOURCE });
      expect(row.metadata).toMatchObject({ operation: "repurpose", target: item.target, sourceHistoryId: mine.history_id });
    }
    const foreign = await run(theirs.history_id);
    expect((await rowById(foreign.results[0].history_id)).metadata).toMatchObject({ sourceHistoryId: null });
  });
});

describe("a failed History write", () => {
  const db = () => suite.t.database.db;
  afterEach(async () => {
    await db().execute(sql`alter table content_history drop constraint if exists refuse_writes`);
  });

  it("still answers the text and says the save failed, with the entry to save by hand", async () => {
    await db().execute(sql`alter table content_history add constraint refuse_writes check (false) not valid`);
    const before = (await rowsOf(suite.user.user.id)).length;

    const res = await post("generate-text-post", { textContent: SOURCE, promptText: "Write an engaging post", history: NOTE });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { content: string; history_id: null; history_error: { code: string; message: string; entries: { content: string }[] } };
    expect(body.content.length).toBeGreaterThan(40);
    expect(body.history_id).toBeNull();
    expect(body.history_error).toMatchObject({ code: "history_not_saved", message: "The result was not saved to History" });
    expect(body.history_error.entries).toEqual([expect.objectContaining({ content: body.content, content_type: "general", original_content: SOURCE })]);

    const streamed = await readSse(
      await suite.t.request("/api/functions/expand-content?stream=1", { method: "POST", token: suite.user.access_token, json: { content: SOURCE, mode: "short" } }),
    );
    const done = streamed.at(-1) as { event: string; data: { expandedContent: string; history_id: null; history_error: { code: string } } };
    expect(done.event).toBe("done");
    expect(done.data.expandedContent.length).toBeGreaterThan(0);
    expect(done.data).toMatchObject({ history_id: null, history_error: { code: "history_not_saved" } });
    expect(await rowsOf(suite.user.user.id)).toHaveLength(before);

    // The web's retry saves the entry the answer carried, through the same service.
    await db().execute(sql`alter table content_history drop constraint refuse_writes`);
    const saved = await suite.t.request("/api/history", { method: "POST", token: suite.user.access_token, json: body.history_error.entries[0] });
    expect(saved.status).toBe(201);
    const row = await db().select().from(contentHistory).where(and(eq(contentHistory.userId, suite.user.user.id), eq(contentHistory.content, body.content)));
    expect(row[0]?.metadata).toMatchObject({ operation: "generate", promptName: "Launch post" });
  });
});
