import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { afterCursor } from "@/server/db/helpers";
import { documents } from "@/server/db/schema";
import type { Cursor } from "@/server/lib/pagination";
import { DOCUMENT_PREVIEW_CHARS } from "@/shared/contracts/documents";

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentSummaryRow = Omit<DocumentRow, "extractedText"> & { textPreview: string; textLength: number };

export interface NewDocument {
  filename: string;
  mimeType: string;
  sizeBytes: number;
  storagePath: string | null;
  extractedText: string | null;
  status: "ready" | "failed";
  error: string | null;
}

const { extractedText, ...summaryColumns } = getTableColumns(documents);
// Lists never carry whole texts (up to 500k characters each): a preview and the length are enough.
const summary = {
  ...summaryColumns,
  textPreview: sql<string>`coalesce(left(${extractedText}, ${DOCUMENT_PREVIEW_CHARS}), '')`,
  textLength: sql<number>`coalesce(char_length(${extractedText}), 0)::int`,
};

export function createDocumentsRepository(db: Db) {
  return {
    async list(workspaceId: string, limit: number, cursor: Cursor | undefined): Promise<DocumentSummaryRow[]> {
      return db
        .select(summary)
        .from(documents)
        .where(and(eq(documents.workspaceId, workspaceId), afterCursor(documents.createdAt, documents.id, cursor)))
        .orderBy(desc(documents.createdAt), desc(documents.id))
        .limit(limit + 1);
    },

    async find(workspaceId: string, id: string): Promise<DocumentRow | undefined> {
      const [row] = await db.select().from(documents).where(and(eq(documents.workspaceId, workspaceId), eq(documents.id, id))).limit(1);
      return row;
    },

    /** A document of the workspace; `userId` is who uploaded it. */
    async insert(workspaceId: string, userId: string, values: NewDocument, now: string): Promise<DocumentRow> {
      const [row] = await db.insert(documents).values({ ...values, userId, workspaceId, createdAt: now }).returning();
      return row;
    },

    async remove(workspaceId: string, id: string): Promise<Pick<DocumentRow, "id" | "storagePath"> | undefined> {
      const [row] = await db
        .delete(documents)
        .where(and(eq(documents.workspaceId, workspaceId), eq(documents.id, id)))
        .returning({ id: documents.id, storagePath: documents.storagePath });
      return row;
    },
  };
}
