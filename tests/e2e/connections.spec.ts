/**
 * AI connections in Settings (issue 11), on a server of its own (it changes the default model): an admin connects
 * an OpenAI-compatible server (a fake LM Studio on loopback), picks a discovered model, makes it the default and
 * a content page writes through it while another browser's badge follows; a model id the server does not know
 * answers with the provider's reason; a non-admin sees models (a name and whether it works), never the connections.
 */
import { startFakeOpenAI, type FakeOpenAI } from "../helpers/fake-openai";
import { choosePrompt, postText, row } from "./content-helpers";
import { expect, newEmail, test, type TestUser } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

const KEY = "sk-lmstudio-e2e-key-7f3a";
const WRITER = "Built-in template writer (demo)";

test.describe.configure({ mode: "serial" });

let fake: FakeOpenAI;
let own: OwnServer;
let admin: TestUser;
let member: TestUser;

test.beforeAll(async () => {
  // Starting a server and signing two users up takes a while on a busy machine.
  test.setTimeout(180_000);
  fake = await startFakeOpenAI({ models: ["qwen2.5-7b-instruct", "llama-3.2-3b-instruct"], apiKey: KEY });
  own = await startOwnServer("connections");
  // The first user of a fresh server is its admin.
  admin = await own.confirmedUser(newEmail("connections-admin"));
  member = await own.confirmedUser(newEmail("connections-member"));
});

test.afterAll(async () => {
  await own?.close();
  await fake?.close();
});

test("an admin connects an OpenAI-compatible server, makes a discovered model the default, and a content page writes through it", async ({ browser }) => {
  // Another browser (a member) keeps Settings open: its models table and badge follow without a reload.
  const watcher = await own.signedInPage(browser, member, "/settings");
  const badge = watcher.getByTestId("model-badge");
  await expect(badge).toHaveText(WRITER);
  await expect(watcher.getByRole("heading", { name: "AI Models" })).toBeVisible();
  await expect(watcher.getByTestId("connections-panel")).toHaveCount(0);

  const page = await own.signedInPage(browser, admin, "/settings");
  const panel = page.getByTestId("connections-panel");
  await expect(panel.getByRole("heading", { name: "AI connections" })).toBeVisible();
  await expect(panel.getByText("No connections yet")).toBeVisible();

  await panel.getByRole("button", { name: "Add connection" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Provider")).toHaveValue("openai-compatible");
  await dialog.getByLabel("Name").fill("LM Studio");
  await dialog.getByLabel("Base URL").fill(fake.url);
  await dialog.getByLabel("API key").fill(KEY);
  await dialog.getByRole("button", { name: "Add connection" }).click();
  await expect(dialog).toBeHidden();

  const card = panel.getByTestId("connection-LM Studio");
  await expect(card).toContainText(`••••${KEY.slice(-4)}`);
  await expect(card).not.toContainText(KEY);
  await expect(card).toContainText(fake.url);
  await card.getByRole("button", { name: "Test connection" }).click();
  await expect(card.getByTestId("connection-message")).toHaveText("Connected. 2 models available.");
  await expect(card.getByText("Connected", { exact: true })).toBeVisible();

  await card.getByRole("button", { name: "Add models" }).click();
  const add = page.getByRole("dialog");
  await expect(add.getByRole("button", { name: "Choose llama-3.2-3b-instruct" })).toBeVisible();
  await add.getByRole("searchbox", { name: "Search models" }).fill("qwen");
  await expect(add.getByRole("button", { name: "Choose llama-3.2-3b-instruct" })).toHaveCount(0);
  await add.getByRole("button", { name: "Choose qwen2.5-7b-instruct" }).click();
  await add.getByLabel("Display name").fill("Qwen 7B");
  await add.getByRole("button", { name: "Add model" }).click();
  await expect(add.getByRole("button", { name: "Choose qwen2.5-7b-instruct" })).toContainText("Added");
  await add.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(add).toBeHidden();

  const modelRow = page.getByTestId("model-row-qwen2.5-7b-instruct");
  await expect(modelRow).toContainText("Qwen 7B");
  await expect(modelRow).toContainText("via LM Studio");
  await modelRow.getByRole("switch", { name: "Use Qwen 7B as the default model" }).click();
  await expect(page.getByTestId("model-badge")).toHaveText("Qwen 7B");
  // The other browser hears it over the realtime socket: no reload.
  await expect(badge).toHaveText("Qwen 7B");
  const watched = watcher.getByTestId("model-row-qwen2.5-7b-instruct");
  await expect(watched).toContainText("Default");
  // The member sees the model's name and provider, not the connection serving it.
  await expect(watched).toContainText("Qwen 7B");
  await expect(watched).not.toContainText("LM Studio");

  await page.goto("/social-media");
  const first = row(page, 1);
  await expect(first.getByLabel("Model").locator("option:checked")).toHaveText("Qwen 7B");
  await first.getByLabel("Text content").fill("We opened a bakery in Leeds that bakes sourdough every morning.");
  await choosePrompt(first);
  await first.getByRole("button", { name: "Generate Post" }).click();
  await expect(postText(first)).toContainText("Hello from the fake model");
  expect(fake.requests.at(-1)?.model).toBe("qwen2.5-7b-instruct");
  expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${KEY}`);

  await watcher.context().close();
  await page.context().close();
});

test("a model id the server does not have answers with the provider's reason", async ({ browser }) => {
  const page = await own.signedInPage(browser, admin, "/settings");
  const card = page.getByTestId("connection-LM Studio");
  await card.getByRole("button", { name: "Add models" }).click();
  const add = page.getByRole("dialog");
  await add.getByRole("tab", { name: "By id" }).click();
  await add.getByLabel("Model id").fill("qwen-7b");
  await add.getByRole("button", { name: "Add model" }).click();
  await expect(page.getByText("qwen-7b added")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("model-row-qwen-7b")).toBeVisible();

  // The admin's Social page keeps the earlier test's row (drafts live on the server): this one writes on Email.
  await page.goto("/email-broadcast");
  const first = row(page, 1);
  await first.getByLabel("Model").selectOption({ label: "qwen-7b" });
  await first.getByLabel("Text content").fill("Spring menu launch");
  await choosePrompt(first);
  await first.getByRole("button", { name: "Generate Post" }).click();
  await expect(page.getByText("The model qwen-7b does not exist on LM Studio (404).").first()).toBeVisible();
  await page.context().close();
});

test("a non-admin sees no connections: not in Settings, not through the API", async ({ browser }) => {
  const page = await own.signedInPage(browser, member, "/settings");
  await expect(page.getByTestId("model-row-qwen2.5-7b-instruct")).toContainText("Qwen 7B");
  await expect(page.getByTestId("connections-panel")).toHaveCount(0);
  await expect(page.getByText(fake.url)).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Actions for / })).toHaveCount(0);

  const token = await own.tokenOf(member);
  const headers = { authorization: `Bearer ${token}` };
  const list = await own.api.get("/api/connections", { headers });
  expect(list.status()).toBe(403);
  expect(await list.text()).not.toContain(fake.url);
  const res = await own.api.post("/api/connections", { headers, data: { kind: "ollama", name: "Mine", base_url: "http://127.0.0.1:11434" } });
  expect(res.status()).toBe(403);
  await page.context().close();
});
