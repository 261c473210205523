import { z } from "zod";
import { createRow, initialRows, type PostRow, type RowFile, type RowImage } from "./post-row";

/**
 * The rows' durable shape: what a draft holds (lib/draft-sync.ts sends `toStoredRow` without its id), and the
 * reader of the rows pages kept under their localStorage key before drafts were shared (spec §3 "Local storage";
 * imported once by lib/draft-import.ts). Transient state (loading, streamed text, File objects picked on this
 * device) is never kept; anything unreadable when restoring is dropped rather than trusted.
 */
const text = z.string().catch("");
const imageSchema = z.object({
  id: z.string(),
  url: z.string(),
  path: z.string().catch(""),
  source: z.enum(["generated", "uploaded"]).catch("uploaded"),
  alt: z.string().optional().catch(undefined),
});
const storedFileSchema = imageSchema.extend({ kind: z.literal("stored") });
const versionSchema = z.object({ content: z.string(), timestamp: text, historyId: z.string().optional().catch(undefined) });

/** Keeps the valid items of a list and drops the rest. */
const listOf = <T extends z.ZodTypeAny>(item: T) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data as z.infer<T>] : [];
      }),
    );

const storedRowSchema = z.object({
  id: z.union([z.string().min(1), z.number().transform(String)]),
  contentType: z.enum(["text", "image"]).catch("text"),
  textContent: text,
  files: listOf(storedFileSchema),
  selectedPromptId: text,
  selectedModelId: text,
  additionalContext: text,
  generatedPost: text,
  imageUrls: listOf(z.string()),
  versions: listOf(versionSchema),
  currentVersionIndex: z.number().int().catch(0),
  selectedImages: listOf(imageSchema),
  isAlternative: z.boolean().catch(false),
  alternativeIndex: z.number().int().nullable().catch(null),
  totalAlternatives: z.number().int().nullable().catch(null),
  origin: z.string().max(120).optional().catch(undefined),
  document: z.object({ id: z.string(), url: z.string(), path: z.string(), pages: z.number().int().min(1) }).nullable().optional().catch(undefined),
});

type StoredRow = Omit<PostRow, "isLoading" | "streamingText" | "interruption" | "files"> & { files: Array<Extract<RowFile, { kind: "stored" }>> };

const toImage = ({ id, url, path, source, alt }: RowImage): RowImage => ({ id, url, path, source, ...(alt !== undefined ? { alt } : {}) });

export function toStoredRow(row: PostRow): StoredRow {
  return {
    id: row.id,
    contentType: row.contentType,
    textContent: row.textContent,
    files: row.files.flatMap((file) => (file.kind === "stored" ? [{ kind: "stored" as const, ...toImage(file) }] : [])),
    selectedPromptId: row.selectedPromptId,
    selectedModelId: row.selectedModelId,
    additionalContext: row.additionalContext,
    generatedPost: row.generatedPost,
    imageUrls: row.imageUrls,
    versions: row.versions,
    currentVersionIndex: row.currentVersionIndex,
    selectedImages: row.selectedImages.map(toImage),
    isAlternative: row.isAlternative,
    alternativeIndex: row.alternativeIndex,
    totalAlternatives: row.totalAlternatives,
    ...(row.origin ? { origin: row.origin } : {}),
    ...(row.document ? { document: { id: row.document.id, url: row.document.url, path: row.document.path, pages: row.document.pages } } : {}),
  };
}

/**
 * A row still waiting for its alternative when the page was left has nothing to show: it is dropped. Every other
 * row comes back with its input, so a generation cut short can simply be run again.
 */
const isOrphanPlaceholder = (row: PostRow) => row.isLoading && row.isAlternative && row.versions.length === 0;

export function serializeRows(rows: PostRow[]): string {
  return JSON.stringify(rows.filter((row) => !isOrphanPlaceholder(row)).map(toStoredRow));
}

export function deserializeRows(raw: string | null): PostRow[] {
  if (!raw) return initialRows();
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return initialRows();
  }
  if (!Array.isArray(value)) return initialRows();
  const seen = new Set<string>();
  const rows = value.flatMap((item): PostRow[] => {
    const parsed = storedRowSchema.safeParse(item);
    if (!parsed.success || seen.has(parsed.data.id)) return [];
    seen.add(parsed.data.id);
    const stored = parsed.data;
    const index = Math.min(Math.max(0, stored.currentVersionIndex), Math.max(0, stored.versions.length - 1));
    const generatedPost = stored.versions[index]?.content ?? stored.generatedPost;
    return [{ ...createRow(stored.id), ...stored, currentVersionIndex: index, generatedPost }];
  });
  return rows.length > 0 ? rows : initialRows();
}
