import { choosePrompt, contentPage, generateStreamed, openContentPage, postText, row, rows } from "./content-helpers";
import { accessToken, expect, test } from "./fixtures";

/** Issue 13: output languages (the built-in writer says it writes English only) and repurposing into several targets. */
const social = contentPage("/social-media");
const ANNOUNCEMENT =
  "We launch Pulse, our analytics dashboard for subscription businesses, on 3 March. Pulse shows churn and revenue in real time. Teams in the beta cut churn by 12 percent in three months.";

test("German is marked as not written by the demo in the picker, answers the clear message; the page remembers its language", async ({ signedIn: page }) => {
  await openContentPage(page, social);
  const language = page.getByLabel("Language", { exact: true });
  await expect(language).toHaveValue("en");
  // Marked in the picker while the demo is the default, and said beside it once chosen, before any click.
  await expect(language.locator("option", { hasText: "German · Deutsch (not with the demo writer)" })).toHaveCount(1);
  await expect(language.locator("option", { hasText: /^English$/ })).toHaveCount(1);
  await language.selectOption("de");
  await expect(page.getByTestId("language-demo-note")).toHaveText("The demo writer writes English only. Choose a connected model to write in German.");
  const first = row(page, 1);
  await first.getByLabel("Text content").fill(ANNOUNCEMENT);
  await choosePrompt(first);
  const answer = page.waitForResponse((res) => res.url().includes("/api/functions/generate-text-post"));
  await first.getByRole("button", { name: "Generate Post" }).click();
  const res = await answer;
  expect(res.status()).toBe(422);
  expect((res.request().postDataJSON() as { language: string }).language).toBe("de");
  const message = "The built-in template writer writes English only. Choose a connected model to write in German.";
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: message }).first()).toBeVisible();
  await expect(postText(first)).toHaveCount(0);

  // Remembered per page: still German after a reload, English on another page.
  await page.reload();
  await expect(page.getByLabel("Language", { exact: true })).toHaveValue("de");
  await openContentPage(page, contentPage("/newsletter"));
  await expect(page.getByLabel("Language", { exact: true })).toHaveValue("en");
});

test("a post repurposed into an X thread, a LinkedIn post and a newsletter section lands on the pages and in history", async ({
  signedIn: page,
  request,
  user,
}) => {
  await openContentPage(page, social);
  const first = row(page, 1);
  await first.getByLabel("Text content").fill(ANNOUNCEMENT);
  await choosePrompt(first);
  // Generations reach History from the server: the page never posts one.
  const historyPosts: string[] = [];
  page.on("request", (r) => {
    if (/\/api\/history$/.test(r.url()) && r.method() === "POST") historyPosts.push(r.url());
  });
  // The row learns the history id of its post from the answer's done event; its repurposed results link to it.
  const { historyId: generatedId } = await generateStreamed(page, first);

  await first.getByRole("button", { name: "Repurpose for..." }).click();
  const dialog = page.getByRole("dialog", { name: "Repurpose for..." });
  await expect(dialog).toBeVisible();
  // X thread, LinkedIn post and newsletter section are chosen by default; make sure of it.
  for (const label of ["X thread", "LinkedIn post", "Email newsletter section"]) await expect(dialog.getByRole("checkbox", { name: label })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "Blog outline" })).not.toBeChecked();
  const answered = page.waitForResponse((res) => res.url().includes("/api/functions/repurpose"));
  await dialog.getByRole("button", { name: "Repurpose", exact: true }).click();
  const res = await answered;
  expect(res.status()).toBe(200);
  expect((res.request().postDataJSON() as { targets: string[] }).targets).toEqual(["x_thread", "linkedin_post", "newsletter_section"]);

  // Each result with its count against its limit.
  await expect(dialog.locator("[data-target=x_thread]")).toContainText("X thread");
  await expect(dialog.locator("[data-target=x_thread]")).toContainText("/ 280");
  await expect(dialog.locator("[data-target=linkedin_post]")).toContainText("/ 3,000");
  await expect(dialog.locator("[data-target=newsletter_section]")).toContainText("/ 2,500");
  await expect(dialog.getByText("Over the limit")).toHaveCount(0);

  // The section lands on the newsletter page; the two social results on this page as new rows.
  await dialog.getByRole("link", { name: "Open Newsletter" }).click();
  // Nothing is being written: the page is left without a question (its posts stay stored).
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  // A repurposed row says what it was written for.
  await expect(row(page, 1)).toContainText("Repurposed: Email newsletter section");
  // The newsletter section's markdown heading is shown rendered, not as "##".
  await expect(postText(row(page, 1)).getByRole("heading").first()).toBeVisible();
  await expect(postText(row(page, 1))).not.toContainText("##");
  await page.getByRole("link", { name: "Social", exact: true }).click();
  await expect(rows(page)).toHaveCount(3);
  await expect(postText(row(page, 2))).toContainText("1/");
  await expect(row(page, 2)).toContainText("Repurposed: X thread");
  await expect(row(page, 3)).toContainText("Repurposed: LinkedIn post");
  await expect(row(page, 1)).not.toContainText("Repurposed");

  // History keeps each result with its target, language and source.
  const token = await accessToken(request, user);
  const listed = await request.get("/api/history?language=en", { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await listed.json()) as { data: { content_type: string; metadata: Record<string, unknown> }[] };
  const repurposed = data.filter((d) => d.metadata.operation === "repurpose");
  expect(repurposed.map((d) => d.metadata.target).sort()).toEqual(["linkedin_post", "newsletter_section", "x_thread"]);
  expect(repurposed.map((d) => d.metadata.sourceHistoryId)).toEqual([generatedId, generatedId, generatedId]);
  expect(repurposed.find((d) => d.metadata.target === "newsletter_section")?.content_type).toBe("newsletter");

  // From History: repurpose an item, linked to it by its id.
  await page.goto("/history");
  await page.getByLabel("Language", { exact: true }).selectOption("en");
  await page
    .getByRole("button", { name: /^View details of 1\// })
    .first()
    .click();
  const detail = page.getByRole("dialog");
  await detail.getByRole("button", { name: "Repurpose for..." }).click();
  const again = page.getByRole("dialog", { name: "Repurpose for..." });
  await again.getByRole("checkbox", { name: "X thread" }).click();
  await again.getByRole("checkbox", { name: "LinkedIn post" }).click();
  await again.getByRole("checkbox", { name: "Email newsletter section" }).click();
  await again.getByRole("checkbox", { name: "Blog outline" }).click();
  const fromHistory = page.waitForResponse((r) => r.url().includes("/api/functions/repurpose"));
  await again.getByRole("button", { name: "Repurpose", exact: true }).click();
  const answer = (await (await fromHistory).json()) as { results: { target: string; history_id: string }[] };
  expect(answer.results.map((r) => r.target)).toEqual(["blog_outline"]);
  const item = await request.get(`/api/history/${answer.results[0].history_id}`, { headers: { authorization: `Bearer ${token}` } });
  const saved = (await item.json()) as { content_type: string; metadata: { sourceHistoryId: string | null; target: string } };
  expect(saved.content_type).toBe("article");
  expect(saved.metadata.target).toBe("blog_outline");
  expect(saved.metadata.sourceHistoryId).toMatch(/^[0-9a-f-]{36}$/);
  expect(historyPosts).toEqual([]);
});
