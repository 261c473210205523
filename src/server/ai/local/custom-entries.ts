/**
 * Models an administrator added by URL or from a Hugging Face-compatible hub (issue 24 point 5): each is a
 * catalogue entry saved as `<id>.entry.json` in DATA_DIR/models, beside its download, so every instance on the
 * same DATA_DIR and a restarted server list it too.
 */
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { makePrivateDir, PRIVATE_FILE_MODE } from "@/server/lib/private-files";
import { LOCAL_MODEL_ID_RE } from "@/shared/contracts/local-models";
import type { LocalCatalogEntry } from "./catalog";

const SUFFIX = ".entry.json";
const entryFile = (dir: string, id: string) => path.join(dir, `${id}${SUFFIX}`);

export async function readCustomEntries(dir: string): Promise<LocalCatalogEntry[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const entries = await Promise.all(
    names
      .filter((n) => n.endsWith(SUFFIX) && LOCAL_MODEL_ID_RE.test(n.slice(0, -SUFFIX.length)))
      .map(async (n) => {
        try {
          return JSON.parse(await readFile(path.join(dir, n), "utf8")) as LocalCatalogEntry;
        } catch {
          return null;
        }
      }),
  );
  return entries.filter((e): e is LocalCatalogEntry => e !== null && typeof e.url === "string");
}

export async function writeCustomEntry(dir: string, entry: LocalCatalogEntry): Promise<void> {
  await makePrivateDir(dir);
  const target = entryFile(dir, entry.id);
  const tmp = `${target}.${process.pid}.tmp`;
  await writeFile(tmp, JSON.stringify(entry), { mode: PRIVATE_FILE_MODE });
  await rename(tmp, target);
}

export const removeCustomEntry = (dir: string, id: string) => rm(entryFile(dir, id), { force: true });

/** An id from a file name ("Qwen2.5-0.5B-Instruct-Q4_K_M.gguf" → "qwen2.5-0.5b-instruct-q4_k_m"), unique among `taken`. */
export function idFromFileName(fileName: string, taken: (id: string) => boolean): string {
  const base =
    fileName
      .replace(/\.gguf$/i, "")
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, "-")
      .replace(/^[^a-z0-9]+/, "")
      .slice(0, 90) || "model";
  let id = base;
  for (let n = 2; taken(id); n++) id = `${base}-${n}`;
  return id;
}
