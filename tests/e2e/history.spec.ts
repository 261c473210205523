import { readFile } from "node:fs/promises";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { BlobReader, TextWriter, ZipReader } from "@zip.js/zip.js";
import { pngImage } from "../helpers/files";
import { accessToken, expect, test, type TestUser } from "./fixtures";

const stat = (page: Page, label: string) => page.locator('[data-slot="stat-card"]').filter({ has: page.getByText(label, { exact: true }) }).locator("p.tabular-nums");

/** True when the element's text ends at its right edge (right-aligned, as right-to-left text is), not its left. */
async function startsAtRightEdge(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const text = range.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const right = box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
    const left = box.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
    return Math.abs(right - text.right) < 3 && text.left - left > 8;
  });
}

async function seedHistory(request: APIRequestContext, user: TestUser, items: Array<{ content: string; content_type: string; original_content?: string; metadata?: Record<string, unknown> }>) {
  const token = await accessToken(request, user);
  for (const item of items) {
    const res = await request.post("/api/history", { data: item, headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(201);
  }
}

/** Data rows of the history table (the header row has column headers, not cells). */
const rows = (page: Page) => page.getByRole("row").filter({ has: page.getByRole("cell") });

test.describe("content history", () => {
  test("Export downloads a zip: a CSV with the columns to sort by and the images, whose links do not expire", async ({ signedIn: page, request, user }) => {
    const token = await accessToken(request, user);
    const uploaded = await request.post("/api/uploads", {
      headers: { authorization: `Bearer ${token}` },
      multipart: { files: { name: "hero.png", mimeType: "image/png", buffer: await pngImage(24, 12, "#ee7711") } },
    });
    expect(uploaded.status()).toBe(201);
    const imageUrl = ((await uploaded.json()) as { data: { url: string }[] }).data[0].url;
    await seedHistory(request, user, [
      { content: "Pulse is live", content_type: "social_media", metadata: { promptName: "Launch teaser", modelName: "Claude", language: "de", operation: "generate", processingDetails: { imageUrls: [imageUrl] } } },
      { content: "Spring newsletter", content_type: "newsletter", metadata: { language: "en", operation: "publish", platform: "webhook" } },
    ]);
    await page.goto("/history");
    await expect(rows(page)).toHaveCount(2);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^history-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = new ZipReader(new BlobReader(new Blob([await readFile((await download.path())!)])));
    const entries = await zip.getEntries();
    const names = entries.map((e) => e.filename).sort();
    expect(names).toEqual(["history.csv", expect.stringMatching(/^images\/[0-9a-f-]{36}-1\.png$/)]);
    const csvEntry = entries.find((e) => e.filename === "history.csv")!;
    const csv = csvEntry.directory ? "" : await csvEntry.getData(new TextWriter());
    await zip.close();
    const lines = csv.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe('"Created","Type","Platform","Language","Prompt","Model","Operation","Content","Original content","Images"');
    expect(lines[1]).toContain('"Newsletter","webhook","English"');
    expect(lines[2]).toContain('"Social Media","","German","Launch teaser","Claude","generate","Pulse is live"');
    expect(lines[2]).toContain(`"${names[1]}"`);
    expect(csv).not.toContain("sig=");
  });

  test("a new user sees empty stats and the spec's empty text", async ({ signedIn: page }) => {
    await page.goto("/history");
    await expect(page.getByRole("heading", { name: "Content History", level: 1 })).toBeVisible();
    await expect(page.getByText("No content history found")).toBeVisible();
    await expect(stat(page, "Total Items")).toHaveText("0");
    await expect(page.getByRole("button", { name: "Delete Selected (0)" })).toBeDisabled();
  });

  test("search, type filter, the detail dialog and per-row delete", async ({ signedIn: page, request, user }) => {
    await seedHistory(request, user, [
      { content: "Spring sale tweet: 20% off everything", content_type: "social_media", original_content: "notes: spring sale" },
      { content: "Spring newsletter issue", content_type: "newsletter" },
      {
        content: "Hiring announcement article",
        content_type: "article",
        original_content: "we are hiring",
        metadata: { promptId: "p-42", promptName: "Hiring brief", modelId: "builtin-writer", imageCount: 0, operation: "generate", processingDetails: { rowType: "text" } },
      },
      { content: "Rain over Hamburg, says Lena", content_type: "general" },
    ]);
    await page.goto("/history");
    await expect(rows(page)).toHaveCount(4);
    await expect(stat(page, "Total Items")).toHaveText("4");
    await expect(stat(page, "Content Types")).toHaveText("4");
    await expect(stat(page, "Recent Items")).toHaveText("4");

    // Search covers content and original content; % is literal.
    const search = page.getByPlaceholder("Search content...");
    await search.fill("spring");
    await expect(rows(page)).toHaveCount(2);
    // Every word, in any order.
    await search.fill("lena hamburg rain");
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByText("1 item", { exact: true })).toBeVisible();
    await search.fill("20%");
    await expect(rows(page)).toHaveCount(1);
    await search.fill("we are hiring");
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("Hiring announcement article");
    await search.fill("");

    await page.getByLabel("Filter by content type").selectOption({ label: "Newsletter" });
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("Spring newsletter issue");
    await page.getByLabel("Filter by content type").selectOption({ label: "General" });
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("Rain over Hamburg");
    await page.getByLabel("Filter by content type").selectOption({ label: "All types" });
    await expect(rows(page)).toHaveCount(4);

    // The detail dialog: content, original and metadata as key/value pairs, full date.
    await page.getByRole("button", { name: /View details of Hiring announcement/ }).click();
    const dialog = page.getByRole("dialog", { name: "Content details" });
    await expect(dialog.getByText("Hiring announcement article")).toBeVisible();
    await expect(dialog.getByText("we are hiring")).toBeVisible();
    // Prompts and models by name, never by id.
    await expect(dialog.getByRole("term").filter({ hasText: /^Prompt$/ })).toBeVisible();
    await expect(dialog.getByRole("definition").filter({ hasText: "Hiring brief" })).toBeVisible();
    await expect(dialog.getByText("p-42")).toHaveCount(0);
    // No raw book-keeping fields.
    await expect(dialog.getByRole("definition").filter({ hasText: "Generate" })).toBeVisible();
    await expect(dialog.getByText(/processingDetails|rowType|imageCount/)).toHaveCount(0);
    await expect(dialog.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4} \d{2}:\d{2}:\d{2}$/);
    await page.keyboard.press("Escape");

    // Table dates use 'MMM d, yyyy HH:mm'.
    await expect(rows(page).first().locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{2}:\d{2}$/);

    await page.getByRole("button", { name: /Delete Spring newsletter issue/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Content deleted")).toBeVisible();
    await expect(rows(page)).toHaveCount(3);
    await expect(stat(page, "Total Items")).toHaveText("3");
  });

  test("right-to-left text reads right to left in the list, the details and the editor", async ({ signedIn: page, request, user }) => {
    const arabic = "إطلاق منتجنا الجديد";
    await seedHistory(request, user, [{ content: arabic, content_type: "social_media", original_content: "שלום לכולם" }]);
    await page.goto("/history");
    // The row's preview starts at the right edge of its cell.
    const preview = page.getByRole("button", { name: /View details of/ });
    await expect(preview).toHaveText(arabic);
    expect(await startsAtRightEdge(preview)).toBe(true);
    await preview.click();
    const dialog = page.getByRole("dialog", { name: "Content details" });
    await expect(dialog.locator("p", { hasText: arabic })).toHaveJSProperty("dir", "auto");
    expect(await dialog.locator("p", { hasText: arabic }).evaluate((el) => el.matches(":dir(rtl)"))).toBe(true);
    expect(await startsAtRightEdge(dialog.getByText("שלום לכולם"))).toBe(true);
    await page.keyboard.press("Escape");

    // Typing Arabic into a content page's text box edits right to left.
    await page.goto("/social-media");
    const box = page.getByRole("textbox").first();
    await box.fill(arabic);
    expect(await box.evaluate((el) => el.matches(":dir(rtl)"))).toBe(true);
  });

  test("select-all and 'Delete Selected (n)' remove every selected item", async ({ signedIn: page, request, user }) => {
    await seedHistory(request, user, [
      { content: "First post", content_type: "social_media" },
      { content: "Second post", content_type: "social_media" },
      { content: "An email", content_type: "email_broadcast" },
    ]);
    await page.goto("/history");
    await expect(rows(page)).toHaveCount(3);

    await page.getByRole("checkbox", { name: /Select First post/ }).click();
    await expect(page.getByRole("button", { name: "Delete Selected (1)" })).toBeEnabled();
    await page.getByRole("checkbox", { name: "Select all" }).click();
    await expect(page.getByRole("button", { name: "Delete Selected (3)" })).toBeEnabled();
    await page.getByRole("checkbox", { name: "Select all" }).click();
    await expect(page.getByRole("button", { name: "Delete Selected (0)" })).toBeDisabled();

    await page.getByRole("checkbox", { name: "Select all" }).click();
    await page.getByRole("button", { name: "Delete Selected (3)" }).click();
    await expect(page.getByRole("alertdialog", { name: "Delete 3 items?" })).toBeVisible();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("No content history found")).toBeVisible();
    await expect(stat(page, "Total Items")).toHaveText("0");
    await page.reload();
    await expect(page.getByText("No content history found")).toBeVisible();
  });
});
