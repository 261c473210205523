import { storageAmount } from "@/shared/storage-amount";

/** Words of Settings → Storage (web only). */
export const storageQuotaCopy = {
  title: "Storage",
  description: "Files you keep count against your account's storage quota: uploaded images, documents and generated images.",
  usedOf: (used: number, quota: number) => `${storageAmount(used)} of ${storageAmount(quota)} used`,
  barLabel: "Storage used",
  categories: { uploads: "Uploaded images", documents: "Documents", images: "Generated images" },
  ownQuota: "An administrator set this account's quota.",
  full: "Your storage is full: delete files or ask an administrator to raise your quota.",
  loadFailed: "Could not load your storage. Please try again.",
  admin: {
    title: "Storage quotas",
    description: "The quota every account gets unless you set its own, and the disk the local models may use together. Amounts in megabytes.",
    defaultQuota: "Default quota per account (MB)",
    modelsBudget: "Local models budget (MB)",
    modelsUsed: (used: number) => `Local models use ${storageAmount(used)} now.`,
    save: "Save",
    search: "Search accounts by email",
    account: "Account",
    used: "Used",
    quota: "Own quota (MB)",
    usesDefault: (quota: number) => `Default (${storageAmount(quota)})`,
    reset: "Use default",
    empty: "No accounts match.",
    loadingAccounts: "Loading accounts…",
    accountsFailed: "Could not load the accounts.",
    retry: "Try again",
    quotaFor: (email: string) => `Own quota of ${email} in megabytes`,
    failed: "Could not save the quota. Please try again.",
  },
};
