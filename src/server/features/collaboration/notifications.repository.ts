import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { toIso } from "@/server/db/helpers";
import { notificationPreferences, notifications, users, workspaceMembers } from "@/server/db/schema";
import type { EmailKind, Notification, NotificationKind, NotificationPrefs } from "@/shared/contracts/collaboration";

type Row = typeof notifications.$inferSelect;

export function toNotification(row: Row & { actorEmail: string | null }): Notification {
  return {
    id: row.id,
    workspace_id: row.workspaceId,
    kind: row.kind,
    draft_id: row.draftId,
    page: row.page,
    actor_email: row.actorEmail,
    excerpt: row.excerpt,
    read_at: toIso(row.readAt),
    created_at: toIso(row.createdAt) ?? row.createdAt,
  };
}

/** A person's notifications, only of workspaces they are still a member of. */
export function createNotificationsRepository(db: Db) {
  const stillMember = (userId: string) =>
    sql`exists (select 1 from ${workspaceMembers} wm where wm.workspace_id = ${notifications.workspaceId} and wm.user_id = ${userId})`;

  return {
    async insert(rows: { workspaceId: string; userId: string; kind: NotificationKind; draftId: string | null; page: string | null; actorId: string | null; excerpt: string; createdAt: string }[]) {
      if (rows.length === 0) return [];
      return db.insert(notifications).values(rows).returning();
    },

    async list(userId: string, limit: number): Promise<Notification[]> {
      const rows = await db
        .select({ row: notifications, actorEmail: users.email })
        .from(notifications)
        .leftJoin(users, eq(users.id, notifications.actorId))
        .where(and(eq(notifications.userId, userId), stillMember(userId)))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
      return rows.map((r) => toNotification({ ...r.row, actorEmail: r.actorEmail }));
    },

    async unread(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), stillMember(userId)));
      return row?.n ?? 0;
    },

    /** Marks the given notifications (or all) of this person read. */
    async markRead(userId: string, ids: string[] | "all", now: string): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: now })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids === "all" ? undefined : inArray(notifications.id, ids.length ? ids : ["00000000-0000-0000-0000-000000000000"])));
    },

    async prefs(userId: string): Promise<NotificationPrefs> {
      const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
      const email = row?.email ?? {};
      return { email: { mention: email.mention ?? true, approval_requested: email.approval_requested ?? true, publish_failed: email.publish_failed ?? true } };
    },

    async setPrefs(userId: string, prefs: NotificationPrefs, now: string): Promise<void> {
      await db
        .insert(notificationPreferences)
        .values({ userId, email: prefs.email, updatedAt: now })
        .onConflictDoUpdate({ target: notificationPreferences.userId, set: { email: prefs.email, updatedAt: now } });
    },

    /** The recipients who want this kind by email, with their addresses. */
    async emailRecipients(userIds: string[], kind: EmailKind): Promise<{ id: string; email: string }[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .select({ id: users.id, email: users.email, prefs: notificationPreferences.email })
        .from(users)
        .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
        .where(inArray(users.id, userIds));
      return rows.filter((r) => r.prefs?.[kind] ?? true).map((r) => ({ id: r.id, email: r.email }));
    },
  };
}
