import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readersRunning } from "@/server/features/documents/parse-in-worker";
import { DOCUMENTS } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { docxBomb, docxWithText, formWith, manyPagePdf } from "../helpers/files";
import { serveOverHttp } from "../helpers/serve-http";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createUser } from "../helpers/users";

/**
 * Issue 10, point 5: documents that stopped the server. The app is served over real HTTP (as in production),
 * so a blocked event loop would leave the health checks below unanswered until the upload ends.
 */
let t: TestApp;
let http: Awaited<ReturnType<typeof serveOverHttp>> | undefined;
let base: string;
let token: string;
const MB = 1024 * 1024;
// Deflating 256 MB takes a moment: each bomb is made once.
const bombs = new Map<number | undefined, Buffer>();
const bomb = (declared?: number) => bombs.get(declared) ?? bombs.set(declared, docxBomb(256 * MB, declared)).get(declared)!;

beforeAll(async () => {
  t = await createTestApp();
  token = (await createUser(t)).access_token;
  http = await serveOverHttp(t);
  base = http.base;
});
afterAll(async () => {
  await http?.close();
  await t?.close();
});

const upload = (name: string, data: Uint8Array) =>
  fetch(`${base}/api/documents`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: formWith("file", [{ name, data }]) });

/**
 * Polls /api/health over HTTP for as long as `work` is pending, and counts the answers sent and received while a
 * document reader was running: a parse that held the event loop would leave none.
 */
async function healthDuring(work: Promise<Response>) {
  let pending = true;
  const settled = work.finally(() => {
    pending = false;
  });
  const statuses: number[] = [];
  let answeredDuring = 0;
  while (pending) {
    const readingBefore = readersRunning() > 0;
    const res = await fetch(`${base}/api/health`);
    statuses.push(res.status);
    await res.body?.cancel();
    if (readingBefore && readersRunning() > 0) answeredDuring += 1;
  }
  return { res: await settled, statuses, answeredDuring };
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

async function storedDocuments(): Promise<unknown[]> {
  return ((await (await fetch(`${base}/api/documents`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: unknown[] }).data;
}

describe("documents that used to stop the server", () => {
  it("a 20,000-page PDF is refused with a 422 naming the page cap, and health answers while it is read", async () => {
    const pdf = manyPagePdf(20_000);
    const before = (await storedDocuments()).length;
    const { res, statuses, answeredDuring } = await healthDuring(upload("huge.pdf", pdf));
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toEqual(
      expect.objectContaining({ code: "too_many_pages", message: messages.documents.tooManyPages(20_000, DOCUMENTS.maxPages) }),
    );
    expect(answeredDuring).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect((await storedDocuments()).length).toBe(before);
  });

  it("a PDF at the page cap is read in full off the event loop while health keeps answering", async () => {
    const { res, statuses, answeredDuring } = await healthDuring(upload("long.pdf", manyPagePdf(DOCUMENTS.maxPages, "Chapter line")));
    expect(res.status).toBe(201);
    const doc = (await res.json()) as { status: string; extracted_text: string };
    expect(doc.status).toBe("ready");
    expect(doc.extracted_text.match(/Chapter line/g)).toHaveLength(DOCUMENTS.maxPages);
    expect(answeredDuring).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it.each([
    ["declaring its size", undefined],
    ["lying about its size", 4096],
  ])("a DOCX that inflates to 256 MB (%s) is refused before it is read", async (_label, declared) => {
    expect(bomb(declared).byteLength).toBeLessThan(MB);
    const { res, statuses, answeredDuring } = await healthDuring(upload("bomb.docx", bomb(declared)));
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toEqual({
      code: "inflated_too_large",
      message: messages.documents.inflatesTooLarge(DOCUMENTS.maxInflatedBytes / MB),
      request_id: expect.any(String),
    });
    expect(answeredDuring).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it("six bombs at once are all refused and the server still answers", async () => {
    let statusesOfBombs: number[] = [];
    const all = Promise.all(Array.from({ length: 6 }, () => upload("bomb.docx", bomb(4096)))).then((list) => {
      statusesOfBombs = list.map((r) => r.status);
      return list[0];
    });
    const { statuses, answeredDuring } = await healthDuring(all);
    expect(statusesOfBombs).toEqual([422, 422, 422, 422, 422, 422]);
    expect(answeredDuring).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    // One user's readers take turns (DOCUMENT_PARSE_PER_USER): six bombs are refused one after another.
  }, 120_000);

  it("a reader past its deadline is killed and answered with a 422", async () => {
    const limits = t.config.documents;
    const saved = limits.timeoutMs;
    limits.timeoutMs = 50; // shorter than starting a worker at all: the deadline always passes first
    try {
      const res = await upload("slow.pdf", manyPagePdf(DOCUMENTS.maxPages));
      expect(res.status).toBe(422);
      expect(await errorOf(res)).toMatchObject({ code: "parse_timeout", message: messages.documents.tooSlow(0) });
    } finally {
      limits.timeoutMs = saved;
    }
  });

  it("a reader past its memory limit is stopped and answered with a 422", async () => {
    const limits = t.config.documents;
    const saved = limits.memoryMb;
    limits.memoryMb = 32;
    try {
      const res = await upload("big.docx", docxBomb(48 * MB));
      expect(res.status).toBe(422);
      expect(await errorOf(res)).toMatchObject({ code: "parse_out_of_memory", message: messages.documents.tooMuchMemory });
    } finally {
      limits.memoryMb = saved;
    }
    // The server is fine, and so are the next readers.
    const ok = await upload("brief.docx", docxWithText(["Still reading documents"]));
    expect(ok.status).toBe(201);
    expect(((await ok.json()) as { extracted_text: string }).extracted_text).toBe("Still reading documents");
  });
});
