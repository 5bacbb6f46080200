import { sql } from "drizzle-orm";
import type { Database } from "./client.js";

type Log = { error(obj: object, msg: string): void };

/** How often the embedded database is vacuumed (PostgreSQL's own autovacuum decides for itself). */
export const EMBEDDED_VACUUM_EVERY_MS = 10 * 60_000;

/**
 * PGlite has no autovacuum: nothing else would ever clear the dead rows that counter updates
 * (views, sales, stock) leave, or mark pages all-visible again, so lists would stop reading their
 * covering index alone (docs/storefront.md). This does PostgreSQL's autovacuum's work on the
 * embedded database, every EMBEDDED_VACUUM_EVERY_MS; on PostgreSQL it does nothing.
 */
export function startEmbeddedVacuum(database: Database, log: Log, everyMs = EMBEDDED_VACUUM_EVERY_MS) {
  if (database.kind !== "pglite") return { stop: async () => {} };
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = vacuumNow(database).catch((err) => log.error({ err }, "embedded vacuum failed"));
  }, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

/** One pass: vacuum and analyse every table (cheap where nothing changed: unchanged pages are skipped). */
export async function vacuumNow(database: Database): Promise<void> {
  await database.db.execute(sql`vacuum (analyze)`);
}
