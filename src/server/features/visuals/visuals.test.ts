/** Visuals API (issue 27): gallery matches, alt text, brand kits and branded graphics, workspace-scoped and role-checked. */
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The app first: it extends zod for OpenAPI before any shared contract module builds its schemas.
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import type { UploadedImage } from "@/shared/contracts/uploads";
import type { AltResult, BrandKit, GalleryMatch, GraphicsResult } from "@/shared/contracts/visuals";
import { formWith, pngImage } from "../../../../tests/helpers/files";
import { createUser } from "../../../../tests/helpers/users";
import { newObjectKey } from "@/server/storage/storage";
import { createTeamWorkspace, inWorkspace } from "../../../../tests/helpers/workspaces";

let t: TestApp;
let alice: Awaited<ReturnType<typeof createUser>>;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = await createUser(t);
  token = alice.access_token;
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function upload(colour: string, tok = token, headers: Record<string, string> = {}): Promise<UploadedImage> {
  const res = await t.request("/api/uploads", {
    method: "POST",
    token: tok,
    headers,
    body: formWith("files", [{ name: "a.png", data: await pngImage(60, 40, colour), type: "image/png" }]),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: UploadedImage[] }).data[0];
}

describe("alt text", () => {
  it("the built-in describer writes honest alt text (shape and dominant colour), kept with the image and editable", async () => {
    const image = await upload("#2255ee");
    const res = await t.request("/api/visuals/alt/describe", { method: "POST", token, json: { bucket: "image-storage", path: image.image_path } });
    expect(res.status).toBe(200);
    const described = (await res.json()) as AltResult;
    expect(described).toMatchObject({ source: "builtin", alt: "A wide image, mostly blue." });
    const edited = await t.request("/api/visuals/alt", {
      method: "PUT",
      token,
      json: { bucket: "image-storage", path: image.image_path, alt: "Our blue shop sign" },
    });
    expect(edited.status).toBe(200);
    const listed = ((await (await t.request("/api/visuals/matches?text=shop+sign", { token })).json()) as { data: GalleryMatch[] }).data;
    expect(listed[0]).toMatchObject({ path: image.image_path, alt: "Our blue shop sign" });
  });

  it("uses the prompt the image was made from when there is one", async () => {
    const image = await upload("#22aa33");
    const res = await t.request("/api/visuals/alt/describe", {
      method: "POST",
      token,
      json: { bucket: "image-storage", path: image.image_path, prompt: "Fresh basil on a kitchen counter, no text" },
    });
    expect(((await res.json()) as AltResult).alt).toBe("Fresh basil on a kitchen counter, mostly green.");
  });

  it("answers 404 for an image of another workspace", async () => {
    const bob = await createUser(t);
    const image = await upload("#000000", bob.access_token);
    const res = await t.request("/api/visuals/alt", { method: "PUT", token, json: { bucket: "image-storage", path: image.image_path, alt: "x" } });
    expect(res.status).toBe(404);
  });
});

describe("gallery matches", () => {
  it("ranks the workspace's images by their descriptions against the post", async () => {
    const a = await upload("#aa0000");
    const b = await upload("#00aa00");
    await t.request("/api/visuals/alt", {
      method: "PUT",
      token,
      json: { bucket: "image-storage", path: a.image_path, alt: "Cinnamon buns in a bakery window" },
    });
    await t.request("/api/visuals/alt", { method: "PUT", token, json: { bucket: "image-storage", path: b.image_path, alt: "A mountain lake" } });
    const res = await t.request(`/api/visuals/matches?text=${encodeURIComponent("Fresh cinnamon buns at our bakery this Saturday")}`, { token });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: GalleryMatch[] };
    expect(data[0].path).toBe(a.image_path);
    expect(data.some((m) => m.path === b.image_path)).toBe(false);
  });
});

