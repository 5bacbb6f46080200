import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../src/platform/db/index.js";

/**
 * The database a test file runs on: PGlite in memory by default, or a fresh database on the
 * PostgreSQL server of DATABASE_URL when TEST_DB=postgres (dropped afterwards).
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  if (process.env.TEST_DB !== "postgres") {
    const db = await openDatabase({ pgliteDir: "memory://" });
    await db.migrate();
    return db;
  }
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error("TEST_DB=postgres needs DATABASE_URL");
  const name = `mp_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
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
