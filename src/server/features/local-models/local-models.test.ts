/**
 * The embedded local model end to end: catalogue, download from a loopback host shaped like Hugging Face,
 * verification, registration as the default (replacing the template demo), streaming through the function
 * endpoint from a tiny GGUF the test writes, cancellation, a crashing model, deletion.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiUsage } from "@/server/db/schema";
import type { SessionDto } from "@/shared/contracts/auth";
import type { LocalModel, LocalRuntime } from "@/shared/contracts/local-models";
import type { AiModel, DefaultModel } from "@/shared/contracts/models";
import { messages } from "@/shared/messages";
import { startFakeModelHost, type FakeModelHost } from "../../../../tests/helpers/fake-model-host";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { tinyGguf } from "../../../../tests/helpers/tiny-gguf";
import { createUser } from "../../../../tests/helpers/users";
import { readSse } from "../functions/functions.test-app";

/** Tests that run the model start a child process (twice after a crash): slow on a busy machine. */
const MODEL_TIMEOUT = 90_000;
const endless = tinyGguf({ endless: true, seed: 11 });
const noBytes = tinyGguf({ withoutByteTokens: true });

let host: FakeModelHost;
let root: string;
let catalogFile: string;

beforeAll(async () => {
  host = await startFakeModelHost();
  root = mkdtempSync(path.join(tmpdir(), "cs-local-models-"));
  const entry = (id: string, file: Parameters<FakeModelHost["serve"]>[1]) => ({
    id,
    name: `Test ${id}`,
    description: "A tiny model with random weights.",
    url: host.serve(`test/${id}/resolve/main/${id}.gguf`, file),
    size_bytes: file.bytes.length,
    licence: "MIT",
  });
  catalogFile = path.join(root, "catalog.json");
  writeFileSync(
    catalogFile,
    JSON.stringify([
      entry("tiny-endless", { bytes: endless }),
      entry("tiny-no-bytes", { bytes: noBytes }),
      entry("tiny-cut", { bytes: endless.subarray(0, endless.length - 8192), noRedirect: true }),
      entry("tiny-bad-sum", { bytes: endless, linkedSha256: "a".repeat(64) }),
      // The host announces the file's true sha256; the catalogue pins another, and the pin wins.
      { ...entry("tiny-pinned", { bytes: endless }), sha256: "B".repeat(64) },
      entry("tiny-slow", { bytes: endless, pauseAfter: 65_536 }),
      entry("tiny-pause", { bytes: endless, pauseAfter: 65_536 }),
    ]),
  );
  // The first app of a worker migrates and seeds the template database: slow on a busy machine.
  await (await createTestApp()).close();
}, 180_000);
afterAll(async () => {
  await host.close();
  rmSync(root, { recursive: true, force: true });
});

async function localApp(name: string, maxTokens: number) {
  const t = await createTestApp({
    env: { DATA_DIR: path.join(root, name), LOCAL_MODELS_CATALOG: catalogFile, LOCAL_MODEL_THREADS: "1", LOCAL_MODEL_MAX_TOKENS: String(maxTokens) },
  });
  const admin = await createUser(t);
  const member = await createUser(t);
  return { t, admin, member };
}

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

function helpers(t: TestApp, admin: SessionDto) {
  const local = async (token = admin.access_token) => ((await (await t.request("/api/local-models", { token })).json()) as { data: LocalModel[] }).data;
  const one = async (id: string) => (await local()).find((m) => m.id === id)!;
  const download = async (id: string) => {
    const res = await t.request(`/api/local-models/${id}/download`, { method: "POST", token: admin.access_token });
    expect(res.status).toBe(202);
    await t.deps.services.localModels!.settled(id);
    return one(id);
  };
  const models = async () => ((await (await t.request("/api/models", { token: admin.access_token })).json()) as { data: AiModel[] }).data;
  const post = (modelId: string | undefined, init: RequestInit = {}) =>
    t.request("/api/functions/generate-text-post?stream=1", {
      method: "POST",
      token: admin.access_token,
      json: { textContent: "We opened a bakery in Leeds", promptText: "Write a warm post", modelId, contentType: "social_media" },
      ...init,
    });
  return { local, one, download, models, post, token: admin.access_token };
}

