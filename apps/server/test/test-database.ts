import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { type Database, openDatabase } from "../src/platform/db/index.js";
import { PG_TEMPLATE_ENV, PGLITE_IMAGE_ENV } from "./database-image.js";

/** the run's migrated PGlite image (database-image.ts), read once per test file */
let image: Promise<Blob> | undefined;
function migratedImage(): Promise<Blob> | undefined {
  const file = process.env[PGLITE_IMAGE_ENV];
  if (!file) return undefined;
  image ??= readFile(file).then((bytes) => new Blob([bytes]));
  return image;
}

/**
 * The database a test file runs on: PGlite in memory by default, or a fresh database on the
 * PostgreSQL server of DATABASE_URL when TEST_DB=postgres (dropped afterwards); either starts
 * from the run's migrated image or template when the global setup made one (database-image.ts).
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  if (process.env.TEST_DB !== "postgres") {
    // from the run's migrated image when there is one; migrate() then finds nothing to apply
    const db = await openDatabase({ pgliteDir: "memory://", pgliteImage: await migratedImage() });
    await db.migrate();
    return db;
  }
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error("TEST_DB=postgres needs DATABASE_URL");
  const name = `mp_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  // a copy of the run's migrated template (database-image.ts) when there is one
  const template = process.env[PG_TEMPLATE_ENV];
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), pgliteDir: "unused", poolSize: 20 });
  await db.migrate();
  return {
    ...db,
    url: url.toString(),
    async close() {
      await db.close();
      const drop = new pg.Client({ connectionString: base });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}
