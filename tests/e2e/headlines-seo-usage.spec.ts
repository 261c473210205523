import { accessToken, expect, test } from "./fixtures";
import { openContentPage, contentPage, row } from "./content-helpers";

/** Issue 13: headlines and SEO copy from the AI Toolkit, and the Usage screen with a cost after a generation. */
const ANNOUNCEMENT =
  "We just launched our new analytics dashboard. It shows real-time campaign performance across all channels, so marketing teams can spot what's working and cut wasted spend. Early users saw a 23% drop in cost per lead within the first month.";

test("ten headlines and SEO copy within limits from the AI Toolkit", async ({ signedIn: page }) => {
  await openContentPage(page, contentPage("/article"));
  await row(page, 1).getByLabel("Text content").fill(ANNOUNCEMENT);

  await page.getByRole("button", { name: "AI Toolkit" }).click();
  await page.getByRole("menuitem", { name: "Headlines" }).click();
  const headlines = page.getByRole("dialog", { name: "Headline generator" });
  await expect(headlines.getByLabel("Text")).toHaveValue(ANNOUNCEMENT);
  await expect(headlines.getByLabel("Number of headlines")).toHaveValue("10");
  await headlines.getByRole("button", { name: "Write headlines" }).click();
  const items = headlines.getByTestId("headline");
  await expect(items).toHaveCount(10);
  const formulas = new Set<string>();
  for (const item of await items.all()) {
    const text = (await item.locator("p").innerText()).trim();
    await expect(item.getByText(`${[...text].length} characters`)).toBeVisible();
    formulas.add((await item.locator("[data-slot=badge]").innerText()).trim());
  }
  expect(formulas.size).toBe(10);
  await expect(headlines.getByRole("button", { name: /^Copy: / })).toHaveCount(10);
  await headlines.getByRole("button", { name: "Close" }).first().click();
  await expect(headlines).toBeHidden();

  await page.getByRole("button", { name: "AI Toolkit" }).click();
  await page.getByRole("menuitem", { name: "SEO copy" }).click();
  const seo = page.getByRole("dialog", { name: "SEO copy" });
  await seo.getByRole("button", { name: "Write SEO copy" }).click();
  await expect(seo.getByTestId("seo")).toBeVisible();
  for (const [field, limit] of [
    ["metaTitle", 60],
    ["metaDescription", 155],
    ["ogTitle", 90],
    ["ogDescription", 200],
  ] as const) {
    const box = seo.getByTestId(`seo-${field}`);
    const text = (await box.locator("p").innerText()).trim();
    expect([...text].length).toBeLessThanOrEqual(limit);
    expect(text.length).toBeGreaterThan(0);
    await expect(box.getByText(`${[...text].length}/${limit}`)).toBeVisible();
    await expect(box.locator("[data-over]")).toHaveCount(0);
  }
  await expect(seo.getByTestId("seo-slug").locator("p")).toHaveText(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  await expect(seo.getByTestId("seo-keywords").getByRole("listitem")).toHaveCount(5);
});

test("the usage screen shows calls and a cost after a generation", async ({ page, request, admin }) => {
  const headers = { authorization: `Bearer ${await accessToken(request, admin)}` };
  const priced = await request.put("/api/usage/prices", {
    headers,
    data: { provider: "builtin", model: "builtin-writer", input_per_million: 2, output_per_million: 8 },
  });
  expect(priced.status()).toBe(200);
  const generated = await request.post("/api/functions/generate-headlines", { headers, data: { textContent: ANNOUNCEMENT, count: 10 } });
  expect(generated.status()).toBe(200);

  await page.goto("/auth");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
  await page.getByRole("link", { name: "Usage" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Usage" })).toBeVisible();

  // The usage row is written just after the answer (bookkeeping never delays it): reload until it is counted.
  const writer = page.getByTestId("usage-by-model").getByRole("row", { name: /builtin-writer/ });
  await expect(async () => {
    await page.reload();
    await expect(writer).toBeVisible({ timeout: 2000 });
  }).toPass();
  // Calls (at least the one above), then tokens; and its cost from the price set, not "No price".
  await expect(writer.getByRole("cell").nth(1)).toHaveText(/^[1-9][\d,]*$/);
  await expect(writer).toContainText(/\$\d+\.\d{2,4}/);
  await expect(page.getByTestId("usage-stats")).toContainText("Calls");
  await expect(page.getByTestId("usage-cost")).toContainText(/\$\d+\.\d{2,4}/);
  await expect(page.getByTestId("usage-chart").locator(".recharts-bar-rectangle").first()).toBeVisible();
  await page.getByRole("button", { name: "7 days" }).click();
  await expect(page.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/^ai-usage-7-days-\d{4}-\d{2}-\d{2}\.csv$/);
});

test("headlines and SEO copy from a history item", async ({ signedIn: page, request, user }) => {
  const headers = { authorization: `Bearer ${await accessToken(request, user)}` };
  const saved = await request.post("/api/history", { headers, data: { content: ANNOUNCEMENT, content_type: "article" } });
  expect(saved.ok()).toBe(true);
  await page.goto("/history");
  await page.getByRole("row").filter({ hasText: "analytics dashboard" }).first().click();
  const details = page.getByRole("dialog", { name: "Content details" });
  await details.getByRole("button", { name: "Headlines" }).click();
  const headlines = page.getByRole("dialog", { name: "Headline generator" });
  await expect(headlines.getByLabel("Text")).toHaveValue(ANNOUNCEMENT);
  await headlines.getByLabel("Number of headlines").fill("3");
  await headlines.getByRole("button", { name: "Write headlines" }).click();
  await expect(headlines.getByTestId("headline")).toHaveCount(3);
  await headlines.getByRole("button", { name: "Close" }).first().click();
  await details.getByRole("button", { name: "SEO copy" }).click();
  const seo = page.getByRole("dialog", { name: "SEO copy" });
  await seo.getByRole("button", { name: "Write SEO copy" }).click();
  await expect(seo.getByTestId("seo-keywords").getByRole("listitem")).toHaveCount(5);
});
