import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { serviceUnavailable } from "@/server/lib/errors";
import type { Storage } from "./storage";

/** The configured storage, or 503 when the app was built without one. */
export function requireStorage(c: Context<AppEnv>): Storage {
  const storage = c.var.deps.services.storage;
  if (!storage) throw serviceUnavailable();
  return storage;
}
