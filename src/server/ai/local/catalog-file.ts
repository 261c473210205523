/**
 * Extra catalogue entries from LOCAL_MODELS_CATALOG: a JSON array an operator writes to offer models of their
 * own mirror (air-gapped networks) next to the shipped list. An entry with a shipped id replaces it.
 */
import { readFileSync } from "node:fs";
import { z } from "zod";
import { LOCAL_MODEL_ID_RE } from "@/shared/contracts/local-models";
import { LOCAL_CATALOG, type LocalCatalogEntry } from "./catalog";

const entrySchema = z
  .object({
    id: z.string().regex(LOCAL_MODEL_ID_RE),
    name: z.string().min(1),
    description: z.string().default(""),
    url: z.string().url().optional(),
    path: z.string().min(1).optional(),
    size_bytes: z.number().int().nonnegative().default(0),
    sha256: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/)
      .transform((s) => s.toLowerCase())
      .optional(),
    licence: z.string().min(1).default("See the model's page"),
    licence_url: z.string().url().optional(),
    ram_bytes: z.number().int().nonnegative().default(0),
  })
  .refine((e) => e.url || e.path, { message: "needs url or path" });

export function readCatalogFile(file: string): LocalCatalogEntry[] {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (err) {
    throw new Error(`LOCAL_MODELS_CATALOG: cannot read ${file}: ${(err as Error).message}`);
  }
  const parsed = z.array(entrySchema).safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`LOCAL_MODELS_CATALOG: ${file}: entry ${issue.path.join(".")}: ${issue.message}`);
  }
  return parsed.data.map((e) => ({
    id: e.id,
    name: e.name,
    description: e.description,
    path: e.path ?? "",
    url: e.url,
    fileName: `${e.id}.gguf`,
    sizeBytes: e.size_bytes,
    sha256: e.sha256,
    licence: e.licence,
    licenceUrl: e.licence_url ?? "",
    ramBytes: e.ram_bytes,
  }));
}

/** The shipped list with the file's entries laid over it (same id: replaced; new id: appended). */
export function loadCatalog(file: string | undefined): LocalCatalogEntry[] {
  if (!file) return [...LOCAL_CATALOG];
  const extra = readCatalogFile(file);
  const ids = new Set(extra.map((e) => e.id));
  return [...LOCAL_CATALOG.filter((e) => !ids.has(e.id)), ...extra];
}
