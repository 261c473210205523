/**
 * The embedded local model from Settings (issue 11 point 4), on a server of its own: the downloaded model
 * becomes the default, which would disturb the other specs' generations on the shared e2e server. A loopback
 * host shaped like Hugging Face serves a tiny GGUF the test writes (random weights: the wording is noise, the
 * test checks that tokens stream and stop). The host holds the transfer part-way, so the reload happens
 * mid-download for certain.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { request as playwrightRequest, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { startFakeModelHost, type FakeModelHost } from "../helpers/fake-model-host";
import { tinyGguf } from "../helpers/tiny-gguf";
import { choosePrompt, generateStreamed, row } from "./content-helpers";
import { expect, newEmail, signInThroughUi, test, type TestUser } from "./fixtures";

const MODEL_ID = "tiny-e2e";
const MODEL_NAME = "Tiny test model";
const HOSTED = `test/${MODEL_ID}/resolve/main/${MODEL_ID}.gguf`;
const HELD_AT = 256 * 1024;
const bytes = tinyGguf({ endless: true, seed: 7 });
const DEMO_HINT = /The default model is the built-in template writer/;
// A mirror that serves the tiny file where the catalogue promises a 380 MB model.
const LIAR_ID = "tiny-liar";
const LIAR_NAME = "Claims to be big";
const HUB_REPO = "tester/Tiny-Chat-GGUF";
const HUB_FILE = "Tiny-Chat-Q4_K_M.gguf";
const BROKEN_REPO = "tester/Broken-Vocab-GGUF";
const BROKEN_FILE = "Broken-Vocab-Q4_K_M.gguf";

test.describe.configure({ mode: "serial" });

let host: FakeModelHost;
let server: ChildProcess;
let baseURL: string;
let api: APIRequestContext;
let admin: TestUser;
let member: TestUser;

async function confirmedUser(email: string, password = "plum-orbit-lantern-7"): Promise<TestUser> {
  expect((await api.post("/api/auth/signup", { data: { email, password } })).status()).toBe(200);
  const { data } = (await (await api.get("/api/dev/mailbox")).json()) as { data: { to: string; text: string }[] };
  const token = data.find((m) => m.to === email)!.text.match(/token=([\w-]+)/)![1];
  expect((await api.post("/api/auth/verify", { data: { type: "signup", token, password } })).status()).toBe(200);
  return { email, password };
}

async function signedInPage(browser: Browser, user: TestUser, to: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signInThroughUi(page, user);
  await page.goto(to);
  return page;
}

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
  host = await startFakeModelHost();
  const url = host.serve(HOSTED, { bytes, pauseAfter: HELD_AT, chunkBytes: 32 * 1024, chunkDelayMs: 20 });
  const liar = host.serve(`test/${LIAR_ID}/resolve/main/${LIAR_ID}.gguf`, { bytes });
  host.repo(HUB_REPO, { [HUB_FILE]: { bytes: tinyGguf({ seed: 9 }) } });
  // A well-formed header over a vocabulary without byte tokens: llama.cpp aborts its process loading it.
  host.repo(BROKEN_REPO, { [BROKEN_FILE]: { bytes: tinyGguf({ withoutByteTokens: true }) } });
  const dataDir = mkdtempSync(path.join(tmpdir(), "cs-e2e-local-"));
  const catalog = path.join(dataDir, "catalog.json");
  writeFileSync(
    catalog,
    JSON.stringify([
      { id: MODEL_ID, name: MODEL_NAME, description: "Random weights, for tests.", url, size_bytes: bytes.length, ram_bytes: 64 * 1024 * 1024, licence: "MIT" },
      { id: LIAR_ID, name: LIAR_NAME, description: "The catalogue says 380 MB.", url: liar, size_bytes: 397_808_192, licence: "MIT" },
    ]),
  );
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["dist/server/index.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_BURST: "100000",
      API_RATE_LIMIT_PER_MINUTE: "100000",
      AI_RATE_LIMIT_PER_MINUTE: "100000",
      LOCAL_MODELS_CATALOG: catalog,
      HF_HUB_URL: host.url,
      LOCAL_MODEL_THREADS: "1",
      LOCAL_MODEL_MAX_TOKENS: "48",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  api = await playwrightRequest.newContext({ baseURL });
  await expect.poll(async () => (await api.get("/api/health").catch(() => null))?.status(), { timeout: 60_000 }).toBe(200);
  // The first user of a fresh server is its admin.
  admin = await confirmedUser(newEmail("local-admin"));
  member = await confirmedUser(newEmail("local-member"));
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
  await host?.close();
});

test("every content page says it is a demo before the first click: admins get a one-click download with its size, members are told to ask", async ({ browser }) => {
  const page = await signedInPage(browser, admin, "/social-media");
  const notice = page.getByTestId("demo-notice");
  await expect(notice).toContainText("This is a demo.");
  await expect(notice.getByRole("button", { name: `Download ${MODEL_NAME} (558 KB)` })).toBeVisible();
  await expect(notice.getByRole("link", { name: "Connect a provider" })).toHaveAttribute("href", "/settings");
  for (const path of ["/email-broadcast", "/newsletter", "/article", "/other"]) {
    await page.goto(path);
    await expect(page.getByTestId("demo-notice")).toContainText("This is a demo.");
  }
  const memberPage = await signedInPage(browser, member, "/article");
  await expect(memberPage.getByTestId("demo-notice")).toContainText("Ask an administrator to download a local model");
  await expect(memberPage.getByTestId("demo-notice").getByRole("button")).toHaveCount(0);
});

test("a download of another size than the catalogue lists is refused, never Ready", async ({ browser }) => {
  const page = await signedInPage(browser, admin, "/settings");
  const item = page.getByRole("region", { name: "Local models" }).getByTestId(`local-model-${LIAR_ID}`);
  await item.getByRole("button", { name: `Download ${LIAR_NAME}` }).click();
  await expect(item.getByTestId("local-model-status")).toHaveText("Failed", { timeout: 30_000 });
  await expect(item.getByRole("alert")).toHaveText(/offered 558 KB, but the catalogue lists this model at 380 MB/);
});

test("an admin downloads a local model with progress across a reload, makes it the default and writes a post with it", async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await signedInPage(browser, admin, "/settings");
  const panel = page.getByRole("region", { name: "Local models" });
  await expect(panel.getByText(DEMO_HINT)).toBeVisible();
  const item = panel.getByTestId(`local-model-${MODEL_ID}`);
  await expect(item.getByText("558 KB download")).toBeVisible();
  await item.getByRole("button", { name: `Download ${MODEL_NAME}` }).click();

  await host.paused(HOSTED);
  const progress = item.getByTestId("download-progress");
  await expect(progress).toHaveText(/^256 KB of 558 KB/);
  await expect(item.getByTestId("local-model-status")).toHaveText("Downloading");
  await expect(item.getByRole("button", { name: `Pause ${MODEL_NAME}` })).toBeVisible();

  // The progress lives on the server: a reload finds the download where it stands.
  await page.reload();
  await expect(item.getByTestId("local-model-status")).toHaveText("Downloading");
  await expect(progress).toHaveText(/^256 KB of 558 KB/);
  await expect(item.getByRole("progressbar", { name: `Download of ${MODEL_NAME}` })).toHaveAttribute("aria-valuenow", String(HELD_AT));

  host.release();
  await expect(item.getByTestId("local-model-status")).toHaveText("Ready", { timeout: 30_000 });
  // Verified and registered: it replaced the template demo as the default.
  await expect(item.getByText("Default", { exact: true })).toBeVisible();
  await expect(panel.getByText(DEMO_HINT)).toBeHidden();
  await expect(page.getByTestId("model-badge")).toHaveText(MODEL_NAME);

  // Back to the demo through the models API, then "Use as default" in the panel.
  const token = ((await (await api.post("/api/auth/token?grant_type=password", { data: admin })).json()) as { access_token: string }).access_token;
  const headers = { authorization: `Bearer ${token}` };
  const { data: models } = (await (await api.get("/api/models", { headers })).json()) as { data: { id: string; model_id: string }[] };
  const writer = models.find((m) => m.model_id === "builtin-writer")!;
  expect((await api.post(`/api/models/${writer.id}/default`, { headers })).status()).toBe(200);
  await page.reload();
  await expect(panel.getByText(DEMO_HINT)).toBeVisible();
  await item.getByRole("button", { name: `Use as default ${MODEL_NAME}` }).click();
  await expect(item.getByText("Default", { exact: true })).toBeVisible();
  await expect(page.getByTestId("model-badge")).toHaveText(MODEL_NAME);

  // The social media page generates with it: tokens stream and stop.
  await page.goto("/social-media");
  await expect(page.getByRole("heading", { level: 1, name: "Social Media Posts" })).toBeVisible();
  const first = row(page, 1);
  await choosePrompt(first);
  await first.getByLabel("Text content").fill("We opened a bakery in Leeds with sourdough every morning.");
  await generateStreamed(page, first);

  // The model is now in the local process's memory, and Settings says how much it uses.
  await page.goto("/settings");
  await expect(item.getByText("In memory")).toBeVisible();
  await expect(page.getByTestId("local-runtime")).toContainText(`${MODEL_NAME} in memory`);
  await expect(page.getByTestId("local-runtime")).toContainText(/\d+(\.\d)? (MB|GB) of memory in use/);
});

test("an admin finds a GGUF on the model hub, sees its size and installs it", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, admin, "/settings");
  const panel = page.getByRole("region", { name: "Local models" });
  await panel.getByLabel("Or search the model hub").fill("tiny chat");
  await panel.getByRole("button", { name: new RegExp(HUB_REPO) }).click();
  const files = panel.getByRole("list", { name: `GGUF files of ${HUB_REPO}` });
  await expect(files.getByText(HUB_FILE)).toBeVisible();
  await expect(files.getByText(/^\d+ KB$/)).toBeVisible();
  await files.getByRole("button", { name: `Download ${HUB_FILE}` }).click();
  const item = panel.getByTestId("local-model-tiny-chat-q4_k_m");
  await expect(item.getByTestId("local-model-status")).toHaveText("Ready", { timeout: 60_000 });
});

test("a GGUF whose test load kills llama.cpp is refused at install with the reason, and the server keeps serving", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, admin, "/settings");
  const panel = page.getByRole("region", { name: "Local models" });
  await panel.getByLabel("Or search the model hub").fill("broken vocab");
  await panel.getByRole("button", { name: new RegExp(BROKEN_REPO) }).click();
  await panel.getByRole("list", { name: `GGUF files of ${BROKEN_REPO}` }).getByRole("button", { name: `Download ${BROKEN_FILE}` }).click();
  const item = panel.getByTestId("local-model-broken-vocab-q4_k_m");
  await expect(item.getByTestId("local-model-status")).toHaveText("Failed", { timeout: 60_000 });
  await expect(item.getByRole("alert")).toHaveText(/^The downloaded file failed its test load, so it was deleted: llama\.cpp stopped while loading it/);
  expect((await api.get("/api/health")).status()).toBe(200);
});

test("a non-admin sees the local models read-only", async ({ browser }) => {
  const page = await signedInPage(browser, member, "/settings");
  const panel = page.getByRole("region", { name: "Local models" });
  await expect(panel.getByText("Only administrators can download, pause or remove local models.", { exact: false })).toBeVisible();
  await expect(panel.getByTestId(`local-model-${MODEL_ID}`).getByTestId("local-model-status")).toHaveText("Ready");
  await expect(panel.getByRole("button")).toHaveCount(0);
});
