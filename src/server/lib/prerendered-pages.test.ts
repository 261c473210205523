import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "../../../scripts/precompress";
import { deferScripts } from "../../../scripts/prerender";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

// What the build writes for / (scripts/public-pages.ts, then scripts/prerender.ts), in miniature.
const built = [
  '<!doctype html><html lang="en"><head><title>Content Studio</title>',
  '<script type="module" crossorigin src="/assets/index-AbC123.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-Xy1.js">',
  '<link rel="modulepreload" crossorigin href="/assets/landing-Qq7.js">',
  "</head><body>",
  `<div id="root"><main><h1>Turn one idea into a week of posts</h1>${"<p>More of the page.</p>".repeat(40)}</main></div>`,
  "</body></html>",
].join("\n");
let root: string;
let t: TestApp;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "cs-prerendered-"));
  mkdirSync(path.join(root, "pages"));
  writeFileSync(path.join(root, "index.html"), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(root, "pages/landing.html"), deferScripts(built));
  precompress(root);
  t = await createTestApp({ webRoot: root });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);

describe("pre-rendered public pages", () => {
  it("serve the page's heading in the HTML, revalidated, brotli when asked", async () => {
    const res = await t.request("/", { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("content-encoding")).toBe("br");
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString("utf8");
    expect(html).toContain("<h1>Turn one idea into a week of posts</h1>");
  });

  it("name no script for the browser to fetch before the first paint: the loader holds the entry and preloads", async () => {
    const html = await (await t.request("/")).text();
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('data-entry="/assets/index-AbC123.js"');
    expect(html).toContain('data-preload="/assets/react-Xy1.js /assets/landing-Qq7.js"');
  });

  it("hold the first paint until the whole page is parsed, so no half page paints and then shifts", async () => {
    const html = await (await t.request("/")).text();
    expect(html).toContain('<link rel="expect" href="#page-end" blocking="render">');
    expect(html.indexOf('id="page-end"')).toBeGreaterThan(html.indexOf("More of the page."));
  });

  it("carry only inline scripts that the CSP the server sends allows by hash", async () => {
    const res = await t.request("/");
    const csp = res.headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    const scripts = inlineScripts(await res.text());
    expect(scripts).toHaveLength(1);
    for (const body of scripts) expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  });
});
