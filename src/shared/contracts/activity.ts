import { z } from "zod";

/**
 * The workspace's activity feed (issue 26 point 7). `comment` and `approval` verbs are recorded by the comments and
 * approvals work (issue 26 points 4 and 5) through the same `recordActivity`.
 */
export const ACTIVITY_VERBS = [
  "generated",
  "edited",
  "scheduled",
  "published",
  "failed",
  "invited",
  "joined",
  "review_link_created",
  "client_commented",
  "commented",
  "approved",
] as const;
export type ActivityVerb = (typeof ACTIVITY_VERBS)[number];

export const ACTIVITY = {
  /** Saves of one draft by one person within this window make one "edited" entry. */
  editCoalesceMs: 10 * 60_000,
} as const;

export const activitySchema = z.object({
  id: z.string().uuid(),
  verb: z.enum(ACTIVITY_VERBS),
  object_kind: z.string(),
  object_id: z.string().nullable(),
  draft_id: z.string().uuid().nullable(),
  summary: z.string(),
  /** The member who did it (null for a client or a member since removed from the instance). */
  actor_id: z.string().uuid().nullable(),
  /** The member's email, or the name a client typed. */
  actor_name: z.string(),
  /** True when a client without an account did it (through a review link). */
  client: z.boolean(),
  created_at: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

export const activityQuery = z.object({
  actor_id: z.string().uuid().optional(),
  draft_id: z.string().uuid().optional(),
});
