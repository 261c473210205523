import AxeBuilder from "@axe-core/playwright";
import { CONTENT_PAGES } from "../../src/shared/content-types";
import { expect, test } from "./fixtures";

/** Every page of the signed-in app (src/web/app/router.tsx), each checked by axe at WCAG 2.1 A and AA. */
const SIGNED_IN_PAGES = [
  "/dashboard",
  "/content-playground",
  "/image-playground",
  "/prompts",
  "/prompt-library",
  "/history",
  "/images",
  "/documents",
  "/content",
  "/brand-strategy",
  "/accounts",
  "/app-account",
  "/settings",
  "/usage",
  ...CONTENT_PAGES.map((p) => p.path),
];
const PUBLIC_PAGES = ["/", "/auth", "/signup", "/about", "/why-free", "/forgot-password"];

const summary = (violations: { id: string; help: string; nodes: { target: unknown; failureSummary?: string }[] }[]) =>
  violations.map((v) => `${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${JSON.stringify(n.target)} ${n.failureSummary ?? ""}`).join("\n")}`);

async function axeViolations(page: import("@playwright/test").Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator("h1").first()).toBeVisible();
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return summary(result.violations);
}

for (const path of SIGNED_IN_PAGES) {
  test(`axe finds no violations on ${path} (signed in)`, async ({ signedIn: page }) => {
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const path of PUBLIC_PAGES) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
}
