import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { asOf, clockDefault, now, nowMs, nowSql, replayedAt } from "./clock.js";

const dialect = new PgDialect();
const render = (q: ReturnType<typeof nowSql>) => dialect.sqlToQuery(q);

/** docs/processes.md#the-clock: the real clock unless a piece of work is replayed at a time. */
describe("the clock", () => {
  it("is the real clock outside asOf: the database's now() in SQL and in column defaults", () => {
    const before = Date.now();
    expect(nowMs()).toBeGreaterThanOrEqual(before);
    expect(now().getTime()).toBeLessThanOrEqual(Date.now());
    expect(render(nowSql())).toMatchObject({ sql: "now()", params: [] });
    expect(replayedAt()).toBeNull();
    const d = clockDefault();
    expect(d instanceof Date).toBe(false);
  });

  it("inside asOf, everything the work calls, across awaits, reads the replayed time", async () => {
    const at = new Date("2026-10-30T09:15:00.000Z");
    await asOf(at, async () => {
      await new Promise((r) => setTimeout(r, 5));
      expect(now().toISOString()).toBe(at.toISOString());
      expect(render(nowSql())).toMatchObject({ sql: "$1::timestamptz", params: [at.toISOString()] });
      expect(replayedAt()).toBe(at.toISOString());
      expect(clockDefault()).toEqual(at);
    });
    expect(replayedAt()).toBeNull();
  });

  it("two pieces of work replayed side by side keep their own times", async () => {
    const seen: string[] = [];
    const run = (iso: string, wait: number) =>
      asOf(new Date(iso), async () => {
        await new Promise((r) => setTimeout(r, wait));
        seen.push(`${iso}=${now().toISOString()}`);
      });
    await Promise.all([run("2026-10-01T00:00:00.000Z", 10), run("2026-10-02T00:00:00.000Z", 1)]);
    expect(seen.sort()).toEqual([
      "2026-10-01T00:00:00.000Z=2026-10-01T00:00:00.000Z",
      "2026-10-02T00:00:00.000Z=2026-10-02T00:00:00.000Z",
    ]);
  });
});
