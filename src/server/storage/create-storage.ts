import type { ServiceContext } from "@/server/app-env";
import { createLocalDiskStorage } from "./local-disk";
import { createS3Storage } from "./s3";
import type { Storage } from "./storage";

/** Builds the configured storage driver: local disk by default, any S3-compatible store with STORAGE_DRIVER=s3. */
export async function createStorage(ctx: ServiceContext): Promise<Storage> {
  const { storage } = ctx.config;
  if (storage.driver === "local") return createLocalDiskStorage(storage.root);
  const s3 = createS3Storage(storage);
  await s3.checkBucket(ctx.logger);
  return s3;
}
