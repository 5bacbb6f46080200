import type { Readable } from "node:stream";

/**
 * Where uploads live, whichever process stored them: the local folder (`UPLOAD_DIR`, the default)
 * or an S3-compatible bucket (`S3_BUCKET`, docs/files.md). A key is the file's path under the
 * upload folder, the same in both: `public/202611/ab….webp`, `private/202611/ab….webp`,
 * `public/seed/….webp`. Public keys are served at `/uploads/<key>`; private ones only through
 * the files module's signed links.
 */
export interface FileStorage {
  readonly kind: "local" | "s3";
  /** the local backend's folder (its public files are served straight from it) */
  readonly root?: string;
  /** writes the whole file; a reader never sees it half written */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** the file as a stream, or null when there is none */
  get(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  /** removes the file; removing one that is not there is not an error */
  delete(key: string): Promise<void>;
  /** every key under a prefix (`public/`, `private/`), in no particular order */
  list(prefix: string): AsyncIterable<string>;
  close(): Promise<void>;
}

export interface StoredFile {
  body: Readable;
  size: number;
  /** by the key's extension */
  contentType: string;
  etag?: string;
  lastModified?: Date;
}

/** The keys the server writes and reads: `public/` or `private/`, then folders and a name; no `..`, no empty part. */
const KEY = /^(public|private)(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

/** Refuses a key that could name anything outside the upload folder (or bucket's two prefixes). */
export function checkKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`bad storage key: ${key}`);
  return key;
}

export const isStorageKey = (key: string): boolean => key.length <= 512 && KEY.test(key);

const TYPES: Record<string, string> = { webp: "image/webp", png: "image/png", jpg: "image/jpeg", gif: "image/gif" };

/** The content type of a key by its extension (what the server stores is webp). */
export const contentTypeOf = (key: string): string =>
  TYPES[key.slice(key.lastIndexOf(".") + 1).toLowerCase()] ?? "application/octet-stream";
