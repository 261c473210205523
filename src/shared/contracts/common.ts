import { z } from "zod";

export const uuidSchema = z.string().uuid();
export const idParamSchema = z.object({ id: z.string().uuid({ message: "Invalid id" }) });

export const errorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional(), request_id: z.string().optional() }),
});

export function listResponse<T extends z.ZodTypeAny>(item: T) {
  return z.object({ data: z.array(item), next_cursor: z.string().nullable() });
}

/** Trimmed text that must not be blank. */
export const requiredText = (max: number, message = "Required") =>
  z.string({ error: (issue) => (issue.input === undefined ? message : "Expected text") }).trim().min(1, message).max(max);
/** Optional text; blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v == null || v.trim() === "" ? null : v));
