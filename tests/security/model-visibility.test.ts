import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionDto } from "@/shared/contracts/auth";
import type { AiConnection } from "@/shared/contracts/connections";
import type { AiModel } from "@/shared/contracts/models";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { startFakeOpenAI, type FakeOpenAI } from "../helpers/fake-openai";
import { createUser } from "../helpers/users";

/**
 * Every signed-in user could read the admins' AI connections: their addresses, header names and the provider's
 * failure messages. A user who is not an admin now sees a model's name and whether it works, nothing more;
 * admins keep everything.
 */
const KEY = "sk-visibility-real-key-0123456789abcdef";
const HEADER_NAME = "X-Internal-Routing-Tenant";
const CONNECTION_NAME = "Acme Private Inference Cluster";

let upstream: FakeOpenAI;
let t: TestApp;
let admin: SessionDto;
let member: SessionDto;
let conn: AiConnection;
let model: AiModel;
let failure: string;

const as = (who: SessionDto, path: string, init: { method?: string; json?: unknown } = {}) => t.request(path, { token: who.access_token, ...init });

beforeAll(async () => {
  upstream = await startFakeOpenAI({ models: ["acme-70b"], apiKey: KEY });
  t = await createTestApp();
  admin = await createUser(t);
  member = await createUser(t);
  expect(admin.user.role).toBe("admin");
  expect(member.user.role).not.toBe("admin");

  let res = await as(admin, "/api/connections", {
    method: "POST",
    json: { kind: "openai-compatible", name: CONNECTION_NAME, base_url: `${upstream.url}/v1`, api_key: KEY, headers: { [HEADER_NAME]: "tenant-42" } },
  });
  expect(res.status).toBe(201);
  conn = (await res.json()) as AiConnection;
  res = await as(admin, "/api/models", { method: "POST", json: { connection_id: conn.id, model_id: "acme-70b", name: "Acme 70B", type: "text" } });
  expect(res.status).toBe(201);
  model = (await res.json()) as AiModel;
  res = await as(admin, `/api/models/${model.id}/default`, { method: "POST" });
  expect(res.status).toBe(200);
  // A wrong key: the connection's test fails with the provider's own words, kept as its status message.
  res = await as(admin, `/api/connections/${conn.id}`, { method: "PATCH", json: { api_key: "sk-wrong-key-zyxwvutsrqponmlk" } });
  expect(res.status).toBe(200);
  await as(admin, `/api/connections/${conn.id}/test`, { method: "POST" });
  const listed = (await (await as(admin, "/api/connections")).json()) as { data: AiConnection[] };
  failure = listed.data.find((c) => c.id === conn.id)!.status_message!;
  expect(failure).toContain("Incorrect API key");
}, 120_000);
afterAll(async () => {
  await t?.close();
  await upstream?.close();
});

/** What must not reach a user who is not an admin, by name. */
const secrets = () => ({ address: new URL(upstream.url).host, header: HEADER_NAME, failure, connection: CONNECTION_NAME, connectionId: conn.id });

describe("a user who is not an admin", () => {
  it.each(["/api/models", "/api/models?type=text&active=true", "/api/models/default"])("reads %s without the connection behind it", async (path) => {
    const res = await as(member, path);
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const [what, value] of Object.entries(secrets())) expect(text, what).not.toContain(value);
    expect(text.toLowerCase()).not.toContain(HEADER_NAME.toLowerCase());
  });

  it("still sees the model's name and that it does not work", async () => {
    const { data } = (await (await as(member, "/api/models")).json()) as { data: Record<string, unknown>[] };
    const mine = data.find((m) => m.id === model.id)!;
    expect(mine).toEqual({
      id: model.id,
      name: "Acme 70B",
      model_id: "acme-70b",
      provider: "openai-compatible",
      type: "text",
      is_active: true,
      is_default: true,
      provider_configured: true,
      offline: false,
      connection_status: "failing",
    });
    const def = (await (await as(member, "/api/models/default")).json()) as Record<string, unknown>;
    expect(def).toEqual({ id: model.id, name: "Acme 70B", model_id: "acme-70b", provider: "openai-compatible", connection_status: "failing" });
  });

  it.each(["/api/connections", "/api/connections/detected", "CONN/models"])("is refused %s", async (path) => {
    const res = await as(member, path.replace("CONN", `/api/connections/${conn.id}`));
    expect(res.status).toBe(403);
    const text = await res.text();
    for (const [what, value] of Object.entries(secrets())) expect(text, what).not.toContain(value);
  });
});

describe("an admin", () => {
  it("reads the connection's address, header names and failure", async () => {
    const text = await (await as(admin, "/api/connections")).text();
    for (const value of [upstream.url, HEADER_NAME, failure, CONNECTION_NAME]) expect(text).toContain(value);
    expect(text).not.toContain(KEY);
  });

  it("reads which connection serves each model and why it fails", async () => {
    const { data } = (await (await as(admin, "/api/models")).json()) as { data: AiModel[] };
    expect(data.find((m) => m.id === model.id)).toMatchObject({ connection_id: conn.id, connection_name: CONNECTION_NAME, connection_status: "failing", status_message: failure });
    const def = (await (await as(admin, "/api/models/default")).json()) as Record<string, unknown>;
    expect(def).toMatchObject({ id: model.id, connection_status: "failing", status_message: failure });
  });
});
