import { createApiKeysRouter } from "./features/workspaces/api-keys.routes";
import { createAnalyticsRouter } from "./features/analytics/analytics.routes";
import { createAccountsRouter } from "./features/accounts/accounts.routes";
import { createBrandsRouter, createCurrentBrandRouter } from "./features/brands/brands.routes";
import { createBrandVoiceRouter } from "./features/brands/brand-voice.routes";
import { createClustersRouter } from "./features/clusters/clusters.routes";
import { createDraftsRouter } from "./features/drafts/drafts.routes";
import { createNotesRouter } from "./features/notes/notes.routes";
import { createDashboardRouter } from "./features/dashboard/dashboard.routes";
import { createHistoryRouter } from "./features/history/history.routes";
import { createPromptLibraryRouter } from "./features/prompt-library/prompt-library.routes";
import { createPromptsRouter } from "./features/prompts/prompts.routes";
import { createDocumentsRouter } from "./features/documents/documents.routes";
import { createImagesRouter } from "./features/images/images.routes";
import { createStorageRouter } from "./features/storage/storage.routes";
import { createUploadsRouter } from "./features/uploads/uploads.routes";
import { createFunctionsRouter } from "./features/functions/functions.routes";
import { createVisualsRouter } from "./features/visuals/visuals.routes";
import { createModelsRouter } from "./features/models/models.routes";
import { createConnectionsRouter } from "./features/connections/connections.routes";
import { createLocalModelsRouter } from "./features/local-models/local-models.routes";
import { createPublishingAccountsRouter } from "./features/publishing/publishing-accounts.routes";
import { createRetiredAccountConnectionsRouter } from "./features/publishing/retired-account-connections.routes";
import { createScheduledPostsRouter } from "./features/publishing/posts.routes";
import { createStorageQuotaRouter } from "./features/storage-quota/storage-quota.routes";
import { createUsageRouter } from "./features/usage/usage.routes";
import { createWorkspacesRouter } from "./features/workspaces/workspaces.routes";
import { createInvitationsRouter } from "./features/workspaces/invitations.routes";
import { createWebhooksRouter } from "./features/webhooks/webhooks.routes";
import { createAccountRouter } from "./features/account/account.routes";
import { createBudgetsRouter } from "./features/budgets/budgets.routes";
import { createExportRouter } from "./features/export/export.routes";
import { createInstanceAdminRouter } from "./features/instance-admin/instance-admin.routes";
import { createOAuthRouter } from "./features/oauth/oauth.routes";
import { createActivityRouter } from "./features/activity/activity.routes";
import { createPublicReviewRouter, createReviewLinksRouter } from "./features/review/review.routes";
import { createApprovalsRouter } from "./features/collaboration/approvals.routes";
import { createCommentsRouter } from "./features/collaboration/comments.routes";
import { createNotificationsRouter } from "./features/collaboration/notifications.routes";
import type { Router } from "./http/router";

/**
 * Feature routers mounted under /api. Each feature adds one line here: [path, factory].
 * A factory builds an OpenAPI router whose contracts become part of /api/openapi.json.
 */
export const featureRoutes: ReadonlyArray<readonly [string, () => Router]> = [
  ["/prompts", createPromptsRouter],
  ["/prompt-library", createPromptLibraryRouter],
  ["/history", createHistoryRouter],
  ["/dashboard", createDashboardRouter],
  ["/brands", createBrandsRouter],
  ["/brands", createBrandVoiceRouter],
  ["/workspaces/current/brand", createCurrentBrandRouter],
  ["/accounts", createAccountsRouter],
  ["/clusters", createClustersRouter],
  ["/notes", createNotesRouter],
  ["/drafts", createDraftsRouter],
  // A draft's comments and approval (issue 26): /api/drafts/{id}/comments, /api/drafts/{id}/approval.
  ["/drafts", createCommentsRouter],
  ["/drafts", createApprovalsRouter],
  // /api/notifications (the bell, preferences) and /api/collaboration (row badges, the approvals setting).
  ["", createNotificationsRouter],
  ["/storage", createStorageRouter],
  ["/images", createImagesRouter],
  ["/uploads", createUploadsRouter],
  ["/documents", createDocumentsRouter],
  ["/models", createModelsRouter],
  ["/connections", createConnectionsRouter],
  ["/local-models", createLocalModelsRouter],
  ["/functions", createFunctionsRouter],
  ["/visuals", createVisualsRouter],
  ["/publishing-accounts", createPublishingAccountsRouter],
  // Renamed in issue 23: the old paths answer 410 Gone naming the new one, for one release (then this line goes).
  ["/account-connections", createRetiredAccountConnectionsRouter],
  ["/scheduled-posts", createScheduledPostsRouter],
  ["/analytics", createAnalyticsRouter],
  ["/usage", createUsageRouter],
  ["/oauth", createOAuthRouter],
  ["/storage-quota", createStorageQuotaRouter],
  ["/workspaces", createWorkspacesRouter],
  // A workspace's outgoing webhooks: /api/workspaces/{id}/webhooks (issue 29).
  ["/workspaces", createWebhooksRouter],
  ["/workspaces", createApiKeysRouter],
  ["/invitations", createInvitationsRouter],
  ["/admin", createInstanceAdminRouter],
  ["/budget", createBudgetsRouter],
  ["/export", createExportRouter],
  ["/account", createAccountRouter],
  ["/review-links", createReviewLinksRouter],
  // The client's side of a review link: no account, the token in the path (issue 26).
  ["/review", createPublicReviewRouter],
  ["/activity", createActivityRouter],
];
