import type { APIRequestContext, Page } from "@playwright/test";
import { accessToken, expect, test, type TestUser } from "./fixtures";

/** A stat card's value (present once loaded), read from the card whose label is given. */
const stat = (page: Page, label: string) => page.locator('[data-slot="stat-card"]').filter({ has: page.getByText(label, { exact: true }) }).locator("p.tabular-nums");

async function createPrompt(request: APIRequestContext, user: TestUser, body: Record<string, unknown>) {
  const token = await accessToken(request, user);
  const res = await request.post("/api/prompts", { data: body, headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(201);
}

test.describe("manage prompts", () => {
  test("create, edit with the fullscreen editor, toggle and delete a prompt, with the stat cards following", async ({ signedIn: page }) => {
    await page.goto("/prompts");
    await expect(page.getByRole("heading", { name: "Manage Prompts", level: 1 })).toBeVisible();
    await expect(stat(page, "Total Prompts")).toHaveText(/^\d+$/);
    await expect(stat(page, "Active Prompts")).toHaveText(/^\d+$/);
    const total = Number(await stat(page, "Total Prompts").textContent());
    const active = Number(await stat(page, "Active Prompts").textContent());
    await expect(stat(page, "Custom Prompts")).toHaveText(String(total - active));

    // The spec's validation messages.
    const create = page.getByRole("region", { name: "Create New Prompt" });
    await create.getByRole("button", { name: "Create Prompt" }).click();
    await expect(create.getByText("Name is required")).toBeVisible();
    await expect(create.getByText("Prompt text is required")).toBeVisible();

    await create.getByLabel("Name").fill("E2E Launch Teaser");
    await create.getByLabel("Type").selectOption({ label: "Blog" });
    await create.getByLabel("Description").fill("Builds hype before a launch");
    await create.getByLabel("Prompt text").fill("Write a teaser for the product in the text.");
    await create.getByRole("button", { name: "Create Prompt" }).click();
    await expect(page.getByText("Prompt created successfully")).toBeVisible();
    await expect(create.getByLabel("Name")).toHaveValue("");
    await expect(stat(page, "Total Prompts")).toHaveText(String(total + 1));
    const card = page.getByRole("article", { name: "E2E Launch Teaser" });
    await expect(card).toContainText("Blog");
    await expect(card).toContainText("Builds hype before a launch");

    // Inline edit with the fullscreen editor and its live character count.
    await card.getByRole("button", { name: "Edit E2E Launch Teaser" }).click();
    const form = page.getByRole("form", { name: "Edit E2E Launch Teaser" });
    await form.getByLabel("Name").fill("E2E Launch Countdown");
    await form.getByLabel("Type").selectOption({ label: "Article" });
    await form.getByRole("button", { name: "Fullscreen" }).click();
    const editor = page.getByRole("dialog", { name: "Prompt text" });
    await editor.getByRole("textbox").fill("Count down to launch day.");
    await expect(editor.getByText("25 characters")).toBeVisible();
    await editor.getByRole("button", { name: "Done" }).click();
    await expect(form.getByLabel("Prompt text")).toHaveValue("Count down to launch day.");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Prompt updated successfully")).toBeVisible();
    const edited = page.getByRole("article", { name: "E2E Launch Countdown" });
    await expect(edited).toContainText("Article");
    await expect(edited).toContainText("Count down to launch day.");

    // Active/Inactive toggle.
    await edited.getByRole("switch", { name: "Active" }).click();
    await expect(page.getByText("Prompt deactivated successfully")).toBeVisible();
    await expect(edited.getByRole("switch", { name: "Active" })).not.toBeChecked();
    await expect(stat(page, "Custom Prompts")).toHaveText(String(total - active + 1));
    await edited.getByRole("switch", { name: "Active" }).click();
    await expect(page.getByText("Prompt activated successfully")).toBeVisible();

    // Delete after confirming.
    await edited.getByRole("button", { name: "Delete E2E Launch Countdown" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Prompt deleted successfully")).toBeVisible();
    await expect(edited).toHaveCount(0);
    await expect(stat(page, "Total Prompts")).toHaveText(String(total));
    await page.reload();
    await expect(page.getByRole("article", { name: "E2E Launch Countdown" })).toHaveCount(0);
  });

  test("search and type filter narrow the grid; no match shows the empty text", async ({ signedIn: page, request, user }) => {
    await createPrompt(request, user, { name: "Zebra Blog Outline", prompt_text: "Outline a blog post.", type: "blog" });
    await createPrompt(request, user, { name: "Zebra Welcome Email", prompt_text: "Welcome a subscriber.", type: "email" });
    await page.goto("/prompts");
    await expect(page.getByRole("article", { name: "Zebra Blog Outline" })).toBeVisible();

    await page.getByRole("searchbox", { name: "Search prompts" }).fill("zebra");
    await expect(page.getByRole("article")).toHaveCount(2);

    await page.getByLabel("Filter by type").selectOption({ label: "Email" });
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article", { name: "Zebra Welcome Email" })).toBeVisible();

    await page.getByRole("searchbox", { name: "Search prompts" }).fill("no prompt is called this");
    await expect(page.getByText("No prompts found. Create one above to get started.")).toBeVisible();
  });

  test("'Open Prompt Library' swaps to the library and 'Back to Prompts' returns", async ({ signedIn: page }) => {
    await page.goto("/prompts");
    await page.getByRole("button", { name: "Open Prompt Library" }).click();
    await expect(page.getByRole("heading", { name: "Prompt Library", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Back to Prompts" }).click();
    await expect(page.getByRole("heading", { name: "Manage Prompts", level: 1 })).toBeVisible();
  });
});
