import { PDFDocument } from "pdf-lib";
import { startFakeMastodon, type FakeMastodon } from "../helpers/fake-mastodon";
import { pdfStreams } from "../helpers/pdf-streams";
import { choosePrompt, contentPage, generateStreamed, openContentPage, row, seeToast, toast } from "./content-helpers";
import { accessToken, expect, test } from "./fixtures";

// Issue 27 "Done when", on the built server: from a draft on /social-media suggest visuals, generate one with the
// built-in image model, attach it with its alt text (edited in place on the row), schedule it to a fake Mastodon and
// find the image and its alt text in what the fake received; set a brand kit on the Brands page, make a carousel
// from an article draft and open its PDF (page count, brand colour on every page).
let masto: FakeMastodon;
test.beforeAll(async () => {
  masto = await startFakeMastodon();
});
test.afterAll(async () => {
  await masto.close();
});

test.use({ actionTimeout: 15_000 });

test("suggest visuals on a draft, generate one, attach it with alt text, and publish image and alt to Mastodon", async ({ signedIn: page, user, request }) => {
  test.setTimeout(240_000);
  const headers = { authorization: `Bearer ${await accessToken(request, user)}` };
  const token = `visuals-${Date.now()}`;
  masto.otherTokens.add(token);
  const account = await request.post("/api/accounts", { headers, data: { name: "Toot", handle: "@alice", platform: "mastodon" } });
  const { id } = (await account.json()) as { id: string };
  expect((await request.put(`/api/publishing-accounts/${id}`, { headers, data: { platform: "mastodon", instance_url: masto.url, access_token: token } })).status()).toBe(200);

  await openContentPage(page, contentPage("/social-media"));
  const first = row(page, 1);
  await first.getByLabel("Text content").fill("Our lighthouse bakery opens on the harbour this Saturday with fresh cinnamon buns.");
  await choosePrompt(first);
  await generateStreamed(page, first);

  // Three concepts; Generate makes the first with the built-in image model and attaches it with its alt text.
  await first.getByRole("button", { name: "Suggest visuals" }).click();
  const visuals = page.getByRole("dialog", { name: "Suggest visuals" });
  await expect(visuals.getByTestId(/^concept-/)).toHaveCount(3, { timeout: 60_000 });
  const conceptAlt = (await visuals.getByTestId("concept-1").locator("dt", { hasText: "Alt text" }).locator("xpath=following-sibling::dd[1]").innerText()).trim();
  expect(conceptAlt.length).toBeGreaterThan(0);
  await visuals.getByTestId("concept-1").getByRole("button", { name: "Generate" }).click();
  await expect(toast(page, "Image attached with its alt text.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(visuals).toBeHidden();

  const attached = first.getByRole("list", { name: "Attached images" }).getByTestId("attached-image");
  await expect(attached).toHaveCount(1);
  const alt = first.getByRole("textbox", { name: "Alt text of image 1" });
  await expect(alt).toHaveValue(conceptAlt);
  await expect(attached.getByRole("img")).toHaveAttribute("alt", conceptAlt);

  // Without alt text, Schedule warns first; the warning names what the row shows.
  const savedAlt = (value: string) =>
    page.waitForResponse((res) => res.url().endsWith("/api/visuals/alt") && res.request().method() === "PUT" && (res.request().postDataJSON() as { alt: string }).alt === value);
  let saved = savedAlt("");
  await alt.fill("");
  await alt.press("Enter");
  expect((await saved).status()).toBe(200);
  await expect(first.getByText("No alt text: screen readers cannot tell what this image shows.")).toBeVisible();
  await first.getByRole("button", { name: "Schedule" }).click();
  let dialog = page.getByRole("dialog", { name: "Schedule post" });
  await dialog.getByRole("checkbox", { name: /Toot/ }).check();
  await dialog.getByRole("radio", { name: "Publish now" }).check();
  await dialog.getByRole("button", { name: "Publish now" }).click();
  await expect(dialog.getByRole("alert")).toContainText("An image has no alt text");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // Alt text edited in place on the row is kept with the image and published with it.
  const written = `A lighthouse-shaped bakery on the harbour at dawn, e2e ${Date.now()}`;
  saved = savedAlt(written);
  await alt.fill(written);
  await alt.press("Enter");
  expect((await saved).status()).toBe(200);
  await expect(first.getByText(/^No alt text/)).toBeHidden();
  await expect(attached.getByRole("img")).toHaveAttribute("alt", written);

  await first.getByRole("button", { name: "Schedule" }).click();
  dialog = page.getByRole("dialog", { name: "Schedule post" });
  const text = `Harbour bakery with an image ${Date.now()}`;
  await dialog.getByLabel("Post text").fill(text);
  await dialog.getByRole("checkbox", { name: /Toot/ }).check();
  await dialog.getByRole("radio", { name: "Publish now" }).check();
  await dialog.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Publishing now")).toBeVisible();

  await masto.waitFor(() => masto.statuses.some((s) => s.text === text), 60_000, "the status on the fake Mastodon");
  const status = masto.statuses.find((s) => s.text === text)!;
  expect(status.mediaIds).toHaveLength(1);
  const media = masto.media.find((m) => m.id === status.mediaIds[0])!;
  expect(media.description).toBe(written);
  expect(media.bytes).toBeGreaterThan(1000);
});

test("set a brand kit on the Brands page, make a carousel from an article draft and open its PDF in the brand colour", async ({ signedIn: page }) => {
  test.setTimeout(240_000);
  const brand = `Harbour ${Date.now()}`;
  await page.goto("/brand-strategy");
  await page.locator("form").first().getByLabel("Brand Name").fill(brand);
  await page.getByRole("button", { name: "Create Brand" }).click();
  await expect(page.getByRole("row", { name: new RegExp(brand) })).toBeVisible();
  await page.getByRole("group", { name: "Current brand" }).getByRole("button", { name: brand }).click();

  await page.getByRole("button", { name: `Brand kit of ${brand}` }).click();
  const kit = page.getByRole("dialog", { name: "Brand kit" });
  await expect(kit.getByText(/^No kit yet/)).toBeVisible();
  await kit.getByRole("textbox", { name: "Primary colour (hex)" }).fill("#e11d48");
  await kit.getByRole("textbox", { name: "Background colour (hex)" }).fill("#fef3c7");
  await kit.getByRole("button", { name: "Save kit" }).click();
  await seeToast(page, "Brand kit saved");
  await expect(kit).toBeHidden();
  await page.getByRole("button", { name: `Brand kit of ${brand}` }).click();
  await expect(kit.getByRole("textbox", { name: "Primary colour (hex)" })).toHaveValue("#e11d48");
  await expect(kit.getByText(/^No kit yet/)).toBeHidden();
  await page.keyboard.press("Escape");

  await openContentPage(page, contentPage("/article"));
  const first = row(page, 1);
  await first.getByLabel("Text content").fill("How a small harbour bakery plans its week: flour, ovens, people and the Saturday rush.");
  await choosePrompt(first);
  await generateStreamed(page, first);

  await first.getByRole("button", { name: "Branded graphic" }).click();
  const dialog = page.getByRole("dialog", { name: "Branded graphic" });
  await expect(dialog.getByText("Rendered in the current brand's kit.")).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Text on the graphic" })).not.toHaveValue("");
  await dialog.getByRole("textbox", { name: "Text on the graphic" }).fill(
    "Plan the week on Monday.\n\nOrder flour by Tuesday noon.\n\nBake the Saturday doughs on Friday night.",
  );
  await dialog.getByLabel("Format").selectOption("1:1");
  // Rendering can answer before the progress line is seen: hold the answer until it is.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/visuals/graphics", async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole("button", { name: "Make graphic" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "Rendering in the brand kit" })).toBeVisible();
  release();
  await expect(dialog.getByText("Attached 3 slides to the post.")).toBeVisible({ timeout: 60_000 });

  // The PDF opens in a new tab: three pages, the brand colour drawn on each.
  const link = dialog.getByRole("link", { name: "Open PDF (3 pages)" });
  const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  const pdfUrl = new URL((await link.getAttribute("href"))!, page.url()).toString();
  await tab.close();
  const res = await page.request.get(pdfUrl);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/pdf");
  const bytes = new Uint8Array(await res.body());
  expect((await PDFDocument.load(bytes)).getPageCount()).toBe(3);
  // The bar's fill operator: 0xe1/255 0x1d/255 0x48/255 rg, on every page.
  const fills = pdfStreams(bytes).join("\n").match(/0\.88\d* 0\.11\d* 0\.28\d* rg/g) ?? [];
  expect(fills.length).toBeGreaterThanOrEqual(3);

  await dialog.getByRole("button", { name: "Done" }).click();
  const slides = first.getByRole("list", { name: "Attached images" }).getByTestId("attached-image");
  await expect(slides).toHaveCount(3);
  await expect(first.getByRole("textbox", { name: "Alt text of image 2" })).toHaveValue("Slide 2 of 3: Order flour by Tuesday noon.");
});
