import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffToken } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { booksBalanced, buyingWorld, fund, nordicSupplierGoods } from "../../../test/orders-fixture.js";
import { queryRows } from "../../platform/db/index.js";
import { runOrderJobs } from "./index.js";

/**
 * Pending settlement, settled orders and the finance report (docs/money.md#shop-finance), and the
 * order timers as published data. Time moves by moving due dates, as in timers.test.ts.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof buyingWorld>>;
let merchantId: number;
let supplierItem: number;
let operator: string;
let support: string;
const W = "/api/wanlshop";
const MERCHANT_PAY_PASS = "975310";

beforeAll(async () => {
  t = await createTestApp();
  w = await buyingWorld(t);
  operator = await staffToken(t, "operator@rules.test", "operator");
  support = await staffToken(t, "support@rules.test", "support");
  // a supplier product bought at $80, listed by the shop at 25% for $100; the merchant's fund password
  ({ goodsId: supplierItem, merchantId } = await nordicSupplierGoods(t, w, {
    title: "Cashmere Coat",
    stock: 20,
    payPass: MERCHANT_PAY_PASS,
  }));
  await fund(t, merchantId, 16_000n);
});
afterAll(() => t.close());

const must = (res: { code: number; msg: string; data: any }, what: string) => {
  if (res.code !== 1) throw new Error(`${what}: ${res.msg}`);
  return res.data;
};
const nordic = () => w.merchants.nordic;
const shopper = () => w.shopper.token;
const balanceOfCode = async (code: string) =>
  (
    await queryRows<{ b: string }>(
      t.database.db,
      sql`select balance_minor::text as b from ledger_accounts where code = ${code}`,
    )
  )[0]?.b ?? "0";
const makeDue = (kind: string, orderId: number) =>
  t.database.db.execute(
    sql`update order_jobs set due_at = now() - interval '1 second' where kind = ${kind} and order_id = ${orderId}`,
  );
const today = () => new Date().toISOString().slice(0, 10);

async function buyAndPay(): Promise<number> {
  const [id] = must(
    await t.post(`${W}/order/addOrder`, { goods_id: supplierItem, number: 1 }, { token: shopper() }),
    "add",
  ).order_ids;
  must(
    await t.post(`${W}/pay/payment`, { order_ids: [id], pay_password: w.shopper.payPass }, { token: shopper() }),
    "pay",
  );
  return id as number;
}
/** "Pay and ship": the merchant pays the buy price, then the supplier desk ships the parcel. */
async function ship(id: number) {
  const paid = await t.post(`${W}/shop/order/ship`, { id, pay_password: MERCHANT_PAY_PASS }, { token: nordic() });
  if (paid.code !== 1) return paid;
  return t.post("/api/admin/supplier/ship", { id, express_name: "DHL", express_no: `T${id}` }, { token: operator });
}
const pending = async (token = nordic()) => must(await t.post(`${W}/shop/settle/pending`, {}, { token }), "pending");
const settled = async (token = nordic()) => must(await t.post(`${W}/shop/settle/list`, {}, { token }), "settled");
const report = async (body: object, token = nordic()) =>
  must(await t.post(`${W}/shop/finance/report`, body, { token }), "report");
const rowOf = (page: { data: { id: number }[] }, id: number) => page.data.find((r) => r.id === id) as any;

