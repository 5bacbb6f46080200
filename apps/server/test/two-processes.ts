import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { describe, it } from "vitest";

/**
 * What the tests with several real server processes share: the check that PostgreSQL (and Redis)
 * are there, and a scratch database with its own data folder for the processes to share.
 */

/** Why the services are missing, or null. `redis`: the processes also need REDIS_URL answering. */
export async function whyNoServices(opts: { redis: boolean }): Promise<string | null> {
  if (opts.redis && !process.env.REDIS_URL) return "REDIS_URL is not set";
  if (!process.env.DATABASE_URL) return "DATABASE_URL is not set (two processes need one shared PostgreSQL)";
  if (!opts.redis) return null;
  const r = new Redis(process.env.REDIS_URL as string, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
  });
  r.on("error", () => {});
  try {
    await r.connect();
    await r.ping();
    return null;
  } catch (err) {
    return `Redis at REDIS_URL is not reachable (${(err as Error).message})`;
  } finally {
    r.disconnect();
  }
}

/**
 * CI always provides PostgreSQL and Redis to the PostgreSQL run of `npm test`: there a missing one
 * fails as a test of its own instead of skipping the suite. Elsewhere the skip is said on the
 * console; so in the PGlite run, which `npm test` gives neither service on purpose (these suites
 * run once, in the PostgreSQL run beside it: scripts/test.mjs).
 */
export function reportMissing(reason: string | null, what: string): void {
  if (!reason) return;
  const ci = (process.env.CI ?? "").trim().toLowerCase();
  const required = !(ci === "" || ci === "0" || ci === "false") && process.env.TEST_DB === "postgres";
  if (!required) {
    console.log(`[skipped] ${what}: ${reason}`);
    return;
  }
  describe(`${what}, in CI`, () => {
    it("has the services it needs", () => {
      throw new Error(`CI is set but ${what} cannot run: ${reason}`);
    });
  });
}

export interface ScratchDatabase {
  name: string;
  /** the fresh database's URL, for DATABASE_URL of the processes */
  url: string;
  /** a fresh folder for DATA_DIR (keys, uploads) */
  dataDir: string;
  /** drops the database (closing whatever still holds it) and removes the folder */
  drop(): Promise<void>;
}

/** Runs one statement as the administrator of DATABASE_URL. */
async function asAdmin(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A fresh database on DATABASE_URL's server, named `<prefix>_<random>`, with a data folder. */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  await asAdmin(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `${prefix}-`));
  return {
    name,
    url: url.toString(),
    dataDir,
    async drop() {
      await asAdmin(`drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
