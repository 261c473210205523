import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "../../../scripts/precompress";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { negotiateEncoding } from "./static-files";

// A built web app in miniature: what `vite build` writes, then the same precompression step the build runs.
const script = `export const greeting = ${JSON.stringify("hello ".repeat(400))};\n`;
const html = `<!doctype html><html lang="en"><head><title>Content Studio</title><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div>${"<!-- padding -->".repeat(40)}</body></html>`;
let root: string;
let t: TestApp;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "cs-web-"));
  mkdirSync(path.join(root, "assets"));
  mkdirSync(path.join(root, ".vite"));
  writeFileSync(path.join(root, "assets/index-AbC123.js"), script);
  writeFileSync(path.join(root, "index.html"), html);
  writeFileSync(path.join(root, ".vite/manifest.json"), "{}");
  mkdirSync(path.join(root, "pages"));
  writeFileSync(path.join(root, "pages/about.html"), html.replace("<title>", '<link rel="modulepreload" href="/assets/about-Zz9.js"><title>'));
  writeFileSync(path.join(root, "favicon.svg"), `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(100)}</svg>`);
  precompress(root);
  t = await createTestApp({ webRoot: root, env: { PUBLIC_URL: "https://studio.example.org" } });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string> = {}) => t.request(p, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe("the built web app", () => {
  it("is compressed at build: brotli and gzip beside each text file", () => {
    expect(readdirSync(path.join(root, "assets")).sort()).toEqual(["index-AbC123.js", "index-AbC123.js.br", "index-AbC123.js.gz"]);
  });

  it("answers brotli to a browser that accepts it, and the bytes decode to the original", async () => {
    const res = await get("/assets/index-AbC123.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    const body = await bytes(res);
    expect(body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it("answers gzip when only gzip is accepted, and the original bytes when nothing is", async () => {
    const gz = await get("/assets/index-AbC123.js", { "accept-encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bytes(gz)).toString()).toBe(script);
    const plain = await get("/assets/index-AbC123.js", { "accept-encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect((await bytes(plain)).toString()).toBe(script);
  });

  it("caches hashed assets for a year as immutable, and revalidates the HTML", async () => {
    expect((await get("/assets/index-AbC123.js")).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    for (const page of ["/", "/dashboard"]) {
      const res = await get(page, { "accept-encoding": "br" });
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(res.headers.get("content-type")).toMatch(/text\/html/);
      expect(brotliDecompressSync(await bytes(res)).toString()).toBe(html);
    }
  });

  it("answers a public page with its own HTML, which names the page's modules", async () => {
    const res = await get("/about");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.text()).toContain('<link rel="modulepreload" href="/assets/about-Zz9.js">');
    expect(await (await get("/why-free")).text()).toBe(html);
  });

  it("answers 304 to a matching ETag, and 404 (not the HTML) for a hashed file that is gone", async () => {
    const first = await get("/", { "accept-encoding": "br" });
    const again = await get("/", { "accept-encoding": "br", "if-none-match": first.headers.get("etag")! });
    expect(again.status).toBe(304);
    expect((await get("/assets/index-Old999.js")).status).toBe(404);
    expect((await get("/.vite/manifest.json")).headers.get("content-type")).toMatch(/text\/html/);
  });

  it("serves a real robots.txt and a sitemap of the public pages at PUBLIC_URL", async () => {
    const robots = await get("/robots.txt");
    expect(robots.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await robots.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /");
    expect(text).toContain("Sitemap: https://studio.example.org/sitemap.xml");

    const sitemap = await get("/sitemap.xml");
    expect(sitemap.headers.get("content-type")).toMatch(/^application\/xml/);
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(expect.arrayContaining(["https://studio.example.org/", "https://studio.example.org/about", "https://studio.example.org/why-free", "https://studio.example.org/auth", "https://studio.example.org/privacy", "https://studio.example.org/terms"]));
    expect(text).toContain("Allow: /privacy$");
  });
});

describe("Accept-Encoding negotiation", () => {
  const both = { br: 1, gzip: 1 };
  it("prefers brotli, honours q-values and refuses q=0", () => {
    expect(negotiateEncoding("gzip, br", both)).toBe("br");
    expect(negotiateEncoding("br;q=0.5, gzip;q=0.8", both)).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip", both)).toBe("gzip");
    expect(negotiateEncoding("*", both)).toBe("br");
    expect(negotiateEncoding("br", { gzip: 1 })).toBeUndefined();
    expect(negotiateEncoding(undefined, both)).toBeUndefined();
  });
});
