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

/** An account's use of its storage quota (bytes). */
export const storageUsageSchema = z.object({
  quota_bytes: z.number().int().nonnegative(),
  used_bytes: z.number().int().nonnegative(),
  /** The administrator's quota for this account; null when the instance default applies. */
  override_bytes: z.number().int().nonnegative().nullable(),
  by_category: storageCategoriesSchema,
});
export type StorageUsage = z.infer<typeof storageUsageSchema>;

/** Instance-wide settings (admin): the default quota of every account and the disk budget of local models. */
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

export const accountStorageSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  role: z.enum(["user", "admin"]),
  used_bytes: z.number().int().nonnegative(),
  quota_bytes: z.number().int().nonnegative(),
  override_bytes: z.number().int().nonnegative().nullable(),
});
export type AccountStorage = z.infer<typeof accountStorageSchema>;
export const accountStorageListSchema = z.object({ data: z.array(accountStorageSchema), next_cursor: z.string().nullable() });

/** q: part of the email address. */
export const accountStorageQuery = z.object({ q: z.string().trim().max(200).optional() });

/** null removes the account's own quota: the instance default applies again. */
export const setAccountQuotaBody = z.strictObject({ quota_bytes: quotaBytes.nullable() });
