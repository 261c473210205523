/**
 * Gzip size of the JavaScript each route loads: the entry chunk with its static imports, plus the route's
 * lazy chunk and its static imports, read from Vite's manifest. Target: < 200 KB for /auth.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { judge, recordFigures, table, writeSection } from "./lib/results";

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  src?: string;
}

const dist = path.resolve("dist/web");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8")) as Record<string, Chunk>;

function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const gz = (keys: Set<string>) => [...keys].reduce((sum, k) => sum + gzipSync(readFileSync(path.join(dist, manifest[k].file))).length, 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
const entry = closure(entryKey);
const routes: [string, string][] = [
  ["/auth", "app/routes/sign-in.tsx"],
  ["/ (landing)", "app/routes/landing.tsx"],
  ["/dashboard", "app/routes/dashboard.tsx"],
  ["/social-media", "app/routes/content-page.tsx"],
  ["/prompts", "app/routes/prompts.tsx"],
  ["/history", "app/routes/history.tsx"],
  ["/image-playground", "app/routes/image-playground.tsx"],
  ["/settings", "app/routes/settings.tsx"],
];

const rows = routes.map(([route, src]) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(src));
  const all = new Set(entry);
  if (key) for (const k of closure(key)) all.add(k);
  const kb = gz(all) / 1024;
  recordFigures({ [`bundle.${route}.kb`]: Number(kb.toFixed(1)) });
  return [route, kb.toFixed(1), route === "/auth" ? `${judge({ "bundle./auth.kb": kb })} (< 200 KB)` : ""];
});
const lazy = Object.values(manifest).filter((c) => c.src?.includes("app/routes/") && !c.isEntry).length;
const body = `${table(["route", "JS gzip (KB)", "target"], rows)}\n\nGuarded pages are lazy chunks: ${lazy} route modules load on demand.`;
console.log(body);
writeSection("Bundle size per route", body);
