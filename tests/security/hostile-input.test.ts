import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@/server/app";
import { createLogger } from "@/server/lib/logger";
import { messages } from "@/shared/messages";
import sharp from "sharp";
import { formWith, gifWithMetadata } from "../helpers/files";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createUser } from "../helpers/users";

/**
 * Issue 10, point 6: input that used to answer 500 (and one that logged user content), each replayed as an
 * attacker would send it. Every answer must be a 400 in the error envelope.
 */
const logLines: string[] = [];
const logSink = new Writable({
  write(chunk, _enc, done) {
    logLines.push(String(chunk));
    done();
  },
});

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ logger: createLogger("info", logSink) });
  token = (await createUser(t)).access_token;
});
afterAll(async () => t.close());

async function expect400(res: Response, label: string) {
  expect(res.status, label).toBe(400);
  const body = (await res.json()) as { error?: { code?: string; message?: string } };
  expect(body.error?.code, label).toEqual(expect.any(String));
  expect(body.error?.message, label).toEqual(expect.any(String));
  return body.error!;
}

const b64 = (s: string) => Buffer.from(s).toString("base64url");
const ZERO = "00000000-0000-0000-0000-000000000000";

describe("crafted list cursors", () => {
  // Each passed the old check (Date.parse and [0-9a-f-]{36}) and then failed inside PostgreSQL.
  const forged = [
    `1|${ZERO}`,
    `0|${ZERO}`,
    `+275760-09-13T00:00:00.000Z|${ZERO}`,
    `2024-02-30T00:00:00Z|${ZERO}`,
    `2024-01-01T00:00:00\u0000|${ZERO}`,
    `Tue, 01 Jan 2024 00:00:00 GMT|${ZERO}`,
    "2024-01-01T00:00:00Z|------------------------------------",
    `2024-01-01 00:00:00+00|${ZERO}|extra`,
  ];

  it.each(["/api/history", "/api/notes", "/api/documents"])("%s answers 400 invalid_cursor", async (path) => {
    for (const raw of forged) {
      const error = await expect400(await t.request(`${path}?cursor=${b64(raw)}`, { token }), `${path} ${JSON.stringify(raw)}`);
      expect(error).toMatchObject({ code: "invalid_cursor", message: messages.api.invalidCursor });
    }
  });

  it("still pages with the cursors the server hands out", async () => {
    for (let i = 0; i < 3; i++) {
      t.clock.advance(1000);
      expect((await t.request("/api/notes", { method: "POST", json: { title: `n${i}`, content: "x" }, token })).status).toBe(201);
    }
    const first = (await (await t.request("/api/notes?limit=2", { token })).json()) as { data: { title: string }[]; next_cursor: string };
    const second = (await (await t.request(`/api/notes?limit=2&cursor=${first.next_cursor}`, { token })).json()) as { data: { title: string }[] };
    expect([...first.data, ...second.data].map((n) => n.title)).toEqual(["n2", "n1", "n0"]);
  });
});

describe("JSON bodies PostgreSQL cannot store", () => {
  const withType = (contentType: string, body: string) =>
    t.request("/api/notes", { method: "POST", headers: { "content-type": contentType, authorization: `Bearer ${token}` }, body });

  it.each(["application/JSON", "application/vnd.api+json", "Application/Json; charset=utf-8", "application/json"])(
    "NUL in a %s body is a 400",
    async (contentType) => {
      const error = await expect400(await withType(contentType, JSON.stringify({ title: "a\u0000b", content: "x" })), contentType);
      expect(error).toMatchObject({ code: "invalid_characters", message: messages.api.nulCharacters });
    },
  );

  it("NUL in a metadata key is a 400", async () => {
    const res = await t.request("/api/history", { method: "POST", json: { content: "x", content_type: "general", metadata: { "a\u0000": 1 } }, token });
    expect(await expect400(res, "nul key")).toMatchObject({ code: "invalid_characters" });
  });

  it.each([
    ["objects", '{"a":'.repeat(5000) + "1" + "}".repeat(5000)],
    ["arrays", "[".repeat(5000) + "]".repeat(5000)],
  ])("metadata nested 5,000 deep (%s) is a 400", async (_kind, deep) => {
    const body = `{"content":"x","content_type":"general","metadata":{"d":${deep}}}`;
    const res = await t.request("/api/history", { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body });
    expect(await expect400(res, "deep")).toMatchObject({ code: "too_deep", message: messages.api.tooDeep });
  });

  it("ordinary nesting and brackets in text still pass", async () => {
    let nested: unknown = { leaf: "[[[{{{" };
    for (let i = 0; i < 10; i++) nested = { level: nested, list: [1, [2, [3]]] };
    const res = await t.request("/api/history", { method: "POST", json: { content: "[".repeat(200), content_type: "general", metadata: { nested } }, token });
    expect(res.status).toBe(201);
  });
});

describe("logs of failed queries", () => {
  it("keep the SQL and the error code but no user content", async () => {
    const secret = "Launch plan for ACME, do-not-log-7731";
    // The real app and error handler, plus one route whose query fails on user content, as a missed validation would.
    const app = createApp(t.deps);
    app.get("/__failing-query", async (c) => {
      await c.var.deps.database.db.execute(sql`select ${secret}::uuid, ${secret}::int`);
      return c.text("unreachable");
    });
    logLines.length = 0;
    const res = await app.request("/__failing-query");
    expect(res.status).toBe(500);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("internal_error");
    const logged = logLines.join("\n");
    expect(logged).toContain("unhandled error");
    expect(logged).toContain("22P02");
    expect(logged).toContain("::uuid");
    expect(logged).not.toContain("do-not-log-7731");
  });
});

describe("GIF metadata", () => {
  const secret = "GPS 51.50,-0.12 Private Person";
  const fetchStored = async (url: string) => {
    const u = new URL(url, "http://localhost");
    const res = await t.request(`${u.pathname}${u.search}`, { token });
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  };

  it.each([false, true])("analyze-image stores GIFs without their comment and XMP blocks (animated: %s)", async (animated) => {
    const gif = await gifWithMetadata(secret, animated);
    expect(gif.includes(secret)).toBe(true);
    const res = await t.request("/api/functions/analyze-image", {
      method: "POST",
      token,
      json: { images: [`data:image/gif;base64,${gif.toString("base64")}`], promptText: "Describe it", contentType: "social_media" },
    });
    expect(res.status).toBe(200);
    const { imageUrls } = (await res.json()) as { imageUrls: string[] };
    const stored = await fetchStored(imageUrls[0]);
    expect(stored.includes(secret)).toBe(false);
    expect(stored.includes("XMP DataXMP")).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("gif");
    expect(meta.pages ?? 1).toBe(animated ? 2 : 1);
  });

  it("uploads strip them the same way", async () => {
    const res = await t.request("/api/uploads", { method: "POST", token, body: formWith("files", [{ name: "a.gif", data: await gifWithMetadata(secret, true) }]) });
    expect(res.status).toBe(201);
    const { data: [image] } = (await res.json()) as { data: { url: string }[] };
    expect((await fetchStored(image.url)).includes(secret)).toBe(false);
  });
});
