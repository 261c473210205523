import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";

/** Buckets of spec §7 plus one for documents. Object keys are `userId/timestamp-random.ext`. */
export const BUCKETS = ["image-storage", "social_images", "documents"] as const;
export type Bucket = (typeof BUCKETS)[number];

export interface StoredObject {
  body: Readable;
  contentType: string;
  /** As given when it was written (backups keep it). */
  cacheControl?: string;
  size: number;
}

export interface ListedObject {
  key: string;
  /** When the object was last written. */
  modifiedAt: Date;
  /** Its size in bytes (what storage quotas count). */
  size: number;
}

export interface PutOptions {
  contentType: string;
  cacheControl?: string;
}

/** One interface over local disk and S3-compatible stores (DESIGN §9). */
export interface Storage {
  readonly driver: "local" | "s3";
  /** Writes the whole object; readers never see a partial one. Throws on an invalid key. */
  put(bucket: Bucket, key: string, body: Uint8Array, options: PutOptions): Promise<void>;
  /** The object as a stream, or null when it does not exist. */
  get(bucket: Bucket, key: string): Promise<StoredObject | null>;
  exists(bucket: Bucket, key: string): Promise<boolean>;
  /** Removes the object; removing a missing object is not an error. */
  delete(bucket: Bucket, key: string): Promise<void>;
  /** Every object of a bucket (valid keys only), in no particular order: for the orphan sweep. */
  list(bucket: Bucket): AsyncIterable<ListedObject>;
  /** Removes the driver's own leftovers older than `before` (a write cut short by kill -9); answers how many. */
  removeLeftovers?(before: Date): Promise<number>;
  close?(): Promise<void>;
}

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = "InvalidKeyError";
  }
}

const SEGMENT = /^[A-Za-z0-9._-]{1,128}$/;
const MAX_KEY_LENGTH = 512;

export function isBucket(value: string): value is Bucket {
  return (BUCKETS as readonly string[]).includes(value);
}

/** Keys are `/`-joined segments of `[A-Za-z0-9._-]`; no empty, `.` or `..` segment, so no path traversal. */
export function isValidKey(key: string): boolean {
  if (!key || key.length > MAX_KEY_LENGTH) return false;
  return key.split("/").every((s) => SEGMENT.test(s) && s !== "." && s !== "..");
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidKeyError(key);
}

/** The user id a key belongs to (its first segment). */
export function keyOwner(key: string): string {
  return key.split("/", 1)[0] ?? "";
}

/** A fresh server-made key `${userId}/${timestamp}-${random}.${ext}`; a client-given name never takes part. */
export function newObjectKey(userId: string, ext: string, now: Date = new Date()): string {
  if (!SEGMENT.test(userId) || userId.startsWith(".")) throw new InvalidKeyError(userId);
  const cleanExt = ext.replace(/^\./, "").toLowerCase();
  if (!/^[a-z0-9]{1,8}$/.test(cleanExt)) throw new InvalidKeyError(ext);
  return `${userId}/${now.getTime()}-${randomBytes(8).toString("hex")}.${cleanExt}`;
}
