/**
 * Settings and the default model badge (spec §2), on a server of its own: changing the default model would
 * disturb the other specs' generations on the shared e2e server. This server has a second configured provider
 * (an OpenAI-compatible fake upstream), so there is another text model to make the default.
 */
import { startFakeOpenAI, type FakeOpenAI } from "../helpers/fake-openai";
import { expect, newEmail, test, type TestUser } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

const MESSAGES = {
  adminOnly: "Only administrators can change AI models. You can view the models available to you.",
  currentModel: "Current AI Model",
};
const WRITER = "Built-in template writer (demo)";
const COMPATIBLE = "OpenAI-compatible model";

test.describe.configure({ mode: "serial" });

let fake: FakeOpenAI;
let own: OwnServer;
let admin: TestUser;
let member: TestUser;

test.beforeAll(async () => {
  // Starting a server and signing two users up takes a while on a busy machine.
  test.setTimeout(180_000);
  fake = await startFakeOpenAI();
  own = await startOwnServer("settings", { OPENAI_COMPATIBLE_BASE_URL: fake.url });
  // The first user of a fresh server is its admin.
  admin = await own.confirmedUser(newEmail("settings-admin"));
  member = await own.confirmedUser(newEmail("settings-member"));
});

test.afterAll(async () => {
  await own?.close();
  await fake?.close();
});

test("an admin changes the default model and another browser's badge follows without a reload", async ({ browser }) => {
  const watcher = await own.signedInPage(browser, member, "/dashboard");
  const badge = watcher.getByTestId("model-badge");
  await expect(badge).toHaveText(WRITER);

  const settings = await own.signedInPage(browser, admin, "/settings");
  await expect(settings.getByRole("heading", { name: "AI Models" })).toBeVisible();
  const row = settings.getByTestId("model-row-default");
  await expect(row).toContainText("default");
  await expect(row.getByText("Not configured")).toHaveCount(0);
  // Models come from connections now: the environment's OpenAI-compatible server serves this one.
  await expect(row).toContainText("via OpenAI-compatible (environment)");
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
  const page = await own.signedInPage(browser, member, "/settings");
  await expect(page.getByText(MESSAGES.adminOnly)).toBeVisible();
  await expect(page.getByRole("switch").first()).toBeVisible();
  // Their own email notifications stay theirs to change; every model switch is read-only.
  await expect(page.getByTestId("notification-prefs").getByRole("switch").first()).toBeEnabled();
  const states = await page
    .getByRole("switch")
    .evaluateAll((els) => els.map((el) => ({ mine: el.closest('[data-testid="notification-prefs"]') !== null, disabled: (el as HTMLButtonElement).disabled })));
  const models = states.filter((s) => !s.mine);
  expect(models.length).toBeGreaterThan(0);
  expect(models.every((s) => s.disabled)).toBe(true);

  const token = await own.tokenOf(member);
  const { data } = (await (await own.api.get("/api/models", { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { id: string; model_id: string }[];
  };
  const target = data.find((m) => m.model_id === "default")!;
  const res = await own.api.post(`/api/models/${target.id}/default`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(403);
  expect(((await res.json()) as { error: { message: string } }).error.message).toBe(MESSAGES.adminOnly);
  await page.context().close();
});

test("Settings shows the account's storage per category against its quota, and an admin sets that quota", async ({ browser }) => {
  const token = await own.tokenOf(member);
  const upload = await own.api.post("/api/documents", {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("a".repeat(3000)) } },
  });
  expect(upload.status()).toBe(201);

  const page = await own.signedInPage(browser, member, "/settings");
  const panel = page.getByTestId("storage-usage");
  await expect(panel.getByRole("heading", { name: "Storage" })).toBeVisible();
  await expect(panel).toContainText("3 KB of 1 GB used");
  await expect(panel.getByRole("progressbar", { name: "Storage used" })).toBeVisible();
  await expect(panel.getByText("Documents", { exact: true }).locator("xpath=..")).toContainText("3 KB");
  // Members do not see the administrators' quota settings.
  await expect(page.getByRole("heading", { name: "Storage quotas" })).toHaveCount(0);

  const settings = await own.signedInPage(browser, admin, "/settings");
  await expect(settings.getByRole("heading", { name: "Storage quotas" })).toBeVisible();
  // Quotas are per workspace: the member's personal workspace is named by their email.
  const input = settings.getByRole("textbox", { name: `Own quota of Personal: ${member.email} in megabytes` });
  await input.fill("5");
  await input.locator("xpath=ancestor::tr").getByRole("button", { name: "Save" }).click();
  await expect(settings.getByText("Storage quota saved.")).toBeVisible();

  await page.reload();
  await expect(page.getByTestId("storage-usage")).toContainText("3 KB of 5 MB used");
  await expect(page.getByTestId("storage-usage")).toContainText("An administrator set this workspace's quota.");
  await page.context().close();
  await settings.context().close();
});
