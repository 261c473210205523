import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { afterCursor } from "@/server/db/helpers";
import { postImages } from "@/server/db/schema";
import type { Cursor } from "@/server/lib/pagination";

export type PostImageRow = typeof postImages.$inferSelect;

export interface NewPostImage {
  imagePath: string;
  imageUrl: string;
  width: number;
  height: number;
  mimeType: string;
  sizeBytes: number;
  alt?: string | null;
  prompt?: string | null;
}

export function createUploadsRepository(db: Db) {
  return {
    async list(workspaceId: string, limit: number, cursor: Cursor | undefined) {
      return db
        .select()
        .from(postImages)
        .where(and(eq(postImages.workspaceId, workspaceId), afterCursor(postImages.createdAt, postImages.id, cursor)))
        .orderBy(desc(postImages.createdAt), desc(postImages.id))
        .limit(limit + 1);
    },

    async find(workspaceId: string, id: string): Promise<PostImageRow | undefined> {
      const [row] = await db.select().from(postImages).where(and(eq(postImages.workspaceId, workspaceId), eq(postImages.id, id))).limit(1);
      return row;
    },

    /** Uploads into the workspace; `userId` is who uploaded them. */
    async insertMany(workspaceId: string, userId: string, values: NewPostImage[], now: string): Promise<PostImageRow[]> {
      if (!values.length) return [];
      return db.insert(postImages).values(values.map((v) => ({ ...v, userId, workspaceId, createdAt: now }))).returning();
    },

    /** Sets the alt text of the workspace's upload stored at `imagePath`; undefined when there is none. */
    async setAlt(workspaceId: string, imagePath: string, alt: string): Promise<PostImageRow | undefined> {
      const [row] = await db
        .update(postImages)
        .set({ alt })
        .where(and(eq(postImages.workspaceId, workspaceId), eq(postImages.imagePath, imagePath)))
        .returning();
      return row;
    },

    async remove(workspaceId: string, id: string): Promise<PostImageRow | undefined> {
      const [row] = await db.delete(postImages).where(and(eq(postImages.workspaceId, workspaceId), eq(postImages.id, id))).returning();
      return row;
    },
  };
}
