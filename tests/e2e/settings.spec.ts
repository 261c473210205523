/**
 * Settings and the default model badge (spec §2), on a server of its own: changing the default model would
 * disturb the other specs' generations on the shared e2e server. This server has a second configured provider
 * (an OpenAI-compatible fake upstream), so there is another text model to make the default.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { request as playwrightRequest, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { startFakeOpenAI, type FakeOpenAI } from "../helpers/fake-openai";
import { expect, newEmail, signInThroughUi, test, type TestUser } from "./fixtures";

const MESSAGES = {
  adminOnly: "Only administrators can change AI models. You can view the models available to you.",
  currentModel: "Current AI Model",
};
const WRITER = "Built-in template writer (demo)";
const COMPATIBLE = "OpenAI-compatible model";

test.describe.configure({ mode: "serial" });

let fake: FakeOpenAI;
let server: ChildProcess;
let baseURL: string;
let api: APIRequestContext;
let admin: TestUser;
let member: TestUser;

async function confirmedUser(email: string, password = "password123"): Promise<TestUser> {
  expect((await api.post("/api/auth/signup", { data: { email, password } })).status()).toBe(200);
  const { data } = (await (await api.get("/api/dev/mailbox")).json()) as { data: { to: string; text: string }[] };
  const token = data.find((m) => m.to === email)!.text.match(/token=([\w-]+)/)![1];
  expect((await api.post("/api/auth/verify", { data: { type: "signup", token } })).status()).toBe(200);
  return { email, password };
}

async function tokenOf(user: TestUser) {
  const res = await api.post("/api/auth/token?grant_type=password", { data: user });
  return ((await res.json()) as { access_token: string }).access_token;
}

async function signedInPage(browser: Browser, user: TestUser, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInThroughUi(page, user);
  if (path !== "/dashboard") await page.goto(path);
  return page;
}

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

test.beforeAll(async () => {
  fake = await startFakeOpenAI();
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["dist/server/index.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "cs-e2e-settings-")),
      PUBLIC_URL: baseURL,
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_BURST: "100000",
      AI_RATE_LIMIT_PER_MINUTE: "100000",
      OPENAI_COMPATIBLE_BASE_URL: fake.url,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  api = await playwrightRequest.newContext({ baseURL });
  await expect.poll(async () => (await api.get("/api/health").catch(() => null))?.status(), { timeout: 60_000 }).toBe(200);
  // The first user of a fresh server is its admin.
  admin = await confirmedUser(newEmail("settings-admin"));
  member = await confirmedUser(newEmail("settings-member"));
});

test.afterAll(async () => {
  await api?.dispose();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    const timer = setTimeout(() => server.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  }
  await fake?.close();
});

test("an admin changes the default model and another browser's badge follows without a reload", async ({ browser }) => {
  const watcher = await signedInPage(browser, member, "/dashboard");
  const badge = watcher.getByTestId("model-badge");
  await expect(badge).toHaveText(WRITER);

  const settings = await signedInPage(browser, admin, "/settings");
  await expect(settings.getByRole("heading", { name: "AI Models" })).toBeVisible();
  const row = settings.getByTestId("model-row-default");
  await expect(row).toContainText("default");
  await expect(row.getByText("Not configured")).toHaveCount(0);
  await expect(settings.getByTestId("model-row-gpt-4o-mini").getByText("Not configured")).toBeVisible();
  await expect(settings.getByTestId("model-row-builtin-writer").getByText("Template demo")).toBeVisible();

  await row.getByRole("switch", { name: `Use ${COMPATIBLE} as the default model` }).click();
  await expect(row.getByRole("switch", { name: `${COMPATIBLE} active` })).toBeChecked();
  await expect(settings.getByTestId("model-badge")).toHaveText(COMPATIBLE);

  // The other browser hears it over the realtime socket: no reload, no focus change.
  await expect(badge).toHaveText(COMPATIBLE);
  await badge.hover();
  const tooltip = watcher.getByRole("tooltip");
  await expect(tooltip).toContainText(MESSAGES.currentModel);
  await expect(tooltip).toContainText("OpenAI-compatible");
  await expect(tooltip).toContainText("default");

  // And back, so the offline writer is the default again.
  await settings
    .getByTestId("model-row-builtin-writer")
    .getByRole("switch", { name: `Use ${WRITER} as the default model` })
    .click();
  await expect(badge).toHaveText(WRITER);
  await watcher.context().close();
  await settings.context().close();
});

test("a non-admin sees the models read-only and the API refuses their change", async ({ browser }) => {
  const page = await signedInPage(browser, member, "/settings");
  await expect(page.getByText(MESSAGES.adminOnly)).toBeVisible();
  const switches = page.getByRole("switch");
  await expect(switches.first()).toBeVisible();
  for (const sw of await switches.all()) await expect(sw).toBeDisabled();

  const token = await tokenOf(member);
  const { data } = (await (await api.get("/api/models", { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { id: string; model_id: string }[];
  };
  const target = data.find((m) => m.model_id === "default")!;
  const res = await api.post(`/api/models/${target.id}/default`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { error: { message: string } }).error.message).toBe(MESSAGES.adminOnly);
  await page.context().close();
});
