import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { afterCursor, escapeLike } from "@/server/db/helpers";
import { userImages } from "@/server/db/schema";
import type { Cursor } from "@/server/lib/pagination";

export type UserImageRow = typeof userImages.$inferSelect;

export interface NewUserImage {
  imageUrl: string;
  prompt: string | null;
  model: string | null;
  width: number | null;
  height: number | null;
  tags: string[];
}

export interface UserImageFilters {
  q?: string;
  tag?: string;
}

export function createImagesRepository(db: Db) {
  return {
    /** Newest first; `q` matches the prompt text, `tag` one of the tags. */
    async list(workspaceId: string, limit: number, cursor: Cursor | undefined, filters: UserImageFilters = {}) {
      const where: (SQL | undefined)[] = [eq(userImages.workspaceId, workspaceId), afterCursor(userImages.createdAt, userImages.id, cursor)];
      if (filters.q) where.push(sql`${userImages.prompt} ilike ${`%${escapeLike(filters.q)}%`}`);
      if (filters.tag) where.push(sql`${userImages.tags} @> ${JSON.stringify([filters.tag])}::jsonb`);
      return db
        .select()
        .from(userImages)
        .where(and(...where))
        .orderBy(desc(userImages.createdAt), desc(userImages.id))
        .limit(limit + 1);
    },

    async find(workspaceId: string, id: string): Promise<UserImageRow | undefined> {
      const [row] = await db.select().from(userImages).where(and(eq(userImages.workspaceId, workspaceId), eq(userImages.id, id))).limit(1);
      return row;
    },

    async findByPath(workspaceId: string, imageUrl: string): Promise<UserImageRow | undefined> {
      const [row] = await db
        .select()
        .from(userImages)
        .where(and(eq(userImages.workspaceId, workspaceId), eq(userImages.imageUrl, imageUrl)))
        .orderBy(desc(userImages.createdAt))
        .limit(1);
      return row;
    },

    /** A saved image of the workspace; `userId` is who saved it. */
    async insert(workspaceId: string, userId: string, values: NewUserImage, now: string): Promise<UserImageRow> {
      const [row] = await db.insert(userImages).values({ ...values, userId, workspaceId, createdAt: now }).returning();
      return row;
    },

    /** Sets the alt text of the workspace's saved image stored at `imageUrl` (its key); undefined when there is none. */
    async setAlt(workspaceId: string, imageUrl: string, alt: string): Promise<UserImageRow | undefined> {
      const [row] = await db
        .update(userImages)
        .set({ alt })
        .where(and(eq(userImages.workspaceId, workspaceId), eq(userImages.imageUrl, imageUrl)))
        .returning();
      return row;
    },

    /** Deletes the workspace's row and answers it (undefined when it is in another workspace or not there). */
    async remove(workspaceId: string, id: string): Promise<UserImageRow | undefined> {
      const [row] = await db.delete(userImages).where(and(eq(userImages.workspaceId, workspaceId), eq(userImages.id, id))).returning();
      return row;
    },
  };
}
