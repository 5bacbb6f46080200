import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { buyingWorld, closeWithBooksBalanced, fund } from "../../../test/orders-fixture.js";
import { queryRows } from "../../platform/db/index.js";

/** `shop/home`: every figure equals what the rows say; views are distinct visitors a day. */
let t: TestApp;
let w: Awaited<ReturnType<typeof buyingWorld>>;
const HOME = "/api/wanlshop/shop/home";
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  w = await buyingWorld(t, "buyer@home.test");
});
afterAll(() => closeWithBooksBalanced(t));

const home = async (token: string) => {
  const res = await t.post(HOME, {}, { token });
  if (res.code !== 1) throw new Error(`home: ${res.msg}`);
  return res.data;
};

async function buy(goodsId: number, pay = true) {
  const token = w.shopper.token;
  const placed = await t.post("/api/wanlshop/order/addOrder", { goods_id: goodsId, number: 1 }, { token });
  if (placed.code !== 1) throw new Error(`order: ${placed.msg}`);
  const [id] = placed.data.order_ids as number[];
  if (pay) {
    const paid = await t.post(
      "/api/wanlshop/pay/payment",
      { order_ids: [id], pay_password: w.shopper.payPass },
      { token },
    );
    if (paid.code !== 1) throw new Error(`pay: ${paid.msg}`);
  }
  return id as number;
}

/** A page request as a browser sends it: its own user agent, and a token when logged in. */
async function visit(url: string, query: Record<string, number>, ua: string, token?: string) {
  const headers: Record<string, string> = { "user-agent": ua };
  if (token) headers.token = token;
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await t.app.inject({ method: "GET", url: `${url}?${qs}`, headers });
  expect(res.json().code).toBe(1);
}
const shopPage = (shopId: number, ua: string, token?: string) =>
  visit("/api/wanlshop/shop/info", { id: shopId }, ua, token);
const goodsPage = (goodsId: number, ua: string, token?: string) =>
  visit("/api/wanlshop/product/goods", { id: goodsId }, ua, token);

const rowsSay = async (shopId: number) => {
  const [r] = await queryRows<{ orders: number; turnover: string; on_sale: number; settle: string; visits: number }>(
    t.database.db,
    sql`select
          (select count(*)::int from orders where shop_id = ${shopId} and paid_at is not null) as orders,
          (select coalesce(sum(pay_minor), 0)::text from orders where shop_id = ${shopId} and paid_at is not null) as turnover,
          (select count(*)::int from goods where shop_id = ${shopId} and status = 'on') as on_sale,
          (select coalesce(max(balance_minor), 0)::text from ledger_accounts where code = ${`settlement:${shopId}`}) as settle,
          (select coalesce(sum(visits), 0)::int from shop_days where shop_id = ${shopId}) as visits`,
  );
  return r!;
};
const cents = (s: string) => (Number(s) / 100).toFixed(2);

