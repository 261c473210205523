import { expect, test } from "./fixtures";

const banner = (page: import("@playwright/test").Page) => page.getByRole("banner");

test.describe("brand strategy", () => {
  test("create and edit brands; the selection reaches the banner and Brand Details, and survives a reload", async ({ signedIn: page }) => {
    await page.goto("/brand-strategy");
    await expect(page.getByRole("heading", { name: "Brand Strategy", level: 1 })).toBeVisible();
    await expect(banner(page).getByText("No brand context is currently selected.")).toBeVisible();
    await expect(page.getByText("No brands yet")).toBeVisible();

    // The brand name is required.
    await page.getByRole("button", { name: "Create Brand" }).click();
    await expect(page.getByText("Brand name is required", { exact: true })).toBeVisible();

    const form = page.locator("form").first();
    await form.getByLabel("Brand Name").fill("Acme Coffee");
    await form.getByLabel("Mission").fill("Great coffee for everyone");
    await form.getByLabel("Spelling Preference").selectOption({ label: "British English" });
    await form.getByRole("switch", { name: /No emojis/ }).click();
    await page.getByRole("button", { name: "Create Brand" }).click();
    await expect(page.getByText("Brand created successfully!")).toBeVisible();
    await expect(form.getByLabel("Brand Name")).toHaveValue("");
    await expect(form.getByLabel("Mission")).toHaveValue("");
    await expect(page.getByRole("row", { name: /Acme Coffee/ })).toBeVisible();

    // The first brand becomes the default context when none was ever chosen.
    await expect(banner(page).getByText("Current Brand Context:")).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Acme Coffee" })).toBeVisible();

    await form.getByLabel("Brand Name").fill("Bolt Bikes");
    await page.getByRole("button", { name: "Create Brand" }).click();
    await expect(page.getByRole("row", { name: /Bolt Bikes/ })).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Acme Coffee" })).toBeVisible();

    // Edit: the modal closes on save.
    await page.getByRole("button", { name: "Edit Acme Coffee" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Brand" });
    await expect(dialog.getByLabel("Brand Name")).toHaveValue("Acme Coffee");
    await expect(dialog.getByLabel("Spelling Preference")).toHaveValue("british");
    await expect(dialog.getByRole("switch", { name: /No emojis/ })).toBeChecked();
    await dialog.getByLabel("Vision").fill("A cup on every corner");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Brand updated successfully!")).toBeVisible();
    await expect(dialog).toBeHidden();

    // Select another brand; its details have dashes for empty fields.
    await page.getByRole("group", { name: "Current brand" }).getByRole("button", { name: "Bolt Bikes" }).click();
    await expect(page.getByRole("button", { name: "Bolt Bikes", pressed: true })).toBeVisible();
    await banner(page).getByRole("button", { name: "Bolt Bikes" }).click();
    const details = page.getByRole("dialog", { name: "Brand Details" });
    await expect(details.getByText("Bolt Bikes")).toBeVisible();
    await expect(details.getByText("-", { exact: true })).toHaveCount(5);
    await details.getByRole("button", { name: "Close" }).first().click();
    await expect(details).toBeHidden();

    await page.getByRole("group", { name: "Current brand" }).getByRole("button", { name: "Acme Coffee" }).click();
    await banner(page).getByRole("button", { name: "Acme Coffee" }).click();
    await expect(details.getByText("Great coffee for everyone")).toBeVisible();
    await expect(details.getByText("A cup on every corner")).toBeVisible();
    await page.keyboard.press("Escape");

    // The choice survives a reload, on this page and elsewhere.
    await page.reload();
    await expect(banner(page).getByRole("button", { name: "Acme Coffee" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Acme Coffee", pressed: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("selectedBrandName"))).toBe("Acme Coffee");
    await page.goto("/dashboard");
    await expect(banner(page).getByRole("button", { name: "Acme Coffee" })).toBeVisible();

    // An explicit 'No Brand' is remembered too.
    await page.goto("/brand-strategy");
    await page.getByRole("button", { name: "No Brand" }).click();
    await expect(banner(page).getByText("No brand context is currently selected.")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("button", { name: "No Brand", pressed: true })).toBeVisible();
    await expect(banner(page).getByText("No brand context is currently selected.")).toBeVisible();
    await expect(banner(page).getByRole("link", { name: /Brand Strategy page/ })).toHaveAttribute("href", "/brand-strategy");
  });

  test("deleting the selected brand asks first and leaves no brand selected", async ({ signedIn: page }) => {
    await page.goto("/brand-strategy");
    await page.locator("form").first().getByLabel("Brand Name").fill("Short Lived");
    await page.getByRole("button", { name: "Create Brand" }).click();
    await expect(banner(page).getByRole("button", { name: "Short Lived" })).toBeVisible();

    await page.getByRole("button", { name: "Delete Short Lived" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Delete this brand?");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("row", { name: /Short Lived/ })).toBeVisible();

    await page.getByRole("button", { name: "Delete Short Lived" }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("No brands yet")).toBeVisible();
    await expect(banner(page).getByText("No brand context is currently selected.")).toBeVisible();
  });
});
