import type { z } from "@hono/zod-openapi";
import { errorSchema } from "@/shared/contracts/common";

/** An OpenAPI JSON response: `responses: { 200: json(schema, "What it is") }`. */
export const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({ content: { "application/json": { schema } }, description });

/** The error answers every signed-in route can give (the error envelope of DESIGN §6). */
export const errorResponses = { 400: json(errorSchema, "Invalid request"), 401: json(errorSchema, "Not signed in") };

/** A row that does not exist or belongs to someone else: always 404, never 403. */
export const notYoursResponse = { 404: json(errorSchema, "Not found or not yours") };