describe("the shop home", () => {
  it("answers a shopper without a shop with code 0 'No shop'", async () => {
    const u = await quickUser(t, "no-shop@home.test");
    const res = await t.post(HOME, {}, { token: u.token });
    expect(res).toMatchObject({ code: 0, error: "no_shop", msg: "No shop" });
    expect((await t.post(HOME, {})).code).not.toBe(1);
  });

  it("starts from zero: no orders, no views, level 1 without promotion, 30 days ending today", async () => {
    const h = await home(w.merchants.nordic);
    const rows = await rowsSay(w.shops.nordic.id);
    expect(h).toMatchObject({
      shop_id: w.shops.nordic.id,
      orders: 0,
      goods_on_sale: rows.on_sale,
      views: 0,
      turnover: "0.00",
      to_settle: "0.00",
      available: "0.00",
      today: { orders: 0, turnover: "0.00", views: 0 },
      month: { orders: 0, turnover: "0.00", views: 0 },
      level: { level: 1, daily_impressions: 0 },
      bond: "0.00",
      next_level: { level: 2 },
      promoted: { today: 0, quota: 0 },
    });
    // 3 on the shelf; the off-shelf dress is not on sale
    expect(h.goods_on_sale).toBe(3);
    expect(h.days).toHaveLength(30);
    expect(h.days.at(-1).day).toBe(isoDay(Date.now()));
    expect(h.days[0].day).toBe(isoDay(Date.now() - 29 * DAY_MS));
  });

  it("counts paid orders and what buyers paid, as the rows say; an unpaid order does not count", async () => {
    await buy(w.goods.sweater.id);
    await buy(w.goods.maxi.id);
    await buy(w.goods.linen.id, false);
    await fund(t, w.shops.nordic.userId, 1_234n, "test-fund:home-owner");
    const h = await home(w.merchants.nordic);
    const rows = await rowsSay(w.shops.nordic.id);
    expect(rows.orders).toBe(2);
    expect(h.orders).toBe(rows.orders);
    expect(h.turnover).toBe(cents(rows.turnover));
    expect(h.turnover).toBe("84.90");
    expect(h.to_settle).toBe(cents(rows.settle));
    expect(h.to_settle).toBe("84.90");
    expect(h.available).toBe("12.34");
    expect(h.today).toMatchObject({ orders: 2, turnover: "84.90" });
    expect(h.month).toMatchObject({ orders: 2, turnover: "84.90" });
    expect(h.days.at(-1)).toMatchObject({ orders: 2, turnover: "84.90" });
  });

  it("puts an order on the day it was paid (UTC) in the chart", async () => {
    const id = await buy(w.goods.sweater.id);
    await t.database.db.execute(sql`update orders set paid_at = now() - interval '3 days' where id = ${id}`);
    const h = await home(w.merchants.nordic);
    const threeAgo = isoDay(Date.now() - 3 * DAY_MS);
    expect(h.orders).toBe(3);
    expect(h.turnover).toBe("134.80");
    expect(h.days.find((d: { day: string }) => d.day === threeAgo)).toMatchObject({ orders: 1, turnover: "49.90" });
    expect(h.today).toMatchObject({ orders: 2, turnover: "84.90" });
    const sameMonth = threeAgo.slice(0, 7) === isoDay(Date.now()).slice(0, 7);
    expect(h.month).toMatchObject(sameMonth ? { orders: 3, turnover: "134.80" } : { orders: 2, turnover: "84.90" });
    const sum = h.days.reduce((n: number, d: { orders: number }) => n + d.orders, 0);
    expect(sum).toBe(3);
  });

  it("counts one view per visitor a day: again the same day no, another visitor yes, the merchant never", async () => {
    const shop = w.shops.nordic.id;
    await shopPage(shop, "browser-A");
    await shopPage(shop, "browser-A");
    await goodsPage(w.goods.sweater.id, "browser-A");
    expect((await home(w.merchants.nordic)).views).toBe(1);
    await goodsPage(w.goods.maxi.id, "browser-B");
    expect((await home(w.merchants.nordic)).views).toBe(2);
    // the owner looking at their own shop, logged in, from any browser
    await shopPage(shop, "owner-browser", w.merchants.nordic);
    await goodsPage(w.goods.sweater.id, "owner-browser-2", w.merchants.nordic);
    expect((await home(w.merchants.nordic)).views).toBe(2);
    // a logged-in shopper is one visitor whatever the browser
    await shopPage(shop, "phone", w.shopper.token);
    await goodsPage(w.goods.linen.id, "laptop", w.shopper.token);
    const h = await home(w.merchants.nordic);
    expect(h.views).toBe(3);
    expect(h.today.views).toBe(3);
    expect(h.days.at(-1).views).toBe(3);
    expect((await rowsSay(shop)).visits).toBe(3);
    // no address is stored: anonymous visitors are a keyed hash
    const stored = await queryRows<{ visitor: string }>(
      t.database.db,
      sql`select visitor from shop_visits where shop_id = ${shop} order by visitor`,
    );
    expect(stored.map((s) => s.visitor.slice(0, 2)).sort()).toEqual(["a:", "a:", "u:"]);
    expect(stored.some((s) => s.visitor.includes("127.0.0.1") || s.visitor.includes("browser"))).toBe(false);
  });

  it("shows a second merchant only their own shop's figures", async () => {
    await goodsPage(w.goods.phone.id, "browser-A");
    const tokyo = await home(w.merchants.tokyo);
    const rows = await rowsSay(w.shops.tokyo.id);
    expect(tokyo).toMatchObject({
      shop_id: w.shops.tokyo.id,
      orders: rows.orders,
      turnover: cents(rows.turnover),
      goods_on_sale: rows.on_sale,
      views: 1,
      to_settle: "0.00",
      available: "0.00",
    });
    expect(tokyo.orders).toBe(0);
    // nordic's figures did not move with tokyo's visitor
    expect((await home(w.merchants.nordic)).views).toBe(3);
  });
});
