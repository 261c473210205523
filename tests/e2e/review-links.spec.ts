import { draftData } from "../helpers/drafts";
import { contentPage, openContentPage } from "./content-helpers";
import { accessToken, expect, test } from "./fixtures";

/** Review links and the activity feed (issue 26 points 6 and 7). */
const def = contentPage("/social-media");
const POST = "Launch day is here!\nOur new editor ships today.";

test("a member shares a draft, a client without an account reads it as a post and comments, the member sees it; revoked, the link stops working; the activity page lists it", async ({
  signedIn: page,
  browser,
  request,
  user,
}) => {
  // A draft with a written post in the member's (personal) workspace.
  const headers = { authorization: `Bearer ${await accessToken(request, user)}` };
  const made = await request.post("/api/drafts", {
    headers,
    data: { page: def.contentType, position: 0, data: draftData({ textContent: "Launch", versions: [{ content: POST, timestamp: new Date().toISOString() }] }) },
  });
  expect(made.status()).toBe(201);

  await openContentPage(page, def);
  await page.getByRole("button", { name: "Share for review" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("checkbox").first().click();
  await dialog.getByLabel("Label (for you)").fill("Acme launch");
  await dialog.getByLabel("Show as").selectOption("bluesky");
  await dialog.getByRole("button", { name: "Create link" }).click();
  const link = await dialog.getByTestId("review-link").inputValue();
  expect(link).toMatch(/\/review\/[A-Za-z0-9_-]{20,}$/);
  await dialog.getByRole("button", { name: "Done" }).click();

  // An anonymous browser opens the link: the post as on Bluesky, with its count against the 300 limit.
  const anonymous = await browser.newContext();
  const client = await anonymous.newPage();
  const opened = await client.goto(link);
  expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
  expect(opened?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(client.getByRole("heading", { name: "Acme launch" })).toBeVisible();
  const post = client.getByTestId("review-post");
  await expect(post.getByTestId("review-post-text")).toHaveText(POST);
  await expect(post).toContainText("Bluesky");
  await expect(post.getByTestId("review-post-count")).toHaveText(`${[...POST].length} / 300`);
  await client.getByLabel("Your name").fill("Dana from Acme");
  await client.getByLabel("Comment").fill("Could we mention the price?");
  await client.getByRole("button", { name: "Send comment" }).click();
  await expect(client.getByText("Could we mention the price?")).toBeVisible();

  // The member sees it on the content page, with the client's name and the "client" label, live.
  const feedback = page.getByTestId("client-comments");
  await expect(feedback).toContainText("Dana from Acme");
  await expect(feedback).toContainText("client");
  await expect(feedback).toContainText("Could we mention the price?");

  // The workspace page lists the link; revoking it stops it working.
  await page.goto("/workspace");
  const links = page.getByTestId("review-links");
  await expect(links).toContainText("Acme launch");
  await expect(links).toContainText("1 comment");
  await links.getByRole("button", { name: "Revoke" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
  await expect(links).toContainText("Revoked");

  await client.reload();
  await expect(client.getByText("This review link is no longer available.")).toBeVisible();
  await expect(client.getByTestId("review-post")).toHaveCount(0);
  await anonymous.close();

  // The activity page lists the share and the client's comment.
  await page.getByRole("link", { name: "Activity" }).first().click();
  await expect(page).toHaveURL(/\/activity$/);
  const feed = page.getByTestId("activity-feed");
  await expect(feed.locator('[data-verb="client_commented"]')).toContainText("Dana from Acme");
  await expect(feed.locator('[data-verb="review_link_created"]')).toContainText("shared a draft for review (Acme launch)");
  await expect(feed.locator('[data-verb="review_link_created"]')).toContainText(user.email);
});
