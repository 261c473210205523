/** Workspace budgets (issue 25): set and removed by the workspace's admins; read and enforced by src/server/ai/budget.ts. */
import type { Db } from "@/server/db/client";
import type { BudgetUnit } from "@/shared/contracts/instance-admin";
import { createBudgetsRepository } from "./budgets.repository";

export { budgetStatus } from "@/server/ai/budget";

export function createBudgetsService(db: Db) {
  const repo = createBudgetsRepository(db);
  return {
    set: (workspaceId: string, unit: BudgetUnit, monthlyLimit: number, by: string) => repo.set(workspaceId, unit, monthlyLimit, by),
    remove: (workspaceId: string) => repo.remove(workspaceId),
  };
}
