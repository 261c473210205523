/** What other features use of uploads: storing server-made images, reading and setting an upload's alt text. */
import type { Db } from "@/server/db/client";
import { createUploadsRepository } from "./uploads.repository";

export { storeUploads, BUCKET as UPLOADS_BUCKET } from "./store-uploads";
export type { ProcessedImage } from "./process-image";
export type { PostImageRow } from "./uploads.repository";

export const createUploadsService = (db: Db) => {
  const repo = createUploadsRepository(db);
  return { setAlt: repo.setAlt };
};
