import type { ServiceContext } from "@/server/services";
import type { Storage } from "./storage";

/** Builds the configured storage driver. Filled in by the storage feature. */
export async function createStorage(_ctx: ServiceContext): Promise<Storage | undefined> {
  return undefined;
}
