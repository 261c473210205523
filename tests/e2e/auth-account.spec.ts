import { createConfirmedUser, expect, mailedLink, newEmail, signInThroughUi, test } from "./fixtures";

test.describe("account settings", () => {
  test("changing the password needs the current one and signs in with the new one", async ({ page }) => {
    const user = await createConfirmedUser(page.request);
    await signInThroughUi(page, user);
    await page.goto("/app-account");
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Update Password" }) });

    await form.getByLabel("Current password").fill("not-my-password");
    await form.getByLabel("New password", { exact: true }).fill("brand-new-pass");
    await form.getByLabel("Confirm new password").fill("brand-new-pass");
    await form.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Failed to update password")).toBeVisible();
    await expect(page.getByText("Current password is incorrect")).toBeVisible();

    await form.getByLabel("Current password").fill(user.password);
    await form.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Your password has been changed. Other devices were signed out.")).toBeVisible();

    await page.getByRole("button", { name: `Account menu for ${user.email}` }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Invalid login credentials")).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill("brand-new-pass");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("button", { name: `Account menu for ${user.email}` })).toBeVisible();
  });

  test("changing the email asks for the current password and mails the new address", async ({ page, request }) => {
    const user = await createConfirmedUser(request);
    await signInThroughUi(page, user);
    await page.goto("/app-account");
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Update Email" }) });
    const next = newEmail("moved");
    await form.getByLabel("Email").fill(next);
    await form.getByRole("button", { name: "Update Email" }).click();
    await expect(form.getByText("Current password is required")).toBeVisible();

    await form.getByLabel("Current password").fill(user.password);
    await form.getByRole("button", { name: "Update Email" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Confirmation sent to ${next}` })).toBeVisible();
    expect(await mailedLink(request, next, "confirm")).toContain("type=email_change");
  });
});
