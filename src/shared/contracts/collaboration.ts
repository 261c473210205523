import { z } from "zod";

/**
 * Comments, notifications and approvals on drafts (issue 26 points 4 and 5). Every route is workspace-scoped; a
 * viewer may read and write comments (a reviewer comments, as on Typefully) but never edit a draft; approving is a
 * publisher's (capability "publish"). docs/decisions/033-comments-and-approvals.md.
 */
export const COLLAB = {
  maxCommentChars: 5000,
  maxQuoteChars: 2000,
  /** How far from its old place a passage's quote is looked for after an edit (characters each side). */
  reanchorWindow: 2000,
  maxNotificationsListed: 50,
} as const;

/** The post text a draft shows (one definition: src/shared/draft-text.ts). */
export { draftText } from "../draft-text";

export const APPROVAL_STATUSES = ["draft", "needs_approval", "changes_requested", "approved"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const APPROVAL_DECISIONS = ["requested", "approved", "changes_requested", "edited_after_approval"] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

export const NOTIFICATION_KINDS = ["mention", "reply", "approval_requested", "approval_decided", "publish_failed"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** The kinds a person may also get by email (in-app is always on). */
export const EMAIL_KINDS = ["mention", "approval_requested", "publish_failed"] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const commentSchema = z.object({
  id: z.string().uuid(),
  draft_id: z.string().uuid(),
  parent_id: z.string().uuid().nullable(),
  author_id: z.string().uuid().nullable(),
  author_email: z.string().nullable(),
  body: z.string(),
  mentions: z.array(z.string().uuid()),
  quote: z.string().nullable(),
  anchor_start: z.number().int().nullable(),
  anchor_end: z.number().int().nullable(),
  /** The quoted passage is no longer in the text ("passage changed"). */
  anchor_lost: z.boolean(),
  resolved_at: z.string().nullable(),
  resolved_by: z.string().uuid().nullable(),
  edited_at: z.string().nullable(),
  created_at: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

export const createCommentBody = z
  .object({
    body: z.string().trim().min(1).max(COLLAB.maxCommentChars),
    parent_id: z.string().uuid().optional(),
    mentions: z.array(z.string().uuid()).max(50).default([]),
    quote: z.string().min(1).max(COLLAB.maxQuoteChars).optional(),
    anchor_start: z.number().int().min(0).optional(),
  })
  .refine((b) => (b.quote === undefined) === (b.anchor_start === undefined), { message: "quote and anchor_start go together" });
export const updateCommentBody = z.object({
  body: z.string().trim().min(1).max(COLLAB.maxCommentChars).optional(),
  mentions: z.array(z.string().uuid()).max(50).optional(),
  resolved: z.boolean().optional(),
});

export const approvalEntrySchema = z.object({
  id: z.string().uuid(),
  decision: z.enum(APPROVAL_DECISIONS),
  actor_id: z.string().uuid().nullable(),
  actor_email: z.string().nullable(),
  comment: z.string(),
  created_at: z.string(),
});
export type ApprovalEntry = z.infer<typeof approvalEntrySchema>;

export const approvalStateSchema = z.object({
  draft_id: z.string().uuid(),
  status: z.enum(APPROVAL_STATUSES),
  /** Whether this workspace asks writers for approval (team workspaces, unless an admin turned it off). */
  required: z.boolean(),
  history: z.array(approvalEntrySchema),
});
export type ApprovalState = z.infer<typeof approvalStateSchema>;

export const approvalActionBody = z.object({
  action: z.enum(["request", "approve", "request_changes"]),
  comment: z.string().trim().max(COLLAB.maxCommentChars).default(""),
});

/** Each draft of a page with its status and open comment count (the row badges). */
export const draftCollabSummarySchema = z.object({
  data: z.record(z.string(), z.object({ status: z.enum(APPROVAL_STATUSES), open_comments: z.number().int() })),
  approvals_required: z.boolean(),
});

export const notificationSchema = z.object({
  id: z.string().uuid(),
  workspace_id: z.string().uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  draft_id: z.string().uuid().nullable(),
  page: z.string().nullable(),
  actor_email: z.string().nullable(),
  excerpt: z.string(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.object({ data: z.array(notificationSchema), unread: z.number().int() });

export const notificationPrefsSchema = z.object({ email: z.object({ mention: z.boolean(), approval_requested: z.boolean(), publish_failed: z.boolean() }) });
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;

/** The per-user realtime channel a person's bell listens on (published with the recipient's id). */
export const NOTIFICATIONS_CHANNEL = "notifications";
export const NOTIFICATION_EVENT = "notification.new";
export interface NotificationEventPayload {
  unread: number;
  notification: Notification;
}
/** On the workspace channel: a draft's comments or approval changed (open panels and row badges refresh). */
export const DRAFT_COLLAB_EVENT = "draft.collab";
export interface DraftCollabPayload {
  draft_id: string;
  what: "comments" | "approval";
  status?: ApprovalStatus;
  by: string;
}
