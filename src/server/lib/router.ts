import { OpenAPIHono } from "@hono/zod-openapi";
import type { z } from "zod";
import type { AppEnv } from "@/server/app-env";
import { messages } from "@/shared/messages";
import { HttpError } from "./errors";

type HookResult = { success: true } | { success: false; error: z.ZodError };

function issuesOf(error: z.ZodError) {
  return error.issues.map((i) => ({ path: i.path.join("."), message: i.message, code: i.code, keys: "keys" in i ? i.keys : undefined }));
}

/** Request validation failures answer 400 in the error envelope with the zod issues. */
export function validationHook(result: HookResult): undefined {
  if (result.success) return;
  const issues = issuesOf(result.error).map(({ keys: _keys, ...rest }) => rest);
  const first = issues[0];
  const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : "Invalid request";
  throw new HttpError(400, "validation_error", message, issues);
}

/**
 * For bodies that must not carry fields the route does not take (z.strictObject): those answer 422 naming the
 * fields, never a silent 200; other failures answer 400 as usual.
 */
export function strictBodyHook(result: HookResult): undefined {
  if (result.success) return;
  const unknown = issuesOf(result.error).flatMap((i) => (i.code === "unrecognized_keys" ? (i.keys ?? []) : []));
  if (unknown.length) throw new HttpError(422, "unknown_field", messages.api.unknownFields(unknown.map((k) => `"${k}"`).join(", ")), { fields: unknown });
  validationHook(result);
  return undefined;
}

/** A router whose request validation failures answer 400 in the error envelope with the zod issues. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

export type Router = ReturnType<typeof createRouter>;
