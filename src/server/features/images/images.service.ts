/** What other features use of saved generated images: setting an image's alt text. */
import type { Db } from "@/server/db/client";
import { createImagesRepository } from "./images.repository";

export type { UserImageRow } from "./images.repository";

export const createImagesService = (db: Db) => {
  const repo = createImagesRepository(db);
  return { setAlt: repo.setAlt };
};
