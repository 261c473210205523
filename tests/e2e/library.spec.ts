import { expect, test } from "./fixtures";

const NAME = "LinkedIn Thought Leadership Post";

test.describe("prompt library", () => {
  test("search, chips and the detail popup; adding a prompt, then the duplicate refusal", async ({ signedIn: page }) => {
    await page.goto("/prompt-library");
    await expect(page.getByRole("heading", { name: "Prompt Library", level: 1 })).toBeVisible();
    const chips = page.getByRole("group", { name: "Filter by type" });
    for (const chip of ["All", "Social Media", "Blog", "Email", "General", "Email Broadcast", "Newsletter", "Article", "Image"]) {
      await expect(chips.getByRole("button", { name: chip, exact: true })).toBeVisible();
    }

    // The Image chip shows only image prompts.
    await chips.getByRole("button", { name: "Image", exact: true }).click();
    await expect(chips.getByRole("button", { name: "Image", exact: true })).toHaveAttribute("aria-pressed", "true");
    const badges = page.getByRole("article").locator('[data-slot="badge"]');
    await expect(badges.first()).toHaveText("Image");
    expect(new Set(await badges.allTextContents())).toEqual(new Set(["Image"]));

    // A search without results.
    await page.getByRole("searchbox", { name: "Search the prompt library" }).fill("nothing matches this at all");
    await expect(page.getByText("No prompts found. Try adjusting your search or type.")).toBeVisible();

    await chips.getByRole("button", { name: "All", exact: true }).click();
    await page.getByRole("searchbox", { name: "Search the prompt library" }).fill("linkedin thought");
    const card = page.getByRole("article", { name: NAME });
    await expect(card).toBeVisible();

    // The detail popup: name, type, description, prompt text.
    await card.getByRole("button", { name: NAME }).click();
    const dialog = page.getByRole("dialog", { name: NAME });
    await expect(dialog.locator('[data-slot="badge"]')).toHaveText("Social Media");
    await expect(dialog.getByText("Prompt text", { exact: true })).toBeVisible();
    await expect(dialog.getByText(/B2B ghostwriter/)).toBeVisible();
    await dialog.getByRole("button", { name: "Add to My Prompts" }).click();
    await expect(page.getByText("Prompt added to your prompts!")).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).first().click();

    await card.getByRole("button", { name: "Add to My Prompts" }).click();
    await expect(page.getByText("You already have a prompt with this name.")).toBeVisible();

    // The copy is an active prompt of the user.
    await page.goto("/prompts");
    const mine = page.getByRole("article", { name: NAME });
    await expect(mine).toBeVisible();
    await expect(mine.getByRole("switch", { name: "Active" })).toBeChecked();
  });

  test("adding from the library embedded in /prompts shows up after 'Back to Prompts'", async ({ signedIn: page }) => {
    await page.goto("/prompts");
    await page.getByRole("button", { name: "Open Prompt Library" }).click();
    await page.getByRole("searchbox", { name: "Search the prompt library" }).fill("welcome email sequence");
    const card = page.getByRole("article").first();
    const name = (await card.getByRole("heading").textContent())!;
    await card.getByRole("button", { name: "Add to My Prompts" }).click();
    await expect(page.getByText("Prompt added to your prompts!")).toBeVisible();
    await page.getByRole("button", { name: "Back to Prompts" }).click();
    await expect(page.getByRole("article", { name })).toBeVisible();
  });
});
