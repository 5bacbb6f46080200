import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { S3Settings } from "../../config.js";
import { checkKey, contentTypeOf, type FileStorage, type StoredFile } from "./storage.js";

/** Waits on the bucket (rules.md, limits on everything): to connect, and for an answer to go quiet. */
export const S3_CONNECT_TIMEOUT_MS = 5_000;
export const S3_REQUEST_TIMEOUT_MS = 30_000;

const notThere = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
};

export function s3Client(s: S3Settings): S3Client {
  return new S3Client({
    region: s.region,
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    forcePathStyle: s.forcePathStyle,
    ...(s.credentials ? { credentials: s.credentials } : {}),
    // checksums only where S3 asks for them: several S3-compatible servers refuse the newer ones
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: S3_CONNECT_TIMEOUT_MS, requestTimeout: S3_REQUEST_TIMEOUT_MS },
  });
}

/**
 * Uploads as objects in an S3-compatible bucket, under the same keys as the local folder. The
 * bucket stays private: the server reads every object and serves it (docs/files.md). The bucket
 * must answer at start; a wrong setting stops the server rather than every upload failing later.
 */
export async function openS3Storage(s: S3Settings): Promise<FileStorage> {
  const client = s3Client(s);
  const Bucket = s.bucket;
  try {
    await client.send(new HeadBucketCommand({ Bucket }));
  } catch (err) {
    client.destroy();
    // a refused connection names its code; an answer from S3 its name (NotFound, Forbidden…)
    const e = err as Error & { code?: string };
    const why = e.code ?? (e.name && e.name !== "Error" ? e.name : e.message);
    throw new Error(`S3_BUCKET: bucket "${Bucket}" does not answer (${why}); check the S3_ settings`);
  }
  return {
    kind: "s3",
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkKey(key), Body: data, ContentType: contentType }));
    },
    async get(key): Promise<StoredFile | null> {
      try {
        const o = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        return {
          body: o.Body as Readable,
          size: Number(o.ContentLength ?? 0),
          // by the name, never what the bucket says: another tool (a sync) may have written it
          contentType: contentTypeOf(key),
          ...(o.ETag ? { etag: o.ETag } : {}),
          ...(o.LastModified ? { lastModified: o.LastModified } : {}),
        };
      } catch (err) {
        if (notThere(err)) return null;
        throw err;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return true;
      } catch (err) {
        if (notThere(err)) return false;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const o of page.Contents ?? []) if (o.Key) yield o.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async close() {
      client.destroy();
    },
  };
}
