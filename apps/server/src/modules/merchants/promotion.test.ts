import { DEFAULT_STORE_LEVELS } from "@mp/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BondMerchant, bondMerchant, pay } from "../../../test/bond-fixture.js";
import { buildCatalogueFixture } from "../../../test/catalogue-fixture.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { closeWithBooksBalanced } from "../../../test/orders-fixture.js";
import { queryRows } from "../../platform/db/index.js";
import { putSetting } from "../../platform/settings/index.js";
import { goods } from "../../schema.js";
import { STORE_LEVELS_SETTING } from "./levels.js";

/**
 * Promotion (docs/rules.md#promotion): a level's daily impressions put the shop's on-shelf goods
 * first in the home "Recommended" list, labelled, counted per shop per day, up to the quota.
 */
let t: TestApp;
let cat: Awaited<ReturnType<typeof buildCatalogueFixture>>;
const QUOTA = 3;
const RECOMMENDED = "/api/index/goods_list";

interface Card {
  id: number;
  shop_id: number;
  promoted?: boolean;
}

beforeAll(async () => {
  t = await createTestApp();
  cat = await buildCatalogueFixture(t.database.db);
  // a small quota for level 2 (the test's own level table)
  const levels = DEFAULT_STORE_LEVELS.map((l) => (l.level === 2 ? { ...l, daily_impressions: QUOTA } : l));
  await putSetting(t.database.db, STORE_LEVELS_SETTING, { levels });
});
afterAll(() => closeWithBooksBalanced(t));

async function promotingShop(email: string, name: string): Promise<BondMerchant & { goodsIds: number[] }> {
  const m = await bondMerchant(t, email, name, 1_500);
  const rows = await t.database.db
    .insert(goods)
    .values([
      {
        shopId: m.shopId,
        categoryId: 103,
        title: `${name} lamp`,
        image: "/uploads/public/seed/x.webp",
        priceMinor: 2500n,
      },
      {
        shopId: m.shopId,
        categoryId: 103,
        title: `${name} rug`,
        image: "/uploads/public/seed/x.webp",
        priceMinor: 4500n,
      },
      {
        shopId: m.shopId,
        categoryId: 103,
        title: `${name} hidden`,
        image: "/uploads/public/seed/x.webp",
        priceMinor: 100n,
        status: "off",
      },
    ])
    .returning();
  return { ...m, goodsIds: rows.filter((r) => r.status === "on").map((r) => r.id) };
}

const recommended = async (page = 1): Promise<Card[]> => {
  const res = await t.post(RECOMMENDED, { page });
  expect(res.code).toBe(1);
  return res.data;
};
const impressions = async (shopId: number) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select coalesce(sum(impressions), 0)::int as n from shop_days where shop_id = ${shopId}`,
    )
  )[0]?.n ?? 0;

describe("promoted placements in the home Recommended list", () => {
  let lamps: Awaited<ReturnType<typeof promotingShop>>;

  it("promotes nothing while every shop is at level 1 (0 impressions a day)", async () => {
    lamps = await promotingShop("lamps@promo.test", "Lamp Lane");
    const list = await recommended();
    expect(list.length).toBeGreaterThan(0);
    expect(list.some((c) => c.promoted)).toBe(false);
    expect(await impressions(lamps.shopId)).toBe(0);
  });

  it("a level-2 shop gets its on-shelf goods first, labelled, until the day's quota, then none", async () => {
    expect((await pay(t, lamps, { level: 2 })).data).toMatchObject({ level: 2 });
    // the merchant on the home page is not shown their own promotion, and spends none of it
    const own = await t.post(RECOMMENDED, { page: 1 }, { token: lamps.token });
    expect(own.data.some((c: Card) => c.promoted)).toBe(false);
    expect(await impressions(lamps.shopId)).toBe(0);
    for (let i = 1; i <= QUOTA; i++) {
      const list = await recommended(i);
      const promoted = list.filter((c) => c.promoted);
      expect(promoted).toHaveLength(1);
      expect(list[0]).toMatchObject({ shop_id: lamps.shopId, promoted: true });
      expect(lamps.goodsIds).toContain(list[0]!.id);
      // the list keeps its size and shows no goods twice; organic cards carry no label
      expect(new Set(list.map((c) => c.id)).size).toBe(list.length);
      expect(list.slice(1).every((c) => c.promoted === undefined)).toBe(true);
      expect(await impressions(lamps.shopId)).toBe(i);
    }
    const after = await recommended();
    expect(after.some((c) => c.promoted)).toBe(false);
    expect(await impressions(lamps.shopId)).toBe(QUOTA);
    const home = await t.post("/api/wanlshop/shop/home", {}, { token: lamps.token });
    expect(home.data.promoted).toEqual({ today: QUOTA, quota: QUOTA });
    expect(home.data.level).toMatchObject({ level: 2, daily_impressions: QUOTA });
  });

  it("leaves other shops alone: level-1 shops are never promoted and count nothing", async () => {
    expect(await impressions(cat.shops.nordic.id)).toBe(0);
    expect(await impressions(cat.shops.tokyo.id)).toBe(0);
    const nordicHome = await t.post("/api/wanlshop/shop/home", {}, { token: await ownerToken("a@shops.test") });
    expect(nordicHome.data.promoted).toEqual({ today: 0, quota: 0 });
  });

  it("racing answers stop exactly at the quota", async () => {
    const rugs = await promotingShop("rugs@promo.test", "Rug Road");
    await pay(t, rugs, { level: 2 });
    const lists = await Promise.all(Array.from({ length: 10 }, (_, i) => recommended(i + 1)));
    const served = lists.flat().filter((c) => c.promoted);
    expect(served.every((c) => c.shop_id === rugs.shopId)).toBe(true);
    expect(served).toHaveLength(QUOTA);
    expect(await impressions(rugs.shopId)).toBe(QUOTA);
    expect(await impressions(lamps.shopId)).toBe(QUOTA);
  });

  it("a locked shop or one with nothing on the shelf is not promoted", async () => {
    const empty = await promotingShop("empty@promo.test", "Empty Hall");
    await t.database.db.execute(sql`update goods set status = 'off' where shop_id = ${empty.shopId}`);
    await pay(t, empty, { level: 2 });
    const locked = await promotingShop("locked@promo.test", "Locked Loft");
    await pay(t, locked, { level: 2 });
    await t.database.db.execute(sql`update shops set state = 2 where id = ${locked.shopId}`);
    const list = await recommended();
    expect(list.some((c) => c.promoted)).toBe(false);
    expect(await impressions(empty.shopId)).toBe(0);
    expect(await impressions(locked.shopId)).toBe(0);
  });
});

async function ownerToken(account: string) {
  const res = await t.post("/api/wanlshop/user/login", { account, password: "owner-pass", top: 1 });
  return res.data.userinfo.token as string;
}
