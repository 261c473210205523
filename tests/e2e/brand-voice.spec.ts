import type { APIRequestContext } from "@playwright/test";
import { choosePrompt, postText, row, seeToast, toast } from "./content-helpers";
import { accessToken, expect, test, type TestUser } from "./fixtures";

/** Issue 27 "Done when": learn a voice from three History items, generate with it, check a draft that breaks a banned word, see it highlighted and fixed. */

async function seedHistory(request: APIRequestContext, user: TestUser, contents: string[]) {
  const headers = { authorization: `Bearer ${await accessToken(request, user)}` };
  for (const content of contents) {
    const res = await request.post("/api/history", { headers, data: { content, content_type: "social_media" } });
    expect(res.status()).toBe(201);
  }
}

test.describe("brand voice", () => {
  test("learn a voice from History, generate with it, check a draft and fix it", async ({ signedIn: page, request, user }) => {
    test.setTimeout(120_000);
    await seedHistory(request, user, [
      "Our sourdough rises overnight! Fresh loaves wait for you at seven.",
      "We bake sourdough with local flour. Your morning deserves fresh bread!",
      "Sourdough Saturday is back. We saved you a warm loaf!",
      "Quarterly tax filing reminder for accountants.",
    ]);

    await page.goto("/brand-strategy");
    const form = page.locator("form").first();
    await form.getByLabel("Brand Name").fill("Crumb Bakery");
    await page.getByRole("button", { name: "Create Brand" }).click();
    await expect(page.getByRole("row", { name: /Crumb Bakery/ })).toBeVisible();

    // Learn the voice from three History items found by a search.
    await page.getByRole("button", { name: "Brand voice of Crumb Bakery" }).click();
    const dialog = page.getByRole("dialog", { name: "Brand voice" });
    await expect(dialog.getByText("No voice profile yet.", { exact: false })).toBeVisible();
    await dialog.getByRole("button", { name: "Learn voice from samples" }).click();
    await dialog.getByRole("button", { name: "Choose from History" }).click();
    await dialog.getByLabel("Search History").fill("sourdough");
    const results = dialog.getByRole("list", { name: "Choose from History" }).getByRole("listitem");
    await expect(results).toHaveCount(3);
    for (let i = 0; i < 3; i++) await results.nth(i).getByRole("button", { name: "Add" }).click();
    await expect(dialog.getByText("3 of 3 to 10 samples")).toBeVisible();
    await dialog.getByRole("button", { name: "Learn voice", exact: true }).click();
    await expect(dialog.getByTestId("voice-source")).toContainText("Derived from the samples");
    await expect(dialog.getByLabel("Tone")).toHaveValue(/speaks as "we"/);
    await expect(dialog.getByLabel("Vocabulary to use")).toHaveValue(/sourdough/);

    // Terminology: a required spelling and a banned word.
    await dialog.getByRole("button", { name: "Add spelling" }).click();
    await dialog.getByRole("textbox", { name: "Write", exact: true }).fill("email");
    await dialog.getByLabel("Instead of").fill("e-mail");
    await dialog.getByRole("button", { name: "Add banned word" }).click();
    await dialog.getByRole("textbox", { name: "Banned word" }).fill("synergy");
    await dialog.getByRole("button", { name: "Save voice" }).click();
    await seeToast(page, "Brand voice saved");
    await expect(dialog).toBeHidden();

    // Saved: the dialog opens on it again.
    await page.getByRole("button", { name: "Brand voice of Crumb Bakery" }).click();
    await expect(dialog.getByRole("textbox", { name: "Banned word" })).toHaveValue("synergy");
    await expect(dialog.getByTestId("voice-source")).toContainText("Derived from the samples");
    await page.keyboard.press("Escape");
    await page.getByRole("group", { name: "Current brand" }).getByRole("button", { name: "Crumb Bakery" }).click();

    // Generate with it: the required spelling is applied to what the model wrote.
    await page.goto("/social-media");
    const first = row(page, 1);
    await choosePrompt(first);
    await first.getByLabel("Text content").fill("Order sourdough by e-mail before Friday. E-mail us for wholesale.");
    await first.getByRole("button", { name: "Generate Post" }).click();
    await expect(postText(first)).not.toBeEmpty();
    await expect(first.getByRole("button", { name: "Generate Post" })).toBeEnabled();
    await expect(postText(first)).not.toContainText(/e-mail/i);

    // A draft that breaks a banned word: highlighted with the reason, then fixed as a new version.
    await first.getByRole("button", { name: "Edit", exact: true }).click();
    const edited = `${(await first.getByLabel("Edit post").inputValue()).trim()}\n\nReal synergy in every loaf.`;
    await first.getByLabel("Edit post").fill(edited);
    await first.getByRole("button", { name: "Save as new version" }).click();
    await expect(first.getByText("Version 2 of 2")).toBeVisible();

    await first.getByRole("button", { name: "Check voice" }).click();
    const check = page.getByRole("dialog", { name: "Voice check" });
    const mark = check.locator("mark[data-kind=banned_word]");
    await expect(mark).toHaveText("synergy");
    await expect(mark).toHaveAttribute("title", '"synergy" is a banned word for this brand.');
    await expect(check.getByText('"synergy" is a banned word for this brand.')).toBeVisible();
    const score = Number(await check.getByTestId("voice-score").innerText());
    expect(score).toBeLessThanOrEqual(80);

    await check.getByRole("button", { name: "Fix" }).click();
    await expect(toast(page, "Fixed: a new version of the post was added")).toBeVisible();
    await expect(check.locator("mark[data-kind=banned_word]")).toHaveCount(0);
    expect(Number(await check.getByTestId("voice-score").innerText())).toBeGreaterThan(score);
    await check.getByRole("button", { name: "Close" }).last().click();
    await expect(first.getByText("Version 3 of 3")).toBeVisible();
    await expect(postText(first)).toContainText("Real in every loaf.");
    await expect(postText(first)).not.toContainText("synergy");
  });
});
