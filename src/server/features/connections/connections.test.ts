/**
 * AI connections end to end through the API, against fake OpenAI-compatible, Ollama and Anthropic servers on
 * loopback: discovery, a model id the server knows and one it does not, the provider's own errors, keys sealed
 * at rest and never in any response or log line, structured output reaching the server, and the rules of change.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiConnections } from "@/server/db/schema";
import type { SessionDto } from "@/shared/contracts/auth";
import type { AiConnection, ConnectionTestResult, DiscoveredModel } from "@/shared/contracts/connections";
import type { AiModel, DefaultModel } from "@/shared/contracts/models";
import { messages } from "@/shared/messages";
import { startFakeAnthropic, type FakeAnthropic } from "../../../../tests/helpers/fake-anthropic";
import { startFakeOllama, type FakeOllama } from "../../../../tests/helpers/fake-ollama";
import { startFakeOpenAI, type FakeOpenAI } from "../../../../tests/helpers/fake-openai";
import { createCapturedLogger } from "../../../../tests/helpers/captured-logger";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";

const KEY = "sk-lmstudio-secret-key-0123456789abcd";
const WRONG_KEY = "sk-wrong-secret-key-9876543210wxyz";
const HEADER_SECRET = "org-header-secret-value-42";
const ANTHROPIC_KEY = "sk-ant-secret-key-abcdefghijklmnop";

let lm: FakeOpenAI;
let ollama: FakeOllama;
let claude: FakeAnthropic;
let t: TestApp;
let lines: string[];
let admin: SessionDto;
let member: SessionDto;

beforeAll(async () => {
  lm = await startFakeOpenAI({ models: ["qwen2.5-7b-instruct", "llama-3.2-3b-instruct"], apiKey: KEY });
  ollama = await startFakeOllama();
  claude = await startFakeAnthropic(ANTHROPIC_KEY);
  const captured = createCapturedLogger();
  lines = captured.lines;
  t = await createTestApp({ logger: captured.logger, env: { OPENAI_COMPATIBLE_BASE_URL: "http://127.0.0.1:9/v1", OLLAMA_DETECT_URL: ollama.root } });
  admin = await createUser(t);
  member = await createUser(t);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([lm?.close(), ollama?.close(), claude?.close()]);
});

type Init = { method?: string; json?: unknown; token?: string };
const call = (path: string, init: Init = {}) => t.request(path, { token: admin.access_token, ...init });
async function ok<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const generate = (modelId?: string) =>
  call("/api/functions/generate-text-post", {
    method: "POST",
    json: { textContent: "We opened a bakery in Leeds", promptText: "Write a short post", contentType: "social_media", modelId },
  });

async function addModel(connectionId: string, modelId: string, extra: Record<string, unknown> = {}): Promise<AiModel> {
  return ok<AiModel>(await call("/api/models", { method: "POST", json: { connection_id: connectionId, model_id: modelId, type: "text", ...extra } }), 201);
}

describe("an OpenAI-compatible server (LM Studio)", () => {
  let conn: AiConnection;
  let qwen: AiModel;

  it("is added with its key sealed at rest: only the last 4 characters ever come back", async () => {
    const res = await call("/api/connections", {
      method: "POST",
      json: { kind: "openai-compatible", name: "LM Studio", base_url: `${lm.url}/`, api_key: KEY, headers: { "X-Org": HEADER_SECRET } },
    });
    const text = await res.clone().text();
    conn = await ok<AiConnection>(res, 201);
    expect(conn).toMatchObject({ kind: "openai-compatible", name: "LM Studio", base_url: lm.url, api_key_hint: "abcd", has_api_key: true, header_names: ["X-Org"] });
    expect(conn.managed_by).toBe("ui");
    expect(text).not.toContain(KEY);
    expect(text).not.toContain(HEADER_SECRET);

    const [row] = await t.database.db.select().from(aiConnections).where(eq(aiConnections.id, conn.id));
    expect(row.apiKeySealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(KEY);
    expect(JSON.stringify(row)).not.toContain(HEADER_SECRET);
    expect(t.deps.secrets.open(row.apiKeySealed!, `ai_connection:${conn.id}:api_key`)).toBe(KEY);

    const list = await (await t.request("/api/connections", { token: admin.access_token })).text();
    expect(list).toContain("LM Studio");
    expect(list).not.toContain(KEY);
    // Users who are not admins see models, never the connections behind them.
    expect((await t.request("/api/connections", { token: member.access_token })).status).toBe(403);
  });

  it("tests the connection: the provider's model list, called with the key and headers", async () => {
    const result = await ok<ConnectionTestResult>(await call(`/api/connections/${conn.id}/test`, { method: "POST" }));
    expect(result).toEqual({ ok: true, message: messages.connections.testOk(2), upstream_status: null, model_count: 2 });
    expect(lm.listRequests.at(-1)).toMatchObject({ authorization: `Bearer ${KEY}`, "x-org": HEADER_SECRET });
    const list = await ok<{ data: AiConnection[] }>(await call("/api/connections"));
    expect(list.data.find((c) => c.id === conn.id)).toMatchObject({ status: "ok", status_message: null, model_count: 0 });
  });

  it("discovers the server's models, with search", async () => {
    const all = await ok<{ data: DiscoveredModel[] }>(await call(`/api/connections/${conn.id}/models`));
    expect(all.data.map((m) => m.model_id)).toEqual(["llama-3.2-3b-instruct", "qwen2.5-7b-instruct"]);
    const found = await ok<{ data: DiscoveredModel[] }>(await call(`/api/connections/${conn.id}/models?q=QWEN`));
    expect(found.data).toEqual([{ model_id: "qwen2.5-7b-instruct", name: "qwen2.5-7b-instruct", type: "text", description: null, added_id: null }]);
  });

  it("adds a discovered model, makes it the default, and generates through it with that model id", async () => {
    qwen = await addModel(conn.id, "qwen2.5-7b-instruct", { name: "Qwen 2.5 7B", temperature: 0.3, max_output_tokens: 400 });
    expect(qwen).toMatchObject({ provider: "openai-compatible", connection_id: conn.id, connection_name: "LM Studio", is_active: true, temperature: 0.3 });
    const again = await ok<{ data: DiscoveredModel[] }>(await call(`/api/connections/${conn.id}/models?q=qwen`));
    expect(again.data[0].added_id).toBe(qwen.id);
    expect((await call("/api/models", { method: "POST", json: { connection_id: conn.id, model_id: "qwen2.5-7b-instruct" } })).status).toBe(409);

    await ok(await call(`/api/models/${qwen.id}/default`, { method: "POST" }));
    lm.script({ kind: "reply", text: "Fresh bread in Leeds." });
    expect(await ok(await generate())).toMatchObject({ content: "Fresh bread in Leeds.", history_id: expect.any(String) });
    const req = lm.requests.at(-1)!;
    expect(req.model).toBe("qwen2.5-7b-instruct");
    expect(req.body).toMatchObject({ temperature: 0.3 });
    expect(Number(req.body.max_tokens)).toBeLessThanOrEqual(400);
    expect(req.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it("says which model the server does not have, in plain words", async () => {
    const typo = await addModel(conn.id, "qwen-7b");
    const res = await generate(typo.id);
    expect(res.status).toBe(502);
    expect((await errorOf(res)).message).toBe("The model qwen-7b does not exist on LM Studio (404).");
    // A wrong model id does not mark the whole connection as failing.
    expect((await ok<DefaultModel>(await call("/api/models/default"))).connection_status).toBe("ok");
  });

  it("asks for JSON with the schema (response_format json_schema) once structured outputs are on", async () => {
    await ok(await call(`/api/connections/${conn.id}`, { method: "PATCH", json: { supports_structured_outputs: true } }));
    lm.script({ kind: "reply", text: JSON.stringify({ topics: [{ topic: "Bakery opening", details: "Saturday in Leeds" }] }) });
    const res = await call("/api/functions/process-notes", { method: "POST", json: { notes: "Bakery opens Saturday in Leeds", count: 1 } });
    expect(await ok(res)).toEqual({ topics: [{ topic: "Bakery opening", details: "Saturday in Leeds" }] });
    const format = lm.requests.at(-1)!.body.response_format as { type: string; json_schema: { name: string; schema: { properties: Record<string, unknown> } } };
    expect(format.type).toBe("json_schema");
    expect(format.json_schema.name).toBe("topics");
    expect(Object.keys(format.json_schema.schema.properties)).toEqual(["topics"]);
  });

  it("shows a failing default in the badge's answer and answers generation with the provider's reason", async () => {
    await ok(await call(`/api/connections/${conn.id}`, { method: "PATCH", json: { api_key: WRONG_KEY } }));
    const res = await generate();
    expect(res.status).toBe(502);
    const message = (await errorOf(res)).message;
    expect(message).toBe(messages.generation.upstreamKeyRefused("LM Studio", 401, "Incorrect API key provided"));
    await t.deps.services.ai!.drain();
    await expect.poll(async () => (await ok<DefaultModel>(await call("/api/models/default", { token: member.access_token }))).connection_status).toBe("failing");
    const def = await ok<DefaultModel>(await call("/api/models/default"));
    expect(def.status_message).toBe(message);
    // A user who is not an admin learns that it fails, not the provider's words.
    expect(await ok<DefaultModel>(await call("/api/models/default", { token: member.access_token }))).not.toHaveProperty("status_message");
  });

  it("never writes a key to the log, but logs the upstream status and body", async () => {
    const log = lines.join("");
    expect(log).not.toContain(KEY);
    expect(log).not.toContain(WRONG_KEY);
    expect(log).not.toContain(HEADER_SECRET);
    expect(log).not.toContain("We opened a bakery in Leeds");
    const failure = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.upstream_status === 401);
    expect(failure).toMatchObject({ connection: "LM Studio", model: "qwen2.5-7b-instruct", upstream_body: expect.stringContaining("Incorrect API key") });
  });

  it("refuses to remove the connection while it serves the default, with the reason; then removes it and its models", async () => {
    let res = await call(`/api/connections/${conn.id}`, { method: "DELETE" });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toBe(messages.connections.holdsDefault("LM Studio", "Qwen 2.5 7B"));
    res = await call(`/api/models/${qwen.id}`, { method: "DELETE" });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toBe(messages.models.cannotDeleteDefault);

    const models = await ok<{ data: AiModel[] }>(await call("/api/models"));
    const writer = models.data.find((m) => m.model_id === "builtin-writer")!;
    await ok(await call(`/api/models/${writer.id}/default`, { method: "POST" }));
    expect((await call(`/api/connections/${conn.id}`, { method: "DELETE" })).status).toBe(204);
    const after = await ok<{ data: AiModel[] }>(await call("/api/models"));
    expect(after.data.some((m) => m.connection_id === conn.id)).toBe(false);
  });
});

describe("an Ollama server", () => {
  let conn: AiConnection;

  it("is offered when it answers on its usual address, until it is a connection", async () => {
    const offered = await ok<{ data: unknown[] }>(await call("/api/connections/detected"));
    expect(offered.data).toEqual([{ kind: "ollama", name: "Ollama", base_url: ollama.root }]);
    conn = await ok<AiConnection>(await call("/api/connections", { method: "POST", json: { kind: "ollama", name: "Ollama", base_url: ollama.root } }), 201);
    expect(conn).toMatchObject({ has_api_key: false, api_key_hint: null, supports_structured_outputs: true });
    expect((await ok<{ data: unknown[] }>(await call("/api/connections/detected"))).data).toEqual([]);
  });

  it("lists its models from /api/tags and generates with one of them", async () => {
    const result = await ok<ConnectionTestResult>(await call(`/api/connections/${conn.id}/test`, { method: "POST" }));
    expect(result).toMatchObject({ ok: true, model_count: 2 });
    const found = await ok<{ data: DiscoveredModel[] }>(await call(`/api/connections/${conn.id}/models`));
    expect(found.data.map((m) => [m.model_id, m.name])).toEqual([
      ["llama3.2:latest", "llama3.2"],
      ["qwen2.5:7b", "qwen2.5:7b"],
    ]);
    const llama = await addModel(conn.id, "llama3.2:latest", { name: "Llama 3.2" });
    ollama.script({ kind: "reply", text: "From Ollama." });
    expect(await ok(await generate(llama.id))).toMatchObject({ content: "From Ollama.", history_id: expect.any(String) });
    expect(ollama.requests.at(-1)!.model).toBe("llama3.2:latest");
  });

  it("says which model Ollama does not have", async () => {
    const missing = await addModel(conn.id, "mistral");
    const res = await generate(missing.id);
    expect(res.status).toBe(502);
    expect((await errorOf(res)).message).toBe("The model mistral does not exist on Ollama (404).");
  });
});

describe("an Anthropic connection", () => {
  let conn: AiConnection;

  it("lists Anthropic's models with the key, and generates with one", async () => {
    conn = await ok<AiConnection>(
      await call("/api/connections", { method: "POST", json: { kind: "anthropic", name: "Claude", base_url: claude.url, api_key: ANTHROPIC_KEY } }),
      201,
    );
    const found = await ok<{ data: DiscoveredModel[] }>(await call(`/api/connections/${conn.id}/models`));
    expect(found.data.map((m) => m.name)).toEqual(["Claude Haiku 3.5", "Claude Sonnet 4"]);
    expect(claude.listRequests.at(-1)!["x-api-key"]).toBe(ANTHROPIC_KEY);
    const sonnet = await addModel(conn.id, "claude-sonnet-4-20250514", { name: "Claude Sonnet 4" });
    claude.reply = "Written by the fake Claude.";
    expect(await ok(await generate(sonnet.id))).toMatchObject({ content: "Written by the fake Claude.", history_id: expect.any(String) });
    expect(claude.requests.at(-1)!.model).toBe("claude-sonnet-4-20250514");
  });

  it("answers Anthropic's own error for a model it does not know and for a wrong key", async () => {
    const missing = await addModel(conn.id, "claude-9");
    let res = await generate(missing.id);
    expect((await errorOf(res)).message).toBe("The model claude-9 does not exist on Claude (404).");
    await ok(await call(`/api/connections/${conn.id}`, { method: "PATCH", json: { api_key: WRONG_KEY } }));
    res = await call(`/api/connections/${conn.id}/test`, { method: "POST" });
    expect(await ok<ConnectionTestResult>(res)).toEqual({
      ok: false,
      message: messages.generation.upstreamKeyRefused("Claude", 401, "invalid x-api-key"),
      upstream_status: 401,
      model_count: null,
    });
    expect(lines.join("")).not.toContain(ANTHROPIC_KEY);
    expect(lines.join("")).not.toContain(WRONG_KEY);
  });
});

describe("rules of change", () => {
  it("is for admins only", async () => {
    const res = await t.request("/api/connections", { method: "POST", token: member.access_token, json: { kind: "ollama", name: "Mine", base_url: ollama.root } });
    expect(res.status).toBe(403);
  });

  it("checks what each kind needs, and names must be unique", async () => {
    let res = await call("/api/connections", { method: "POST", json: { kind: "openai", name: "OpenAI" } });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toBe(messages.connections.keyRequired("OpenAI"));
    res = await call("/api/connections", { method: "POST", json: { kind: "openai-compatible", name: "vLLM" } });
    expect((await errorOf(res)).message).toBe(messages.connections.baseUrlRequired("OpenAI-compatible"));
    res = await call("/api/connections", { method: "POST", json: { kind: "openai-compatible", name: "vLLM", base_url: "ftp://x" } });
    expect(res.status).toBe(400);
    res = await call("/api/connections", { method: "POST", json: { kind: "ollama", name: "ollama", base_url: ollama.root } });
    expect(res.status).toBe(409);
  });

  it("refuses fields a route does not take with 422, never a silent 200", async () => {
    const models = await ok<{ data: AiModel[] }>(await call("/api/models"));
    const llama = models.data.find((m) => m.model_id === "llama3.2:latest")!;
    let res = await call(`/api/models/${llama.id}`, { method: "PATCH", json: { modelId: "x" } });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toBe('This request does not take "modelId".');
    res = await call(`/api/models/${llama.id}`, { method: "PATCH", json: { model_id: "llama3.2:3b", name: "Llama 3.2 3B", max_output_tokens: 512 } });
    expect(await ok(res)).toMatchObject({ model_id: "llama3.2:3b", name: "Llama 3.2 3B", max_output_tokens: 512 });
    res = await call(`/api/connections/${llama.connection_id}`, { method: "PATCH", json: { kind: "openai" } });
    expect(res.status).toBe(422);
  });

  it("keeps connections from the environment and the system ones as they are", async () => {
    const list = await ok<{ data: AiConnection[] }>(await call("/api/connections"));
    const env = list.data.find((c) => c.managed_by === "env")!;
    expect(env).toMatchObject({ kind: "openai-compatible", name: "OpenAI-compatible (environment)" });
    expect(list.data.filter((c) => c.managed_by === "system").map((c) => c.kind)).toEqual(["builtin", "local"]);
    let res = await call(`/api/connections/${env.id}`, { method: "DELETE" });
    expect((await errorOf(res)).message).toBe(messages.connections.managedByEnv);
    const builtin = list.data.find((c) => c.kind === "builtin")!;
    res = await call(`/api/connections/${builtin.id}`, { method: "PATCH", json: { name: "Mine" } });
    expect((await errorOf(res)).message).toBe(messages.connections.system);
  });

  it("answers 'file is missing' for a hand-added id on the local connection that was never downloaded", async () => {
    const list = await ok<{ data: AiConnection[] }>(await call("/api/connections"));
    const local = list.data.find((c) => c.kind === "local")!;
    const tiny = await addModel(local.id, "tiny-test-model");
    const res = await generate(tiny.id);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toBe(messages.localModels.fileMissing);
  });
});
