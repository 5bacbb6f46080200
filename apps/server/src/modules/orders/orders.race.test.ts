import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser, staffToken } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { addAddress, booksBalanced, buyingWorld } from "../../../test/orders-fixture.js";
import { queryRows } from "../../platform/db/index.js";
import { bondOf, moveMoney } from "../wallet/index.js";

/** Concurrent checkouts and payments (real concurrency with TEST_DB=postgres). */
let t: TestApp;
let w: Awaited<ReturnType<typeof buyingWorld>>;
let buyers: { token: string; userId: number }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  w = await buyingWorld(t);
  // Tokyo Gadget House sells a $349 phone: its bond buys level 2, whose price cap allows it
  // (level 1's $300 cap is refused at checkout: docs/rules.md#when-a-level-drops)
  await t.database.db.transaction((tx) =>
    moveMoney(tx, {
      type: "bond",
      reference: `test-bond:${w.shops.tokyo.id}`,
      actor: "test",
      postings: [
        { account: "external:recharge", amount: -100_000n },
        { account: bondOf(w.shops.tokyo.id), amount: 100_000n },
      ],
    }),
  );
  buyers = [];
  // ten shoppers, five checkouts each at once: 50 concurrent checkouts (fewer argon2 logins to set up)
  for (let i = 0; i < 10; i++) {
    const u = await quickUser(t, `racer${i}@orders.test`);
    await addAddress(t, u.token);
    for (let k = 0; k < 5; k++) buyers.push(u);
  }
});
afterAll(() => t.close());

const stock = async (goodsId: number) =>
  (await queryRows<{ stock: number }>(t.database.db, sql`select stock from goods where id = ${goodsId}`))[0]?.stock;

