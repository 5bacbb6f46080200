import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openDatabase } from "../src/platform/db/index.js";

/** where the migrated PGlite image is, for the test workers (test-database.ts) */
export const PGLITE_IMAGE_ENV = "MP_TEST_PGLITE_IMAGE";
/** the migrated PostgreSQL database each test database is copied from (test-database.ts) */
export const PG_TEMPLATE_ENV = "MP_TEST_PG_TEMPLATE";

/**
 * API tests' global setup: the schema is migrated once per run, and every test database starts
 * from it instead of migrating again (a few seconds per database on PGlite, where creating the
 * cluster costs as much again). On PGlite that is an image of a migrated in-memory database's
 * data folder, written to a file; on PostgreSQL (TEST_DB=postgres) a migrated template database
 * that each test's `create database … template` copies. Each test still gets a database of its own.
 */
export default async function setup(): Promise<() => Promise<void>> {
  return process.env.TEST_DB === "postgres" ? postgresTemplate() : pgliteImage();
}

async function pgliteImage() {
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

async function postgresTemplate() {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error("TEST_DB=postgres needs DATABASE_URL");
  const name = `mp_template_${randomBytes(6).toString("hex")}`;
  await asAdmin(base, `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: "unused", poolSize: 2 });
  await database.migrate();
  await database.close(); // a template is copied only while nobody is connected to it
  process.env[PG_TEMPLATE_ENV] = name;
  return async () => {
    await asAdmin(base, `drop database if exists ${name} with (force)`);
  };
}

async function asAdmin(url: string, statement: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