/** The report's figures summed straight from the postings (not from ledger_daily), for one UTC day. */
async function ledgerFigures(shopId: number, ownerId: number, day: string) {
  const [r] = await queryRows<Record<string, string>>(
    t.database.db,
    sql`select
      coalesce(sum(p.amount_minor) filter (where a.code = ${`settlement:${shopId}`} and e.type = 'pay'), 0)::text as turnover,
      count(distinct e.id) filter (where a.code = ${`settlement:${shopId}`} and e.type = 'pay')::text as orders,
      coalesce(-sum(p.amount_minor) filter (where a.code = ${`settlement:${shopId}`} and e.type = 'refund'), 0)::text as refunds,
      coalesce(-sum(p.amount_minor) filter (where a.code = ${`settlement:${shopId}`} and e.type = 'settlement'), 0)::text as settled,
      coalesce(-sum(p.amount_minor) filter (where a.code = ${`wallet:${ownerId}`}
        and (e.reference like 'order:%:delivery' or e.reference like 'order:%:supplier-return')), 0)::text as supplier
    from ledger_postings p join ledger_entries e on e.id = p.entry_id join ledger_accounts a on a.id = p.account_id
    where (e.created_at at time zone 'UTC')::date = ${day}::date`,
  );
  const cents = (k: string) => BigInt(r?.[k] ?? "0");
  const dollars = (v: bigint) =>
    `${v < 0n ? "-" : ""}${(v < 0n ? -v : v) / 100n}.${String((v < 0n ? -v : v) % 100n).padStart(2, "0")}`;
  return {
    orders: Number(r?.orders ?? 0),
    turnover: dollars(cents("turnover")),
    supplier_cost: dollars(cents("supplier")),
    refunds: dollars(cents("refunds")),
    profit: dollars(cents("turnover") - cents("refunds") - cents("supplier")),
    settled: dollars(cents("settled")),
  };
}

