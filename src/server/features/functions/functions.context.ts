/** Per-request set-up shared by every AI function: the gateway, the rate-limit token and the caller's brand. */
import type { Context } from "hono";
import type { AppEnv, WorkspaceScope } from "@/server/app-env";
import { brandFromInput, type BrandContext } from "@/server/ai/brand-context";
import type { FunctionContext } from "@/server/ai/functions/text-job";
import type { AiGateway } from "@/server/ai/ai-gateway";
import { createImageStore, type ImageStore } from "@/server/ai/functions/stored-images";
import { createStorageQuota } from "@/server/features/storage-quota/storage-quota.service";
import { notFound, serviceUnavailable } from "@/server/lib/errors";
import { clientGoneSignal } from "@/server/lib/node-request";
import type { Bucket } from "@/server/storage/storage";
import type { BrandContextInput } from "@/shared/contracts/functions";
import { createFunctionsRepository } from "./functions.repository";

export function gatewayOf(c: Context<AppEnv>): AiGateway {
  const ai = c.get("deps").services.ai;
  if (!ai) throw serviceUnavailable();
  return ai;
}

/** A brand id names one of the caller's brands (another user's is 404); an inline brand is used as sent. */
async function loadBrand(c: Context<AppEnv>, brandId: string | undefined, inline: BrandContextInput | undefined): Promise<BrandContext | null> {
  if (brandId) {
    const brand = await createFunctionsRepository(c.get("deps").database.db).findBrand(c.get("user").id, brandId);
    if (!brand) throw notFound();
    return brand;
  }
  return brandFromInput(inline);
}

/** Reads variables with c.get: c.var builds an object of every variable on each read (this runs on every AI call). */
export async function functionContext(c: Context<AppEnv>, brand: { brandId?: string; brandContext?: BrandContextInput } = {}): Promise<FunctionContext> {
  const ai = gatewayOf(c);
  const userId = c.get("user").id;
  await ai.limit(userId);
  // The workspace of the request (its AI budget, checked by the gateway before each model call); none yet: personal.
  return { ai, userId, workspaceId: (c.get("workspace") as WorkspaceScope | undefined)?.id ?? null, brand: await loadBrand(c, brand.brandId, brand.brandContext), signal: clientGoneSignal(c) };
}

export function imageStoreOf(c: Context<AppEnv>, bucket: Bucket): ImageStore | undefined {
  const { services, config, clock, database } = c.var.deps;
  const { storage } = services;
  return storage ? createImageStore({ storage, config, clock, quota: createStorageQuota({ db: database.db, config }) }, bucket) : undefined;
}

export function wantsStream(c: Context<AppEnv>): boolean {
  const value = c.req.query("stream");
  return value === "1" || value === "true";
}
