import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { afterCursor, toIso } from "@/server/db/helpers";
import { activity, users } from "@/server/db/schema";
import type { Cursor } from "@/server/lib/pagination";
import type { Activity, ActivityVerb } from "@/shared/contracts/activity";

export interface NewActivity {
  workspaceId: string;
  /** The member who did it; null for a client (then `actorName` names them). */
  actorId: string | null;
  actorName?: string | null;
  verb: ActivityVerb;
  objectKind: string;
  objectId?: string | null;
  draftId?: string | null;
  summary: string;
}

type ActivityRow = typeof activity.$inferSelect & { actorEmail: string | null };

export function toActivity(row: ActivityRow): Activity {
  return {
    id: row.id,
    verb: row.verb as ActivityVerb,
    object_kind: row.objectKind,
    object_id: row.objectId,
    draft_id: row.draftId,
    summary: row.summary,
    actor_id: row.actorId,
    actor_name: row.actorEmail ?? row.actorName ?? "",
    client: row.actorId === null && row.actorName !== null,
    created_at: toIso(row.createdAt) ?? row.createdAt,
  };
}

/** Every query is scoped by the workspace. */
export function createActivityRepository(db: Db) {
  return {
    async insert(entry: NewActivity, at: string): Promise<string> {
      const [row] = await db
        .insert(activity)
        .values({
          workspaceId: entry.workspaceId,
          actorId: entry.actorId,
          actorName: entry.actorName ?? null,
          verb: entry.verb,
          objectKind: entry.objectKind,
          objectId: entry.objectId ?? null,
          draftId: entry.draftId ?? null,
          summary: entry.summary,
          createdAt: at,
        })
        .returning({ id: activity.id });
      return row.id;
    },

    /** Whether this person already has an entry of this verb on this draft since `since` (edits coalesce). */
    async hasRecent(workspaceId: string, actorId: string, verb: ActivityVerb, draftId: string, since: string): Promise<boolean> {
      const [row] = await db
        .select({ id: activity.id })
        .from(activity)
        .where(and(eq(activity.workspaceId, workspaceId), eq(activity.actorId, actorId), eq(activity.draftId, draftId), eq(activity.verb, verb), gt(activity.createdAt, since)))
        .limit(1);
      return row !== undefined;
    },

    async list(workspaceId: string, filter: { actorId?: string; draftId?: string }, cursor: Cursor | undefined, limit: number): Promise<(ActivityRow & { createdAt: string })[]> {
      return db
        .select({
          id: activity.id,
          workspaceId: activity.workspaceId,
          actorId: activity.actorId,
          actorName: activity.actorName,
          verb: activity.verb,
          objectKind: activity.objectKind,
          objectId: activity.objectId,
          draftId: activity.draftId,
          summary: activity.summary,
          createdAt: sql<string>`${activity.createdAt}::text`,
          actorEmail: users.email,
        })
        .from(activity)
        .leftJoin(users, eq(users.id, activity.actorId))
        .where(
          and(
            eq(activity.workspaceId, workspaceId),
            filter.actorId ? eq(activity.actorId, filter.actorId) : undefined,
            filter.draftId ? eq(activity.draftId, filter.draftId) : undefined,
            afterCursor(activity.createdAt, activity.id, cursor),
          ),
        )
        .orderBy(desc(activity.createdAt), desc(activity.id))
        .limit(limit + 1);
    },
  };
}
