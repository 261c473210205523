import { BlobReader, TextWriter, ZipReader } from "@zip.js/zip.js";
import { readFile } from "node:fs/promises";
import { pngImage } from "../helpers/files";
import { accessToken, createConfirmedUser, expect, signInThroughUi, test } from "./fixtures";

test.describe("your data (issue 25)", () => {
  test("exports the workspace as a zip holding every history item and image", async ({ page }) => {
    const user = await createConfirmedUser(page.request);
    const token = await accessToken(page.request, user);
    const auth = { authorization: `Bearer ${token}` };
    for (const content of ["First exported post", "Second exported post"]) {
      const res = await page.request.post("/api/history", { headers: auth, data: { content, content_type: "social_media" } });
      expect(res.status()).toBe(201);
    }
    const upload = await page.request.post("/api/uploads", { headers: auth, multipart: { files: { name: "export.png", mimeType: "image/png", buffer: await pngImage(20, 20) } } });
    expect(upload.ok()).toBe(true);
    await signInThroughUi(page, user);
    await page.goto("/app-account");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download export" }).click();
    const file = await (await download).path();
    const zip = new ZipReader(new BlobReader(new Blob([await readFile(file)])));
    const entries = await zip.getEntries();
    const history = entries.find((e) => e.filename === "data/content_history.json");
    const text = history && !history.directory ? await history.getData(new TextWriter()) : "";
    expect(text).toContain("First exported post");
    expect(text).toContain("Second exported post");
    expect(entries.filter((e) => e.filename.startsWith("files/image-storage/"))).toHaveLength(1);
    await zip.close();
  });

  test("deletes the account after the password and DELETE", async ({ page }) => {
    const user = await createConfirmedUser(page.request);
    await signInThroughUi(page, user);
    await page.goto("/app-account");
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByLabel("Type DELETE to confirm").fill("DELETE");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/auth$|\/$/);
    const signIn = await page.request.post("/api/auth/token?grant_type=password", { data: { email: user.email, password: user.password } });
    expect(signIn.status()).toBe(400);
  });
});
