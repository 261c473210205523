import { inArray, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/helpers";
import { documents, postImages, userImages } from "@/server/db/schema";
import type { Bucket } from "./storage";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Which of these object keys a row still refers to. Not scoped to one user: the sweep works across all of them,
 * and answers nothing but keys it was given. Images may also be referred to from a history entry's metadata
 * (analyze-image's imageUrls are signed URLs that contain the key), searched within the key owner's rows only.
 */
export function createOrphansRepository(db: Db) {
  async function inHistory(keys: string[]): Promise<string[]> {
    const owned = keys.filter((key) => UUID.test(key.split("/", 1)[0]));
    if (!owned.length) return [];
    const result = await db.execute(sql`
      select k.key from unnest(${sql.param(owned)}::text[]) as k(key)
      where exists (
        select 1 from content_history h
        where h.user_id = split_part(k.key, '/', 1)::uuid and strpos(h.metadata::text, k.key) > 0
      )`);
    return rowsOf<{ key: string }>(result).map((row) => row.key);
  }

  return {
    async referencedKeys(bucket: Bucket, keys: string[]): Promise<Set<string>> {
      if (!keys.length) return new Set();
      let found: string[];
      if (bucket === "documents") {
        found = (await db.select({ key: documents.storagePath }).from(documents).where(inArray(documents.storagePath, keys))).map((r) => r.key ?? "");
      } else if (bucket === "image-storage") {
        const rows = await db.select({ key: postImages.imagePath }).from(postImages).where(inArray(postImages.imagePath, keys));
        found = [...rows.map((r) => r.key), ...(await inHistory(keys))];
      } else {
        const rows = await db.select({ key: userImages.imageUrl }).from(userImages).where(inArray(userImages.imageUrl, keys));
        found = [...rows.map((r) => r.key), ...(await inHistory(keys))];
      }
      return new Set(found);
    },
  };
}
