import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickShop } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { queryRows } from "../../platform/db/index.js";
import { recordVisit } from "./shop-days.repo.js";

/** The table, not the process's memory, is what keeps one visitor to one visit a day. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const daysOf = (shopId: number) =>
  queryRows<{ visits: number; n: number }>(
    t.database.db,
    sql`select d.visits, (select count(*)::int from shop_visits v where v.shop_id = d.shop_id) as n
        from shop_days d where d.shop_id = ${shopId}`,
  );

describe("recording a shop visit", () => {
  it("counts a visitor's first visit of the day only, also when the same visit races itself", async () => {
    const shop = await quickShop(t, "Visit Vault");
    expect(await recordVisit(t.database.db, shop, "u:1")).toBe(true);
    expect(await recordVisit(t.database.db, shop, "u:1")).toBe(false);
    const racing = await Promise.all(Array.from({ length: 8 }, () => recordVisit(t.database.db, shop, "a:same")));
    expect(racing.filter(Boolean)).toHaveLength(1);
    const others = await Promise.all(Array.from({ length: 6 }, (_, i) => recordVisit(t.database.db, shop, `a:${i}`)));
    expect(others.every(Boolean)).toBe(true);
    expect(await daysOf(shop)).toEqual([{ visits: 8, n: 8 }]);
  });

  it("keeps shops apart", async () => {
    const a = await quickShop(t, "Alpha Atelier");
    const b = await quickShop(t, "Beta Bazaar");
    await recordVisit(t.database.db, a, "u:7");
    await recordVisit(t.database.db, b, "u:7");
    expect(await daysOf(a)).toEqual([{ visits: 1, n: 1 }]);
    expect(await daysOf(b)).toEqual([{ visits: 1, n: 1 }]);
  });
});
