import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { buyingWorld } from "../../../test/orders-fixture.js";
import { queryRows } from "../../platform/db/index.js";
import { checkLedger } from "../wallet/index.js";
import { runOrderJobs } from "./index.js";

/**
 * Random mixes of orders, payments, cancels, shipping, receipts, refunds (agreed, refused,
 * returned) and settlements: after every mix the books balance (`checkLedger`), the shopper's
 * money is accounted for, and every product's stock plus what live orders hold is the starting stock.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof buyingWorld>>;
const STOCK = 500;

beforeAll(async () => {
  t = await createTestApp();
  w = await buyingWorld(t);
  await t.database.db.execute(
    sql`update goods set stock = ${STOCK} where id in (${w.goods.scarf.id}, ${w.goods.sweater.id}, ${w.goods.maxi.id})`,
  );
  await t.database.db.execute(sql`update goods set freight_minor = 250 where id = ${w.goods.maxi.id}`);
});
afterAll(() => t.close());

type Step = { op: string; pick: number; n: number };
const OPS = ["place", "place", "pay", "cancel", "ship", "confirm", "refund", "agree", "refuse", "returnBack", "settle"];

async function apply(orders: number[], refundsOpen: number[], s: Step) {
  const token = w.shopper.token;
  const order = orders.length ? orders[s.pick % orders.length] : undefined;
  const merchantOf = async (id: number) => {
    const [o] = await queryRows<{ shop_id: number }>(t.database.db, sql`select shop_id from orders where id = ${id}`);
    return o?.shop_id === w.shops.nordic.id ? w.merchants.nordic : w.merchants.tokyo;
  };
  switch (s.op) {
    case "place": {
      const goods = [w.goods.scarf.id, w.goods.sweater.id, w.goods.maxi.id];
      const res = await t.post(
        "/api/wanlshop/order/addOrder",
        { goods_id: goods[s.pick % 3], number: s.n, price: "0.01" },
        { token },
      );
      if (res.code === 1) orders.push(...res.data.order_ids);
      return;
    }
    case "pay":
      if (order)
        await t.post("/api/wanlshop/pay/payment", { order_ids: [order], pay_password: w.shopper.payPass }, { token });
      return;
    case "cancel":
      if (order) await t.post("/api/wanlshop/order/cancelOrder", { id: order }, { token });
      return;
    case "ship":
      if (order)
        await t.post(
          "/api/wanlshop/shop/order/ship",
          { id: order, express_name: "DHL", express_no: `M${order}` },
          { token: await merchantOf(order) },
        );
      return;
    case "confirm":
      if (order) await t.post("/api/wanlshop/order/confirmOrder", { id: order }, { token });
      return;
    case "refund": {
      if (!order) return;
      const res = await t.post(
        "/api/wanlshop/refund/apply",
        { order_id: order, type: s.n % 2, money: `${s.n}.00`, reason: "mix" },
        { token },
      );
      if (res.code === 1) refundsOpen.push(res.data.id);
      return;
    }
    case "agree":
    case "refuse":
    case "returnBack": {
      const r = refundsOpen[s.pick % Math.max(1, refundsOpen.length)];
      if (!r) return;
      const [row] = await queryRows<{ order_id: number }>(
        t.database.db,
        sql`select order_id from refunds where id = ${r}`,
      );
      const merchant = await merchantOf(row?.order_id as number);
      if (s.op === "agree") await t.post("/api/wanlshop/shop/refund/agree", { id: r }, { token: merchant });
      if (s.op === "refuse")
        await t.post("/api/wanlshop/shop/refund/refuse", { id: r, reason: "no" }, { token: merchant });
      if (s.op === "returnBack") {
        await t.post("/api/wanlshop/refund/returnShip", { id: r, express_name: "DHL", express_no: "R" }, { token });
        await t.post("/api/wanlshop/shop/refund/receive", { id: r }, { token: merchant });
      }
      return;
    }
    case "settle":
      await t.database.db.execute(
        sql`update order_jobs set due_at = now() - interval '1 second' where done_at is null`,
      );
      await runOrderJobs(t.database.db);
      return;
  }
}

describe("the books after any mix", () => {
  it("balance, and stock adds up", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ op: fc.constantFrom(...OPS), pick: fc.nat(50), n: fc.integer({ min: 1, max: 3 }) }), {
          minLength: 10,
          maxLength: 30,
        }),
        async (steps) => {
          const orders: number[] = [];
          const refundsOpen: number[] = [];
          for (const s of steps) await apply(orders, refundsOpen, s);
          const books = await checkLedger(t.database.db);
          expect(books.problems).toEqual([]);
          const wrong = await queryRows(
            t.database.db,
            sql`select g.id from goods g where g.id in (${w.goods.scarf.id}, ${w.goods.sweater.id}, ${w.goods.maxi.id})
                and g.stock + coalesce((select sum(l.number) from order_goods l join orders o on o.id = l.order_id
                  where l.goods_id = g.id and o.state <> 7), 0) <> ${STOCK}`,
          );
          expect(wrong).toEqual([]);
          // the shopper paid exactly what the server priced: a live paid order costs what it cost less
          // its refunds; a cancelled or fully refunded one (state 7) costs nothing
          const [money] = await queryRows<{ wallet: string; expected: string }>(
            t.database.db,
            sql`select (select balance_minor from ledger_accounts where code = ${`wallet:${w.shopper.userId}`})::text as wallet,
                  (100000 - coalesce((select sum(pay_minor - refunded_minor) from orders
                    where user_id = ${w.shopper.userId} and paid_at is not null and state <> 7), 0))::text as expected`,
          );
          expect(money?.wallet).toBe(money?.expected);
        },
      ),
      { numRuns: 6 },
    );
  });
});
