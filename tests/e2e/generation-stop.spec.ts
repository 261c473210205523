/**
 * Issue 24 points 6 and 9, on a server of its own (it switches a provider's model on) against a slow fake
 * OpenAI-compatible provider: Stop on a row's generation ends the upstream call, the text written so far stays
 * with "Stopped" and Retry writes it whole; a stream the provider breaks keeps its text with the connection's reason;
 * the Headlines tool on a German page sends the brand and German and shows the model it writes with.
 */
import { startFakeOpenAI, type FakeOpenAI, type ChatRequest } from "../helpers/fake-openai";
import { choosePrompt, postText, row } from "./content-helpers";
import { expect, newEmail, test, type TestUser } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

const KEY = "sk-slow-provider-e2e-4b1c";
const HEAD = "Our new analytics dashboard is here, and ";
const WHOLE = "Our new analytics dashboard is here. See every campaign in real time.";
const HEADLINES = JSON.stringify({
  headlines: [
    { text: "Das neue Dashboard ist da", formula: "news" },
    { text: "Wie Sie Kampagnen live sehen", formula: "how-to" },
    { text: "Weniger Streuverlust ab heute", formula: "benefit" },
  ],
});

test.describe.configure({ mode: "serial" });

let fake: FakeOpenAI;
let own: OwnServer;
let admin: TestUser;
let modelName: string;

const systemOf = (req: ChatRequest) => String(req.messages.find((m) => m.role === "system")?.content);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fake = await startFakeOpenAI({ apiKey: KEY });
  // Posts stream; headlines ask for JSON (response_format).
  fake.setDefault({ kind: "reply", text: (req) => (req.body.response_format ? HEADLINES : WHOLE) });
  own = await startOwnServer("generation-stop", { OPENAI_COMPATIBLE_BASE_URL: fake.url, OPENAI_COMPATIBLE_API_KEY: KEY });
  admin = await own.confirmedUser(newEmail("stop-admin"));
  const headers = { authorization: `Bearer ${await own.tokenOf(admin)}` };
  const list = (await (await own.api.get("/api/models?type=text", { headers })).json()) as { data: { id: string; name: string; provider: string }[] };
  const model = list.data.find((m) => m.provider === "openai-compatible")!;
  expect((await own.api.patch(`/api/models/${model.id}`, { headers, data: { is_active: true } })).status()).toBe(200);
  modelName = model.name;
});

test.afterAll(async () => {
  await own?.close();
  await fake?.close();
});

test("Stop ends a row's generation and the provider call; the text so far stays with Stopped and Retry writes it whole", async ({ browser }) => {
  const page = await own.signedInPage(browser, admin, "/social-media");
  const first = row(page, 1);
  await first.getByLabel("Text content").fill("Launch of the analytics dashboard");
  await choosePrompt(first);
  await first.getByLabel("Model").selectOption({ label: modelName });

  // The provider sends the first words, then keeps the answer open.
  fake.script({ kind: "gated", head: HEAD, tail: "never sent", release: new Promise(() => {}) });
  await first.getByRole("button", { name: "Generate Post" }).click();
  await expect(postText(first)).toContainText(HEAD.trim());
  expect(fake.closedEarly).toBe(0);
  await first.getByRole("button", { name: "Stop" }).click();

  await expect(first.getByTestId("row-interruption")).toContainText("Stopped");
  await expect(postText(first)).toContainText(HEAD.trim());
  await expect(first.getByRole("button", { name: "Stop" })).toHaveCount(0);
  await expect(page.getByText("Invalid response")).toHaveCount(0);
  // The server aborted its call to the provider when the browser's request went.
  await expect.poll(() => fake.closedEarly).toBe(1);

  await first.getByRole("button", { name: "Retry" }).click();
  await expect(postText(first)).toHaveText(WHOLE);
  await expect(first.getByTestId("row-interruption")).toHaveCount(0);
  await expect(first.getByRole("button", { name: "Adjust" })).toBeVisible();
  await page.context().close();
});

test("Stop all ends Create Content: every row being written keeps its text as Stopped, and nothing is reported failed", async ({ browser }) => {
  const page = await own.signedInPage(browser, admin, "/newsletter");
  await page.getByRole("button", { name: "Create More" }).click();
  for (const n of [1, 2]) {
    const r = row(page, n);
    await r.getByLabel("Text content").fill(`Newsletter topic ${n}`);
    await choosePrompt(r);
    await r.getByLabel("Model").selectOption({ label: modelName });
  }
  const closedBefore = fake.closedEarly;
  const open = new Promise<void>(() => {});
  fake.script({ kind: "gated", head: HEAD, tail: "x", release: open }, { kind: "gated", head: HEAD, tail: "x", release: open });
  await page.getByRole("button", { name: "Create Content" }).click();
  for (const n of [1, 2]) await expect(postText(row(page, n))).toContainText(HEAD.trim());
  await page.getByRole("button", { name: "Stop all" }).click();
  for (const n of [1, 2]) {
    await expect(row(page, n).getByTestId("row-interruption")).toContainText("Stopped");
    await expect(postText(row(page, n))).toContainText(HEAD.trim());
  }
  await expect(page.getByRole("button", { name: "Stop all" })).toHaveCount(0);
  await expect(page.getByText(/Failed to (process|generate)/)).toHaveCount(0);
  await expect.poll(() => fake.closedEarly - closedBefore).toBe(2);
  await page.context().close();
});

