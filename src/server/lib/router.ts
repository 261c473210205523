import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "@/server/app-env";
import { HttpError } from "./errors";

/** A router whose request validation failures answer 400 in the error envelope with the zod issues. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const issues = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message, code: i.code }));
        const first = issues[0];
        const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : "Invalid request";
        throw new HttpError(400, "validation_error", message, issues);
      }
    },
  });
}

export type Router = ReturnType<typeof createRouter>;
