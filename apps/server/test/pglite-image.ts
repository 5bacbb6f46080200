import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../src/platform/db/index.js";

/** where the migrated image is, for the test workers (test-database.ts) */
export const PGLITE_IMAGE_ENV = "MP_TEST_PGLITE_IMAGE";

/**
 * API tests' global setup on PGlite: one in-memory database is created and migrated once per
 * run, and its data folder is written to a file; every test database then starts from that
 * image (test-database.ts) instead of creating a cluster and migrating it again, which took a
 * few seconds per database. On PostgreSQL each test still creates and migrates its own database.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DB === "postgres") return undefined;
  const database = await openDatabase({ pgliteDir: "memory://" });
  await database.migrate();
  const client = (database.db as unknown as { session: { client: PGlite } }).session.client;
  const image = await client.dumpDataDir("none");
  await database.close();
  const dir = await mkdtemp(path.join(os.tmpdir(), "mp-pglite-image-"));
  const file = path.join(dir, "migrated.tar");
  await writeFile(file, Buffer.from(await image.arrayBuffer()));
  process.env[PGLITE_IMAGE_ENV] = file;
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
