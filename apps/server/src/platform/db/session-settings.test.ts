import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/test-database.js";
import { type Database, queryRows, RANDOM_PAGE_COST, WORD_SIMILARITY_THRESHOLD } from "./client.js";

/**
 * Every connection the server opens carries the session settings the storefront's plans rely on
 * (docs/storefront.md): the price of a random page read and the typo threshold of search.
 */
describe("database session settings", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("prices a random page read at 1.1 and sets the word similarity threshold on every connection", async () => {
    // eight at once: on PostgreSQL they take several of the pool's connections
    const rows = await Promise.all(
      Array.from({ length: 8 }, () =>
        database.db.transaction(async (tx) => {
          const [r] = await queryRows<{ cost: string; threshold: string; pid: number }>(
            tx,
            sql`select current_setting('random_page_cost') as cost,
                  current_setting('pg_trgm.word_similarity_threshold') as threshold, pg_backend_pid() as pid`,
          );
          await tx.execute(sql`select pg_sleep(0.05)`);
          return r;
        }),
      ),
    );
    for (const r of rows) expect(r).toMatchObject({ cost: RANDOM_PAGE_COST, threshold: WORD_SIMILARITY_THRESHOLD });
    if (database.kind === "postgres") expect(new Set(rows.map((r) => r?.pid)).size).toBeGreaterThan(1);
  });
});
