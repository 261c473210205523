import { index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { workspaceRef } from "./workspaces";
import { createdAt, id } from "./columns";

/**
 * The row's author. Null once the author deleted their account (issue 25): a row in a team workspace stays with
 * the workspace; the author's personal workspace, and so its rows, go with the account.
 */
const owner = () => uuid("user_id").references(() => users.id, { onDelete: "set null" });

/** Saved generated images (spec: user_images). image_url holds the storage path. */
export const userImages = pgTable(
  "user_images",
  {
    id: id(),
    userId: owner(),
    workspaceId: workspaceRef(),
    imageUrl: text("image_url").notNull(),
    prompt: text("prompt"),
    model: text("model"),
    width: integer("width"),
    height: integer("height"),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    /** Alt text (issue 27): written by a vision model or the built-in describer, editable; published with the image. */
    alt: text("alt"),
    createdAt: createdAt(),
  },
  (t) => [
    index("user_images_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("user_images_workspace_created_idx").on(t.workspaceId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** Uploaded images (spec: post_images). */
export const postImages = pgTable(
  "post_images",
  {
    id: id(),
    userId: owner(),
    workspaceId: workspaceRef(),
    imagePath: text("image_path").notNull(),
    imageUrl: text("image_url").notNull(),
    prompt: text("prompt"),
    model: text("model"),
    width: integer("width"),
    height: integer("height"),
    mimeType: text("mime_type"),
    sizeBytes: integer("size_bytes"),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    /** Alt text (issue 27), as on user_images. */
    alt: text("alt"),
    createdAt: createdAt(),
  },
  (t) => [
    index("post_images_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("post_images_workspace_created_idx").on(t.workspaceId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const documents = pgTable(
  "documents",
  {
    id: id(),
    userId: owner(),
    workspaceId: workspaceRef(),
    filename: text("filename").notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    storagePath: text("storage_path"),
    extractedText: text("extracted_text"),
    status: text("status", { enum: ["processing", "ready", "failed"] })
      .notNull()
      .default("processing"),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [
    index("documents_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("documents_workspace_created_idx").on(t.workspaceId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
