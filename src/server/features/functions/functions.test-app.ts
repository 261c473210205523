/** Test set-up for the AI functions: an app whose gateway talks to a fake OpenAI-compatible upstream. */
import { createAiGateway, type AiGatewayOptions } from "@/server/ai/create-ai";
import type { SessionDto } from "@/shared/contracts/auth";
import type { AiModel } from "@/shared/contracts/models";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { startFakeOpenAI, type FakeOpenAI } from "../../../../tests/helpers/fake-openai";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";

export interface ProviderTestApp {
  t: TestApp;
  admin: SessionDto;
  /** The openai-compatible model row, active. */
  model: AiModel;
}

/** Fast retries and short deadlines so failures are quick; the model catalogue is read on every call. */
export async function useGateway(t: TestApp, options: AiGatewayOptions = {}) {
  await t.deps.services.ai?.close();
  t.deps.services.ai = await createAiGateway(
    { config: t.config, database: t.database, logger: t.deps.logger, clock: t.clock },
    {
      retry: { baseDelayMs: 1, maxDelayMs: 5 },
      modelCacheMs: 0,
      realtime: t.deps.services.realtime,
      ...options,
      timeouts: { textMs: 2000, imageMs: 2000, ...options.timeouts },
    },
  );
  return t.deps.services.ai;
}

export async function findModel(t: TestApp, token: string, provider: string, modelId?: string): Promise<AiModel> {
  const res = await t.request("/api/models", { token });
  const { data } = (await res.json()) as { data: AiModel[] };
  const model = data.find((m) => m.provider === provider && (!modelId || m.model_id === modelId));
  if (!model) throw new Error(`no ${provider} model`);
  return model;
}

/** An app configured with the fake upstream, its first user (an admin) and the upstream's model switched on. */
export async function createProviderTestApp(
  fake: FakeOpenAI,
  options: { env?: Record<string, string>; gateway?: AiGatewayOptions } = {},
): Promise<ProviderTestApp> {
  const t = await createTestApp({ env: { OPENAI_COMPATIBLE_BASE_URL: fake.url, OPENAI_COMPATIBLE_API_KEY: "sk-fake-test", ...options.env } });
  await useGateway(t, options.gateway);
  const admin = await createUser(t);
  const row = await findModel(t, admin.access_token, "openai-compatible");
  const res = await t.request(`/api/models/${row.id}`, { method: "PATCH", token: admin.access_token, json: { is_active: true } });
  if (res.status !== 200) throw new Error(`activating the model failed: ${res.status} ${await res.text()}`);
  return { t, admin, model: (await res.json()) as AiModel };
}

export interface SseEvent {
  event: string;
  data: unknown;
}

/** Reads a whole Server-Sent Events body. */
export async function readSse(res: Response): Promise<SseEvent[]> {
  const text = await res.text();
  return text
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split("\n");
      const event = lines.find((l) => l.startsWith("event: "))?.slice(7) ?? "message";
      const data = lines
        .filter((l) => l.startsWith("data: "))
        .map((l) => l.slice(6))
        .join("\n");
      return { event, data: JSON.parse(data) as unknown };
    });
}

/** The error body of a refused call. */
export const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

/**
 * A suite against the fake upstream: one upstream for the file, a fresh app (with its admin and the upstream's
 * model) per test. Read `fake` and `app` inside tests; `post` calls a function as the admin.
 */
export function useProviderSuite() {
  let fake: FakeOpenAI;
  let app: ProviderTestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    // The first app of a worker migrates and seeds the template database: slow on a busy machine.
    await (await createTestApp()).close();
  }, 180_000);
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(async () => {
    fake.reset();
    app = await createProviderTestApp(fake);
  });
  afterEach(async () => {
    await app.t.close();
  });
  return {
    get fake() {
      return fake;
    },
    get app() {
      return app;
    },
    /** This test's app, made again with other options. */
    async replaceApp(options: Parameters<typeof createProviderTestApp>[1]) {
      await app.t.close();
      app = await createProviderTestApp(fake, options);
    },
    post: (path: string, json: unknown) => app.t.request(`/api/functions/${path}`, { method: "POST", token: app.admin.access_token, json }),
  };
}

/** A suite on the built-in models: one app for the file with two users; `post` calls a function as `user`. */
export function useBuiltinSuite() {
  let t: TestApp;
  let user: SessionDto;
  let other: SessionDto;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t);
    other = await createUser(t);
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });
  return {
    get t() {
      return t;
    },
    get user() {
      return user;
    },
    get other() {
      return other;
    },
    post: (path: string, json: unknown, token = user.access_token) => t.request(`/api/functions/${path}`, { method: "POST", token, json }),
  };
}
