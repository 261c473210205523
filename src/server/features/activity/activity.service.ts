import type { Database } from "@/server/db/client";
import type { Clock } from "@/server/lib/clock";
import type { Logger } from "@/server/lib/logger";
import type { RealtimeHub } from "@/server/realtime/hub";
import { ACTIVITY, type ActivityVerb } from "@/shared/contracts/activity";
import { WORKSPACE_CHANGED_EVENT, type WorkspaceChangedPayload, workspaceChannel } from "@/shared/contracts/workspaces";
import { createActivityRepository, type NewActivity } from "./activity.repository";

export type { NewActivity };
export type { ActivityVerb };

/** A request's deps (`c.var.deps`) or a job's (the publisher names its hub `realtime`). */
type ActivityDeps = { database: Database; clock: Clock; logger: Logger; services?: { realtime?: RealtimeHub }; realtime?: RealtimeHub };

/** A short quote of a draft's text for a summary: one line, at most 60 characters. */
export function excerpt(text: string, max = 60): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * Records one event of a workspace's activity feed and tells the members' open pages (the "activity" resource on
 * the workspace's channel). The one writer of the `activity` table: generation, drafts, publishing, invitations,
 * review links (and the comments and approvals work) call it after their own write committed. "edited" coalesces:
 * one entry per person per draft per ACTIVITY.editCoalesceMs. Never fails its caller: a lost entry is logged.
 */
export async function recordActivity(deps: ActivityDeps, entry: NewActivity): Promise<void> {
  try {
    const repo = createActivityRepository(deps.database.db);
    const now = deps.clock.now();
    if (entry.verb === "edited" && entry.actorId && entry.draftId) {
      const since = new Date(now.getTime() - ACTIVITY.editCoalesceMs).toISOString();
      if (await repo.hasRecent(entry.workspaceId, entry.actorId, "edited", entry.draftId, since)) return;
    }
    const id = await repo.insert(entry, now.toISOString());
    const payload: WorkspaceChangedPayload = { resource: "activity", id, by: entry.actorId };
    await (deps.realtime ?? deps.services?.realtime)?.publish(workspaceChannel(entry.workspaceId), WORKSPACE_CHANGED_EVENT, payload);
  } catch (err) {
    deps.logger.warn({ err, verb: entry.verb }, "activity not recorded");
  }
}
