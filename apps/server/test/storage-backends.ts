import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { startS3Server } from "./s3-server.js";

/** Every upload storage the server has; upload tests run once on each (docs/files.md). */
export const STORAGE_BACKENDS = ["local", "s3"] as const;
export type StorageBackend = (typeof STORAGE_BACKENDS)[number];

/**
 * The settings for one storage, to give createTestApp (two apps given the same settings share
 * the files, like two processes): a fresh UPLOAD_DIR, or a real S3-protocol server with an empty
 * bucket.
 */
export async function storageFor(
  kind: StorageBackend,
): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  if (kind === "s3") return startS3Server();
  const dir = await mkdtemp(path.join(os.tmpdir(), "mp-uploads-"));
  return { env: { UPLOAD_DIR: dir }, close: () => rm(dir, { recursive: true, force: true }) };
}

/** Every key an app's storage holds, sorted (what an upload left behind). */
export async function storedKeys(app: FastifyInstance): Promise<string[]> {
  const keys: string[] = [];
  for await (const k of app.platform.storage.list("")) keys.push(k);
  return keys.sort();
}