describe("shop finance: money end to end", () => {
  it("$100 sale of an $80 supplier item settles $100 to the wallet with $20 profit; a refund inside the window returns $100 and $80", async () => {
    const wallet = `wallet:${merchantId}`;
    const escrow = `settlement:${w.shops.nordic.id}`;
    const walletBefore = BigInt(await balanceOfCode(wallet));

    // the shopper pays $100
    const id = await buyAndPay();
    await booksBalanced(t);
    let p = await pending();
    expect(p.balance_to_settle).toBe("100.00");
    expect(rowOf(p, id)).toMatchObject({
      buyer_paid: "100.00",
      supplier_cost: "0.00",
      to_settle: "100.00",
      profit: "100.00",
      settles_at: null,
      window_minutes: 7 * 24 * 60,
    });

    // the merchant pays $80 to ship, and the supplier desk ships
    must(await ship(id), "ship");
    await booksBalanced(t);
    expect(BigInt(await balanceOfCode(wallet))).toBe(walletBefore - 8000n);
    p = await pending();
    expect(rowOf(p, id)).toMatchObject({ supplier_cost: "80.00", profit: "20.00" });
    expect(p.available).toBe(((Number(walletBefore) - 8000) / 100).toFixed(2));

    // the shopper confirms: the order settles when the after-sales window ends
    must(await t.post(`${W}/order/confirmOrder`, { id }, { token: shopper() }), "confirm");
    await booksBalanced(t);
    const due = rowOf(await pending(), id).settles_at as number;
    expect(Math.round((due * 1000 - Date.now()) / 86_400_000)).toBe(7);

    // the window closes
    await makeDue("settle", id);
    await runOrderJobs(t.database.db);
    await booksBalanced(t);
    expect(BigInt(await balanceOfCode(wallet))).toBe(walletBefore - 8000n + 10_000n);
    expect(await balanceOfCode(escrow)).toBe("0");
    const [entry] = await queryRows<{ type: string; amount: string }>(
      t.database.db,
      sql`select e.type, p.amount_minor::text as amount from ledger_entries e join ledger_postings p on p.entry_id = e.id
          join ledger_accounts a on a.id = p.account_id where e.reference = ${`order:${id}:settle`} and a.code = ${wallet}`,
    );
    expect(entry).toEqual({ type: "settlement", amount: "10000" });
    p = await pending();
    expect(rowOf(p, id)).toBeUndefined();
    expect(p.balance_to_settle).toBe("0.00");
    const s = rowOf(await settled(), id);
    expect(s).toMatchObject({ buyer_paid: "100.00", supplier_cost: "80.00", profit: "20.00" });
    expect(s.entry).toMatchObject({ reference: `order:${id}:settle`, amount: "100.00" });

    let r = await report({ by: "day", from: today(), to: today() });
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0]).toMatchObject({
      period: today(),
      orders: 1,
      turnover: "100.00",
      supplier_cost: "80.00",
      refunds: "0.00",
      profit: "20.00",
      settled: "100.00",
    });
    const { period: _p, ...dayFigures } = r.rows[0];
    expect(dayFigures).toEqual(await ledgerFigures(w.shops.nordic.id, merchantId, today()));

    // the same with a refund inside the window: the shopper gets $100 back, the merchant $80
    const shopperBefore = BigInt(await balanceOfCode(`wallet:${w.shopper.userId}`));
    const id2 = await buyAndPay();
    must(await ship(id2), "ship");
    must(await t.post(`${W}/order/confirmOrder`, { id: id2 }, { token: shopper() }), "confirm");
    expect(rowOf(await pending(), id2)).toMatchObject({ supplier_cost: "80.00", profit: "20.00" });
    const walletMid = BigInt(await balanceOfCode(wallet));
    const refund = must(
      await t.post(
        `${W}/refund/apply`,
        { order_id: id2, type: 0, money: "100.00", reason: "Changed my mind", images: [] },
        { token: shopper() },
      ),
      "apply",
    );
    await booksBalanced(t);
    must(await t.post(`${W}/shop/refund/agree`, { id: refund.id }, { token: nordic() }), "agree");
    await booksBalanced(t);
    expect(BigInt(await balanceOfCode(`wallet:${w.shopper.userId}`))).toBe(shopperBefore);
    expect(BigInt(await balanceOfCode(wallet))).toBe(walletMid + 8000n);
    expect(rowOf(await pending(), id2)).toBeUndefined();
    await makeDue("settle", id2);
    await runOrderJobs(t.database.db);
    await booksBalanced(t);
    expect(BigInt(await balanceOfCode(wallet))).toBe(walletMid + 8000n);

    r = await report({ by: "day", from: today(), to: today() });
    expect(r.rows[0]).toMatchObject({
      orders: 2,
      turnover: "200.00",
      supplier_cost: "80.00",
      refunds: "100.00",
      profit: "20.00",
      settled: "100.00",
    });
    const { period: _q, ...figures } = r.rows[0];
    expect(figures).toEqual(await ledgerFigures(w.shops.nordic.id, merchantId, today()));
    expect(r.totals).toEqual(figures);
    const month = await report({ by: "month" });
    expect(month.rows).toHaveLength(12);
    expect(month.rows.at(-1)).toMatchObject({ period: today().slice(0, 7), ...figures });
  });

  it("lists every unpaid-for-settlement order with what the escrow holds for it", async () => {
    const a = await buyAndPay();
    const b = await buyAndPay();
    must(await ship(b), "ship");
    const p = await pending();
    expect(p.data.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([a, b]));
    const held = p.data.reduce((n: number, r: { to_settle: string }) => n + Math.round(Number(r.to_settle) * 100), 0);
    expect(Math.round(Number(p.balance_to_settle) * 100)).toBe(held);
    // newest first, and the unpaid order is not there
    const [unpaid] = must(
      await t.post(`${W}/order/addOrder`, { goods_id: supplierItem, number: 1 }, { token: shopper() }),
      "add",
    ).order_ids;
    const again = await pending();
    expect(rowOf(again, unpaid)).toBeUndefined();
    expect(again.data[0].id).toBe(b);
  });
});

