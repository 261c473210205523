import { z } from "zod";
import { LIMITS } from "../constants";
import { messages } from "../messages";
import { optionalText } from "./common";
import { contentTypeSchema } from "./history";

/** Required text whose message is the same whether the field is missing, wrong or blank. */
const requiredText = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** How many posts one membership update may name. */
export const CLUSTER_MAX_POSTS = 2000;

export const createClusterBody = z.object({
  name: requiredText(LIMITS.nameChars, messages.clusters.nameRequired),
  description: optionalText(LIMITS.descriptionChars),
});
export const updateClusterBody = createClusterBody.partial();
export type CreateClusterBody = z.input<typeof createClusterBody>;
export type UpdateClusterBody = z.input<typeof updateClusterBody>;

export const clusterSchema = z.object({
  id: z.string().uuid(),
  user_id: z.string().uuid().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  /** How many history items the cluster holds. */
  post_count: z.number().int(),
  created_at: z.string(),
});
export type Cluster = z.infer<typeof clusterSchema>;

/** A content_history row as a cluster member (spec §3 content_history). */
export const clusterPostSchema = z.object({
  id: z.string().uuid(),
  user_id: z.string().uuid().nullable(),
  content: z.string(),
  content_type: contentTypeSchema,
  original_content: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type ClusterPost = z.infer<typeof clusterPostSchema>;

/** The complete membership wanted: posts missing from the cluster are linked, members not named are unlinked. */
export const setClusterPostsBody = z.object({
  post_ids: z
    .array(z.string().uuid({ message: "Invalid post id" }))
    .max(CLUSTER_MAX_POSTS)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
});
export type SetClusterPostsBody = z.input<typeof setClusterPostsBody>;

export const setClusterPostsResult = z.object({ added: z.number().int(), removed: z.number().int() });
export type SetClusterPostsResult = z.infer<typeof setClusterPostsResult>;
