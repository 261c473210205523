import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedAiModels } from "@/server/ai/model-catalog";
import { aiModels } from "@/server/db/schema";
import type { SessionDto } from "@/shared/contracts/auth";
import type { AiModel, DefaultModel } from "@/shared/contracts/models";
import { messages } from "@/shared/messages";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";

let t: TestApp;
let admin: SessionDto;
let member: SessionDto;

beforeAll(async () => {
  // Connections from the environment: an OpenAI-compatible server and Replicate; openai, anthropic and the others are not.
  t = await createTestApp({ env: { OPENAI_COMPATIBLE_BASE_URL: "http://127.0.0.1:9/v1", REPLICATE_API_TOKEN: "r8_models_test_token" } });
  admin = await createUser(t);
  member = await createUser(t);
  // A model whose connection is gone (an OpenAI key that was removed from the environment).
  await t.database.db.insert(aiModels).values({ provider: "openai", connectionId: null, modelId: "gpt-4o-mini", name: "GPT-4o mini", type: "text" });
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function models(token = member.access_token, query = ""): Promise<AiModel[]> {
  const res = await t.request(`/api/models${query}`, { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: AiModel[] }).data;
}
const byModelId = async (modelId: string) => (await models()).find((m) => m.model_id === modelId)!;
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe("GET /api/models", () => {
  it("lists the seeded models ordered by provider then name, with provider status", async () => {
    const list = await models();
    const keys = list.map((m) => `${m.provider}\u0000${m.name}`);
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const writer = list.find((m) => m.model_id === "builtin-writer")!;
    expect(writer).toMatchObject({ provider: "builtin", type: "text", is_active: true, is_default: true, provider_configured: true, offline: true });
    expect(list.filter((m) => m.is_default)).toHaveLength(1);
    expect(list.find((m) => m.model_id === "gpt-4o-mini")).toMatchObject({ provider: "openai", is_active: false, provider_configured: false, offline: false });
    expect(list.find((m) => m.provider === "openai-compatible")).toMatchObject({ provider_configured: true, is_active: false });
    expect(list.find((m) => m.provider === "replicate")).toMatchObject({ type: "image" });
    for (const type of ["text", "vision", "image"]) expect(list.some((m) => m.provider === "builtin" && m.type === type && m.is_active)).toBe(true);
  });

  it("filters by type and active", async () => {
    const images = await models(member.access_token, "?type=image");
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((m) => m.type === "image")).toBe(true);
    const active = await models(member.access_token, "?active=true");
    expect(active.every((m) => m.is_active)).toBe(true);
  });

  it("needs a signed-in user", async () => {
    expect((await t.request("/api/models")).status).toBe(401);
  });
});

describe("GET /api/models/default", () => {
  it("answers the default model's name, model_id and provider", async () => {
    const res = await t.request("/api/models/default", { token: member.access_token });
    expect(res.status).toBe(200);
    const body = (await res.json()) as DefaultModel;
    expect(body).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      model_id: expect.any(String),
      provider: expect.any(String),
      connection_status: "ok",
    });
    // Admins also read why a connection fails (null: it works).
    const admins = (await (await t.request("/api/models/default", { token: admin.access_token })).json()) as DefaultModel;
    expect(admins.status_message).toBeNull();
  });
});

describe("changing models", () => {
  it("is for admins only: others get 403 with the reason", async () => {
    const model = await byModelId("default");
    let res = await t.request(`/api/models/${model.id}`, { method: "PATCH", token: member.access_token, json: { is_active: true } });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe(messages.models.adminOnly);
    res = await t.request(`/api/models/${model.id}/default`, { method: "POST", token: member.access_token });
    expect(res.status).toBe(403);
    expect((await byModelId("default")).is_active).toBe(false);
  });

  it("refuses to activate a model whose provider is not configured", async () => {
    const model = await byModelId("gpt-4o-mini");
    const res = await t.request(`/api/models/${model.id}`, { method: "PATCH", token: admin.access_token, json: { is_active: true } });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toBe(messages.generation.modelNotConfigured);
  });

  it("refuses to deactivate the default model", async () => {
    const current = (await models()).find((m) => m.is_default)!;
    const res = await t.request(`/api/models/${current.id}`, { method: "PATCH", token: admin.access_token, json: { is_active: false } });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toBe(messages.models.cannotDeactivateDefault);
  });

  it("activates and deactivates a configured model", async () => {
    const model = await byModelId("default");
    let res = await t.request(`/api/models/${model.id}`, { method: "PATCH", token: admin.access_token, json: { is_active: true } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as AiModel).is_active).toBe(true);
    res = await t.request(`/api/models/${model.id}`, { method: "PATCH", token: admin.access_token, json: { is_active: false } });
    expect(((await res.json()) as AiModel).is_active).toBe(false);
  });

  it("keeps exactly one default: setting one clears the others and activates it", async () => {
    const target = await byModelId("default");
    const res = await t.request(`/api/models/${target.id}/default`, { method: "POST", token: admin.access_token });
    expect(res.status).toBe(200);
    expect((await res.json()) as AiModel).toMatchObject({ id: target.id, is_default: true, is_active: true });
    const list = await models();
    expect(list.filter((m) => m.is_default).map((m) => m.id)).toEqual([target.id]);
    const def = (await (await t.request("/api/models/default", { token: member.access_token })).json()) as DefaultModel;
    expect(def).toMatchObject({ id: target.id, model_id: "default", provider: "openai-compatible" });

    // Concurrent changes still leave one default.
    const writer = await byModelId("builtin-writer");
    const results = await Promise.all(
      [writer.id, target.id, writer.id].map((id) => t.request(`/api/models/${id}/default`, { method: "POST", token: admin.access_token })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await models()).filter((m) => m.is_default)).toHaveLength(1);
  });

  it("refuses an image model as the default, and answers 404 for an unknown id", async () => {
    const image = (await models(member.access_token, "?type=image"))[0];
    let res = await t.request(`/api/models/${image.id}/default`, { method: "POST", token: admin.access_token });
    expect(res.status).toBe(422);
    res = await t.request("/api/models/00000000-0000-4000-8000-000000000000/default", { method: "POST", token: admin.access_token });
    expect(res.status).toBe(404);
    res = await t.request("/api/models/not-a-uuid", { method: "PATCH", token: admin.access_token, json: { is_active: true } });
    expect(res.status).toBe(400);
  });
});

describe("the model seeder", () => {
  it("is idempotent and keeps what an admin changed", async () => {
    const writer = await byModelId("builtin-writer");
    const image = await byModelId("builtin-image");
    await t.request(`/api/models/${writer.id}/default`, { method: "POST", token: admin.access_token });
    await t.request(`/api/models/${image.id}`, { method: "PATCH", token: admin.access_token, json: { is_active: false } });
    const before = await models();
    await seedAiModels(t.database.db);
    await seedAiModels(t.database.db);
    const after = await models();
    expect(after.map((m) => [m.id, m.is_active, m.is_default])).toEqual(before.map((m) => [m.id, m.is_active, m.is_default]));
    expect(after.filter((m) => m.is_default)).toHaveLength(1);
  });

  it("makes the built-in writer the default only while there is none", async () => {
    await t.database.db.update(aiModels).set({ isDefault: false }).where(eq(aiModels.isDefault, true));
    await seedAiModels(t.database.db);
    const defaults = (await models()).filter((m) => m.is_default);
    expect(defaults.map((m) => m.model_id)).toEqual(["builtin-writer"]);
  });
});
