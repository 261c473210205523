import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { brandKits, brandStrategy, postImages, userImages } from "@/server/db/schema";

export type BrandKitRow = typeof brandKits.$inferSelect;

export interface GalleryRow {
  id: string;
  bucket: "image-storage" | "social_images";
  path: string;
  prompt: string | null;
  alt: string | null;
  tags: string[];
  width: number | null;
  height: number | null;
  createdAt: string;
}

const SAVED = {
  id: userImages.id,
  path: userImages.imageUrl,
  prompt: userImages.prompt,
  alt: userImages.alt,
  tags: userImages.tags,
  width: userImages.width,
  height: userImages.height,
  createdAt: userImages.createdAt,
};
const UPLOADED = {
  id: postImages.id,
  path: postImages.imagePath,
  prompt: postImages.prompt,
  alt: postImages.alt,
  tags: postImages.tags,
  width: postImages.width,
  height: postImages.height,
  createdAt: postImages.createdAt,
};

/** How many of the newest images of each kind the ranking reads (a gallery's working set). */
export const GALLERY_WINDOW = 1000;

export function createVisualsRepository(db: Db) {
  return {
    /** The workspace's newest saved and uploaded images with what describes them. */
    async gallery(workspaceId: string): Promise<GalleryRow[]> {
      const [saved, uploaded] = await Promise.all([
        db.select(SAVED).from(userImages).where(eq(userImages.workspaceId, workspaceId)).orderBy(desc(userImages.createdAt)).limit(GALLERY_WINDOW),
        db.select(UPLOADED).from(postImages).where(eq(postImages.workspaceId, workspaceId)).orderBy(desc(postImages.createdAt)).limit(GALLERY_WINDOW),
      ]);
      return [
        ...saved.map((r) => ({ ...r, bucket: "social_images" as const, tags: r.tags ?? [] })),
        ...uploaded.map((r) => ({ ...r, bucket: "image-storage" as const, tags: r.tags ?? [] })),
      ];
    },

    /** One image of the workspace by where it is stored. */
    async image(workspaceId: string, bucket: GalleryRow["bucket"], path: string): Promise<GalleryRow | undefined> {
      const rows = await this.galleryAt(workspaceId, bucket, path);
      return rows[0];
    },

    async galleryAt(workspaceId: string, bucket: GalleryRow["bucket"], path: string): Promise<GalleryRow[]> {
      if (bucket === "social_images") {
        const rows = await db
          .select(SAVED)
          .from(userImages)
          .where(and(eq(userImages.workspaceId, workspaceId), eq(userImages.imageUrl, path)))
          .limit(1);
        return rows.map((r) => ({ ...r, bucket, tags: r.tags ?? [] }));
      }
      const rows = await db
        .select(UPLOADED)
        .from(postImages)
        .where(and(eq(postImages.workspaceId, workspaceId), eq(postImages.imagePath, path)))
        .limit(1);
      return rows.map((r) => ({ ...r, bucket, tags: r.tags ?? [] }));
    },

    async brandInWorkspace(workspaceId: string, brandId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: brandStrategy.id })
        .from(brandStrategy)
        .where(and(eq(brandStrategy.workspaceId, workspaceId), eq(brandStrategy.id, brandId)))
        .limit(1);
      return Boolean(row);
    },

    async kit(workspaceId: string, brandId: string): Promise<BrandKitRow | undefined> {
      const [row] = await db
        .select()
        .from(brandKits)
        .where(and(eq(brandKits.workspaceId, workspaceId), eq(brandKits.brandId, brandId)))
        .limit(1);
      return row;
    },

    async putKit(
      workspaceId: string,
      brandId: string,
      values: Pick<BrandKitRow, "primaryColor" | "secondaryColor" | "backgroundColor" | "font" | "logoPath">,
      now: string,
    ): Promise<BrandKitRow> {
      const [row] = await db
        .insert(brandKits)
        .values({ ...values, brandId, workspaceId, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: brandKits.brandId, set: { ...values, updatedAt: now } })
        .returning();
      return row;
    },
  };
}
