import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, queryRows } from "./client.js";
import { startEmbeddedVacuum, vacuumNow } from "./embedded-vacuum.js";

/** Heap rows an index-only scan had to visit: 0 once vacuum has marked every page all-visible. */
async function heapFetches(database: Database): Promise<number> {
  const rows = await queryRows<{ "QUERY PLAN": string }>(
    database.db,
    sql`explain (analyze, costs off) select count(*) from counters where id > 0`,
  );
  const line = rows.map((r) => r["QUERY PLAN"]).find((l) => l.includes("Heap Fetches"));
  return Number(line?.match(/Heap Fetches: (\d+)/)?.[1] ?? Number.NaN);
}

describe("embedded vacuum (PGlite has no autovacuum)", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: "memory://" });
    await database.db.execute(sql`create table counters (id int primary key, views int not null default 0)`);
    await database.db.execute(sql`insert into counters (id) select g from generate_series(1, 5000) g`);
    await database.db.execute(sql`set enable_seqscan = off`);
    await database.db.execute(sql`set enable_bitmapscan = off`);
  });
  afterAll(() => database.close());

  it("marks pages all-visible again after counter updates, so index-only scans stop visiting the heap", async () => {
    await vacuumNow(database);
    expect(await heapFetches(database)).toBe(0);
    await database.db.execute(sql`update counters set views = views + 1 where id % 7 = 0`);
    expect(await heapFetches(database)).toBeGreaterThan(0);
    await vacuumNow(database);
    expect(await heapFetches(database)).toBe(0);
  });

  it("runs on its timer and stops cleanly", async () => {
    await database.db.execute(sql`update counters set views = views + 1 where id % 5 = 0`);
    expect(await heapFetches(database)).toBeGreaterThan(0);
    const job = startEmbeddedVacuum(database, { error: () => {} }, 50);
    await new Promise((r) => setTimeout(r, 400));
    await job.stop();
    expect(await heapFetches(database)).toBe(0);
  });
});
