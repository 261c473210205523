import type { Readable } from "node:stream";

/** Buckets of spec §7 plus one for documents. Object keys are `userId/timestamp-random.ext`. */
export const BUCKETS = ["image-storage", "social_images", "documents"] as const;
export type Bucket = (typeof BUCKETS)[number];

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
}

export interface PutOptions {
  contentType: string;
  cacheControl?: string;
}

/** One interface over local disk and S3-compatible stores (DESIGN §9). */
export interface Storage {
  readonly driver: "local" | "s3";
  put(bucket: Bucket, key: string, body: Uint8Array, options: PutOptions): Promise<void>;
  /** The object as a stream, or null when it does not exist. */
  get(bucket: Bucket, key: string): Promise<StoredObject | null>;
  delete(bucket: Bucket, key: string): Promise<void>;
  close?(): Promise<void>;
}
