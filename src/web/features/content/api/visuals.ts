import type { AltResult, GalleryMatch, GraphicsBody, GraphicsResult, SuggestVisualsBody, VisualConcept } from "@/shared/contracts/visuals";
import { ASPECT_IMAGE_SIZES } from "@/shared/contracts/visuals";
import { client, unwrap } from "@/web/lib/api-client";
import { rowImageBucket, type RowDocument, type RowImage } from "../lib/post-row";

/** Visual suggestions (issue 27): three concepts for a post, from the page's model and brand. */
export function suggestVisuals(body: SuggestVisualsBody, signal?: AbortSignal): Promise<VisualConcept[]> {
  return unwrap(client.POST("/api/functions/suggest-visuals", { body, signal })).then((r) => r.concepts);
}

/** The workspace's images whose descriptions best match the post. */
export function galleryMatches(text: string, signal?: AbortSignal): Promise<GalleryMatch[]> {
  return unwrap(client.GET("/api/visuals/matches", { params: { query: { text: text.slice(0, 5000), limit: 8 } }, signal })).then((r) => r.data);
}

/** Keeps alt text with a stored image. */
export async function keepAlt(image: { bucket: "image-storage" | "social_images"; path: string }, alt: string): Promise<void> {
  await unwrap(client.PUT("/api/visuals/alt", { body: { bucket: image.bucket, path: image.path, alt } }));
}

/** Generates one image of a concept with the workspace's image model, saves it to the gallery and keeps its alt. */
export async function generateConcept(concept: VisualConcept): Promise<RowImage> {
  const size = ASPECT_IMAGE_SIZES[concept.aspectRatio];
  const generated = await unwrap(
    client.POST("/api/functions/generate-image", { body: { prompt: concept.prompt, count: 1, width: size.width, height: size.height } }),
  );
  const first = generated.images[0];
  const saved = await unwrap(
    client.POST("/api/images", { body: { path: first.path, prompt: concept.prompt, width: size.width, height: size.height, tags: [] } }),
  );
  await keepAlt({ bucket: "social_images", path: saved.image_url }, concept.alt);
  return { id: saved.id, url: saved.url, path: saved.image_url, source: "generated", alt: concept.alt };
}

/** A gallery match attached with the concept's alt text (kept with the image too). */
export async function attachMatch(match: GalleryMatch, alt: string): Promise<RowImage> {
  await keepAlt(match, alt);
  return { id: match.id, url: match.url, path: match.path, source: match.bucket === "image-storage" ? "uploaded" : "generated", alt };
}

/** Writes alt text for a row's image (a connected vision model, else the built-in describer); the server keeps it. */
export function describeAlt(image: RowImage, signal?: AbortSignal): Promise<AltResult> {
  return unwrap(client.POST("/api/visuals/alt/describe", { body: { bucket: rowImageBucket(image), path: image.path }, signal }));
}

/** Renders a quote card or a carousel in a brand's kit; the slides are uploads of the workspace, a carousel also a PDF. */
export function renderGraphic(body: GraphicsBody): Promise<GraphicsResult> {
  return unwrap(client.POST("/api/visuals/graphics", { body }));
}

/** The rendered slides as a row's attached images, each with the alt text the server wrote for it. */
/** A carousel's PDF as the row keeps it (null for a quote card). */
export const graphicDocument = (result: GraphicsResult): RowDocument | null =>
  result.pdf ? { id: result.pdf.id, url: result.pdf.url, path: result.pdf.path, pages: result.pdf.pages } : null;

export const graphicImages = (result: GraphicsResult): RowImage[] =>
  result.images.map((image) => ({ id: image.id, url: image.url, path: image.path, source: "uploaded", alt: image.alt }));
