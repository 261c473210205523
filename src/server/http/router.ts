import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "@/server/app-env";
import { validationHook } from "./validation-hook";

/** A router whose request validation failures answer through the one validation hook (validation-hook.ts). */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

export type Router = ReturnType<typeof createRouter>;
