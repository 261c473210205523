/**
 * Who may sign up (issue 25): open (anyone), invite-only (only with a live workspace invitation, for the address
 * it was sent to when it names one) or closed. Kept in instance_settings; open when never set.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { instanceSettings } from "@/server/db/schema";
import { findLiveInvitation } from "./invitation-tokens";
import { forbidden } from "@/server/lib/errors";
import { SIGNUP_MODES, type SignupMode } from "@/shared/contracts/instance-admin";
import { messages } from "@/shared/messages";

const KEY = "signup_mode";

export async function readSignupMode(db: Db): Promise<SignupMode> {
  const [row] = await db.select({ value: instanceSettings.value }).from(instanceSettings).where(eq(instanceSettings.key, KEY));
  const value = row?.value;
  return typeof value === "string" && (SIGNUP_MODES as readonly string[]).includes(value) ? (value as SignupMode) : "open";
}

export async function writeSignupMode(db: Db, mode: SignupMode): Promise<void> {
  await db
    .insert(instanceSettings)
    .values({ key: KEY, value: mode })
    .onConflictDoUpdate({ target: instanceSettings.key, set: { value: mode, updatedAt: sql`now()` } });
}

/** Refuses a sign-up the mode does not let through (403 with the reason); an admin setup code always passes. */
export async function assertSignupAllowed(db: Db, input: { email: string; invitationToken?: string; setupCode: boolean; nowIso: string }): Promise<void> {
  if (input.setupCode) return; // the first administrator (decision 003) must be able to sign up on a closed server
  const mode = await readSignupMode(db);
  if (mode === "open") return;
  if (mode === "closed") throw forbidden(messages.instanceAdmin.signupClosed, "signup_closed");
  if (!input.invitationToken) throw forbidden(messages.instanceAdmin.signupInviteOnly, "invitation_required");
  const invitation = await findLiveInvitation(db, input.invitationToken, input.nowIso);
  if (!invitation) throw forbidden(messages.instanceAdmin.invitationInvalid, "invitation_invalid");
  if (invitation.email && invitation.email.trim().toLowerCase() !== input.email.trim().toLowerCase()) {
    throw forbidden(messages.instanceAdmin.invitationOtherEmail, "invitation_other_email");
  }
}