describe("races", () => {
  it("50 concurrent checkouts of the last 5 items: 5 orders, 45 inventory shortages, stock 0", async () => {
    await t.database.db.execute(sql`update goods set stock = 5 where id = ${w.goods.linen.id}`);
    const results = await Promise.all(
      buyers.map((b) =>
        t.post("/api/wanlshop/order/addOrder", { goods_id: w.goods.linen.id, number: 1 }, { token: b.token }),
      ),
    );
    expect(results.filter((r) => r.code === 1)).toHaveLength(5);
    const refused = results.filter((r) => r.code !== 1);
    expect(refused).toHaveLength(45);
    expect(refused.every((r) => r.error === "inventory_shortage")).toBe(true);
    expect(await stock(w.goods.linen.id)).toBe(0);
    const [ordered] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select coalesce(sum(number), 0)::int as n from order_goods where goods_id = ${w.goods.linen.id}`,
    );
    expect(ordered?.n).toBe(5);
  });

  it("50 concurrent checkouts of the last 3 of one SKU, two at a time: the SKU never goes below zero", async () => {
    const [sku] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from goods_skus where goods_id = ${w.goods.phone.id} and spec_values->>'Storage' = '256GB'`,
    );
    await t.database.db.execute(sql`update goods_skus set stock = 3 where id = ${sku?.id}`);
    const results = await Promise.all(
      buyers.map((b) =>
        t.post(
          "/api/wanlshop/order/addOrder",
          { goods_id: w.goods.phone.id, sku_id: sku?.id, number: 2 },
          { token: b.token },
        ),
      ),
    );
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
    const [left] = await queryRows<{ stock: number }>(
      t.database.db,
      sql`select stock from goods_skus where id = ${sku?.id}`,
    );
    expect(left?.stock).toBe(1);
  });

  it("paying one order twice at the same instant moves money once", async () => {
    const token = w.shopper.token;
    const [id] = (await t.post("/api/wanlshop/order/addOrder", { goods_id: w.goods.scarf.id, number: 1 }, { token }))
      .data.order_ids;
    const pay = () =>
      t.post("/api/wanlshop/pay/payment", { order_ids: [id], pay_password: w.shopper.payPass }, { token });
    const results = await Promise.all([pay(), pay(), pay()]);
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
    expect(results.filter((r) => r.code !== 1).every((r) => r.error === "order_paid")).toBe(true);
    const entries = await queryRows(
      t.database.db,
      sql`select 1 from ledger_entries where reference = ${`order:${id}:pay`}`,
    );
    expect(entries).toHaveLength(1);
    const [wallet] = await queryRows<{ b: string }>(
      t.database.db,
      sql`select balance_minor::text as b from ledger_accounts where code = ${`wallet:${w.shopper.userId}`}`,
    );
    expect(wallet?.b).toBe(String(100_000 - 1200));
    // the same Idempotency-Key twice at once: one payment, the same answer
    const [id2] = (await t.post("/api/wanlshop/order/addOrder", { goods_id: w.goods.scarf.id, number: 1 }, { token }))
      .data.order_ids;
    const keyed = () =>
      t.app.inject({
        method: "POST",
        url: "/api/wanlshop/pay/payment",
        headers: { token, "idempotency-key": `k-${id2}` },
        payload: { order_ids: [id2], pay_password: w.shopper.payPass },
      });
    const [a, b] = await Promise.all([keyed(), keyed()]);
    expect(a.json().code).toBe(1);
    expect(b.json()).toMatchObject({ code: 1, data: a.json().data });
    await booksBalanced(t);
  });

  it("a coupon is used at most once under 50 concurrent checkouts", async () => {
    const operator = await staffToken(t, "ops@orders.test", "operator");
    const coupon = await t.post(
      "/api/admin/coupon/add",
      {
        kind: "instant",
        name: "Five off",
        amount: "5.00",
        total: 10,
        per_user: 1,
        ends_at: Math.floor(Date.now() / 1000) + 86_400,
      },
      { token: operator },
    );
    expect(coupon.code, coupon.msg).toBe(1);
    const claim = await t.post("/api/wanlshop/coupon/receive", { id: coupon.data.id }, { token: w.shopper.token });
    expect(claim.code, claim.msg).toBe(1);
    const uc = claim.data.user_coupon_id as number;
    await t.database.db.execute(sql`update goods set stock = 100 where id = ${w.goods.scarf.id}`);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.post(
          "/api/wanlshop/order/addOrder",
          { goods_id: w.goods.scarf.id, number: 1, coupons: { [w.shops.tokyo.id]: uc } },
          { token: w.shopper.token },
        ),
      ),
    );
    const ok = results.filter((r) => r.code === 1);
    expect(ok).toHaveLength(1);
    expect(ok[0]?.data.total).toBe("7.00");
    expect(results.filter((r) => r.code !== 1).every((r) => r.error === "coupon_used")).toBe(true);
    expect(await stock(w.goods.scarf.id)).toBe(99);
    // cancelling gives the coupon back; it can be used again; a platform coupon is paid by promotions
    const orderId = ok[0]?.data.order_ids[0];
    expect((await t.post("/api/wanlshop/order/cancelOrder", { id: orderId }, { token: w.shopper.token })).code).toBe(1);
    const again = await t.post(
      "/api/wanlshop/order/addOrder",
      { goods_id: w.goods.scarf.id, number: 1, coupons: { [w.shops.tokyo.id]: uc } },
      { token: w.shopper.token },
    );
    expect(again.code, again.msg).toBe(1);
    const paid = await t.post(
      "/api/wanlshop/pay/payment",
      { order_ids: again.data.order_ids, pay_password: w.shopper.payPass },
      { token: w.shopper.token },
    );
    expect(paid.data.paid).toBe("7.00");
    const [settle] = await queryRows<{ b: string }>(
      t.database.db,
      sql`select p.amount_minor::text as b from ledger_postings p join ledger_accounts a on a.id = p.account_id
          join ledger_entries e on e.id = p.entry_id where e.reference = ${`order:${again.data.order_ids[0]}:pay`} and a.code = 'platform:promotions'`,
    );
    expect(settle?.b).toBe("-500");
    await booksBalanced(t);
  });

  it("checkouts, payments and cancels of the same goods at once never deadlock", async () => {
    const token = w.shopper.token;
    const { sweater, maxi } = w.goods;
    await t.database.db.execute(sql`update goods set stock = 1000 where id in (${sweater.id}, ${maxi.id})`);
    const twoLines = async (tok: string, first: number, second: number) => {
      const a = await t.post("/api/wanlshop/cart/add", { goods_id: first, number: 1 }, { token: tok });
      const b = await t.post("/api/wanlshop/cart/add", { goods_id: second, number: 1 }, { token: tok });
      return [a.data.id, b.data.id] as number[];
    };
    const toPay: number[] = [];
    const toCancel: number[] = [];
    for (let i = 0; i < 8; i++) {
      const ids = await twoLines(token, i % 2 ? maxi.id : sweater.id, i % 2 ? sweater.id : maxi.id);
      const placed = await t.post("/api/wanlshop/order/addOrder", { cart_ids: ids }, { token });
      (i < 4 ? toPay : toCancel).push(placed.data.order_ids[0]);
    }
    await t.post("/api/wanlshop/pay/payment", { order_ids: toCancel, pay_password: w.shopper.payPass }, { token });
    const carts = await Promise.all(
      buyers.slice(0, 10).map((b, i) => (i % 5 === 0 ? twoLines(b.token, maxi.id, sweater.id) : null)),
    );
    const results = await Promise.all([
      ...toPay.map((id) =>
        t.post("/api/wanlshop/pay/payment", { order_ids: [id], pay_password: w.shopper.payPass }, { token }),
      ),
      ...toCancel.map((id) => t.post("/api/wanlshop/order/cancelOrder", { id }, { token })),
      ...buyers.slice(0, 10).map((b, i) => {
        const ids = carts[i];
        return ids
          ? t.post("/api/wanlshop/order/addOrder", { cart_ids: ids }, { token: b.token })
          : t.post(
              "/api/wanlshop/order/addOrder",
              { goods_id: i % 2 ? maxi.id : sweater.id, number: 1 },
              { token: b.token },
            );
      }),
    ]);
    expect(results.filter((r) => r.code !== 1).map((r) => r.msg)).toEqual([]);
    // every one of these goods' orders was placed in this test, after the stock was set to 1000
    const wrong = await queryRows(
      t.database.db,
      sql`select g.id from goods g where g.id in (${sweater.id}, ${maxi.id})
          and g.stock + coalesce((select sum(l.number) from order_goods l join orders o on o.id = l.order_id
            where l.goods_id = g.id and o.state <> 7), 0) <> 1000`,
    );
    expect(wrong).toEqual([]);
    await booksBalanced(t);
  });
});
