import { startFakeLinkedIn, type FakeLinkedIn } from "../helpers/fake-linkedin";
import { choosePrompt, contentPage, generateStreamed, openContentPage, row } from "./content-helpers";
import { expect, newEmail, test } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";
import { oauthAppEnv } from "../helpers/fake-oauth";

/**
 * Issues 27 and 28 end to end, on a server of the spec's own that knows a local fake LinkedIn: connect a LinkedIn
 * profile through its authorize page from /accounts; on /social-media make a carousel from a draft in the brand kit
 * (its slides and its PDF attach to the row); schedule it to LinkedIn with a first comment, where the PDF goes out
 * as a document post (a carousel people swipe through); the comment follows; the post's numbers, collected by the
 * analytics job, show on /analytics.
 */
test.describe("LinkedIn", () => {
  let server: OwnServer;
  let linkedin: FakeLinkedIn;

  test.beforeAll(async () => {
    linkedin = await startFakeLinkedIn();
    server = await startOwnServer("linkedin", {
      ...oauthAppEnv("LINKEDIN", linkedin),
      PUBLISH_PLATFORM_TEST_URLS: "true",
      PUBLISH_ALLOW_PRIVATE_HOSTS: "true",
      ANALYTICS_FIRST_DELAY_SECONDS: "1",
    });
  });
  test.afterAll(async () => {
    await server?.close();
    await linkedin?.close();
  });

  test("connect LinkedIn, make a carousel on a draft, publish it as a document post with a first comment, see its numbers", async ({ browser }) => {
    test.setTimeout(240_000);
    const user = await server.confirmedUser(newEmail("linkedin"));
    const page = await server.signedInPage(browser, user, "/accounts");

    const form = page.locator("form");
    await form.getByLabel("Name").fill("Acme LinkedIn");
    await form.getByLabel("Handle").fill("@acme");
    await form.getByLabel("Platform").selectOption("linkedin");
    await page.getByRole("button", { name: "Add Account" }).click();
    await expect(page.getByText("Account created successfully")).toBeVisible();
    const accountRow = page.getByRole("row", { name: /Acme LinkedIn/ });
    await accountRow.getByRole("button", { name: /Connect to platform/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Connect with LinkedIn" }).click();
    await expect(page.getByRole("heading", { name: "Allow Content Studio to post for you?" })).toBeVisible();
    await page.getByRole("link", { name: "Allow" }).click();
    await expect(page).toHaveURL(/\/accounts/);
    await expect(accountRow.getByRole("button", { name: /Connected/ })).toBeVisible();

    // A draft on /social-media, and a carousel made from it: three slides and a three-page PDF on the row.
    await openContentPage(page, contentPage("/social-media"));
    const first = row(page, 1);
    await first.getByLabel("Text content").fill("Three things a small bakery plans every week.");
    await choosePrompt(first);
    await generateStreamed(page, first);
    await first.getByRole("button", { name: "Branded graphic" }).click();
    const graphic = page.getByRole("dialog", { name: "Branded graphic" });
    await graphic.getByRole("textbox", { name: "Text on the graphic" }).fill("Plan the week on Monday.\n\nOrder flour by Tuesday noon.\n\nBake the Saturday doughs on Friday night.");
    await graphic.getByRole("button", { name: "Make graphic" }).click();
    await expect(graphic.getByText("Attached 3 slides to the post.")).toBeVisible({ timeout: 60_000 });
    await graphic.getByRole("button", { name: "Done" }).click();
    await expect(first.getByTestId("attached-image")).toHaveCount(3);
    await expect(first.getByTestId("attached-document")).toContainText("Carousel PDF, 3 pages");

    // Schedule: LinkedIn gets the PDF as a document post, with a first comment.
    await first.getByRole("button", { name: "Schedule" }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule post" });
    const text = `Three things we plan every week ${Date.now()}`;
    await dialog.getByLabel("Post text").fill(text);
    await dialog.getByRole("checkbox", { name: /Acme LinkedIn/ }).check();
    await expect(dialog.getByRole("checkbox", { name: "Post the carousel as a PDF document (3 pages)" })).toBeChecked();
    await expect(dialog.getByTestId("preview-document-linkedin")).toContainText("PDF document, 3 pages");
    await dialog.getByLabel("First comment").fill("The full plan: https://example.com/plan");
    linkedin.likesByText.set(text, 23);
    await dialog.getByRole("radio", { name: "Publish now" }).check();
    await dialog.getByRole("button", { name: "Publish now" }).click();
    await expect(page.getByText("Publishing now")).toBeVisible();

    await expect.poll(() => linkedin.posts.find((p) => p.commentary === text)?.content ?? null, { timeout: 30_000 }).toMatchObject({ media: { id: expect.stringMatching(/^urn:li:document:/) } });
    const sent = linkedin.posts.find((p) => p.commentary === text)!;
    expect(linkedin.uploads.filter((u) => u.kind === "document").at(-1)).toMatchObject({ contentType: "application/pdf" });
    await expect.poll(() => linkedin.comments.filter((c) => c.postUrn === sent.urn).map((c) => c.text), { timeout: 30_000 }).toEqual(["The full plan: https://example.com/plan"]);

    // The numbers LinkedIn reports reach /analytics once the first collection ran.
    await expect(async () => {
      await page.goto("/analytics");
      await expect(page.getByTestId("analytics-likes")).toContainText("23", { timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    const top = page.getByTestId("top-posts").getByRole("row", { name: new RegExp(text) });
    await expect(top).toContainText("23");
    // Published with its link: the post on LinkedIn.
    await expect(top.getByRole("link", { name: "Open post" })).toHaveAttribute("href", `https://www.linkedin.com/feed/update/${sent.urn}/`);
  });
});
