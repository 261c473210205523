/**
 * Build step for the public pages: one HTML file per page that already names every module the page needs
 * (modulepreload), so the browser fetches them together instead of discovering the page's chunk only after the
 * entry script ran; and the stylesheet inlined, so no request blocks the first paint.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** Public page → its route module (src/web/app/router.tsx) and the file the server answers it with. */
export const PUBLIC_PAGE_MODULES: Record<string, { module: string; html: string }> = {
  "/": { module: "app/routes/landing.tsx", html: "pages/landing.html" },
  "/auth": { module: "app/routes/sign-in.tsx", html: "pages/auth.html" },
  "/signup": { module: "app/routes/sign-up.tsx", html: "pages/signup.html" },
  "/about": { module: "app/routes/about.tsx", html: "pages/about.html" },
  "/why-free": { module: "app/routes/why-free.tsx", html: "pages/why-free.html" },
  "/privacy": { module: "app/routes/privacy.tsx", html: "pages/privacy.html" },
  "/terms": { module: "app/routes/terms.tsx", html: "pages/terms.html" },
};

function closure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/** Replaces `<link rel="stylesheet" href="/assets/x.css">` by the stylesheet itself; the .css file stays for lazy users. */
function inlineStylesheets(html: string, outDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (_tag, href: string) => {
    const css = readFileSync(path.join(outDir, href), "utf8");
    return `<style>${css.replace(/<\/style/gi, "<\\/style")}</style>`;
  });
}

export function writePublicPages(outDir: string): void {
  const manifestFile = path.join(outDir, ".vite/manifest.json");
  if (!existsSync(manifestFile)) return;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
  const inEntry = closure(manifest, entryKey);
  const indexFile = path.join(outDir, "index.html");
  const index = inlineStylesheets(readFileSync(indexFile, "utf8"), outDir);
  writeFileSync(indexFile, index);
  rmSync(path.join(outDir, "pages"), { recursive: true, force: true });
  for (const { module, html } of Object.values(PUBLIC_PAGE_MODULES)) {
    const own = [...closure(manifest, module)].filter((k) => !inEntry.has(k));
    const links = own.map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k].file}">`).join("\n    ");
    const file = path.join(outDir, html);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, index.replace("</head>", `  ${links}\n  </head>`));
  }
}
