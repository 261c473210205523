import { storageAmount } from "@/shared/storage-amount";

/** Words of Settings → Storage (web only). */
export const storageQuotaCopy = {
  title: "Storage",
  /** Whose quota the panel shows: the tab's workspace, named (issue 25). */
  description: (workspace: string, personal: boolean) =>
    personal
      ? "Files you keep in your personal workspace count against its storage quota: uploaded images, documents and generated images."
      : `Files every member keeps in the workspace ${workspace} count against the workspace's storage quota: uploaded images, documents and generated images.`,
  descriptionLoading: "Files kept in this workspace count against its storage quota: uploaded images, documents and generated images.",
  usedOf: (used: number, quota: number) => `${storageAmount(used)} of ${storageAmount(quota)} used`,
  barLabel: "Storage used",
  categories: { uploads: "Uploaded images", documents: "Documents", images: "Generated images" },
  ownQuota: "An administrator set this workspace's quota.",
  full: "This workspace's storage is full: delete files or ask an administrator to raise its quota.",
  loadFailed: "Could not load the workspace's storage. Please try again.",
  admin: {
    title: "Storage quotas",
    description: "The quota every workspace gets unless you set its own (a personal workspace is named by its owner's email), and the disk the local models may use together. Amounts in megabytes.",
    defaultQuota: "Default quota per workspace (MB)",
    modelsBudget: "Local models budget (MB)",
    modelsUsed: (used: number) => `Local models use ${storageAmount(used)} now.`,
    save: "Save",
    search: "Search workspaces by name or owner's email",
    workspace: "Workspace",
    personal: (email: string) => `Personal: ${email}`,
    team: (name: string, email: string | null) => (email ? `${name} (owner ${email})` : name),
    used: "Used",
    quota: "Own quota (MB)",
    usesDefault: (quota: number) => `Default (${storageAmount(quota)})`,
    reset: "Use default",
    empty: "No workspaces match.",
    loadingWorkspaces: "Loading workspaces…",
    workspacesFailed: "Could not load the workspaces.",
    retry: "Try again",
    quotaFor: (workspace: string) => `Own quota of ${workspace} in megabytes`,
    failed: "Could not save the quota. Please try again.",
  },
};