test("a provider stream that breaks keeps the text so far with the connection's reason and Retry, never Invalid response", async ({ browser }) => {
  const page = await own.signedInPage(browser, admin, "/email-broadcast");
  const first = row(page, 1);
  await first.getByLabel("Text content").fill("Dashboard launch email");
  await choosePrompt(first);
  await first.getByLabel("Model").selectOption({ label: modelName });

  // The provider sends a first piece, then drops the connection.
  fake.script({ kind: "cut", text: HEAD });
  await first.getByRole("button", { name: "Generate Post" }).click();
  const note = first.getByTestId("row-interruption");
  // The connection is the one the environment seeded for the provider.
  await expect(note).toContainText("The connection to OpenAI-compatible (environment) broke");
  await expect(postText(first)).toContainText(HEAD.trim());
  await expect(page.getByText("Invalid response")).toHaveCount(0);

  await first.getByRole("button", { name: "Retry" }).click();
  await expect(postText(first)).toHaveText(WHOLE);
  await expect(note).toHaveCount(0);
  await page.context().close();
});

test("Headlines on a German page write in German for the banner's brand, with the model shown and changeable", async ({ browser }) => {
  const page = await own.signedInPage(browser, admin, "/article");
  const headers = { authorization: `Bearer ${await own.tokenOf(admin)}` };
  const brand = await own.api.post("/api/brands", { headers, data: { brand_name: "Krume Analytics", brand_voice: "Klar und freundlich" } });
  expect(brand.status()).toBe(201);
  const { id } = (await brand.json()) as { id: string };
  await page.evaluate((brandId) => {
    localStorage.setItem("selectedBrandId", brandId);
    localStorage.setItem("selectedBrandName", "Krume Analytics");
  }, id);
  await page.reload();
  await page.getByLabel("Language", { exact: true }).selectOption("de");
  const first = row(page, 1);
  await first.getByLabel("Text content").fill("Unser neues Analyse-Dashboard zeigt Kampagnen in Echtzeit.");
  await first.getByLabel("Model").selectOption({ label: modelName });

  await page.getByRole("button", { name: "AI Toolkit" }).click();
  await page.getByRole("menuitem", { name: "Headlines" }).click();
  const dialog = page.getByRole("dialog", { name: "Headline generator" });
  const picker = dialog.getByLabel("Model");
  // The row's model is the one shown; the built-in writer is offered too.
  await expect(picker.locator("option:checked")).toHaveText(modelName);
  await expect(picker.locator("option")).not.toHaveCount(1);
  await dialog.getByLabel("Number of headlines").fill("3");
  const before = fake.requests.length;
  await dialog.getByRole("button", { name: "Write headlines" }).click();
  await expect(dialog.getByTestId("headline")).toHaveCount(3);
  await expect(dialog.getByText("Das neue Dashboard ist da")).toBeVisible();

  const sent = fake.requests.slice(before);
  expect(sent).toHaveLength(1);
  const system = systemOf(sent[0]);
  expect(system).toContain("Write all of the content in German");
  expect(system).toContain("Brand: Krume Analytics");
  await page.context().close();
});

test("rows: leaving asks only while a post is being written; a deleted post can be undone; new rows take the last prompt; Create Content says when all is written", async ({ browser }) => {
  // A user of their own: drafts live on the server, and the admin's Social page keeps the first test's row.
  const writer = await own.confirmedUser(newEmail("rows"));
  const page = await own.signedInPage(browser, writer, "/social-media");
  const first = row(page, 1);
  await first.getByLabel("Text content").fill("Spring launch");
  const prompt = await choosePrompt(first);
  await first.getByLabel("Model").selectOption({ label: modelName });

  // While the provider holds the answer open, leaving asks first, and staying keeps the row writing.
  fake.script({ kind: "gated", head: HEAD, tail: "never sent", release: new Promise(() => {}) });
  await first.getByRole("button", { name: "Generate Post" }).click();
  await expect(postText(first)).toContainText(HEAD.trim());
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  const leave = page.getByRole("alertdialog", { name: "Leave this page?" });
  await expect(leave).toContainText("A post is still being written on this page. If you leave, it stops. Leave anyway?");
  await leave.getByRole("button", { name: "Stay on page" }).click();
  await expect(page).toHaveURL(/\/social-media$/);
  await first.getByRole("button", { name: "Stop" }).click();
  await first.getByRole("button", { name: "Retry" }).click();
  await expect(postText(first)).toHaveText(WHOLE);

  // A new row starts with the prompt last chosen on the page.
  await page.getByRole("button", { name: "Create More" }).click();
  await expect(row(page, 2).getByLabel("Prompt").locator("option:checked")).toHaveText(prompt);

  // Every row with content has its post: Create Content says so instead of asking for content and a prompt.
  await page.getByRole("button", { name: "Create Content" }).click();
  await expect(page.getByText("Every row with content already has its post.", { exact: false })).toBeVisible();

  // Deleting a written post offers Undo, which puts it back where it was.
  await first.getByRole("button", { name: "Delete post 1" }).click();
  await expect(postText(row(page, 1))).toHaveCount(0);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(postText(row(page, 1))).toHaveText(WHOLE);
  await expect(row(page, 1).getByLabel("Text content")).toHaveValue("Spring launch");

  // Nothing in flight now: leaving asks nothing.
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().close();
});