describe("shop finance: who may see it", () => {
  it("another merchant sees none of the first shop's orders or money; a shopper gets No shop", async () => {
    const tokyo = w.merchants.tokyo;
    const p = await pending(tokyo);
    expect(p.data).toEqual([]);
    expect(p.balance_to_settle).toBe("0.00");
    expect((await settled(tokyo)).data).toEqual([]);
    const r = await report({ by: "day", from: today(), to: today() }, tokyo);
    expect(r.totals).toMatchObject({ orders: 0, turnover: "0.00", profit: "0.00", settled: "0.00" });
    for (const path of ["settle/pending", "settle/list", "finance/report"]) {
      const res = await t.post(`${W}/shop/${path}`, { by: "day" }, { token: shopper() });
      expect(res.code).toBe(0);
      expect(res.msg).toBe("No shop");
      expect((await t.post(`${W}/shop/${path}`, {})).code).toBe(401);
    }
  });

  it("refuses a report range that is backwards or too long", async () => {
    for (const body of [
      { by: "day", from: "2026-02-01", to: "2026-01-01" },
      { by: "day", from: "2024-01-01", to: "2026-01-01" },
      { by: "day", from: "2026-02-30", to: "2026-03-01" },
      { by: "month", from: "2010-01-01", to: "2026-01-01" },
    ]) {
      const res = await t.post(`${W}/shop/finance/report`, body, { token: nordic() });
      expect(res.error).toBe("report_range_invalid");
    }
    const r = await report({ by: "month", from: "2026-01-15", to: "2026-03-02" });
    expect(r).toMatchObject({ from: "2026-01-01", to: "2026-03-31" });
    expect(r.rows.map((x: { period: string }) => x.period)).toEqual(["2026-01", "2026-02", "2026-03"]);
  });
});

