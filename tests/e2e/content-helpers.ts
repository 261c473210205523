import { readFile } from "node:fs/promises";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { CONTENT_PAGES, type ContentPageDef } from "../../src/shared/content-types";
import { CSV_FILE_PREFIXES } from "../../src/shared/constants";
import { accessToken, expect, test, type TestUser } from "./fixtures";

/** Journeys shared by the five content pages (tests/e2e/content-*.spec.ts), one spec file per page. */

export function contentPage(path: string): ContentPageDef {
  const def = CONTENT_PAGES.find((p) => p.path === path);
  if (!def) throw new Error(`No content page at ${path}`);
  return def;
}

export const row = (page: Page, n: number) => page.getByRole("row", { name: `Post ${n}`, exact: true });
export const rows = (page: Page) => page.getByRole("row", { name: /^Post \d+$/ });
export const postText = (r: Locator) => r.getByTestId("post-text");

export async function openContentPage(page: Page, def: ContentPageDef) {
  await page.goto(def.path);
  await expect(page.getByRole("heading", { level: 1, name: def.title })).toBeVisible();
  await expect(row(page, 1)).toBeVisible();
}

/** Chooses the first prompt (new users get a starter prompt of every type at sign-up). */
export async function choosePrompt(r: Locator) {
  const select = r.getByLabel("Prompt");
  await expect(select.locator("option")).not.toHaveCount(1);
  await select.selectOption({ index: 1 });
  return (await select.locator("option:checked").textContent())!;
}

/**
 * Clicks Generate Post and checks the answer came as Server-Sent Events, the text reached the row, and the `done`
 * event named the History item the server wrote (`historyId`).
 */
export async function generateStreamed(page: Page, r: Locator) {
  const streamed = page.waitForResponse((res) => res.url().includes("/api/functions/generate-text-post?stream=1"));
  await r.getByRole("button", { name: "Generate Post" }).click();
  const res = await streamed;
  expect(res.status()).toBe(200);
  const sent = res.request().postDataJSON() as { brandId?: string | null; promptText: string; modelId?: string | null };
  expect(res.headers()["content-type"]).toContain("text/event-stream");
  const body = await res.text();
  expect(body.match(/^event: delta$/gm)?.length ?? 0).toBeGreaterThan(1);
  expect(body).toMatch(/^event: done$/m);
  const done = JSON.parse(/^event: done\ndata: (.*)$/m.exec(body)![1]) as { history_id: string | null };
  expect(done.history_id).toMatch(/^[0-9a-f-]{36}$/);
  await expect(postText(r)).not.toBeEmpty();
  return { text: (await postText(r).innerText()).trim(), sent, historyId: done.history_id! };
}

/** A brand made through the API and chosen as the current brand (as the Brand Strategy page stores it). */
export async function selectNewBrand(page: Page, request: APIRequestContext, user: TestUser, name: string) {
  const headers = { authorization: `Bearer ${await accessToken(request, user)}` };
  const res = await request.post("/api/brands", { headers, data: { brand_name: name, brand_voice: "Warm and direct" } });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await page.evaluate(
    ([id, name]) => {
      localStorage.setItem("selectedBrandId", id);
      localStorage.setItem("selectedBrandName", name);
    },
    [id, name],
  );
  return id;
}

export const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** Checks a toast is shown, then closes it so it does not cover the controls under it. */
export async function seeToast(page: Page, text: string) {
  const shown = toast(page, text);
  await expect(shown).toBeVisible();
  await shown.hover();
  await shown.locator("[data-close-button]").click();
  await expect(shown).toBeHidden();
}

/** A minimal RFC 4180 reader (quoted fields, doubled quotes, CRLF), to read the file the way a spreadsheet does. */
export function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  const endField = () => {
    fields.push(field);
    field = "";
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") endField();
    else if (c === "\r" && text[i + 1] === "\n") {
      endField();
      out.push(fields);
      fields = [];
      i += 1;
    } else field += c;
  }
  if (field || fields.length) {
    endField();
    out.push(fields);
  }
  return out;
}

/** Clicks Download and reads the saved CSV. */
export async function downloadCsv(page: Page) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download", exact: true }).click()]);
  const text = await readFile((await download.path())!, "utf8");
  return { name: download.suggestedFilename(), text, rows: parseCsv(text.replace(/^\uFEFF/, "")) };
}

