import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Context } from "hono";
import { getMimeType } from "hono/utils/mime";

/**
 * The built web app, held in memory (about 2 MB with its compressed variants): each file with the brotli and
 * gzip bytes the build wrote beside it (scripts/precompress.mjs), so a request costs no disk read and no
 * compression.
 */
export interface StaticFile {
  type: string;
  body: Uint8Array;
  etag: string;
  variants: Partial<Record<Encoding, Uint8Array>>;
}

export type Encoding = "br" | "gzip";
const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** Vite names everything under /assets/ by its content hash: such a URL never changes meaning. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Unhashed files (icons, manifest): a week, then revalidated by ETag. */
export const SHORT_LIVED = "public, max-age=604800";
/** The HTML names the hashed files: always revalidated, so a deploy is seen at once. */
export const REVALIDATE = "no-cache";

function* walk(dir: string, prefix = ""): Generator<[string, string]> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Dot folders (Vite's .vite/manifest.json) are build metadata, not part of the site.
    if (entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full, `${prefix}/${entry.name}`);
    else yield [`${prefix}/${entry.name}`, full];
  }
}

export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(root)) return files;
  for (const [urlPath, full] of walk(root)) {
    if (urlPath.endsWith(".br") || urlPath.endsWith(".gz")) continue;
    files.set(urlPath, staticFile(getMimeType(urlPath) ?? "application/octet-stream", readFileSync(full), (e) => (existsSync(full + SUFFIX[e]) ? readFileSync(full + SUFFIX[e]) : undefined)));
  }
  return files;
}

export function staticFile(type: string, body: Uint8Array, variant: (e: Encoding) => Uint8Array | undefined = () => undefined): StaticFile {
  const variants: StaticFile["variants"] = {};
  for (const encoding of ["br", "gzip"] as const) {
    const bytes = variant(encoding);
    if (bytes) variants[encoding] = bytes;
  }
  return { type, body, etag: createHash("sha1").update(body).digest("base64url").slice(0, 22), variants };
}

/** The encoding to answer with: the acceptable one with the highest q, brotli on a tie; none when q=0 or absent. */
export function negotiateEncoding(acceptEncoding: string | undefined, available: Partial<Record<Encoding, unknown>>): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const part of acceptEncoding.split(",")) {
    const [token, ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const candidates: Encoding[] = token === "*" ? ["br", "gzip"] : token === "br" || token === "gzip" ? [token] : [];
    for (const encoding of candidates) {
      if (!available[encoding] || !(q > 0)) continue;
      if (!best || q > best.q || (q === best.q && encoding === "br" && best.encoding !== "br")) best = { encoding, q };
    }
  }
  return best?.encoding;
}

/** Answers with the file, compressed as the client allows; 304 when its ETag still matches. */
export function sendStaticFile(c: Context, file: StaticFile, cacheControl: string): Response {
  const encoding = negotiateEncoding(c.req.header("accept-encoding"), file.variants);
  const etag = `"${file.etag}${encoding ? `-${encoding}` : ""}"`;
  const headers: Record<string, string> = { "Content-Type": file.type, "Cache-Control": cacheControl, ETag: etag };
  if (Object.keys(file.variants).length) headers.Vary = "Accept-Encoding";
  if (encoding) headers["Content-Encoding"] = encoding;
  const ifNoneMatch = c.req.header("if-none-match");
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) return c.body(null, 304, headers);
  const bytes = encoding ? file.variants[encoding]! : file.body;
  headers["Content-Length"] = String(bytes.byteLength);
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, headers);
}
