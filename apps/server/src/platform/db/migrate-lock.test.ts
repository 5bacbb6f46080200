import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "../../../test/two-processes.js";
import { type Database, journalEntries, openDatabase, queryRows } from "./index.js";

/**
 * Several processes starting together on a fresh database: each migrates at start, and the
 * advisory lock lets one apply the migrations while the others wait and then find nothing to do.
 */
describe.runIf(process.env.TEST_DB === "postgres" && process.env.DATABASE_URL)(
  "migrations under the advisory lock",
  () => {
    let scratch: ScratchDatabase;
    const opened: Database[] = [];

    beforeAll(async () => {
      scratch = await createScratchDatabase("mp_migrate");
    });
    afterAll(async () => {
      for (const d of opened) await d.close();
      await scratch?.drop();
    });

    it("two migrations started at once on a fresh database both succeed and apply each migration once", async () => {
      const open = async () => {
        const d = await openDatabase({ databaseUrl: scratch.url, pgliteDir: "unused", poolSize: 2 });
        opened.push(d);
        return d;
      };
      const [a, b, c] = await Promise.all([open(), open(), open()]);
      const before = await (a as Database).pendingMigrations();
      const journal = await journalEntries();
      expect(before).toEqual(journal.map((e) => e.tag));

      const results = await Promise.allSettled([
        (a as Database).migrate(),
        (b as Database).migrate(),
        (c as Database).migrate(),
      ]);
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);

      const applied = await queryRows<{ n: number; distinct_n: number }>(
        (a as Database).db,
        sql`select count(*)::int as n, count(distinct created_at)::int as distinct_n from drizzle.__drizzle_migrations`,
      );
      expect(applied[0]).toEqual({ n: journal.length, distinct_n: journal.length });
      expect(await (b as Database).pendingMigrations()).toEqual([]);
      // the lock was given back: nobody holds it once the migrations are done
      const locks = await queryRows<{ n: number }>(
        (a as Database).db,
        sql`select count(*)::int as n from pg_locks
          where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
      );
      expect(locks[0]?.n).toBe(0);
    }, 120_000);
  },
);
