/**
 * Notifications (issue 26 point 4): one row per recipient (the bell, always), a live event on the recipient's
 * notifications channel, and a mail through the outbox for the kinds a person gets by email (mentions, approval
 * requests, failed posts) unless they turned that kind off in Settings. Never fails the action that caused it.
 */
import { eq } from "drizzle-orm";
import type { Mailer } from "@/server/auth/mailer";
import { notificationMail } from "@/server/auth/mail-templates";
import type { Db } from "@/server/db/client";
import { users, workspaces } from "@/server/db/schema";
import type { Logger } from "@/server/lib/logger";
import type { RealtimeHub } from "@/server/realtime/hub";
import { CONTENT_PAGES } from "@/shared/content-types";
import {
  EMAIL_KINDS,
  NOTIFICATION_EVENT,
  NOTIFICATIONS_CHANNEL,
  type EmailKind,
  type NotificationEventPayload,
  type NotificationKind,
} from "@/shared/contracts/collaboration";
import { messages } from "@/shared/messages";
import { createNotificationsRepository, toNotification } from "./notifications.repository";

export interface NotifierDeps {
  db: Db;
  mailer: Pick<Mailer, "send">;
  realtime?: RealtimeHub;
  publicUrl: string;
  logger: Logger;
  now: () => string;
}

export interface NotifyInput {
  workspaceId: string;
  kind: NotificationKind;
  recipients: string[];
  actorId: string | null;
  draftId: string | null;
  /** The draft's content page (its link), or null for a post (the calendar). */
  page: string | null;
  excerpt: string;
}

const EXCERPT_CHARS = 280;

/** Where a notification's link goes: the draft on its page in its workspace, or the calendar. */
export function notificationPath(n: { workspaceId: string; page: string | null; draftId: string | null }): string {
  const page = CONTENT_PAGES.find((p) => p.contentType === n.page);
  const query = `workspace=${n.workspaceId}${n.draftId ? `&draft=${n.draftId}` : ""}`;
  return page ? `${page.path}?${query}` : `/calendar?${query}`;
}

export function createNotifier(deps: NotifierDeps) {
  const repo = createNotificationsRepository(deps.db);

  async function mail(input: NotifyInput, recipients: string[], summary: string) {
    if (!(EMAIL_KINDS as readonly string[]).includes(input.kind)) return;
    const to = await repo.emailRecipients(recipients, input.kind as EmailKind);
    if (to.length === 0) return;
    const [ws] = await deps.db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, input.workspaceId));
    const url = `${deps.publicUrl}${notificationPath(input)}`;
    for (const r of to) await deps.mailer.send(notificationMail(r.email, ws?.name ?? "", summary, input.excerpt, url));
  }

  return {
    async notify(input: NotifyInput): Promise<void> {
      const recipients = [...new Set(input.recipients)].filter((id) => id !== input.actorId);
      if (recipients.length === 0) return;
      try {
        const excerpt = input.excerpt.length > EXCERPT_CHARS ? `${input.excerpt.slice(0, EXCERPT_CHARS - 1)}…` : input.excerpt;
        const now = deps.now();
        const rows = await repo.insert(recipients.map((userId) => ({ workspaceId: input.workspaceId, userId, kind: input.kind, draftId: input.draftId, page: input.page, actorId: input.actorId, excerpt, createdAt: now })));
        const [actor] = input.actorId ? await deps.db.select({ email: users.email }).from(users).where(eq(users.id, input.actorId)) : [];
        const who = actor?.email ?? messages.collaboration.someone;
        for (const row of rows) {
          const payload: NotificationEventPayload = { unread: await repo.unread(row.userId), notification: toNotification({ ...row, actorEmail: actor?.email ?? null }) };
          await deps.realtime?.publish(NOTIFICATIONS_CHANNEL, NOTIFICATION_EVENT, payload, row.userId).catch((err: unknown) => deps.logger.warn({ err }, "notification not announced"));
        }
        await mail({ ...input, excerpt }, recipients, messages.collaboration.notification[input.kind](who));
      } catch (err) {
        deps.logger.error({ err, kind: input.kind }, "could not notify");
      }
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
