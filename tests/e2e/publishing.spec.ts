import { addDays, format } from "date-fns";
import { startFakeBluesky, type FakeBluesky } from "../helpers/fake-bluesky";
import { choosePrompt, contentPage, generateStreamed, openContentPage, row } from "./content-helpers";
import { accessToken, expect, test } from "./fixtures";

// The whole journey of issue 12: connect a (fake) Bluesky account, schedule from /social-media, see it on
// /calendar, drag it to another day and back, close the browser, and find it published with a working link.
let bsky: FakeBluesky;
test.beforeAll(async () => {
  bsky = await startFakeBluesky();
});
test.afterAll(async () => {
  await bsky.close();
});

test.use({ actionTimeout: 15_000 });

const dayKey = (date: Date) => format(date, "yyyy-MM-dd");

test("connect Bluesky, schedule from /social-media, move it on the calendar, and find it published", async ({ signedIn: page, user, request, browser }) => {
  test.setTimeout(240_000);
  const headers = { authorization: `Bearer ${await accessToken(request, user)}` };
  const created = await request.post("/api/accounts", { headers, data: { name: "Sky", handle: "@alice.test", platform: "bluesky" } });
  expect(created.status()).toBe(201);

  // Social Media Accounts from the sidebar: connect to the platform and test it.
  await page.getByRole("navigation").getByRole("link", { name: "Accounts" }).click();
  await page.getByRole("button", { name: /Connect to platform\W+Sky/ }).click();
  const connect = page.getByRole("dialog", { name: "Connect Sky" });
  await connect.getByLabel("Bluesky server").fill(bsky.url);
  await connect.getByLabel("Handle").fill(bsky.handle);
  await connect.getByLabel("App password").fill(bsky.password);
  await connect.getByRole("button", { name: "Save publishing account" }).click();
  await expect(connect.getByText(`Connected as ${bsky.handle}`)).toBeVisible();
  await expect(connect.getByLabel("App password")).toHaveValue("");
  await connect.getByRole("button", { name: "Test publishing account" }).click();
  await expect(connect.getByRole("status")).toContainText("Publishing account works.");
  await page.keyboard.press("Escape");

  // A generated post on /social-media, scheduled a minute or two from now.
  const def = contentPage("/social-media");
  await openContentPage(page, def);
  const first = row(page, 1);
  await first.getByLabel("Text content").fill("Our spring webinar on planning a quarter of content in one afternoon.");
  await choosePrompt(first);
  await generateStreamed(page, first);
  await first.getByRole("button", { name: "Schedule" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule post" });
  const text = `Join our spring webinar ${Date.now()} https://example.com/webinar`;
  await dialog.getByLabel("Post text").fill(text);
  await dialog.getByRole("checkbox", { name: /Sky/ }).check();
  await expect(dialog.getByTestId("counter-bluesky")).toHaveText(`${[...text].length} / 300`);
  const due = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
  await dialog.getByLabel("Date and time", { exact: true }).fill(format(due, "yyyy-MM-dd'T'HH:mm"));
  await dialog.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByText("Post scheduled")).toBeVisible();

  // On the calendar (sidebar, Main): drag it to tomorrow, then back to its day.
  await page.getByRole("navigation").getByRole("link", { name: "Calendar" }).click();
  const chip = page.locator("[data-post-id]").filter({ hasText: text });
  await expect(chip).toHaveAttribute("data-status", "scheduled");
  const today = page.locator(`[data-day="${dayKey(due)}"]`);
  const tomorrow = page.locator(`[data-day="${dayKey(addDays(due, 1))}"]`);
  await expect(today.locator("[data-post-id]").filter({ hasText: text })).toBeVisible();
  await chip.dragTo(tomorrow);
  await expect(tomorrow.locator("[data-post-id]").filter({ hasText: text })).toBeVisible();
  const moved = (await (await request.get("/api/scheduled-posts?status=scheduled", { headers })).json()) as { data: { content: string; scheduled_at: string }[] };
  expect(new Date(moved.data.find((p) => p.content === text)!.scheduled_at).getTime()).toBe(addDays(due, 1).getTime());
  await chip.dragTo(today);
  await expect(today.locator("[data-post-id]").filter({ hasText: text })).toBeVisible();

  // Close the browser; the server publishes on its own at the scheduled time.
  await page.context().close();
  await bsky.waitFor(() => bsky.posts.some((p) => p.text === text), 150_000, "the post on the fake Bluesky");
  expect(bsky.posts.filter((p) => p.text === text)).toHaveLength(1);
  expect(bsky.posts.find((p) => p.text === text)!.record.createdAt).toBeDefined();

  // Back in a new browser: published on the calendar, with a link to the live post (bsky.app, served by the fake here).
  const context = await browser.newContext();
  await context.route("https://bsky.app/**", async (route) => {
    const res = await fetch(route.request().url().replace("https://bsky.app", bsky.url));
    await route.fulfill({ status: res.status, contentType: res.headers.get("content-type") ?? "text/html", body: await res.text() });
  });
  const again = await context.newPage();
  await again.goto("/auth");
  await again.getByLabel("Email").fill(user.email);
  await again.getByLabel("Password", { exact: true }).fill(user.password);
  await again.getByRole("button", { name: "Sign In" }).click();
  await again.waitForURL((url) => url.pathname === "/dashboard");
  await again.goto("/calendar");
  const published = again.locator("[data-post-id]").filter({ hasText: text });
  await expect(published).toHaveAttribute("data-status", "published");
  await published.click();
  const link = again.getByRole("link", { name: "Open post" });
  await expect(link).toHaveAttribute("href", /^https:\/\/bsky\.app\/profile\/alice\.test\/post\//);
  const [live] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await expect(live.locator("#post")).toHaveText(text);
  await context.close();
});
