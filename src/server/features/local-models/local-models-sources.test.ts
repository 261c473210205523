/**
 * Models held to what their source promises (issue 24 point 5): a file of another size than the catalogue's
 * is refused before it is kept, a hub file is held to the hub's size and sha256, any GGUF can be added by its
 * address (private hosts refused unless the test switch allows them), and a download a stopped server left
 * unfinished resumes from its partial file when the server starts again. No model runs here.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionDto } from "@/shared/contracts/auth";
import type { HubFileList, HubRepoList, LocalModel } from "@/shared/contracts/local-models";
import type { AiModel } from "@/shared/contracts/models";
import { messages } from "@/shared/messages";
import { startFakeModelHost, type FakeModelHost } from "../../../../tests/helpers/fake-model-host";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { tinyGguf } from "../../../../tests/helpers/tiny-gguf";
import { createUser } from "../../../../tests/helpers/users";

const tiny = tinyGguf({ seed: 5 });
const QWEN_SIZE = 397_808_192;
const HUB_REPO = "tester/Tiny-Chat-GGUF";
const HUB_FILE = "Tiny-Chat-Q4_K_M.gguf";

let host: FakeModelHost;
let root: string;
let catalogFile: string;

beforeAll(async () => {
  host = await startFakeModelHost();
  root = mkdtempSync(path.join(tmpdir(), "cs-local-sources-"));
  // A mirror that serves the tiny file at the Qwen2.5 0.5B path: the catalogue says 398 MB.
  host.serve("bartowski/Qwen2.5-0.5B-Instruct-GGUF/resolve/main/Qwen2.5-0.5B-Instruct-Q4_K_M.gguf", { bytes: tiny });
  host.serve("test/held/resolve/main/held.gguf", { bytes: tiny, pauseAfter: 65_536 });
  host.serve("files/by-url.gguf", { bytes: tiny });
  host.serve("files/readme.txt", { bytes: Buffer.from("hello") });
  host.repo(HUB_REPO, { [HUB_FILE]: { bytes: tiny }, "Tiny-Chat-Q8_0.gguf": { bytes: tiny, linkedSha256: null } }, { "README.md": 120 });
  // The hub lists one sha256 and the bytes have another (the file changed, or a mirror swapped it).
  host.repo("tester/Swapped-GGUF", { "Swapped.gguf": { bytes: tiny, listedSha256: "c".repeat(64), linkedSha256: null } });
  host.repo("tester/Damaged-GGUF", { "Damaged.gguf": { bytes: Buffer.concat([tiny.subarray(0, 4000), Buffer.alloc(tiny.length - 4000, 7)]) } });
  catalogFile = path.join(root, "catalog.json");
  writeFileSync(
    catalogFile,
    JSON.stringify([{ id: "held", name: "Held", url: host.serve("test/held/resolve/main/held.gguf", { bytes: tiny, pauseAfter: 65_536 }), size_bytes: tiny.length }]),
  );
  await (await createTestApp()).close();
}, 180_000);
afterAll(async () => {
  await host.close();
  rmSync(root, { recursive: true, force: true });
});

async function app(name: string, env: Record<string, string> = {}) {
  const t = await createTestApp({
    env: { DATA_DIR: path.join(root, name), LOCAL_MODELS_BASE_URL: host.url, HF_HUB_URL: host.url, LOCAL_MODELS_CATALOG: catalogFile, ...env },
  });
  return t;
}

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe("model sources", () => {
  let t: TestApp;
  let admin: SessionDto;
  let member: SessionDto;

  beforeAll(async () => {
    t = await app("sources", { PUBLISH_ALLOW_PRIVATE_HOSTS: "true" });
    admin = await createUser(t);
    member = await createUser(t);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const one = async (id: string) =>
    ((await (await t.request("/api/local-models", { token: admin.access_token })).json()) as { data: LocalModel[] }).data.find((m) => m.id === id);
  const models = async () => ((await (await t.request("/api/models", { token: admin.access_token })).json()) as { data: AiModel[] }).data;

  it("refuses a file of another size than the catalogue lists, keeping nothing", async () => {
    const id = "qwen2.5-0.5b-instruct-q4_k_m";
    expect((await t.request(`/api/local-models/${id}/download`, { method: "POST", token: admin.access_token })).status).toBe(202);
    await t.deps.services.localModels!.settled(id);
    const model = await one(id);
    expect(model).toMatchObject({ status: "failed", installed: null, download: { error: { code: "size_mismatch" } } });
    expect(model!.download!.error!.message).toBe(messages.localModels.sizeNotCatalogued(`${Math.round(tiny.length / 1024)} KB`, "380 MB"));
    expect(QWEN_SIZE).toBe(model!.size_bytes);
    expect(existsSync(path.join(t.config.localModels.dir, `${id}.gguf.part`))).toBe(false);
    expect(existsSync(path.join(t.config.localModels.dir, `${id}.gguf`))).toBe(false);
    expect((await models()).some((m) => m.model_id === id)).toBe(false);
  });

  it("searches the hub, lists a repository's GGUF files with sizes, and installs one held to the hub's checksum", async () => {
    expect((await t.request("/api/local-models/hub/search?q=tiny", { token: member.access_token })).status).toBe(403);
    const search = (await (await t.request("/api/local-models/hub/search?q=tiny%20chat", { token: admin.access_token })).json()) as HubRepoList;
    expect(search.data).toEqual([{ repo: HUB_REPO, downloads: 1200, likes: 7 }]);
    const files = (await (await t.request(`/api/local-models/hub/files?repo=${encodeURIComponent(HUB_REPO)}`, { token: admin.access_token })).json()) as HubFileList;
    expect(files.data.map((f) => [f.path, f.size_bytes])).toEqual([
      [HUB_FILE, tiny.length],
      ["Tiny-Chat-Q8_0.gguf", tiny.length],
    ]);
    expect(files.data[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    const missing = await t.request("/api/local-models/hub/files?repo=tester/nothing", { token: admin.access_token });
    expect(missing.status).toBe(502);
    expect((await errorOf(missing)).message).toBe(messages.localModels.hubNotFound(new URL(host.url).host));

    const res = await t.request("/api/local-models/hub", { method: "POST", token: admin.access_token, json: { repo: HUB_REPO, file: HUB_FILE } });
    expect(res.status).toBe(202);
    const started = (await res.json()) as LocalModel;
    expect(started).toMatchObject({ id: "tiny-chat-q4_k_m", source: "hub", size_bytes: tiny.length });
    await t.deps.services.localModels!.settled(started.id);
    expect(await one(started.id)).toMatchObject({ status: "installed", installed: { file_bytes: tiny.length } });
    expect((await models()).find((m) => m.model_id === started.id)).toMatchObject({ provider: "local", type: "text" });
  });

  it("refuses a hub file whose weights are damaged at install, before it is registered", async () => {
    const res = await t.request("/api/local-models/hub", { method: "POST", token: admin.access_token, json: { repo: "tester/Damaged-GGUF", file: "Damaged.gguf" } });
    expect(res.status).toBe(202);
    await t.deps.services.localModels!.settled("damaged");
    const model = await one("damaged");
    expect(model).toMatchObject({ status: "failed", installed: null, download: { error: { code: "invalid_file" } } });
    expect((await models()).some((m) => m.model_id === "damaged")).toBe(false);
  });

  it("refuses a hub file whose bytes do not match the sha256 the hub lists, keeping nothing", async () => {
    const res = await t.request("/api/local-models/hub", { method: "POST", token: admin.access_token, json: { repo: "tester/Swapped-GGUF", file: "Swapped.gguf" } });
    expect(res.status).toBe(202);
    await t.deps.services.localModels!.settled("swapped");
    expect(await one("swapped")).toMatchObject({
      status: "failed",
      installed: null,
      download: { error: { code: "checksum_mismatch", message: messages.localModels.checksumMismatch } },
    });
    expect(existsSync(path.join(t.config.localModels.dir, "swapped.gguf"))).toBe(false);
    expect((await models()).some((m) => m.model_id === "swapped")).toBe(false);
  });

  it("installs any GGUF by its address, refuses other files, and forgets an added model when it is deleted", async () => {
    const bad = await t.request("/api/local-models/by-url", { method: "POST", token: admin.access_token, json: { url: `${host.url}/files/readme.txt` } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe(messages.localModels.notGgufUrl);
    const member403 = await t.request("/api/local-models/by-url", { method: "POST", token: member.access_token, json: { url: `${host.url}/files/by-url.gguf` } });
    expect(member403.status).toBe(403);

    const res = await t.request("/api/local-models/by-url", { method: "POST", token: admin.access_token, json: { url: `${host.url}/files/by-url.gguf`, name: "My model" } });
    expect(res.status).toBe(202);
    const model = (await res.json()) as LocalModel;
    expect(model).toMatchObject({ id: "by-url", name: "My model", source: "url", source_url: `${host.url}/files/by-url.gguf` });
    await t.deps.services.localModels!.settled("by-url");
    expect(await one("by-url")).toMatchObject({ status: "installed" });
    // The first local model became the default; choose the demo again so this one can go.
    const writer = (await models()).find((m) => m.model_id === "builtin-writer")!;
    await t.request(`/api/models/${writer.id}/default`, { method: "POST", token: admin.access_token });
    expect((await t.request("/api/local-models/by-url", { method: "DELETE", token: admin.access_token })).status).toBe(200);
    expect(await one("by-url")).toBeUndefined();
  });
});

describe("addresses an admin types", () => {
  it("refuses loopback and private hosts unless the test switch allows them", async () => {
    const t = await app("private");
    try {
      const admin = await createUser(t);
      for (const url of [`${host.url}/files/by-url.gguf`, "https://127.0.0.1/x.gguf", "https://10.1.2.3/x.gguf", "https://[::1]/x.gguf"]) {
        const res = await t.request("/api/local-models/by-url", { method: "POST", token: admin.access_token, json: { url } });
        expect(res.status, url).toBe(400);
      }
      const res = await t.request("/api/local-models/by-url", { method: "POST", token: admin.access_token, json: { url: "https://192.168.1.4/m.gguf" } });
      expect((await errorOf(res)).message).toBe(messages.localModels.privateHost("192.168.1.4"));
    } finally {
      await t.close();
    }
  });
});

describe("a download the last run left unfinished", () => {
  it("resumes on its own from its partial file when the server starts again", async () => {
    const first = await app("restart");
    const admin = await createUser(first);
    expect((await first.request("/api/local-models/held/download", { method: "POST", token: admin.access_token })).status).toBe(202);
    await host.paused("test/held/resolve/main/held.gguf");
    await expect.poll(async () => first.deps.services.localModels!.get("held").then((m) => m.download?.received_bytes), { timeout: 10_000 }).toBe(65_536);
    // The server stops mid-download (SIGTERM closes the services).
    await first.close();
    host.serve("test/held/resolve/main/held.gguf", { bytes: tiny });
    host.release();

    const second = await createTestApp({ database: undefined, env: { DATA_DIR: path.join(root, "restart"), LOCAL_MODELS_CATALOG: catalogFile } });
    try {
      expect(await second.deps.services.localModels!.resumeInterrupted()).toEqual(["held"]);
      await second.deps.services.localModels!.settled("held");
      expect(await second.deps.services.localModels!.get("held")).toMatchObject({ status: "installed", installed: { file_bytes: tiny.length } });
      expect(host.ranges("test/held/resolve/main/held.gguf").at(-1)).toBe("bytes=65536-");
      // Nothing left to resume.
      expect(await second.deps.services.localModels!.resumeInterrupted()).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
