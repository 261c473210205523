/**
 * The root query key of each resource. Every feature's key factory builds its keys under its resource's root,
 * and code that must refresh another feature's data (a saved history row, an uploaded image, an edited prompt)
 * invalidates by the root from here: no feature spells another feature's key.
 */
export const queryRoots = {
  accounts: ["accounts"],
  activity: ["activity"],
  analytics: ["analytics"],
  auth: ["auth"],
  brands: ["brands"],
  budget: ["budget"],
  clusters: ["clusters"],
  dashboard: ["dashboard"],
  documents: ["documents"],
  draftApprovals: ["draft-approvals"],
  draftComments: ["draft-comments"],
  publishingAccounts: ["publishing-accounts"],
  reviewLinks: ["review-links"],
  history: ["history"],
  images: ["images"],
  localModels: ["local-models"],
  models: ["models"],
  notes: ["notes"],
  notifications: ["notifications"],
  promptLibrary: ["prompt-library"],
  prompts: ["prompts"],
  scheduledPosts: ["scheduled-posts"],
  storageQuota: ["storage-quota"],
  uploads: ["uploads"],
  webhooks: ["webhooks"],
  workspaces: ["workspaces"],
} as const;
