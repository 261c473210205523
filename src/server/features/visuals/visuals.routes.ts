/**
 * Visuals (issue 27 points 1-3): gallery matches for a post, alt text of stored images (described or edited), the
 * brand kit, and branded graphics (quote card, carousel as PNG slides and a PDF). Every route is workspace-scoped
 * and role-checked: reading needs "read", anything that writes needs "write".
 */
import { buffer } from "node:stream/consumers";
import { createRoute, z } from "@hono/zod-openapi";
import sharp from "sharp";
import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { describeImage } from "@/server/ai/functions/describe-image";
import { toIso } from "@/server/db/helpers";
import { storeGeneratedDocument } from "@/server/features/documents/documents.service";
import { createImagesService } from "@/server/features/images/images.service";
import { createUploadsService, storeUploads, type ProcessedImage } from "@/server/features/uploads/uploads.service";
import { inWorkspace } from "@/server/http/workspace-routes";
import { publishWorkspaceChange } from "@/server/http/workspace-scope";
import { createRouter } from "@/server/http/router";
import { notFound, serviceUnavailable, unprocessable } from "@/server/lib/errors";
import { errorResponses, json, jsonBody, notYoursResponse, signedInMeta } from "@/server/lib/openapi";
import { requireStorage } from "@/server/storage/require-storage";
import { signStorageUrl } from "@/server/storage/signed-url";
import {
  altResult,
  brandKitSchema,
  DEFAULT_KIT,
  describeImageBody,
  galleryMatchesQuery,
  galleryMatchesResult,
  GRAPHICS,
  graphicsBody,
  graphicsResult,
  putBrandKitBody,
  setAltBody,
  type BrandKit,
} from "@/shared/contracts/visuals";
import { messages } from "@/shared/messages";
import { renderGraphic, slidesPdf, splitSlides, type Kit } from "./graphics";
import { rankByText } from "./ranking";
import { createVisualsRepository, type BrandKitRow, type GalleryRow } from "./visuals.repository";

const meta = signedInMeta("visuals");
const brandParams = z.object({ brandId: z.string().uuid() });

const matches = createRoute({
  ...meta,
  middleware: inWorkspace("read"),
  method: "get",
  path: "/matches",
  summary: "The workspace's images (saved and uploaded) ranked by how well their alt text, prompt and tags match a text (BM25)",
  request: { query: galleryMatchesQuery },
  responses: { 200: json(galleryMatchesResult, "The best matches, best first; images sharing no word with the text are left out"), ...errorResponses },
});

const describe = createRoute({
  ...meta,
  middleware: inWorkspace("write"),
  method: "post",
  path: "/alt/describe",
  summary: "Write alt text for a stored image of the workspace (a connected vision model, else the built-in describer) and keep it with the image",
  request: jsonBody(describeImageBody),
  responses: { 200: json(altResult, "The alt text, kept with the image"), ...notYoursResponse, ...errorResponses },
});

const setAlt = createRoute({
  ...meta,
  middleware: inWorkspace("write"),
  method: "put",
  path: "/alt",
  summary: "Set (edit) the alt text of a stored image of the workspace",
  request: jsonBody(setAltBody),
  responses: { 200: json(altResult, "The alt text, kept with the image"), ...notYoursResponse, ...errorResponses },
});

const getKit = createRoute({
  ...meta,
  middleware: inWorkspace("read"),
  method: "get",
  path: "/brand-kits/{brandId}",
  summary: "A brand's kit for graphics (the defaults until it is set)",
  request: { params: brandParams },
  responses: { 200: json(brandKitSchema, "The brand kit"), ...notYoursResponse, ...errorResponses },
});

const putKit = createRoute({
  ...meta,
  middleware: inWorkspace("write"),
  method: "put",
  path: "/brand-kits/{brandId}",
  summary: "Set a brand's kit: primary, secondary and background colours, the font, and a logo (an upload of the workspace, or a gallery image copied into its uploads)",
  request: { params: brandParams, ...jsonBody(putBrandKitBody) },
  responses: { 200: json(brandKitSchema, "The brand kit"), ...notYoursResponse, ...errorResponses },
});

const graphics = createRoute({
  ...meta,
  middleware: inWorkspace("write"),
  method: "post",
  path: "/graphics",
  summary: "Render a quote card or a carousel (up to 10 slides) from a text in a brand's kit; stored as uploads (PNG) and, for a carousel, a PDF document",
  request: jsonBody(graphicsBody),
  responses: { 201: json(graphicsResult, "The stored images (and PDF)"), ...notYoursResponse, ...errorResponses },
});

