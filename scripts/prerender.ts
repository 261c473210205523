/**
 * Build step after scripts/public-pages.ts: renders each public page to HTML (src/web/prerender.tsx, bundled for
 * Node by a second Vite build) and puts it inside the page's `<div id="root">`, so the browser paints the page
 * from the HTML alone; the entry script then hydrates it (src/web/main.tsx).
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { PUBLIC_PAGE_MODULES } from "./public-pages";

const EMPTY_ROOT = '<div id="root"></div>';

export async function prerenderPublicPages(root: string, outDir: string): Promise<void> {
  const serverDir = path.join(path.dirname(outDir), ".prerender");
  await build({
    root,
    logLevel: "warn",
    build: { ssr: path.join(root, "prerender.tsx"), outDir: serverDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
  });
  try {
    const { renderPage } = (await import(pathToFileURL(path.join(serverDir, "prerender.js")).href)) as { renderPage: (pathname: string) => Promise<string> };
    for (const [pathname, { html }] of Object.entries(PUBLIC_PAGE_MODULES)) {
      const file = path.join(outDir, html);
      const page = readFileSync(file, "utf8");
      if (!page.includes(EMPTY_ROOT)) throw new Error(`${html}: no empty ${EMPTY_ROOT} to fill`);
      writeFileSync(file, page.replace(EMPTY_ROOT, `<div id="root">${await renderPage(pathname)}</div>`));
    }
  } finally {
    rmSync(serverDir, { recursive: true, force: true });
  }
}
