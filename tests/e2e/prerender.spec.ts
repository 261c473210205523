import { createConfirmedUser, expect, signInThroughUi, test } from "./fixtures";

/** Each pre-rendered public page (scripts/prerender.ts) and the heading its HTML carries. */
const PAGES = [
  { path: "/", heading: "Turn one idea into a week of" },
  { path: "/auth", heading: "Sign In" },
  { path: "/signup", heading: "Create your account" },
  { path: "/about", heading: "An AI content studio that works on your terms" },
  { path: "/why-free", heading: "Free while we build it with you" },
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/terms", heading: "Terms of Service" },
];

test.describe("the public pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of PAGES) {
    test(`${path} serves its heading in the HTML`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
      await expect(page.getByRole("main")).toBeVisible();
    });
  }
});

test.describe("the public pages with JavaScript", () => {
  for (const { path, heading } of PAGES) {
    test(`${path} hydrates the served HTML: no error, no node replaced`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error" || m.type() === "warning") errors.push(m.text());
      });
      page.on("pageerror", (e) => errors.push(e.message));
      // Records, from before any page script runs, whether a child of #root is ever removed (a client render
      // or a hydration mismatch replaces the pre-rendered nodes; hydration keeps them).
      await page.addInitScript(() => {
        const w = window as unknown as { rootChildRemoved: boolean };
        w.rootChildRemoved = false;
        new MutationObserver((records) => {
          if (records.some((r) => (r.target as Element).id === "root" && r.removedNodes.length > 0)) w.rootChildRemoved = true;
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(path);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toContainText(heading);
      // React marks the nodes it adopted: the heading is hydrated once it carries a fiber.
      await expect.poll(() => h1.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber")))).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { rootChildRemoved: boolean }).rootChildRemoved)).toBe(false);
      expect(errors).toEqual([]);
    });
  }

  test("the hydrated landing page navigates in the app", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await page.setViewportSize({ width: 1366, height: 900 });
    await nav.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("An AI content studio that works on your terms");
  });

  test("a signed-in visitor to / sees no landing page on the way to the dashboard", async ({ page, request }) => {
    const user = await createConfirmedUser(request);
    await signInThroughUi(page, user);
    // How the pre-rendered landing page stood once the HTML was parsed, before any module ran.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const root = document.getElementById("root")!;
        (window as unknown as { atParse: unknown }).atParse = { prerendered: root.hasChildNodes(), visibility: getComputedStyle(root).visibility };
      });
    });
    await page.goto("/");
    await expect(page).toHaveURL(/\/dashboard$/);
    // The redirect is client-side: the same document, so what it recorded at parse time is still there.
    expect(await page.evaluate(() => (window as unknown as { atParse: unknown }).atParse)).toEqual({ prerendered: true, visibility: "hidden" });
    expect(await page.evaluate(() => getComputedStyle(document.getElementById("root")!).visibility)).toBe("visible");
  });
});
