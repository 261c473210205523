import { z } from "zod";
import { LIMITS } from "../constants";
import { messages } from "../messages";
import { WORKSPACE_ROLES } from "../roles";
import { emailSchema } from "./auth";
import { requiredText } from "./common";

/**
 * The workspaces API (issue 25): the caller's workspaces, members and invitations. The channels and realtime events
 * are in ./workspaces.ts.
 */
const roleSchema = z.enum(WORKSPACE_ROLES);
/** A role an invitation or a role change may give: the owner's role moves only by a transfer. */
export const ASSIGNABLE_ROLES = ["viewer", "writer", "publisher", "admin"] as const;
export const assignableRoleSchema = z.enum(ASSIGNABLE_ROLES, { message: messages.workspaceMembers.roleInvalid });
export type AssignableRole = z.infer<typeof assignableRoleSchema>;

export const workspaceSummarySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  kind: z.enum(["personal", "team"]),
  /** The caller's role in it. */
  role: roleSchema,
  member_count: z.number().int(),
  created_at: z.string(),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;

const workspaceName = requiredText(LIMITS.nameChars, messages.workspaceMembers.nameRequired);
export const createWorkspaceBody = z.strictObject({ name: workspaceName });
export const renameWorkspaceBody = z.strictObject({ name: workspaceName });

export const memberSchema = z.object({
  user_id: z.string().uuid(),
  email: z.string(),
  role: roleSchema,
  joined_at: z.string(),
});
export type WorkspaceMember = z.infer<typeof memberSchema>;
export const changeRoleBody = z.strictObject({ role: assignableRoleSchema });
export const transferBody = z.strictObject({ user_id: z.string().uuid({ message: messages.workspaceMembers.chooseMember }) });

/** By email (`email` set: mailed with its link) or a single-use link (no email: the link is answered once). */
export const createInvitationBody = z.strictObject({ email: emailSchema.optional(), role: assignableRoleSchema });
export const invitationSchema = z.object({
  id: z.string().uuid(),
  /** Null: a single-use link. */
  email: z.string().nullable(),
  role: assignableRoleSchema,
  invited_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
});
export type WorkspaceInvitation = z.infer<typeof invitationSchema>;
/** A new (or resent) invitation with its link: the only time the link is shown, since only its hash is kept. */
export const createdInvitationSchema = invitationSchema.extend({ link: z.string() });

/** What the invitation page may show before accepting: nothing else of the workspace. */
export const invitationPreviewSchema = z.object({
  workspace_name: z.string(),
  role: assignableRoleSchema,
  inviter: z.string().nullable(),
  /** True when the invitation was sent to an address: only an account with that email may accept it. */
  by_email: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
export const invitationTokenParams = z.object({ token: z.string().min(16).max(128) });
export const acceptedInvitationSchema = z.object({ workspace: workspaceSummarySchema });

/** How long an invitation can be accepted (a resend starts it again). */
export const INVITATION_TTL_DAYS = 7;

/** The path of the invitation page a link opens (`?token=`). */
export const INVITATION_PATH = "/invite";