describe("brand kits and graphics", () => {
  let brandId: string;
  beforeAll(async () => {
    const res = await t.request("/api/brands", { method: "POST", token, json: { brand_name: "Crumb" } });
    brandId = ((await res.json()) as { id: string }).id;
  });

  it("keeps a kit with an uploaded logo and renders a carousel as PNG slides with alt text and a PDF", async () => {
    const logo = await upload("#00ff00");
    const kitRes = await t.request(`/api/visuals/brand-kits/${brandId}`, {
      method: "PUT",
      token,
      json: { primary_color: "#e11d48", secondary_color: "#111111", background_color: "#fef3c7", logo_path: logo.image_path },
    });
    expect(kitRes.status).toBe(200);
    const kit = (await kitRes.json()) as BrandKit;
    expect(kit).toMatchObject({ primary_color: "#e11d48", logo_path: logo.image_path, font: "inter" });
    expect(((await (await t.request(`/api/visuals/brand-kits/${brandId}`, { token })).json()) as BrandKit).background_color).toBe("#fef3c7");

    const text = "Three tips for better bread.\n\nUse a strong flour.\n\nLet the dough rest overnight.";
    const res = await t.request("/api/visuals/graphics", { method: "POST", token, json: { kind: "carousel", text, brandId, aspectRatio: "1:1" } });
    expect(res.status).toBe(201);
    const body = (await res.json()) as GraphicsResult;
    expect(body.images).toHaveLength(3);
    expect(body.images[1].alt).toBe("Slide 2 of 3: Use a strong flour.");
    expect(body.pdf?.pages).toBe(3);
    const png = await t.request(new URL(body.images[0].url).pathname + new URL(body.images[0].url).search);
    const { data, info } = await sharp(Buffer.from(await png.arrayBuffer()))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (12 * info.width + 540) * 3;
    expect([data[at], data[at + 1], data[at + 2]]).toEqual([0xe1, 0x1d, 0x48]);
    const pdfRes = await t.request(new URL(body.pdf!.url).pathname + new URL(body.pdf!.url).search);
    expect((await PDFDocument.load(new Uint8Array(await pdfRes.arrayBuffer()))).getPageCount()).toBe(3);
  });

  it("takes a logo from the gallery: the saved image is copied into the workspace's uploads and the kit keeps the copy", async () => {
    const key = newObjectKey(alice.user.id, "png");
    await t.deps.services.storage!.put("social_images", key, await pngImage(40, 40, "#ff8800"), { contentType: "image/png", cacheControl: "max-age=3600" });
    const saved = await t.request("/api/images", { method: "POST", token, json: { path: key, prompt: "Orange crumb logo", width: 40, height: 40 } });
    expect(saved.status).toBe(201);
    const res = await t.request(`/api/visuals/brand-kits/${brandId}`, {
      method: "PUT",
      token,
      json: { primary_color: "#0f766e", secondary_color: "#111111", background_color: "#ffffff", logo_path: key, logo_bucket: "social_images" },
    });
    expect(res.status).toBe(200);
    const kit = (await res.json()) as BrandKit;
    expect(kit.logo_path).not.toBe(key);
    const uploads = ((await (await t.request("/api/uploads", { token })).json()) as { data: UploadedImage[] }).data;
    expect(uploads.find((u) => u.image_path === kit.logo_path)).toBeDefined();
    const logo = await t.request(new URL(kit.logo_url!).pathname + new URL(kit.logo_url!).search);
    const { data } = await sharp(Buffer.from(await logo.arrayBuffer())).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([0xff, 0x88, 0x00]);
    const other = await t.request(`/api/visuals/brand-kits/${brandId}`, {
      method: "PUT",
      token,
      json: { primary_color: "#0f766e", secondary_color: "#111111", background_color: "#ffffff", logo_path: "nope/1.png", logo_bucket: "social_images" },
    });
    expect(other.status).toBe(422);
  });

  it("refuses more than ten slides, another workspace's brand and a logo that is not an upload of the workspace", async () => {
    const long = Array.from({ length: 11 }, (_, i) => `Paragraph ${i + 1}.`).join("\n\n");
    const res = await t.request("/api/visuals/graphics", { method: "POST", token, json: { kind: "carousel", text: long } });
    expect(res.status).toBe(422);
    const bob = await createUser(t);
    expect((await t.request(`/api/visuals/brand-kits/${brandId}`, { token: bob.access_token })).status).toBe(404);
    const bad = await t.request(`/api/visuals/brand-kits/${brandId}`, {
      method: "PUT",
      token,
      json: { primary_color: "#000000", secondary_color: "#111111", background_color: "#ffffff", logo_path: "nope/1.png" },
    });
    expect(bad.status).toBe(422);
  });

  it("lets a viewer read matches but not write alt text or render graphics", async () => {
    const viewer = await createUser(t);
    const team = await createTeamWorkspace(t, alice.user.id, [{ userId: viewer.user.id, role: "viewer" }]);
    const headers = inWorkspace(team);
    const image = await upload("#123456", token, headers);
    expect((await t.request("/api/visuals/matches?text=blue", { token: viewer.access_token, headers })).status).toBe(200);
    expect(
      (
        await t.request("/api/visuals/alt", {
          method: "PUT",
          token: viewer.access_token,
          headers,
          json: { bucket: "image-storage", path: image.image_path, alt: "x" },
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.request("/api/visuals/graphics", { method: "POST", token: viewer.access_token, headers, json: { kind: "quote", text: "Hi" } })).status,
    ).toBe(403);
  });
});
