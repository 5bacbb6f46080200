import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Json, type TestApp } from "../../../test/harness.js";
import { buyingWorld } from "../../../test/orders-fixture.js";
import { queryRows } from "../../platform/db/index.js";
import { checkLedger } from "../wallet/index.js";
import { runOrderJobs } from "./index.js";

/**
 * Random mixes of orders, payments, cancels, shipping, receipts, refunds (agreed, refused,
 * returned) and settlements. After every single step, not only at the end: the books balance
 * (`checkLedger`), the shopper's money is accounted for, and every product's stock plus what
 * live orders hold is the starting stock. Every answer of every step is one of the outcomes that
 * step may have (success, or the refusal its state explains); anything else fails the run.
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
/** weighted so that orders often get all the way to refunds and settlement */
const OPS = [
  ...["place", "place", "pay", "pay", "cancel", "ship", "ship", "confirm", "confirm"],
  ...["refund", "refund", "agree", "refuse", "returnBack", "settle"],
];

/**
 * What each call may answer: "ok" or the refusal a random order's state explains. Money runs out
 * across runs (the shopper's $1,000 is never topped up), so payment may meet insufficient balance.
 */
const EXPECTED: Record<string, readonly string[]> = {
  place: ["ok", "inventory_shortage"],
  pay: ["ok", "order_paid", "order_state", "insufficient_balance"],
  cancel: ["ok", "order_state", "refund_open"],
  /** shipping waits while a refund is open (unless the merchant refused it) */
  ship: ["ok", "order_state", "refund_open"],
  confirm: ["ok", "order_state"],
  /** return and refund before shipping, after the window or settlement, more than is left, a second open one */
  refund: ["ok", "order_state", "refund_open", "refund_amount", "after_sales_expired"],
  agree: ["ok", "refund_state"],
  refuse: ["ok", "refund_state"],
  returnShip: ["ok", "refund_state"],
  receive: ["ok", "refund_state"],
};

type Answer = { call: string; outcome: string; msg: string };
const outcome = (call: string, res: Json): Answer => ({
  call,
  outcome: res.code === 1 ? "ok" : (res.error ?? `code ${res.code}`),
  msg: res.msg,
});

/** The order states (or, for refund steps, refund states) in which each step can succeed. */
const ORDER_STEP: Record<string, number[]> = {
  pay: [1],
  cancel: [1, 2],
  ship: [2],
  confirm: [3],
  refund: [2, 3, 4, 6],
};
const REFUND_STEP: Record<string, number[]> = { agree: [0], refuse: [0], returnBack: [1] };

