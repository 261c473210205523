import { readFile } from "node:fs/promises";
import { pngImage } from "../helpers/files";
import { expect, test } from "./fixtures";

const PROMPT = "A lighthouse on a cliff at dawn, watercolour";

test.describe("images", () => {
  test("generate four images, save one, find it in My Images, download it and delete it", async ({ signedIn: page }) => {
    await page.goto("/image-playground");
    await expect(page.getByRole("heading", { name: "Image Playground", level: 1 })).toBeVisible();
    await expect(page.getByText("This may take up to a minute")).toBeVisible();
    const generate = page.getByRole("button", { name: "Generate" });
    await expect(generate).toBeDisabled();
    await expect(page.getByLabel("Model")).toHaveValue("builtin-image");
    await expect(page.getByLabel("Width")).toHaveValue("1024");
    await expect(page.getByLabel("Height")).toHaveValue("1024");

    await page.getByLabel("Image prompt").fill(PROMPT);
    await page.getByLabel("Width").selectOption("768");
    await page.getByLabel("Height").selectOption("512");
    // The built-in model can answer before the progress line is seen: hold the answer a moment so it is.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/functions/generate-image", async (route) => {
      await held;
      await route.continue();
    });
    await generate.click();
    await expect(page.getByRole("status").filter({ hasText: /Generating images\.\.\. \d+s/ })).toBeVisible();
    release();

    const results = page.getByRole("list", { name: "Results" });
    await expect(results.getByRole("button", { name: /^Expand image \d$/ })).toHaveCount(4, { timeout: 60_000 });
    await expect(results.getByRole("img").first()).toHaveJSProperty("naturalWidth", 768);

    // Expand, step through, Escape closes.
    await results.getByRole("button", { name: "Expand image 2" }).click();
    const lightbox = page.getByRole("dialog", { name: "Image 2 of 4" });
    await expect(lightbox).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("dialog", { name: "Image 3 of 4" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();

    // Download from the playground as a .png.
    const fromPlayground = page.waitForEvent("download");
    await results.getByRole("listitem").first().getByRole("button", { name: "Download" }).click();
    expect((await fromPlayground).suggestedFilename()).toMatch(/\.png$/);

    // Save: idle, saving, saved (disabled).
    const first = results.getByRole("listitem").first();
    await first.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Image saved")).toBeVisible();
    await expect(first.getByRole("button", { name: "Saved" })).toBeDisabled();

    await page.goto("/images");
    await expect(page.getByRole("tab", { name: "Generated Images", selected: true })).toBeVisible();
    const tiles = page.getByRole("button", { name: /^Open details of Generated image/ });
    await expect(tiles).toHaveCount(1);
    await tiles.first().click();
    const details = page.getByRole("dialog", { name: "Image details" });
    await expect(details.getByText(PROMPT, { exact: true })).toBeVisible();
    await expect(details.getByText("768 × 512 px")).toBeVisible();

    const download = page.waitForEvent("download");
    await details.getByRole("button", { name: "Download" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.png$/);
    const bytes = await readFile((await file.path())!);
    expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);

    await details.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm.getByText("Are you sure you want to delete this image? This action cannot be undone.")).toBeVisible();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Image deleted")).toBeVisible();
    await expect(page.getByText("You haven't saved any images yet")).toBeVisible();
    await expect(page.getByRole("link", { name: "Open Image Playground" })).toBeVisible();
  });

  test("upload an image on My Images and see it under Uploaded Images", async ({ signedIn: page }) => {
    await page.goto("/images");
    await page.getByRole("tab", { name: "Uploaded Images" }).click();
    await expect(page.getByText("No uploaded images found.")).toBeVisible();

    await page.getByRole("button", { name: "Upload", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Upload Images" });
    await dialog.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(dialog.getByText("Please select at least one image file.")).toBeVisible();

    await dialog.getByLabel(/Choose images/).setInputFiles([{ name: "banner.png", mimeType: "image/png", buffer: await pngImage(120, 80, "#2255ee") }]);
    await expect(dialog.getByRole("img", { name: "banner.png" })).toBeVisible();
    await dialog.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("1 image uploaded")).toBeVisible();

    await expect(page.getByRole("tab", { name: "Uploaded Images", selected: true })).toBeVisible();
    const tile = page.getByRole("button", { name: "Open details of Uploaded image 1" });
    await expect(tile).toBeVisible();
    await expect(tile.getByRole("img")).toHaveJSProperty("naturalWidth", 120);
    await tile.click();
    await expect(page.getByRole("dialog", { name: "Uploaded image" }).getByText("120 × 80 px")).toBeVisible();
  });

  test("an upload of several images where one fails names it with its reason and keeps the rest", async ({ signedIn: page }) => {
    await page.goto("/images");
    await page.getByRole("tab", { name: "Uploaded Images" }).click();
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Upload Images" });
    await dialog.getByLabel(/Choose images/).setInputFiles([
      { name: "hero.png", mimeType: "image/png", buffer: await pngImage(64, 64, "#22aa55") },
      { name: "broken.png", mimeType: "image/png", buffer: Buffer.from("not an image, only text") },
      { name: "logo.png", mimeType: "image/png", buffer: await pngImage(32, 32, "#aa2255") },
    ]);
    await dialog.getByRole("button", { name: "Upload", exact: true }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Upload failed for broken.png." });
    await expect(toast).toBeVisible();
    await expect(toast.getByTestId("upload-failures")).toHaveText(/^broken\.png: \S/);
    await expect(page.getByText("Upload failed for one or more files.")).toHaveCount(0);
    await expect(dialog.getByRole("img", { name: "broken.png" })).toBeVisible();
    await expect(dialog.getByRole("img")).toHaveCount(1);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("button", { name: /Open details of Uploaded image/ })).toHaveCount(2);
  });
});