/** What the display shows for a post: markdown characters stripped, 3+ newlines collapsed. */
export const displayed = (text: string) =>
  text
    .replace(/[*_~`]/g, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();

/** A cluster holding one history item, made through the API: POST /api/history, POST /api/clusters, PUT posts. */
export async function seedCluster(request: APIRequestContext, user: TestUser, name: string) {
  const headers = { authorization: `Bearer ${await accessToken(request, user)}` };
  const item = await request.post("/api/history", {
    headers,
    data: {
      content: "Our spring webinar series teaches small teams how to plan a content calendar, repurpose long posts and measure engagement.",
      content_type: "social_media",
      original_content: "webinar series",
      metadata: {},
    },
  });
  expect(item.status()).toBe(201);
  const cluster = await request.post("/api/clusters", { headers, data: { name, description: "E2E ideas" } });
  expect(cluster.status()).toBe(201);
  const clusterId = ((await cluster.json()) as { id: string }).id;
  const link = await request.put(`/api/clusters/${clusterId}/posts`, { headers, data: { post_ids: [((await item.json()) as { id: string }).id] } });
  expect(link.ok()).toBe(true);
  return clusterId;
}

/** The operations recorded in content_history for this user (newest first). */
/** The shown text of the page's first draft, as the server holds it. */
export async function shownDraftText(request: APIRequestContext, user: TestUser, contentType: string) {
  const headers = { authorization: `Bearer ${await accessToken(request, user)}` };
  const res = await request.get(`/api/drafts?page=${contentType}`, { headers });
  const { data } = (await res.json()) as { data: { data: { generatedPost: string } }[] };
  return data[0]?.data.generatedPost ?? "";
}

export async function historyOperations(request: APIRequestContext, user: TestUser, contentType: string) {
  const headers = { authorization: `Bearer ${await accessToken(request, user)}` };
  const res = await request.get(`/api/history?type=${contentType}&limit=200`, { headers });
  const { data } = (await res.json()) as { data: { metadata: { operation?: string } }[] };
  return data.map((item) => item.metadata.operation);
}

/** Navigates client-side to `path` with router state, as the Content Playground's "Send to" does. */
export async function sendTopics(page: Page, path: string, topics: { topic: string; details: string }[]) {
  await page.evaluate(
    ({ path, topics }) => {
      window.history.pushState({ usr: { transferredTopics: topics }, key: "topics", idx: (window.history.state?.idx ?? 0) + 1 }, "", path);
      window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
    },
    { path, topics },
  );
}

/** Fills rows 1..n with text and a prompt, adding rows with Create More as the page needs. */
async function prepareRows(page: Page, def: ContentPageDef, texts: string[]) {
  while ((await rows(page).count()) < texts.length) await page.getByRole("button", { name: "Create More" }).click();
  for (const [i, text] of texts.entries())
    await row(page, i + 1)
      .getByLabel("Text content")
      .fill(text);
}

/**
 * The journeys every content page passes: one row from text to a refined post, bulk generation with its
 * download, and rows filled from a cluster's ideas and from transferred topics.
 */
export function contentPageSuite(path: string) {
  const def = contentPage(path);

  test.describe(`${def.title} (${def.path})`, () => {
    test("a row goes from text to a streamed post; edit, adjust and expand add versions, each saved to history", async ({ signedIn: page, request, user }) => {
      const brandId = await selectNewBrand(page, request, user, "Acme Analytics");
      await openContentPage(page, def);
      await expect(page.getByText("Acme Analytics").first()).toBeVisible();
      const first = row(page, 1);
      await expect(first.getByLabel("Model")).toHaveValue(/.+/);
      await first.getByLabel("Text content").fill("Our new analytics dashboard shows campaign ROI in real time for small marketing teams, from $19 a month.");
      // Generate Post appears only once the row has text and a prompt.
      await expect(first.getByRole("button", { name: "Generate Post" })).toHaveCount(0);
      await choosePrompt(first);
      const { text: original, sent } = await generateStreamed(page, first);
      // The brand in the banner goes with every generation; the prompt's own text and the row's model are sent.
      expect(sent.brandId).toBe(brandId);
      expect(sent.promptText.length).toBeGreaterThan(20);
      expect(sent.modelId).toBe(await first.getByLabel("Model").inputValue());

      await first.getByRole("button", { name: "Edit", exact: true }).click();
      await first.getByRole("button", { name: "Save as new version" }).click();
      await seeToast(page, "No changes to save");
      await first.getByLabel("Edit post").fill(`${original}\n\nEdited by hand.`);
      // The typing reaches the draft on the server by itself (co-editing writes it into the shown version after a
      // pause): saving after that still makes a new version and keeps the original as version 1.
      await expect.poll(() => shownDraftText(request, user, def.contentType), { timeout: 10_000 }).toContain("Edited by hand.");
      await first.getByRole("button", { name: "Save as new version" }).click();
      await expect(first.getByText("Version 2 of 2")).toBeVisible();
      await first.getByRole("button", { name: "Previous version" }).click();
      await expect(postText(first)).not.toContainText("Edited by hand.");
      await first.getByRole("button", { name: "Next version" }).click();
      await expect(postText(first)).toContainText("Edited by hand.");

      await first.getByRole("button", { name: "Adjust" }).click();
      const sheet = page.getByRole("dialog", { name: "Adjust Post" });
      await expect(sheet.getByRole("button", { name: "Adjust Post" })).toBeDisabled();
      await sheet.getByLabel("Adjustment notes").fill("   ");
      await expect(sheet.getByRole("button", { name: "Adjust Post" })).toBeDisabled();
      await sheet.getByLabel("Adjustment notes").fill("Make it shorter and more formal");
      await sheet.getByRole("button", { name: "Adjust Post" }).click();
      await expect(first.getByText("Version 3 of 3")).toBeVisible();

      await first.getByRole("button", { name: "Expand" }).click();
      const expand = page.getByRole("dialog", { name: "Choose Expansion Length" });
      await expand.getByText("Long").click();
      await expand.getByRole("button", { name: "Expand" }).click();
      await expect(first.getByText("Version 4 of 4")).toBeVisible();
      await first.getByRole("button", { name: "Previous version" }).click();
      await expect(first.getByText("Version 3 of 4")).toBeVisible();

      await expect.poll(async () => (await historyOperations(request, user, def.contentType)).sort()).toEqual(["adjust", "edit", "expand", "generate"]);
    });

    test("alternatives land below their row; rows survive a reload; leaving with posts warns", async ({ signedIn: page, request, user }) => {
      await openContentPage(page, def);
      const first = row(page, 1);
      await first.getByLabel("Text content").fill("Join our free webinar on planning a quarter of content in one afternoon.");
      await choosePrompt(first);
      await generateStreamed(page, first);

      // A marker row after row 1, so we can see alternatives land between them.
      await page.getByRole("button", { name: "Create More" }).click();
      await expect(rows(page)).toHaveCount(1 + def.rowsPerAdd);
      await row(page, 2).getByLabel("Text content").fill("Marker row");

      await first.getByRole("button", { name: "Alternatives" }).click();
      const alternatives = page.getByRole("dialog", { name: "Generate Alternatives" });
      await expect(alternatives.getByLabel("Number of alternatives")).toHaveValue("3");
      await alternatives.getByLabel("Number of alternatives").fill("2");
      await alternatives.getByRole("button", { name: "Generate" }).click();
      await expect(rows(page)).toHaveCount(3 + def.rowsPerAdd);
      await expect(row(page, 2).getByText("Alternative 1 of 2")).toBeVisible();
      await expect(row(page, 3).getByText("Alternative 2 of 2")).toBeVisible();
      await expect(postText(row(page, 2))).not.toBeEmpty();
      await expect(postText(row(page, 3))).not.toBeEmpty();
      await expect(row(page, 4).getByLabel("Text content")).toHaveValue("Marker row");
      await expect.poll(async () => (await historyOperations(request, user, def.contentType)).sort()).toEqual(["alternative", "alternative", "generate"]);

      await page.reload();
      await expect(rows(page)).toHaveCount(3 + def.rowsPerAdd);
      await expect(postText(row(page, 1))).not.toBeEmpty();
      await expect(row(page, 3).getByText("Alternative 2 of 2")).toBeVisible();
      await expect(row(page, 4).getByLabel("Text content")).toHaveValue("Marker row");

      // The rows are kept, so leaving a page whose posts are all written asks nothing (issue 24: only work in
      // flight would be lost), and coming back finds them.
      await page.getByRole("link", { name: "Dashboard" }).first().click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole("alertdialog", { name: "Leave this page?" })).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1, name: "Your Content Dashboard" })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${def.path}$`));
      await expect(postText(row(page, 1))).not.toBeEmpty();
    });

    test("Create Content generates every ready row with progress; Download writes the CSV", async ({ signedIn: page }) => {
      await openContentPage(page, def);
      const texts = [
        "Spring sale: 20% off all plans until Friday.",
        "We hired a head of customer success.",
        "Five tips for writing subject lines people open.",
      ];
      await prepareRows(page, def, texts);
      await page.getByRole("button", { name: "Create Content" }).click();
      await seeToast(page, "Please select prompts for all content before generating");
      await expect(postText(row(page, 1))).toHaveCount(0);

      for (let i = 1; i <= texts.length; i += 1) await choosePrompt(row(page, i));
      await page.getByRole("button", { name: "Create Content" }).click();
      await expect(page.getByText(`${texts.length} of ${texts.length}`)).toBeVisible();
      await expect(page.getByRole("progressbar", { name: "Bulk generation progress" })).toHaveAttribute("aria-valuenow", "100");
      const posts: string[] = [];
      for (let i = 1; i <= texts.length; i += 1) {
        await expect(postText(row(page, i))).not.toBeEmpty();
        posts.push((await postText(row(page, i)).innerText()).trim());
      }

      // Rows that already have a post are not generated again, and the page says why (issue 24).
      await page.getByRole("button", { name: "Create Content" }).click();
      await seeToast(page, "Every row with content already has its post. Use Regenerate in a row to write it again, or add a row for something new.");

      const file = await downloadCsv(page);
      const today = new Date();
      const ymd = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(today.getDate()).padStart(2, "0")}`;
      expect(file.name).toBe(`${CSV_FILE_PREFIXES[def.contentType]}${ymd}.csv`);
      expect(file.rows[0]).toEqual(["Post", "Image URLs"]);
      // The page renders markdown headings and list items (no markers on screen); the CSV keeps them as text.
      const asRendered = (post: string) => displayed(post.replace(/^#{1,6}\s+/gm, "").replace(/^\s*[-+]\s+/gm, ""));
      expect(file.rows.slice(1).map(([post]) => asRendered(post))).toEqual(posts.map(displayed));
      expect(file.rows.slice(1).every(([post, urls]) => post.length > 0 && urls === "")).toBe(true);
      expect(file.text).not.toMatch(/[*_~`]/);

      // Reset asks first, then leaves one empty row and nothing in storage.
      await page.getByRole("button", { name: "Reset" }).click();
      await page.getByRole("alertdialog", { name: "Reset this page?" }).getByRole("button", { name: "Reset" }).click();
      await expect(rows(page)).toHaveCount(1);
      await expect(row(page, 1).getByLabel("Text content")).toHaveValue("");
      expect(await page.evaluate((key) => localStorage.getItem(key), def.storageKey)).toBeNull();
      await page.reload();
      await expect(rows(page)).toHaveCount(1);
    });

    test("ideas from a style cluster and topics from the Content Playground fill the rows", async ({ signedIn: page, request, user }) => {
      await seedCluster(request, user, `Cluster for ${def.title}`);
      await openContentPage(page, def);
      await page.getByRole("button", { name: "AI Toolkit" }).click();
      await page.getByRole("menuitem", { name: "Generate Ideas with AI" }).click();
      const dialog = page.getByRole("dialog", { name: "Generate Content Ideas" });
      await expect(dialog.getByRole("button", { name: "Generate" })).toBeDisabled();
      await expect(dialog.getByText("(Max 10)")).toBeVisible();
      await dialog.getByLabel("Cluster").selectOption({ label: `Cluster for ${def.title}` });
      await dialog.getByLabel("Prompt").fill("Ideas for a webinar promotion");
      await dialog.getByLabel("Number of posts").fill("2");
      await dialog.getByRole("button", { name: "Generate" }).click();
      await seeToast(page, "Ideas generated and inserted!");
      await expect(dialog).toBeHidden();
      for (const n of [1, 2]) {
        await expect(row(page, n).getByLabel("Text content")).not.toHaveValue("");
        await expect(row(page, n).getByLabel("Prompt")).not.toHaveValue("");
        await expect(row(page, n).getByRole("button", { name: "Generate Post" })).toBeVisible();
      }

      await page.getByRole("link", { name: "Dashboard" }).first().click();
      await expect(page).toHaveURL(/\/dashboard$/);
      const topics = [
        { topic: "Customer onboarding checklist", details: "What new customers need in week one" },
        { topic: "Pricing page redesign", details: "Why we simplified to three plans" },
      ];
      await sendTopics(page, def.path, topics);
      await expect(toast(page, "Topics transferred successfully!")).toBeVisible();
      const expected = def.multiTopic ? topics : topics.slice(0, 1);
      const values = async () => Promise.all((await page.getByLabel("Text content").all()).map((t) => t.inputValue()));
      await expect.poll(values).toEqual(expect.arrayContaining(expected.map(({ topic, details }) => `${topic}\n\n${details}`)));
      if (!def.multiTopic) expect((await values()).some((v) => v.startsWith(topics[1].topic))).toBe(false);

      // The router state is consumed once: a reload does not insert the topics again.
      const before = (await values()).filter((v) => v.startsWith(topics[0].topic)).length;
      await page.reload();
      await expect(row(page, 1)).toBeVisible();
      expect((await values()).filter((v) => v.startsWith(topics[0].topic)).length).toBe(before);
    });
  });
}
