/** Writes of workspace_budgets (issue 25); the budgets service is their one writer, the gateway only reads. */
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { workspaceBudgets } from "@/server/db/schema";
import type { BudgetUnit } from "@/shared/contracts/instance-admin";

export function createBudgetsRepository(db: Db) {
  return {
    async set(workspaceId: string, unit: BudgetUnit, monthlyLimit: number, by: string): Promise<void> {
      const values = { unit, monthlyLimit, updatedBy: by, updatedAt: sql`now()` };
      await db.insert(workspaceBudgets).values({ workspaceId, ...values }).onConflictDoUpdate({ target: workspaceBudgets.workspaceId, set: values });
    },

    async remove(workspaceId: string): Promise<void> {
      await db.delete(workspaceBudgets).where(eq(workspaceBudgets.workspaceId, workspaceId));
    },
  };
}