async function fits(orders: number[], refundsOpen: number[], op: string): Promise<number[]> {
  const states = ORDER_STEP[op] ?? REFUND_STEP[op];
  const ids = op in REFUND_STEP ? refundsOpen : orders;
  if (!states || !ids.length) return [];
  const table = op in REFUND_STEP ? sql`refunds` : sql`orders`;
  const rows = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from ${table} where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) and state in (${sql.join(
      states.map((st) => sql`${st}`),
      sql`, `,
    )}) order by id`,
  );
  return rows.map((r) => r.id);
}

/** Runs one step; answers what each API call it made answered. */
async function apply(orders: number[], refundsOpen: number[], s: Step): Promise<Answer[]> {
  const token = w.shopper.token;
  // three picks in four take an order (or refund) the step fits, so the mix gets far into refunds
  // and settlements; the fourth takes any, so refusals are tried as well
  const fitting = await fits(orders, refundsOpen, s.op);
  const pool = s.pick % 4 !== 3 && fitting.length ? fitting : s.op in REFUND_STEP ? refundsOpen : orders;
  const order = pool.length ? pool[Math.floor(s.pick / 4) % pool.length] : undefined;
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
      return [outcome("place", res)];
    }
    case "pay":
      if (!order) return [];
      return [
        outcome(
          "pay",
          await t.post("/api/wanlshop/pay/payment", { order_ids: [order], pay_password: w.shopper.payPass }, { token }),
        ),
      ];
    case "cancel":
      if (!order) return [];
      return [outcome("cancel", await t.post("/api/wanlshop/order/cancelOrder", { id: order }, { token }))];
    case "ship":
      if (!order) return [];
      return [
        outcome(
          "ship",
          await t.post(
            "/api/wanlshop/shop/order/ship",
            { id: order, express_name: "DHL", express_no: `M${order}` },
            { token: await merchantOf(order) },
          ),
        ),
      ];
    case "confirm":
      if (!order) return [];
      return [outcome("confirm", await t.post("/api/wanlshop/order/confirmOrder", { id: order }, { token }))];
    case "refund": {
      if (!order) return [];
      const res = await t.post(
        "/api/wanlshop/refund/apply",
        { order_id: order, type: s.n % 2, money: `${s.n}.00`, reason: "mix" },
        { token },
      );
      if (res.code === 1) refundsOpen.push(res.data.id);
      return [outcome("refund", res)];
    }
    case "agree":
    case "refuse":
    case "returnBack": {
      const r = order;
      if (!r) return [];
      const [row] = await queryRows<{ order_id: number }>(
        t.database.db,
        sql`select order_id from refunds where id = ${r}`,
      );
      const merchant = await merchantOf(row?.order_id as number);
      if (s.op === "agree")
        return [outcome("agree", await t.post("/api/wanlshop/shop/refund/agree", { id: r }, { token: merchant }))];
      if (s.op === "refuse")
        return [
          outcome(
            "refuse",
            await t.post("/api/wanlshop/shop/refund/refuse", { id: r, reason: "no" }, { token: merchant }),
          ),
        ];
      return [
        outcome(
          "returnShip",
          await t.post("/api/wanlshop/refund/returnShip", { id: r, express_name: "DHL", express_no: "R" }, { token }),
        ),
        outcome("receive", await t.post("/api/wanlshop/shop/refund/receive", { id: r }, { token: merchant })),
      ];
    }
    case "settle": {
      await t.database.db.execute(
        sql`update order_jobs set due_at = now() - interval '1 second' where done_at is null`,
      );
      await runOrderJobs(t.database.db);
      // every due timer ran without an error (a failing one is kept with its error and retried)
      const failed = await queryRows<{ id: number; kind: string; last_error: string }>(
        t.database.db,
        sql`select id, kind, last_error from order_jobs where last_error <> ''`,
      );
      return failed.map((j) => ({ call: `job ${j.kind} ${j.id}`, outcome: "failed", msg: j.last_error }));
    }
  }
  return [];
}

/** The three invariants, checked after every step. */
async function checkBooks(where: string) {
  const books = await checkLedger(t.database.db);
  expect(books.problems, where).toEqual([]);
  const wrong = await queryRows(
    t.database.db,
    sql`select g.id from goods g where g.id in (${w.goods.scarf.id}, ${w.goods.sweater.id}, ${w.goods.maxi.id})
        and g.stock + coalesce((select sum(l.number) from order_goods l join orders o on o.id = l.order_id
          where l.goods_id = g.id and o.state <> 7), 0) <> ${STOCK}`,
  );
  expect(wrong, where).toEqual([]);
  // the shopper paid exactly what the server priced: a live paid order costs what it cost less
  // its refunds; a cancelled or fully refunded one (state 7) costs nothing
  const [money] = await queryRows<{ wallet: string; expected: string }>(
    t.database.db,
    sql`select (select balance_minor from ledger_accounts where code = ${`wallet:${w.shopper.userId}`})::text as wallet,
          (100000 - coalesce((select sum(pay_minor - refunded_minor) from orders
            where user_id = ${w.shopper.userId} and paid_at is not null and state <> 7), 0))::text as expected`,
  );
  expect(money?.wallet, where).toBe(money?.expected);
}

describe("the books after any mix", () => {
  it("balance after every step, stock adds up, and every answer is an expected one", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ op: fc.constantFrom(...OPS), pick: fc.nat(200), n: fc.integer({ min: 1, max: 3 }) }), {
          minLength: 25,
          maxLength: 50,
        }),
        async (steps) => {
          const orders: number[] = [];
          const refundsOpen: number[] = [];
          for (const [i, s] of steps.entries()) {
            const where = `step ${i} ${JSON.stringify(s)}`;
            for (const a of await apply(orders, refundsOpen, s))
              expect(EXPECTED[a.call] ?? [], `${where}: ${a.call} answered ${a.outcome} (${a.msg})`).toContain(
                a.outcome,
              );
            await checkBooks(where);
          }
        },
      ),
      { numRuns: 8 },
    );
  });
});
