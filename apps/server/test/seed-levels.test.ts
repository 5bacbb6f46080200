import { levelOfBond } from "@mp/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../seed/index.js";
import { checkLedger } from "../src/modules/wallet/index.js";
import { queryRows } from "../src/platform/db/index.js";
import { createTestApp, type TestApp } from "./harness.js";

/**
 * The demo seed puts every shop at the store level its goods need (docs/rules.md#store-levels),
 * through the bond payment (a signature and a ledger entry per bond), so that nothing on its
 * shelves is beyond what its level allows: the demo merchant's shop counts more than level 1's
 * 50 goods.
 */
describe("demo seed: shops at the levels their goods need", () => {
  let t: TestApp;
  const levelsOf = async () =>
    (await t.post("/api/wanlshop/shop/levels")).data as {
      level: number;
      bond: string;
      profit_ratio: number;
      product_limit: number | null;
      price_cap: string | null;
    }[];

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.database.db, "demo", { storage: t.app.platform.storage });
  }, 300_000);
  afterAll(() => t.close());

  it("every shop's level allows what it counts, what it has on the shelf and its listings' ratios", async () => {
    const table = (await levelsOf()).map((l) => ({
      level: l.level,
      bond_minor: Math.round(Number(l.bond) * 100),
      profit_ratio: l.profit_ratio,
      daily_impressions: 0,
      product_limit: l.product_limit,
      price_cap_minor: l.price_cap === null ? null : Math.round(Number(l.price_cap) * 100),
    }));
    const shops = await queryRows<{
      id: number;
      bond: string;
      products: number;
      highest: string;
      ratio_ppm: number;
    }>(
      t.database.db,
      sql`select s.id,
            coalesce((select balance_minor from ledger_accounts a where a.code = 'bond:' || s.id), 0)::text as bond,
            (select count(*)::int from goods g where g.shop_id = s.id and g.deleted_at is null) as products,
            coalesce((select max(coalesce((select max(k.price_minor) from goods_skus k where k.goods_id = g.id), g.price_minor))
              from goods g where g.shop_id = s.id and g.status = 'on' and g.deleted_at is null), 0)::text as highest,
            coalesce((select max(g.profit_ratio_ppm) from goods g where g.shop_id = s.id and g.deleted_at is null), 0)::int
              as ratio_ppm
          from shops s order by s.id`,
    );
    expect(shops).toHaveLength(30);
    const levels = new Map<number, number>();
    for (const s of shops) {
      const level = levelOfBond(table, BigInt(s.bond));
      levels.set(s.id, level);
      const rule = table.find((l) => l.level === level);
      if (!rule) throw new Error(`shop ${s.id}: no level ${level}`);
      if (rule.product_limit !== null)
        expect(s.products, `shop ${s.id} products`).toBeLessThanOrEqual(rule.product_limit);
      if (rule.price_cap_minor !== null)
        expect(Number(s.highest), `shop ${s.id} dearest`).toBeLessThanOrEqual(rule.price_cap_minor);
      expect(s.ratio_ppm, `shop ${s.id} ratio`).toBeLessThanOrEqual(rule.profit_ratio * 10_000);
      // the lowest level that does: no shop pays more bond than its goods need
      const lower = table.find((l) => l.level === level - 1);
      if (lower)
        expect(
          (lower.product_limit !== null && s.products > lower.product_limit) ||
            (lower.price_cap_minor !== null && Number(s.highest) > lower.price_cap_minor),
          `shop ${s.id} could be at level ${lower.level}`,
        ).toBe(true);
    }
    // the demo merchant's shop (shop 1) counts more goods than level 1 allows
    expect(levels.get(1)).toBe(2);
    expect([...levels.values()]).toContain(1);
  });

  it("each bond was paid through the bond payment: the owner's signature, a ledger entry, the books balanced", async () => {
    const paid = await queryRows<{ shop_id: number; signatures: number; entries: number; user_id: number }>(
      t.database.db,
      sql`select s.id as shop_id, s.user_id,
            (select count(*)::int from bond_signatures b where b.shop_id = s.id and b.user_id = s.user_id) as signatures,
            (select count(*)::int from ledger_entries e where e.type = 'bond'
              and e.reference in (select 'bond:' || b.id || ':pay' from bond_signatures b where b.shop_id = s.id)) as entries
          from shops s
          where exists (select 1 from ledger_accounts a where a.code = 'bond:' || s.id and a.balance_minor > 0)`,
    );
    expect(paid.length).toBeGreaterThan(0);
    for (const p of paid) expect(p, `shop ${p.shop_id}`).toMatchObject({ signatures: 1, entries: 1 });
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it("the demo merchant sees level 2 on the bond page, with the signature", async () => {
    const login = await t.post("/api/wanlshop/user/login", {
      account: "merchant@demo.test",
      password: "merchant123",
      top: 1,
    });
    const info = await t.post("/api/wanlshop/shop/bond_info", {}, { token: login.data.userinfo.token });
    expect(info.data).toMatchObject({ shop_id: 1, level: 2, bond: "1000.00", signature: { name: "DemoMerchant" } });
  });
});
