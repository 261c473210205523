import type { z } from "@hono/zod-openapi";
import { errorSchema } from "@/shared/contracts/common";

/** An OpenAPI JSON response: `responses: { 200: json(schema, "What it is") }`. */
export const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({ content: { "application/json": { schema } }, description });

/** The error answers every signed-in route can give (the error envelope of DESIGN §6). */
export const errorResponses = { 400: json(errorSchema, "Invalid request"), 401: json(errorSchema, "Not signed in") };

/** A row that does not exist or belongs to someone else: always 404, never 403. */
export const notYoursResponse = { 404: json(errorSchema, "Not found or not yours") };

/** A route's required JSON body: `request: { params, ...jsonBody(schema) }`. */
export const jsonBody = <T extends z.ZodTypeAny>(schema: T) => ({ body: { content: { "application/json": { schema } }, required: true } });

/** The metadata of a signed-in resource's routes: its tag (one per router) and the bearer token. */
export const signedInMeta = (tag: string) => ({ tags: [tag], security: [{ bearerAuth: [] }] });

type ErrorJson = ReturnType<typeof json<typeof errorSchema>>;

/**
 * The answers of an administrator's routes: the common errors, 403 for anyone else, and the statuses the resource
 * adds in its own words (admin catalogues keep their "No such model" wording, decision 012).
 */
export function adminErrorResponses<K extends 404 | 409 | 413 | 422>(own: Record<K, string>) {
  const mapped = {} as Record<K, ErrorJson>;
  for (const status of Object.keys(own).map(Number) as K[]) mapped[status] = json(errorSchema, own[status]);
  return { ...errorResponses, 403: json(errorSchema, "Not an administrator"), ...mapped };
}