function kitDto(brandId: string, row: BrandKitRow | undefined, c: Context<AppEnv>): BrandKit {
  const { config, clock } = c.var.deps;
  if (!row) return { brand_id: brandId, ...DEFAULT_KIT, logo_path: null, logo_url: null, updated_at: null };
  return {
    brand_id: brandId,
    primary_color: row.primaryColor,
    secondary_color: row.secondaryColor,
    background_color: row.backgroundColor,
    font: "inter",
    logo_path: row.logoPath,
    logo_url: row.logoPath ? signStorageUrl(config, "image-storage", row.logoPath, undefined, clock.now()) : null,
    updated_at: toIso(row.updatedAt) ?? row.updatedAt,
  };
}

async function load(c: Context<AppEnv>, bucket: GalleryRow["bucket"], path: string): Promise<Uint8Array> {
  const stored = await requireStorage(c).get(bucket, path);
  if (!stored) throw notFound(messages.visuals.imageNotFound);
  return new Uint8Array(await buffer(stored.body));
}

async function keepAlt(c: Context<AppEnv>, image: GalleryRow, alt: string) {
  const db = c.var.deps.database.db;
  const workspaceId = c.var.workspace.id;
  if (image.bucket === "image-storage") await createUploadsService(db).setAlt(workspaceId, image.path, alt);
  else await createImagesService(db).setAlt(workspaceId, image.path, alt);
  await publishWorkspaceChange(c, image.bucket === "image-storage" ? "uploads" : "images", image.id);
}

/** A gallery image chosen as a logo becomes an upload of the workspace (the kit's logo is always an upload). */
async function copyToUploads(c: Context<AppEnv>, image: GalleryRow): Promise<string> {
  const data = Buffer.from(await load(c, image.bucket, image.path));
  const m = await sharp(data).metadata();
  const format = m.format === "jpeg" ? "jpg" : m.format;
  if (format !== "png" && format !== "jpg" && format !== "webp" && format !== "gif") throw unprocessable(messages.images.invalidImage, "invalid_image");
  const mimeType = format === "jpg" ? ("image/jpeg" as const) : (`image/${format}` as const);
  const [stored] = await storeUploads(c.var.deps, requireStorage(c), { userId: c.var.user.id, workspaceId: c.var.workspace.id }, [
    { data, mimeType, ext: format, width: m.width ?? 0, height: m.height ?? 0, ...(image.alt ? { alt: image.alt } : {}), ...(image.prompt ? { prompt: image.prompt } : {}) },
  ]);
  await publishWorkspaceChange(c, "uploads", stored.id);
  return stored.image_path;
}

