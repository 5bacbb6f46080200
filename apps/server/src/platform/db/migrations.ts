import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "./client.js";

/** The migrations folder (SQL files and drizzle's journal of them). */
export const MIGRATIONS = path.resolve(import.meta.dirname, "../../../migrations");

/**
 * A fixed key of PostgreSQL's advisory lock that one migration run holds at a time: processes
 * starting together queue on it, the first applies what is missing, the others find nothing to do.
 */
export const MIGRATION_LOCK_KEY = 7_305_190_019;

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this build brings, in order (drizzle's journal: tag and the `when` drizzle records). */
export async function journalEntries(): Promise<JournalEntry[]> {
  const text = await readFile(path.join(MIGRATIONS, "meta", "_journal.json"), "utf8");
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

/**
 * The tags of this build's migrations that the database has not applied. Drizzle records each
 * applied migration in `drizzle.__drizzle_migrations` with the journal's `when` as `created_at`.
 * Throws when the database does not answer.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const entries = await journalEntries();
  const exists = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`,
  )) as unknown as {
    rows: { ok: boolean }[];
  };
  if (!exists.rows[0]?.ok) return entries.map((e) => e.tag);
  const applied = (await db.execute(sql`select created_at from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { created_at: string | number }[];
  };
  const done = new Set(applied.rows.map((r) => Number(r.created_at)));
  return entries.filter((e) => !done.has(e.when)).map((e) => e.tag);
}

/**
 * Runs `migrate` while holding the migration lock on a connection of its own (not one of the
 * pool's, which the migration itself uses). The lock is a session lock: it goes with the
 * connection if this process dies mid-migration, and the next process takes over.
 */
export async function underMigrationLock(connectionString: string, migrate: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrate();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}
