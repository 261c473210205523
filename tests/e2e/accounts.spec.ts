import { expect, test } from "./fixtures";

test.describe("social media accounts", () => {
  test("create an account, edit it inline (save and cancel) and delete it", async ({ signedIn: page }) => {
    await page.goto("/accounts");
    await expect(page.getByRole("heading", { name: "Social Media Accounts", level: 1 })).toBeVisible();
    await expect(page.getByText("No accounts yet. Add your first social media account above.")).toBeVisible();

    await page.getByRole("button", { name: "Add Account" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Handle is required")).toBeVisible();

    const form = page.locator("form");
    await expect(form.getByLabel("Platform")).toHaveValue("instagram");
    await expect(form.getByRole("switch", { name: "Active" })).toBeChecked();
    await form.getByLabel("Name").fill("Acme LinkedIn");
    await form.getByLabel("Handle").fill("@acme");
    await form.getByLabel("Platform").selectOption("linkedin");
    await form.getByLabel("Description", { exact: true }).fill("Company page");
    await form.getByLabel("Key Topics").fill(" product ,  hiring,, culture ");
    await form.getByLabel("Hashtag Groups").fill("#b2b #saas, #hiring");
    await page.getByRole("button", { name: "Add Account" }).click();
    await expect(page.getByText("Account created successfully")).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("");

    const row = page.getByRole("row", { name: /Acme LinkedIn/ });
    await expect(row).toContainText("LinkedIn");
    await expect(row).toContainText("@acme");
    await expect(row).toContainText("Company page");
    await expect(row).toContainText("Active");

    // Inline edit shows the lists as trimmed comma-separated text; Save keeps the change.
    await page.getByRole("button", { name: "Edit Acme LinkedIn" }).click();
    await expect(page.getByLabel("Key Topics").last()).toHaveValue("product, hiring, culture");
    await expect(page.getByLabel("Hashtag Groups").last()).toHaveValue("#b2b #saas, #hiring");
    const nameInput = page.getByRole("textbox", { name: "Name" }).last();
    await nameInput.fill("Acme on LinkedIn");
    await page.getByRole("row").getByRole("switch", { name: "Active" }).click();
    await page.getByRole("button", { name: "Save Acme LinkedIn" }).click();
    await expect(page.getByText("Account updated successfully")).toBeVisible();
    const edited = page.getByRole("row", { name: /Acme on LinkedIn/ });
    await expect(edited).toContainText("Inactive");
    // The toast sits over the row's buttons while the pointer rests on it: move away and let it go.
    await page.mouse.move(0, 0);
    await expect(page.getByText("Account updated successfully")).toBeHidden();

    // Cancel (and Escape) leave the row as it was.
    await page.getByRole("button", { name: "Edit Acme on LinkedIn" }).click();
    await page.getByRole("textbox", { name: "Name" }).last().fill("Discarded");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("row", { name: /Acme on LinkedIn/ })).toBeVisible();
    await page.getByRole("button", { name: "Edit Acme on LinkedIn" }).click();
    await page.getByRole("textbox", { name: "Name" }).last().fill("Also discarded");
    await page.keyboard.press("Escape");
    await expect(page.getByText("Also discarded")).toHaveCount(0);
    await expect(page.getByRole("row", { name: /Acme on LinkedIn/ })).toBeVisible();

    // The change is stored.
    await page.reload();
    await expect(page.getByRole("row", { name: /Acme on LinkedIn/ })).toContainText("Inactive");

    await page.getByRole("button", { name: "Delete Acme on LinkedIn" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("No accounts yet. Add your first social media account above.")).toBeVisible();
  });
});