describe("order timers as published data", () => {
  const A = "/api/admin/rules";
  it("operators read and save them, validated and audited; others may not", async () => {
    const read = must(await t.post(`${A}/order_timers`, {}, { token: operator }), "read");
    expect(read.timers).toEqual({
      unpaid_cancel_minutes: 2880,
      auto_confirm_minutes: 10080,
      after_sales_minutes: 10080,
    });
    expect((await t.post(`${A}/order_timers`, {}, { token: support })).error).toBe("forbidden");
    expect((await t.post(`${A}/order_timers`, {}, { token: nordic() })).code).toBe(401);
    const good = { unpaid_cancel_minutes: 60, auto_confirm_minutes: 1440, after_sales_minutes: 10080 };
    expect((await t.post(`${A}/order_timers_save`, good, { token: support })).error).toBe("forbidden");
    for (const bad of [
      { ...good, unpaid_cancel_minutes: 0 },
      { ...good, auto_confirm_minutes: 1.5 },
      { ...good, after_sales_minutes: -1 },
      { ...good, after_sales_minutes: 90 * 1440 + 1 },
      { ...good, unpaid_cancel_minutes: "soon" },
    ]) {
      const res = await t.post(`${A}/order_timers_save`, bad, { token: operator });
      expect(res.error).toBe("timer_invalid");
    }
    expect(must(await t.post(`${A}/order_timers`, {}, { token: operator }), "read").timers.unpaid_cancel_minutes).toBe(
      2880,
    );
    must(await t.post(`${A}/order_timers_save`, good, { token: operator }), "save");
    expect(must(await t.post(`${A}/order_timers`, {}, { token: operator }), "read").timers).toEqual(good);
    const [audit] = await queryRows<{ action: string; detail: any }>(
      t.database.db,
      sql`select action, detail from audit_log where target = 'setting:order_timers' order by id desc limit 1`,
    );
    expect(audit?.action).toBe("rules.order_timers");
    expect(audit?.detail.after).toEqual(good);

    // a new order's unpaid timer follows the setting
    const [id] = must(
      await t.post(`${W}/order/addOrder`, { goods_id: supplierItem, number: 1 }, { token: shopper() }),
      "add",
    ).order_ids;
    const [job] = await queryRows<{ due_at: Date }>(
      t.database.db,
      sql`select due_at from order_jobs where kind = 'unpaid_cancel' and order_id = ${id}`,
    );
    expect(Math.round((new Date(job?.due_at as Date).getTime() - Date.now()) / 60_000)).toBe(60);
  });

  it("an order keeps the due dates it was given when the timers change later (the past is not rewritten)", async () => {
    const timers = { unpaid_cancel_minutes: 120, auto_confirm_minutes: 4320, after_sales_minutes: 10080 };
    await fund(t, merchantId, 16_000n, "test-fund:timers"); // the buy price of the two orders shipped here
    must(await t.post(`${A}/order_timers_save`, timers, { token: operator }), "save old");
    const [unpaid] = must(
      await t.post(`${W}/order/addOrder`, { goods_id: supplierItem, number: 1 }, { token: shopper() }),
      "add",
    ).order_ids;
    const shipped = await buyAndPay();
    must(await ship(shipped), "ship");
    const due = async (kind: string, id: number) =>
      (
        await queryRows<{ due_at: Date }>(
          t.database.db,
          sql`select due_at from order_jobs where kind = ${kind} and order_id = ${id}`,
        )
      ).map((r) => new Date(r.due_at).getTime())[0];
    // and one received under the old 7-day after-sales window
    const received = await buyAndPay();
    must(await ship(received), "ship received");
    must(await t.post(`${W}/order/confirmOrder`, { id: received }, { token: shopper() }), "confirm");
    const endOf = async (id: number) =>
      must(await t.post(`${W}/order/getOrderInfo`, { id }, { token: shopper() }), "info").aftersale_end as number;
    const before = {
      cancel: await due("unpaid_cancel", unpaid),
      confirm: await due("auto_confirm", shipped),
      settle: await due("settle", received),
      aftersale_end: await endOf(received),
    };
    expect(before.cancel).toBeGreaterThan(0);
    expect(before.confirm).toBeGreaterThan(0);
    expect(Math.round((before.aftersale_end - Date.now() / 1000) / 60)).toBe(10080);
    must(
      await t.post(
        `${A}/order_timers_save`,
        { unpaid_cancel_minutes: 5, auto_confirm_minutes: 60, after_sales_minutes: 1 },
        { token: operator },
      ),
      "save new",
    );
    expect({
      cancel: await due("unpaid_cancel", unpaid),
      confirm: await due("auto_confirm", shipped),
      settle: await due("settle", received),
      aftersale_end: await endOf(received),
    }).toEqual(before);
    // a refund inside the window it was given is still accepted after the window was shortened
    await t.database.db.execute(
      sql`update orders set received_at = received_at - interval '10 minutes' where id = ${received}`,
    );
    const refund = await t.post(
      `${W}/refund/apply`,
      { order_id: received, type: 0, money: "1.00", reason: "Still in my window", images: [] },
      { token: shopper() },
    );
    expect(refund.code, refund.msg).toBe(1);
    // the next order is given the new timer
    const [next] = must(
      await t.post(`${W}/order/addOrder`, { goods_id: supplierItem, number: 1 }, { token: shopper() }),
      "add next",
    ).order_ids;
    expect(Math.round((((await due("unpaid_cancel", next)) as number) - Date.now()) / 60_000)).toBe(5);
    expect(Math.round(((before.cancel as number) - Date.now()) / 60_000)).toBe(120);
  });

  it("an after-sales window of 0 settles the order at the next run after receipt, and closes refunds", async () => {
    must(
      await t.post(
        `${A}/order_timers_save`,
        { unpaid_cancel_minutes: 2880, auto_confirm_minutes: 10080, after_sales_minutes: 0 },
        { token: operator },
      ),
      "save",
    );
    const id = await buyAndPay();
    must(await ship(id), "ship");
    must(await t.post(`${W}/order/confirmOrder`, { id }, { token: shopper() }), "confirm");
    const late = await t.post(
      `${W}/refund/apply`,
      { order_id: id, type: 0, money: "1.00", reason: "Too late", images: [] },
      { token: shopper() },
    );
    expect(late.error).toBe("after_sales_expired");
    // the order tells the web when its window ends, so the refund button follows the setting
    const info = must(await t.post(`${W}/order/getOrderInfo`, { id }, { token: shopper() }), "info");
    expect(info.aftersale_end).toBe(info.taketime);
    await runOrderJobs(t.database.db);
    await booksBalanced(t);
    expect(rowOf(await settled(), id)?.entry).toMatchObject({ reference: `order:${id}:settle`, amount: "100.00" });
  });
});
