import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { Logger } from "@/server/lib/logger";
import { assertValidKey, isValidKey, type Bucket, type ListedObject, type Storage, type StoredObject } from "./storage";

export interface S3StorageOptions {
  endpoint?: string;
  /** The one S3 bucket; the product's buckets are prefixes inside it. */
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

function isMissing(err: unknown): boolean {
  if (err instanceof S3ServiceException) {
    return err.name === "NoSuchKey" || err.name === "NotFound" || err.$metadata?.httpStatusCode === 404;
  }
  return false;
}

/**
 * Any S3-compatible store (AWS, MinIO, R2, s3rver). It creates nothing: the bucket must exist.
 * Checksums only when required, since several S3-compatible stores reject the newer default ones.
 */
export function createS3Storage(options: S3StorageOptions): Storage & { checkBucket(logger: Logger): Promise<boolean> } {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const objectKey = (bucket: Bucket, key: string) => {
    assertValidKey(key);
    return `${bucket}/${key}`;
  };

  return {
    driver: "s3",

    async put(bucket, key, body, put) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(bucket, key),
          Body: body,
          ContentLength: body.byteLength,
          ContentType: put.contentType,
          CacheControl: put.cacheControl,
        }),
      );
    },

    async get(bucket, key): Promise<StoredObject | null> {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(bucket, key) }));
        if (!res.Body) return null;
        const body = res.Body instanceof Readable ? res.Body : Readable.fromWeb(res.Body.transformToWebStream() as never);
        return { body, contentType: res.ContentType ?? "application/octet-stream", cacheControl: res.CacheControl, size: Number(res.ContentLength ?? 0) };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async exists(bucket, key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: objectKey(bucket, key) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },

    async delete(bucket, key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(bucket, key) }));
    },

    async *list(bucket): AsyncGenerator<ListedObject> {
      const prefix = `${bucket}/`;
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: options.bucket, Prefix: prefix, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length) ?? "";
          if (isValidKey(key)) yield { key, modifiedAt: object.LastModified ?? new Date(0), size: object.Size ?? 0 };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    /** Logs clearly whether the configured bucket is reachable; never creates it. */
    async checkBucket(logger) {
      try {
        await client.send(new HeadBucketCommand({ Bucket: options.bucket }));
        logger.info({ bucket: options.bucket, endpoint: options.endpoint ?? "aws" }, "S3 storage bucket is reachable");
        return true;
      } catch (err) {
        const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
        logger.error(
          { bucket: options.bucket, endpoint: options.endpoint ?? "aws", reason },
          `S3 storage bucket "${options.bucket}" is not reachable. Create it (and check S3_ENDPOINT, S3_REGION and the credentials); uploads will fail until then.`,
        );
        return false;
      }
    },

    async close() {
      client.destroy();
    },
  };
}
