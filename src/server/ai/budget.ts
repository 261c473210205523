/**
 * Monthly AI budgets per workspace (issue 25), read side: the gateway calls `assertWithinBudget` before every model
 * call, and a workspace at or past 100% is refused with 402 naming the budget and who can raise it (its admins).
 * Reads the budget row and what the workspace used this calendar month
 * (UTC) from ai_usage, in tokens (in + out) or US dollars at the prices of model_prices (unpriced models cost 0).
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/helpers";
import { HttpError } from "@/server/lib/errors";
import { BUDGET_WARNING_PERCENT, type BudgetStatusDto, type BudgetUnit } from "@/shared/contracts/instance-admin";
import { messages } from "@/shared/messages";

export interface BudgetRow {
  workspaceId: string;
  workspaceName: string;
  unit: BudgetUnit | null;
  monthlyLimit: number | null;
}

/** The first instant of the month of `now`, UTC. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

function createBudgetReads(db: Db) {
  return {
    /**
     * The workspace (`workspaceId`, or the personal workspace of `userId` when null: calls not yet tagged with a
     * workspace count there) with its budget, in one statement.
     */
    async find(userId: string, workspaceId: string | null): Promise<BudgetRow | undefined> {
      const target = workspaceId ? sql`w.id = ${workspaceId}::uuid` : sql`w.personal_owner_id = ${userId}::uuid`;
      const [row] = rowsOf<{ id: string; name: string; unit: BudgetUnit | null; monthly_limit: string | number | null }>(
        await db.execute(sql`
          select w.id, w.name, b.unit, b.monthly_limit
          from workspaces w left join workspace_budgets b on b.workspace_id = w.id
          where ${target}
          limit 1`),
      );
      if (!row) return undefined;
      return { workspaceId: row.id, workspaceName: row.name, unit: row.unit, monthlyLimit: row.monthly_limit == null ? null : Number(row.monthly_limit) };
    },

    /** What the workspace used since `from`, in `unit`. */
    async used(workspaceId: string, unit: BudgetUnit, from: Date): Promise<number> {
      const measure =
        unit === "tokens"
          ? sql`coalesce(sum(coalesce(a.tokens_in, 0) + coalesce(a.tokens_out, 0)), 0)::float8`
          : sql`coalesce(sum(coalesce(a.tokens_in, 0) * p.input_per_million + coalesce(a.tokens_out, 0) * p.output_per_million) / 1000000, 0)::float8`;
      const [row] = rowsOf<{ used: number | string }>(
        await db.execute(sql`
          select ${measure} as used
          from ai_usage a left join model_prices p on p.provider = a.provider and p.model = a.model
          where a.workspace_id = ${workspaceId}::uuid and a.created_at >= ${from.toISOString()}::timestamptz`),
      );
      return Number(row?.used ?? 0);
    },

  };
}


export function formatBudgetAmount(unit: BudgetUnit, amount: number): string {
  if (unit === "usd") return `$${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return `${Math.round(amount).toLocaleString("en-US")} tokens`;
}

export async function budgetStatus(db: Db, userId: string, workspaceId: string | null, now: Date): Promise<BudgetStatusDto | undefined> {
  const repo = createBudgetReads(db);
  const row = await repo.find(userId, workspaceId);
  if (!row) return undefined;
  const month = monthStart(now);
  const unit = row.unit ?? "tokens";
  const used = await repo.used(row.workspaceId, unit, month);
  const base = { workspace_id: row.workspaceId, workspace_name: row.workspaceName, used, month: month.toISOString().slice(0, 7) };
  if (row.unit === null || row.monthlyLimit === null) return { ...base, budget: null, percent: null, state: "none", message: null };
  const percent = Math.floor((used / row.monthlyLimit) * 100);
  const limit = formatBudgetAmount(row.unit, row.monthlyLimit);
  const state = used >= row.monthlyLimit ? "exceeded" : percent >= BUDGET_WARNING_PERCENT ? "warning" : "ok";
  const message =
    state === "exceeded"
      ? messages.budgets.exceeded(row.workspaceName, limit, formatBudgetAmount(row.unit, used))
      : state === "warning"
        ? messages.budgets.warning(row.workspaceName, percent, limit)
        : null;
  return { ...base, budget: { unit: row.unit, monthly_limit: row.monthlyLimit }, percent, state, message };
}

/** 402 when the workspace's budget is used up; calls without a workspace count against the user's personal one. */
export async function assertWithinBudget(db: Db, userId: string, workspaceId: string | null | undefined, now: Date): Promise<void> {
  // Most workspaces have no budget: one primary-key read, and no sum over the month's usage.
  const row = await createBudgetReads(db).find(userId, workspaceId ?? null);
  if (!row || row.monthlyLimit === null) return;
  const status = await budgetStatus(db, userId, row.workspaceId, now);
  if (status?.state === "exceeded") {
    throw new HttpError(402, "ai_budget_exceeded", status.message!, { workspace_id: status.workspace_id, budget: status.budget, used: status.used });
  }
}