describe("local models with a short answer limit", () => {
  let t: TestApp;
  let admin: SessionDto;
  let member: SessionDto;
  let h: ReturnType<typeof helpers>;

  beforeAll(async () => {
    ({ t, admin, member } = await localApp("short", 48));
    h = helpers(t, admin);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it("lists the shipped catalogue and the configured extra models; only admins download", async () => {
    const list = await h.local(member.access_token);
    expect(list.find((m) => m.id === "qwen2.5-0.5b-instruct-q4_k_m")).toMatchObject({ status: "available", licence: "Apache-2.0", download: null, installed: null });
    expect(list.find((m) => m.id === "tiny-endless")).toMatchObject({ status: "available", size_bytes: endless.length, licence: "MIT" });
    const res = await t.request("/api/local-models/tiny-endless/download", { method: "POST", token: member.access_token });
    expect(res.status).toBe(403);
    expect((await t.request("/api/local-models/no-such-model/download", { method: "POST", token: admin.access_token })).status).toBe(404);
  });

  it("downloads, verifies and registers a model, which replaces the template demo as the default", async () => {
    const model = await h.download("tiny-endless");
    expect(model).toMatchObject({ status: "installed", download: null, installed: { file_bytes: endless.length, is_default: true, loaded: false } });
    const rows = await h.models();
    const row = rows.find((r) => r.provider === "local" && r.model_id === "tiny-endless")!;
    expect(row).toMatchObject({ id: model.installed!.model_row_id, type: "text", is_active: true, is_default: true, provider_configured: true });
    expect(rows.find((r) => r.model_id === "builtin-writer")?.is_default).toBe(false);
    const def = (await (await t.request("/api/models/default", { token: member.access_token })).json()) as DefaultModel;
    expect(def).toMatchObject({ provider: "local", model_id: "tiny-endless" });
    // Downloading it again is refused.
    const again = await t.request("/api/local-models/tiny-endless/download", { method: "POST", token: admin.access_token });
    expect(again.status).toBe(409);
  });

  it("streams tokens through the function endpoint and stops at the answer limit", async () => {
    const res = await h.post("tiny-endless");
    expect(res.status).toBe(200);
    const events = await readSse(res);
    const deltas = events.filter((e) => e.event === "delta");
    expect(deltas.length).toBeGreaterThan(3);
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect((done.data as { content: string }).content.length).toBeGreaterThan(0);
    await t.deps.services.ai!.drain();
    const [usage] = await t.database.db
      .select()
      .from(aiUsage)
      .where(and(eq(aiUsage.provider, "local"), eq(aiUsage.model, "tiny-endless")));
    expect(usage).toMatchObject({ outcome: "ok", tokensOut: 48 });

    const runtime = (await (await t.request("/api/local-models/runtime", { token: member.access_token })).json()) as LocalRuntime;
    expect(runtime).toMatchObject({ state: "idle", loaded_model_id: "tiny-endless", threads: 1, last_crash: null });
    expect(runtime.rss_bytes).toBeGreaterThan(endless.length);
    expect((await h.one("tiny-endless")).installed?.loaded).toBe(true);
  }, MODEL_TIMEOUT);

  it("uses the local model when a call names none, since it is the default", async () => {
    const events = await readSse(await h.post(undefined));
    expect(events.at(-1)?.event).toBe("done");
    await t.deps.services.ai!.drain();
    const rows = await t.database.db.select().from(aiUsage).where(eq(aiUsage.provider, "local"));
    expect(rows).toHaveLength(2);
  }, MODEL_TIMEOUT);

  it("refuses a download whose checksum differs from the published one, and a cut-off file", async () => {
    expect(await h.download("tiny-bad-sum")).toMatchObject({
      status: "failed",
      installed: null,
      download: { error: { code: "checksum_mismatch", message: messages.localModels.checksumMismatch } },
    });
    const cut = await h.download("tiny-cut");
    expect(cut).toMatchObject({ status: "failed", installed: null, download: { error: { code: "invalid_file" } } });
    expect(cut.download?.error?.message).toContain("the download is incomplete");
    expect(await h.download("tiny-pinned")).toMatchObject({
      status: "failed",
      download: { error: { code: "checksum_mismatch", message: messages.localModels.checksumMismatch } },
    });
    const rows = await h.models();
    expect(rows.some((r) => ["tiny-bad-sum", "tiny-cut", "tiny-pinned"].includes(r.model_id))).toBe(false);
    expect(existsSync(path.join(t.config.localModels.dir, "tiny-pinned.gguf"))).toBe(false);
  });

  it("refuses at install a file whose test load kills llama.cpp, with the reason, and keeps serving", async () => {
    const refused = await h.download("tiny-no-bytes");
    expect(refused).toMatchObject({ status: "failed", installed: null, download: { error: { code: "damaged_weights" } } });
    expect(refused.download?.error?.message).toMatch(/^The downloaded file failed its test load, so it was deleted: llama\.cpp stopped while loading it/);
    expect((await h.models()).some((r) => r.model_id === "tiny-no-bytes")).toBe(false);
    expect(existsSync(path.join(t.config.localModels.dir, "tiny-no-bytes.gguf"))).toBe(false);
    expect((await t.request("/api/health")).status).toBe(200);
  }, MODEL_TIMEOUT);

  it("cancels a running download and deletes what it fetched", async () => {
    const started = await t.request("/api/local-models/tiny-slow/download", { method: "POST", token: admin.access_token });
    expect(((await started.json()) as LocalModel).status).toBe("downloading");
    await host.paused("test/tiny-slow/resolve/main/tiny-slow.gguf");
    await expect.poll(async () => (await h.one("tiny-slow")).download?.received_bytes, { timeout: 10_000 }).toBe(65_536);
    const res = await t.request("/api/local-models/tiny-slow/download", { method: "DELETE", token: admin.access_token });
    expect(res.status).toBe(200);
    expect((await res.json()) as LocalModel).toMatchObject({ status: "available", download: null });
    expect(existsSync(path.join(t.config.localModels.dir, "tiny-slow.gguf.part"))).toBe(false);
  });

  it("pauses a running download, keeping its bytes, and resumes it from there", async () => {
    const hosted = "test/tiny-pause/resolve/main/tiny-pause.gguf";
    await t.request("/api/local-models/tiny-pause/download", { method: "POST", token: admin.access_token });
    await host.paused(hosted);
    await expect.poll(async () => (await h.one("tiny-pause")).download?.received_bytes, { timeout: 10_000 }).toBe(65_536);
    const member403 = await t.request("/api/local-models/tiny-pause/pause", { method: "POST", token: member.access_token });
    expect(member403.status).toBe(403);
    const res = await t.request("/api/local-models/tiny-pause/pause", { method: "POST", token: admin.access_token });
    expect(res.status).toBe(200);
    const paused = (await res.json()) as LocalModel;
    expect(paused).toMatchObject({ status: "interrupted", download: { received_bytes: 65_536, error: { code: "paused", message: messages.localModels.paused } } });
    expect(await h.one("tiny-pause")).toMatchObject({ status: "interrupted" });
    // The host now sends the rest without stopping; the stalled first transfer is let go.
    host.serve(hosted, { bytes: endless });
    host.release();
    expect(await h.download("tiny-pause")).toMatchObject({ status: "installed", installed: { file_bytes: endless.length, is_default: false } });
    expect(host.ranges(hosted).at(-1)).toBe("bytes=65536-");
  });

  it("keeps answering when a model crashes llama.cpp, and starts the process again for the next call", async () => {
    // A file put in place by hand (the test load refuses it as a download) only needs registering.
    writeFileSync(path.join(t.config.localModels.dir, "tiny-no-bytes.gguf"), noBytes);
    expect((await h.download("tiny-no-bytes")).status).toBe("installed");
    const res = await h.post("tiny-no-bytes");
    expect(res.status).toBe(502);
    expect(await errorOf(res)).toMatchObject({ code: "local_model_crashed", message: messages.localModels.crashed });
    expect((await t.request("/api/health")).status).toBe(200);
    const runtime = (await (await t.request("/api/local-models/runtime", { token: admin.access_token })).json()) as LocalRuntime;
    expect(runtime.last_crash?.message).toContain("The local model process stopped");

    const events = await readSse(await h.post("tiny-endless"));
    expect(events.filter((e) => e.event === "delta").length).toBeGreaterThan(3);
    expect(events.at(-1)?.event).toBe("done");
  }, MODEL_TIMEOUT);

  it("refuses to delete the default model, and deletes it once another model is the default", async () => {
    const refused = await t.request("/api/local-models/tiny-endless", { method: "DELETE", token: admin.access_token });
    expect(refused.status).toBe(422);
    expect(await errorOf(refused)).toMatchObject({ code: "default_model", message: messages.localModels.cannotDeleteDefault });
    expect((await t.request("/api/local-models/tiny-endless", { method: "DELETE", token: member.access_token })).status).toBe(403);

    const writer = (await h.models()).find((r) => r.model_id === "builtin-writer")!;
    expect((await t.request(`/api/models/${writer.id}/default`, { method: "POST", token: admin.access_token })).status).toBe(200);
    const res = await t.request("/api/local-models/tiny-endless", { method: "DELETE", token: admin.access_token });
    expect(res.status).toBe(200);
    expect((await res.json()) as LocalModel).toMatchObject({ status: "available", installed: null });
    expect((await h.models()).some((r) => r.model_id === "tiny-endless")).toBe(false);
    expect(existsSync(path.join(t.config.localModels.dir, "tiny-endless.gguf"))).toBe(false);
    // The model is gone from memory too.
    expect(((await (await t.request("/api/local-models/runtime", { token: admin.access_token })).json()) as LocalRuntime).loaded_model_id).toBeNull();
  });
});

describe("local models with no practical answer limit", () => {
  let t: TestApp;
  let h: ReturnType<typeof helpers>;

  beforeAll(async () => {
    const app = await localApp("long", 1_000_000);
    t = app.t;
    h = helpers(t, app.admin);
    expect((await h.download("tiny-endless")).status).toBe("installed");
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it("stops generating in the child when the client goes away", async () => {
    const client = new AbortController();
    const res = await h.post("tiny-endless", { signal: client.signal });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain("event: delta");
    const runtime = async () => ((await (await t.request("/api/local-models/runtime", { token: h.token })).json()) as LocalRuntime).state;
    expect(await runtime()).toBe("generating");
    client.abort();
    await reader.cancel().catch(() => undefined);
    // A million tokens would take many minutes: the process is idle again only because the generation stopped.
    await expect.poll(runtime, { timeout: 15_000 }).toBe("idle");
    await t.deps.services.ai!.drain();
    const [usage] = await t.database.db.select().from(aiUsage).where(eq(aiUsage.provider, "local"));
    expect(usage).toMatchObject({ outcome: "error", errorCode: "client_closed" });
  }, MODEL_TIMEOUT);
});
