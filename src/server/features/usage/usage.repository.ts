/**
 * Usage figures from ai_usage (issue 13), aggregated in SQL: calls, tokens, errors, the median latency
 * (percentile_cont 0.5) and a cost estimate from model_prices, per model, per day (every day of the period, zero
 * when idle) and in total, of one workspace (every member's calls there) or, for instance administrators, of one
 * user or of everyone (both scopes null).
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { rowsOf, toIso } from "@/server/db/helpers";
import { modelPrices } from "@/server/db/schema";
import type { ModelPrice, UsageDayRow, UsageModelRow, UsageReport } from "@/shared/contracts/usage";

export interface UsageScope {
  /** Whose rows; null: every user's. */
  userId: string | null;
  /** Which workspace's rows; null: every workspace's (instance administrators). */
  workspaceId: string | null;
  /** The first day (UTC, inclusive) and the last day (UTC, inclusive), as yyyy-MM-dd. */
  fromDay: string;
  toDay: string;
}

interface FigureRow {
  calls: number | string;
  tokens_in: number | string;
  tokens_out: number | string;
  errors: number | string;
  median_latency_ms: number | string | null;
  cost: number | string | null;
}

const num = (v: number | string | null) => (v == null ? null : Number(v));

function figures(r: FigureRow) {
  return {
    calls: Number(r.calls),
    tokens_in: Number(r.tokens_in),
    tokens_out: Number(r.tokens_out),
    errors: Number(r.errors),
    median_latency_ms: num(r.median_latency_ms),
    cost: num(r.cost),
  };
}

/** The aggregate columns, over rows `u` (ai_usage) left-joined to prices `p`. */
const FIGURES = sql`
  count(u.id)::int as calls,
  coalesce(sum(u.tokens_in), 0)::float8 as tokens_in,
  coalesce(sum(u.tokens_out), 0)::float8 as tokens_out,
  (count(u.id) filter (where u.outcome <> 'ok'))::int as errors,
  percentile_cont(0.5) within group (order by u.latency_ms) as median_latency_ms,
  (sum(coalesce(u.tokens_in, 0) * p.input_per_million + coalesce(u.tokens_out, 0) * p.output_per_million) / 1000000)::float8 as cost`;

/** The scope's ai_usage rows with their day and price. */
function scoped(scope: UsageScope): SQL {
  const who = scope.userId ? sql`and a.user_id = ${scope.userId}::uuid` : sql``;
  const where = scope.workspaceId ? sql`and a.workspace_id = ${scope.workspaceId}::uuid` : sql``;
  return sql`
    select a.id, a.provider, a.model, a.tokens_in, a.tokens_out, a.latency_ms, a.outcome,
      (a.created_at at time zone 'UTC')::date as day
    from ai_usage a
    where a.created_at >= (${scope.fromDay}::date)::timestamp at time zone 'UTC'
      and a.created_at < ((${scope.toDay}::date) + 1)::timestamp at time zone 'UTC'
      ${who} ${where}`;
}

export function createUsageRepository(db: Db) {
  return {
    async report(scope: UsageScope): Promise<Omit<UsageReport, "days" | "from" | "to" | "user_id">> {
      const rows = scoped(scope);
      const [models, days, totals, users] = await Promise.all([
        db.execute(sql`
          with u as (${rows})
          select u.provider, u.model, (max(p.provider) is not null) as priced, ${FIGURES}
          from u left join model_prices p on p.provider = u.provider and p.model = u.model
          group by u.provider, u.model
          order by count(u.id) desc, u.provider, u.model`),
        db.execute(sql`
          with u as (${rows}),
          d as (select generate_series(${scope.fromDay}::date, ${scope.toDay}::date, interval '1 day')::date as day)
          select to_char(d.day, 'YYYY-MM-DD') as day, ${FIGURES}
          from d left join u on u.day = d.day
          left join model_prices p on p.provider = u.provider and p.model = u.model
          group by d.day
          order by d.day`),
        db.execute(sql`
          with u as (${rows})
          select ${FIGURES}
          from u left join model_prices p on p.provider = u.provider and p.model = u.model`),
        scope.userId || scope.workspaceId
          ? Promise.resolve([])
          : db.execute(sql`
              select distinct us.id, us.email
              from ai_usage a join users us on us.id = a.user_id
              where a.created_at >= (${scope.fromDay}::date)::timestamp at time zone 'UTC'
              order by us.email`),
      ]);
      return {
        totals: figures(rowsOf<FigureRow>(totals)[0]),
        by_model: rowsOf<FigureRow & { provider: string; model: string; priced: boolean }>(models).map(
          (r): UsageModelRow => ({ provider: r.provider, model: r.model, priced: Boolean(r.priced), ...figures(r) }),
        ),
        by_day: rowsOf<FigureRow & { day: string }>(days).map((r): UsageDayRow => ({ day: r.day, ...figures(r) })),
        users: rowsOf<{ id: string; email: string }>(users).map((u) => ({ id: u.id, email: u.email })),
      };
    },

    async prices(): Promise<ModelPrice[]> {
      const rows = await db.select().from(modelPrices).orderBy(modelPrices.provider, modelPrices.model);
      return rows.map((r) => ({
        provider: r.provider,
        model: r.model,
        input_per_million: Number(r.inputPerMillion),
        output_per_million: Number(r.outputPerMillion),
        updated_at: toIso(r.updatedAt) ?? r.updatedAt,
      }));
    },

    async setPrice(price: { provider: string; model: string; input: number; output: number }, adminId: string): Promise<void> {
      const values = { inputPerMillion: price.input, outputPerMillion: price.output, updatedBy: adminId, updatedAt: sql`now()` };
      await db
        .insert(modelPrices)
        .values({ provider: price.provider, model: price.model, ...values })
        .onConflictDoUpdate({ target: [modelPrices.provider, modelPrices.model], set: values });
    },
  };
}
