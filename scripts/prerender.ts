/**
 * Build step after scripts/public-pages.ts: renders each public page to HTML (src/web/prerender.tsx, bundled for
 * Node by a second Vite build) and puts it inside the page's `<div id="root">`, so the browser paints the page
 * from the HTML alone; the entry script then hydrates it (src/web/main.tsx).
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { PAGE_LOADER_SCRIPT, PAGE_LOADER_STYLE } from "../src/shared/page-loader";
import { PUBLIC_PAGE_MODULES } from "./public-pages";

const EMPTY_ROOT = '<div id="root"></div>';
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The last element of a pre-rendered page: the first render waits until it is parsed (`<link rel="expect">`). */
export const PAGE_END_ID = "page-end";

/**
 * Replaces the entry script and the module preloads by the page loader (src/shared/page-loader.ts), which
 * requests the same files once the page has painted. The first paint waits for the whole page to be parsed: a
 * paint of half the HTML (the parser yields after the large inline stylesheet) would move what the rest pushes
 * down, a layout shift.
 */
export function deferScripts(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error("no entry script to defer");
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const loader = [
    `<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`,
    `<style>${PAGE_LOADER_STYLE}</style>`,
    `<script data-entry="${entry}" data-preload="${preloads.join(" ")}">${PAGE_LOADER_SCRIPT}</script>`,
  ].join("\n    ");
  return html
    .replace(ENTRY_SCRIPT, "")
    .replace(MODULE_PRELOAD, "")
    .replace(/\s*<\/head>/, `\n    ${loader}\n  </head>`)
    .replace(/\s*<\/body>/, `\n    <div id="${PAGE_END_ID}" hidden></div>\n  </body>`);
}

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
      writeFileSync(file, deferScripts(page.replace(EMPTY_ROOT, `<div id="root">${await renderPage(pathname)}</div>`)));
    }
  } finally {
    rmSync(serverDir, { recursive: true, force: true });
  }
}
