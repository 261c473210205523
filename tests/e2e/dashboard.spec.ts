import type { Page } from "@playwright/test";
import { accessToken, expect, test } from "./fixtures";

const stat = (page: Page, label: string) => page.locator('[data-slot="stat-card"]').filter({ has: page.getByText(label, { exact: true }) }).locator("p.tabular-nums");

test.describe("dashboard", () => {
  test("shows the spec's sections, zero counts and no recent content for a new user", async ({ signedIn: page }) => {
    await expect(page.getByRole("heading", { name: "Your Content Dashboard", level: 1 })).toBeVisible();
    await expect(stat(page, "Content Created")).toHaveText("0");
    await expect(stat(page, "Saved Images")).toHaveText("0");
    await expect(page.getByText("No content history found")).toBeVisible();
    await expect(page.getByRole("region", { name: "Video Tutorials" }).getByText("Coming Soon", { exact: true })).toHaveCount(3);

    const quick = page.getByRole("region", { name: "Quick Actions" });
    for (const [label, path] of [
      ["New Social Post", "/social-media"],
      ["Generate Image", "/image-playground"],
      ["View History", "/history"],
      ["Prompts", "/prompts"],
    ]) {
      await expect(quick.getByRole("link", { name: label })).toHaveAttribute("href", path);
    }
    const tools = page.getByRole("region", { name: "Content Creation Tools" });
    for (const title of ["Social Media", "Email Broadcast", "Newsletter", "Article"]) await expect(tools.getByRole("link", { name: new RegExp(title) })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /Open Content Playground/ })).toHaveAttribute("href", "/content-playground");
    await expect(main.getByRole("link", { name: /Open Image Playground/ })).toHaveAttribute("href", "/image-playground");
  });

  test("counts the user's content and lists the 5 latest items, linking to the history", async ({ signedIn: page, request, user }) => {
    const token = await accessToken(request, user);
    for (let i = 1; i <= 6; i++) {
      const res = await request.post("/api/history", { data: { content: `Dashboard item ${i}`, content_type: "article" }, headers: { authorization: `Bearer ${token}` } });
      expect(res.status()).toBe(201);
    }
    await page.reload();
    await expect(stat(page, "Content Created")).toHaveText("6");
    const recent = page.getByRole("region", { name: "Recent Content" });
    await expect(recent.getByRole("listitem")).toHaveCount(5);
    await expect(recent.getByRole("listitem").first()).toContainText("Dashboard item 6");
    await expect(recent.getByText("Dashboard item 1")).toHaveCount(0);
    await recent.getByRole("link", { name: /Dashboard item 6/ }).click();
    await expect(page).toHaveURL(/\/history$/);
  });
});
