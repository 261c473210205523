import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { workspaceRef, workspaces } from "./workspaces";
import { createdAt, id, updatedAt } from "./columns";

/**
 * The row's author. Null once the author deleted their account (issue 25): a row in a team workspace stays with
 * the workspace; the author's personal workspace, and so its rows, go with the account.
 */
const owner = () => uuid("user_id").references(() => users.id, { onDelete: "set null" });

export const prompts = pgTable(
  "prompts",
  {
    id: id(),
    userId: owner(),
    workspaceId: workspaceRef(),
    name: text("name").notNull(),
    description: text("description"),
    promptText: text("prompt_text").notNull(),
    type: text("type").notNull().default("general"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("prompts_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("prompts_workspace_created_idx").on(t.workspaceId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("prompts_user_name_idx").on(t.userId, t.name),
  ],
);

export const promptLibrary = pgTable(
  "prompt_library",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The workspace of a user's own library entry; null for the curated entries every workspace sees. */
    workspaceId: uuid("workspace_id").references(() => workspaces.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    type: text("type").notNull(),
    promptText: text("prompt_text").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("prompt_library_type_idx").on(t.type, t.name),
    uniqueIndex("prompt_library_curated_name_idx")
      .on(t.name)
      .where(sql`${t.userId} is null`),
  ],
);

export const contentHistory = pgTable(
  "content_history",
  {
    id: id(),
    userId: owner(),
    workspaceId: workspaceRef(),
    content: text("content").notNull(),
    contentType: text("content_type").notNull(),
    originalContent: text("original_content"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("content_history_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("content_history_workspace_created_idx").on(t.workspaceId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("content_history_user_type_idx").on(t.userId, t.contentType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("content_history_content_trgm_idx").using("gin", sql`${t.content} gin_trgm_ops`),
    index("content_history_original_trgm_idx").using("gin", sql`${t.originalContent} gin_trgm_ops`),
  ],
);

export const accounts = pgTable(
  "accounts",
  {
    id: id(),
    userId: owner(),
    workspaceId: workspaceRef(),
    name: text("name").notNull(),
    platform: text("platform", { enum: ["instagram", "facebook", "twitter", "linkedin", "threads", "tiktok", "bluesky", "mastodon", "webhook"] })
      .notNull()
      .default("instagram"),
    handle: text("handle").notNull(),
    description: text("description"),
    targetAudience: text("target_audience"),
    brandVoice: text("brand_voice"),
    keyTopics: jsonb("key_topics").$type<string[]>().notNull().default([]),
    hashtagGroups: jsonb("hashtag_groups").$type<string[]>().notNull().default([]),
    contentGuidelines: text("content_guidelines"),
    notes: text("notes"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("accounts_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("accounts_workspace_created_idx").on(t.workspaceId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const brandStrategy = pgTable(
  "brand_strategy",
  {
    id: id(),
    userId: owner(),
    workspaceId: workspaceRef(),
    brandName: text("brand_name").notNull(),
    mission: text("mission"),
    vision: text("vision"),
    targetAudience: text("target_audience"),
    brandVoice: text("brand_voice"),
    keyMessaging: text("key_messaging"),
    spellingPreference: text("spelling_preference"),
    noDashes: boolean("no_dashes").notNull().default(false),
    noSemicolons: boolean("no_semicolons").notNull().default(false),
    noEmojis: boolean("no_emojis").notNull().default(false),
    keyTopics: text("key_topics"),
    contentGuidelines: text("content_guidelines"),
    additionalNotes: text("additional_notes"),
    /** The output language content is written in by default (a code of src/shared/languages.ts); null: English. */
    language: text("language"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("brand_strategy_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("brand_strategy_workspace_created_idx").on(t.workspaceId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const contentClusters = pgTable(
  "content_clusters",
  {
    id: id(),
    userId: owner(),
    workspaceId: workspaceRef(),
    name: text("name").notNull(),
    description: text("description"),
    createdAt: createdAt(),
  },
  (t) => [
    index("content_clusters_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("content_clusters_workspace_created_idx").on(t.workspaceId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const clusterPosts = pgTable(
  "cluster_posts",
  {
    clusterId: uuid("cluster_id")
      .notNull()
      .references(() => contentClusters.id, { onDelete: "cascade" }),
    postId: uuid("post_id")
      .notNull()
      .references(() => contentHistory.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clusterId, t.postId] }), index("cluster_posts_post_idx").on(t.postId)],
);

export const notes = pgTable(
  "notes",
  {
    id: id(),
    userId: owner(),
    workspaceId: workspaceRef(),
    title: text("title").notNull().default("Untitled Note"),
    content: text("content").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("notes_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("notes_workspace_created_idx").on(t.workspaceId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
