/**
 * Workspace invitation tokens (issue 25): the link carries the token, the table keeps its SHA-256 (hex), hashed
 * like every other one-time token (`hashToken` in ./tokens, as the invitation routes store it). Sign-up in
 * invite-only mode checks a token with `findLiveInvitation`.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { workspaceInvitations } from "@/server/db/schema";
import { hashToken } from "./tokens";

export type LiveInvitation = typeof workspaceInvitations.$inferSelect;

/** The invitation of a token if it is neither accepted, revoked nor expired at `nowIso`. */
export async function findLiveInvitation(db: Db, token: string, nowIso: string): Promise<LiveInvitation | undefined> {
  const [row] = await db
    .select()
    .from(workspaceInvitations)
    .where(
      and(
        eq(workspaceInvitations.tokenHash, hashToken(token)),
        isNull(workspaceInvitations.acceptedAt),
        isNull(workspaceInvitations.revokedAt),
        gt(workspaceInvitations.expiresAt, nowIso),
      ),
    )
    .limit(1);
  return row;
}