export function createVisualsRouter() {
  const router = createRouter();

  router.openapi(matches, async (c) => {
    const { text, limit } = c.req.valid("query");
    const { config, clock, database } = c.var.deps;
    const rows = await createVisualsRepository(database.db).gallery(c.var.workspace.id);
    const docs = rows.map((r) => ({ ...r, text: [r.alt, r.prompt, r.tags.join(" ")].filter(Boolean).join(" "), createdAt: toIso(r.createdAt) ?? r.createdAt }));
    const now = clock.now();
    const data = rankByText(text, docs, limit).map(({ doc, score }) => ({
      id: doc.id,
      bucket: doc.bucket,
      path: doc.path,
      url: signStorageUrl(config, doc.bucket, doc.path, undefined, now),
      alt: doc.alt,
      prompt: doc.prompt,
      score,
    }));
    return c.json({ data }, 200);
  });

  router.openapi(describe, async (c) => {
    const body = c.req.valid("json");
    const image = await createVisualsRepository(c.var.deps.database.db).image(c.var.workspace.id, body.bucket, body.path);
    if (!image) throw notFound(messages.visuals.imageNotFound);
    const ai = c.var.deps.services.ai;
    if (!ai) throw serviceUnavailable();
    await ai.limit(c.var.user.id);
    const bytes = await load(c, image.bucket, image.path);
    const mime = /\.png$/i.test(image.path)
      ? "image/png"
      : /\.webp$/i.test(image.path)
        ? "image/webp"
        : /\.gif$/i.test(image.path)
          ? "image/gif"
          : "image/jpeg";
    const described = await describeImage(
      { ai, userId: c.var.user.id, workspaceId: c.var.workspace.id, brand: null },
      { bytes, mime, prompt: body.prompt ?? image.prompt, width: image.width, height: image.height },
    );
    await keepAlt(c, image, described.alt);
    return c.json({ bucket: image.bucket, path: image.path, alt: described.alt, source: described.source }, 200);
  });

  router.openapi(setAlt, async (c) => {
    const body = c.req.valid("json");
    const image = await createVisualsRepository(c.var.deps.database.db).image(c.var.workspace.id, body.bucket, body.path);
    if (!image) throw notFound(messages.visuals.imageNotFound);
    await keepAlt(c, image, body.alt);
    return c.json({ bucket: image.bucket, path: image.path, alt: body.alt, source: "user" as const }, 200);
  });

  router.openapi(getKit, async (c) => {
    const { brandId } = c.req.valid("param");
    const repo = createVisualsRepository(c.var.deps.database.db);
    if (!(await repo.brandInWorkspace(c.var.workspace.id, brandId))) throw notFound();
    return c.json(kitDto(brandId, await repo.kit(c.var.workspace.id, brandId), c), 200);
  });

  router.openapi(putKit, async (c) => {
    const { brandId } = c.req.valid("param");
    const body = c.req.valid("json");
    const repo = createVisualsRepository(c.var.deps.database.db);
    const workspaceId = c.var.workspace.id;
    if (!(await repo.brandInWorkspace(workspaceId, brandId))) throw notFound();
    const logo = body.logo_path ? await repo.image(workspaceId, body.logo_bucket, body.logo_path) : undefined;
    if (body.logo_path && !logo) throw unprocessable(messages.visuals.logoNotFound, "logo_not_found");
    const logoPath = logo?.bucket === "social_images" ? await copyToUploads(c, logo) : (body.logo_path ?? null);
    const row = await repo.putKit(
      workspaceId,
      brandId,
      {
        primaryColor: body.primary_color,
        secondaryColor: body.secondary_color,
        backgroundColor: body.background_color,
        font: body.font,
        logoPath,
      },
      c.var.deps.clock.now().toISOString(),
    );
    await publishWorkspaceChange(c, "brands", brandId);
    return c.json(kitDto(brandId, row, c), 200);
  });

  router.openapi(graphics, async (c) => {
    const body = c.req.valid("json");
    const repo = createVisualsRepository(c.var.deps.database.db);
    const workspaceId = c.var.workspace.id;
    const userId = c.var.user.id;
    const storage = requireStorage(c);
    let row: BrandKitRow | undefined;
    if (body.brandId) {
      if (!(await repo.brandInWorkspace(workspaceId, body.brandId))) throw notFound();
      row = await repo.kit(workspaceId, body.brandId);
    }
    const kit: Kit = {
      primaryColor: row?.primaryColor ?? DEFAULT_KIT.primary_color,
      secondaryColor: row?.secondaryColor ?? DEFAULT_KIT.secondary_color,
      backgroundColor: row?.backgroundColor ?? DEFAULT_KIT.background_color,
      font: "inter",
      logo: row?.logoPath ? await load(c, "image-storage", row.logoPath).catch(() => null) : null,
    };
    const aspect = body.aspectRatio ?? (body.kind === "quote" ? "1:1" : "4:5");
    const slides = body.kind === "quote" ? [body.text.slice(0, GRAPHICS.quoteChars)] : splitSlides(body.text);
    if (slides.length > GRAPHICS.maxSlides) throw unprocessable(messages.visuals.tooManySlides(GRAPHICS.maxSlides), "too_many_slides");
    const pngs: Buffer[] = [];
    for (const [i, text] of slides.entries()) {
      pngs.push(await renderGraphic(kit, { text, kind: body.kind, ...(body.kind === "carousel" ? { index: i + 1, total: slides.length } : {}) }, aspect));
    }
    const processed: ProcessedImage[] = await Promise.all(
      pngs.map(async (data, i) => {
        const m = await sharp(data).metadata();
        const alt = body.kind === "quote" ? `Quote card: ${slides[i]}` : `Slide ${i + 1} of ${slides.length}: ${slides[i]}`;
        return {
          data,
          mimeType: "image/png" as const,
          ext: "png" as const,
          width: m.width ?? 0,
          height: m.height ?? 0,
          alt: alt.slice(0, 1000),
          prompt: slides[i],
        };
      }),
    );
    const stored = await storeUploads(c.var.deps, storage, { userId, workspaceId }, processed);
    for (const s of stored) await publishWorkspaceChange(c, "uploads", s.id);
    let pdf = null;
    if (body.kind === "carousel") {
      const bytes = await slidesPdf(pngs, aspect, slides[0].slice(0, 80), kit.primaryColor);
      const doc = await storeGeneratedDocument(
        c.var.deps,
        storage,
        { userId, workspaceId },
        { filename: "carousel.pdf", mimeType: "application/pdf", ext: "pdf", bytes, text: slides.join("\n\n") },
      );
      await publishWorkspaceChange(c, "documents", doc.id);
      pdf = { id: doc.id, path: doc.path, url: doc.url, pages: slides.length };
    }
    return c.json(
      { images: stored.map((s, i) => ({ id: s.id, bucket: "image-storage" as const, path: s.image_path, url: s.url, alt: processed[i].alt ?? "" })), pdf },
      201,
    );
  });

  return router;
}
