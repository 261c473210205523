import { createConfirmedUser, expect, signInThroughUi, test } from "./fixtures";

test.describe("API keys", () => {
  test("a person creates a key, sees it once, uses it, and revokes it with a confirm", async ({ page, request }) => {
    const user = await createConfirmedUser(request);
    await signInThroughUi(page, user);
    await page.goto("/workspace");
    await expect(page.getByText("No API keys yet.")).toBeVisible();
    await page.getByLabel("Key name").fill("n8n publishing");
    await page.getByRole("button", { name: "Create key" }).click();

    const shown = page.getByTestId("new-api-key");
    await expect(shown.getByText("Copy this key now. It is shown only once.")).toBeVisible();
    const key = await shown.getByRole("textbox").inputValue();
    expect(key).toMatch(/^cs_live_/);
    expect((await request.get("/api/drafts?page=social_media", { headers: { authorization: `Bearer ${key}` } })).status()).toBe(200);
    await shown.getByRole("button", { name: "Done" }).click();
    await expect(page.getByTestId("new-api-key")).toHaveCount(0);

    const row = page.getByTestId("api-key");
    await expect(row).toContainText("n8n publishing");
    await expect(row).toContainText(key.slice(0, 12));
    await expect(row).not.toContainText(key);
    await page.reload();
    await expect(page.getByTestId("api-key")).toContainText("Last used");

    await page.getByRole("button", { name: "Revoke the API key n8n publishing" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
    await expect(page.getByText("API key revoked.")).toBeVisible();
    await expect(page.getByTestId("api-key")).toContainText("revoked");
    expect((await request.get("/api/drafts?page=social_media", { headers: { authorization: `Bearer ${key}` } })).status()).toBe(401);
  });
});
