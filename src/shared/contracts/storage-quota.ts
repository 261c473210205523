import { z } from "zod";
import { messages } from "../messages";

/** Quotas are whole bytes; a terabyte-scale ceiling keeps them inside a JavaScript number and a bigint column. */
export const MAX_QUOTA_BYTES = 1_000_000_000 * 1024 * 1024;
const quotaBytes = z.number({ error: messages.storageQuota.invalidAmount }).int(messages.storageQuota.invalidAmount).min(0, messages.storageQuota.invalidAmount).max(MAX_QUOTA_BYTES, messages.storageQuota.invalidAmount);

export const storageCategoriesSchema = z.object({
  uploads: z.number().int().nonnegative(),
  documents: z.number().int().nonnegative(),
  images: z.number().int().nonnegative(),
});

/** A workspace's use of its storage quota (bytes): every member's files in the workspace count (issue 25). */
export const storageUsageSchema = z.object({
  /** Whose quota it is: the workspace the figures are of. */
  workspace_id: z.string().uuid(),
  workspace_name: z.string(),
  workspace_kind: z.enum(["personal", "team"]),
  quota_bytes: z.number().int().nonnegative(),
  used_bytes: z.number().int().nonnegative(),
  /** The administrator's quota for this workspace; null when the instance default applies. */
  override_bytes: z.number().int().nonnegative().nullable(),
  by_category: storageCategoriesSchema,
});
export type StorageUsage = z.infer<typeof storageUsageSchema>;

/** Instance-wide settings (admin): the default quota of every workspace and the disk budget of local models. */
export const storageQuotaSettingsSchema = z.object({
  default_quota_bytes: z.number().int().nonnegative(),
  local_models_budget_bytes: z.number().int().nonnegative(),
  /** Bytes the downloaded (and downloading) local models use now. */
  local_models_used_bytes: z.number().int().nonnegative(),
});
export type StorageQuotaSettings = z.infer<typeof storageQuotaSettingsSchema>;

export const setStorageQuotaSettingsBody = z.strictObject({
  default_quota_bytes: quotaBytes.optional(),
  local_models_budget_bytes: quotaBytes.optional(),
});
export type SetStorageQuotaSettingsBody = z.infer<typeof setStorageQuotaSettingsBody>;

/** One workspace's storage as the administrator sees it; a personal workspace is known by its owner's email. */
export const workspaceStorageSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  kind: z.enum(["personal", "team"]),
  owner_email: z.string().nullable(),
  used_bytes: z.number().int().nonnegative(),
  quota_bytes: z.number().int().nonnegative(),
  override_bytes: z.number().int().nonnegative().nullable(),
});
export type WorkspaceStorage = z.infer<typeof workspaceStorageSchema>;
export const workspaceStorageListSchema = z.object({ data: z.array(workspaceStorageSchema), next_cursor: z.string().nullable() });

/** q: part of the workspace's name or of its owner's email. */
export const workspaceStorageQuery = z.object({ q: z.string().trim().max(200).optional() });

/** null removes the workspace's own quota: the instance default applies again. */
export const setWorkspaceQuotaBody = z.strictObject({ quota_bytes: quotaBytes.nullable() });
