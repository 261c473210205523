/** Texts of the workspace budget section of the usage page (issue 25). */
export const budgetCopy = {
  title: "Monthly AI budget",
  description: "A limit on this workspace's AI use per calendar month (UTC). Generation warns at 80% and stops at 100%.",
  none: "No budget: this workspace's AI use is not limited.",
  used: (used: string, limit: string, percent: number) => `Used this month: ${used} of ${limit} (${percent}%).`,
  usedNoBudget: (used: string) => `Used this month: ${used}.`,
  unit: "Unit",
  tokens: "Tokens",
  usd: "US dollars",
  limit: "Monthly limit",
  save: "Save budget",
  remove: "Remove budget",
  saved: "Budget saved.",
  failed: "The budget was not saved",
} as const;
