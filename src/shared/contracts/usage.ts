/**
 * /api/usage (issue 13): AI calls, tokens, errors, median latency and an estimated cost per model and per day,
 * from ai_usage; and the per-model prices (US dollars per million tokens) an admin sets.
 */
import { z } from "zod";
import { messages } from "../messages";

export const USAGE_RANGES = [7, 30, 90] as const;
export type UsageRange = (typeof USAGE_RANGES)[number];
/** The highest price per million tokens an admin can set (the priciest models cost well under this). */
export const MAX_PRICE_PER_MILLION = 10_000;

/** days: 7, 30 or 90 (today included); user_id: admin only, one user's usage (everyone else sees their own). */
export const usageQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((n): n is UsageRange => (USAGE_RANGES as readonly number[]).includes(n), messages.usage.invalidRange)
    .default(30),
  user_id: z
    .string()
    .uuid()
    .optional(),
});

const figures = {
  calls: z.number().int(),
  tokens_in: z.number().int(),
  tokens_out: z.number().int(),
  errors: z.number().int(),
  /** Median latency of the calls in milliseconds (percentile_cont 0.5); null without calls. */
  median_latency_ms: z.number().nullable(),
  /** Estimated US dollars from the prices set; null when none of the calls' models has a price. */
  cost: z.number().nullable(),
};

export const usageModelRow = z.object({ provider: z.string(), model: z.string(), priced: z.boolean(), ...figures });
export type UsageModelRow = z.infer<typeof usageModelRow>;
/** `day` is yyyy-MM-dd (UTC); every day of the period has a row. */
export const usageDayRow = z.object({ day: z.string(), ...figures });
export type UsageDayRow = z.infer<typeof usageDayRow>;

export const usageReport = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** The user shown; null: everyone (admins only). */
  user_id: z.string().nullable(),
  totals: z.object(figures),
  by_model: z.array(usageModelRow),
  by_day: z.array(usageDayRow),
  /** Admins: the users with calls in the period, for the filter. Empty for everyone else. */
  users: z.array(z.object({ id: z.string(), email: z.string() })),
});
export type UsageReport = z.infer<typeof usageReport>;

const price = z.coerce.number({ error: messages.usage.priceRange }).min(0, messages.usage.priceRange).max(MAX_PRICE_PER_MILLION, messages.usage.priceRange);

export const modelPrice = z.object({
  provider: z.string(),
  model: z.string(),
  input_per_million: z.number(),
  output_per_million: z.number(),
  updated_at: z.string(),
});
export type ModelPrice = z.infer<typeof modelPrice>;
export const modelPriceList = z.object({ data: z.array(modelPrice) });

export const setModelPriceBody = z.strictObject({
  provider: z.string().trim().min(1).max(100),
  model: z.string().trim().min(1).max(200),
  input_per_million: price,
  output_per_million: price,
});
export type SetModelPriceBody = z.input<typeof setModelPriceBody>;
export const deleteModelPriceBody = z.strictObject({ provider: z.string().trim().min(1).max(100), model: z.string().trim().min(1).max(200) });
