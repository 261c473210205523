/** Texts of "Your data" on the account page (issue 25): export the workspace, delete the account. */
export const yourDataCopy = {
  title: "Your data",
  description: "Take this workspace's data with you, or delete your account.",
  exportTitle: "Export this workspace",
  exportDescription: "One zip with every draft, history item, prompt, brand, cluster, note and scheduled post as JSON and CSV, and the images, uploads and documents as files.",
  exportButton: "Download export",
  exporting: "Preparing the zip...",
  exportFailed: "The export could not be downloaded",
  exportRetry: "Try the export again",
  deleteTitle: "Delete my account",
  deleteDescription:
    "Deletes your account, your personal workspace with everything in it, and its files. What you wrote in team workspaces stays with those teams. Team workspaces you own must be transferred or deleted first.",
  password: "Password",
  confirmation: "Type DELETE to confirm",
  deleteButton: "Delete my account",
  deleting: "Deleting...",
  deleteFailed: "The account was not deleted",
} as const;
