import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { booksBalanced, buyingWorld } from "../../../test/orders-fixture.js";
import { afterCommit } from "../../platform/after-commit.js";
import { queryRows } from "../../platform/db/index.js";
import { runOrderJobs, startOrderJobs } from "./index.js";
import { runDueJobs } from "./jobs.js";
import { scheduleJob } from "./jobs.repo.js";

/**
 * The order timers are rows in order_jobs. Tests move time by moving due dates (and the
 * receipt date), never by sleeping; then they run what is due, as the runner does.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof buyingWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await buyingWorld(t);
});
afterAll(() => t.close());

const must = (res: { code: number; msg: string; data: any }, what: string) => {
  if (res.code !== 1) throw new Error(`${what}: ${res.msg}`);
  return res.data;
};
const job = async (kind: string, orderId: number) =>
  (
    await queryRows<{ due_at: Date; done_at: Date | null; attempts: number }>(
      t.database.db,
      sql`select due_at, done_at, attempts from order_jobs where kind = ${kind} and order_id = ${orderId}`,
    )
  )[0];
const makeDue = (kind: string, orderId: number) =>
  t.database.db.execute(
    sql`update order_jobs set due_at = now() - interval '1 second' where kind = ${kind} and order_id = ${orderId}`,
  );
const stateOf = async (id: number) =>
  (await queryRows<{ state: number }>(t.database.db, sql`select state from orders where id = ${id}`))[0]?.state;
const account = async (c: string) =>
  BigInt(
    (
      await queryRows<{ b: string }>(
        t.database.db,
        sql`select balance_minor::text as b from ledger_accounts where code = ${c}`,
      )
    )[0]?.b ?? "0",
  );
const DAY = 86_400_000;

describe("order timers", () => {
  it("cancels an order left unpaid for 2 days: stock back, shopper told", async () => {
    const token = w.shopper.token;
    const [id] = must(
      await t.post("/api/wanlshop/order/addOrder", { goods_id: w.goods.scarf.id, number: 3 }, { token }),
      "add",
    ).order_ids;
    const j = await job("unpaid_cancel", id);
    const due = new Date(j?.due_at as Date).getTime() - Date.now();
    expect(due).toBeGreaterThan(2 * DAY - 60_000);
    expect(due).toBeLessThanOrEqual(2 * DAY);
    expect(await runOrderJobs(t.database.db)).toBe(0);
    expect(await stateOf(id)).toBe(1);
    await makeDue("unpaid_cancel", id);
    expect(await runOrderJobs(t.database.db)).toBe(1);
    expect(await stateOf(id)).toBe(7);
    expect(
      (
        await queryRows<{ stock: number }>(t.database.db, sql`select stock from goods where id = ${w.goods.scarf.id}`)
      )[0]?.stock,
    ).toBe(10);
    expect((await job("unpaid_cancel", id))?.done_at).not.toBeNull();
    const [n] = await queryRows<{ text: unknown }>(
      t.database.db,
      sql`select text from notices where user_id = ${w.shopper.userId} and modules_id = ${id}`,
    );
    expect(n?.text).toEqual({
      key: "notice.order_cancelled_unpaid",
      params: { order_no: expect.any(String), wait: { text: { key: "common.duration.day", params: { count: 2 } } } },
    });
  });

  it("leaves a paid order alone when its unpaid timer fires", async () => {
    const token = w.shopper.token;
    const [id] = must(
      await t.post("/api/wanlshop/order/addOrder", { goods_id: w.goods.scarf.id, number: 1 }, { token }),
      "add",
    ).order_ids;
    must(
      await t.post("/api/wanlshop/pay/payment", { order_ids: [id], pay_password: w.shopper.payPass }, { token }),
      "pay",
    );
    await makeDue("unpaid_cancel", id);
    await runOrderJobs(t.database.db);
    expect(await stateOf(id)).toBe(2);
  });

  it("confirms receipt 7 days after shipping, then settles the shop 7 days after receipt", async () => {
    const token = w.shopper.token;
    const [id] = must(
      await t.post("/api/wanlshop/order/addOrder", { goods_id: w.goods.sweater.id, number: 1 }, { token }),
      "add",
    ).order_ids;
    must(
      await t.post("/api/wanlshop/pay/payment", { order_ids: [id], pay_password: w.shopper.payPass }, { token }),
      "pay",
    );
    must(
      await t.post(
        "/api/wanlshop/shop/order/ship",
        { id, express_name: "DHL", express_no: "T1" },
        { token: w.merchants.nordic },
      ),
      "ship",
    );
    const confirmDue = new Date((await job("auto_confirm", id))?.due_at as Date).getTime() - Date.now();
    expect(Math.round(confirmDue / DAY)).toBe(7);
    await makeDue("auto_confirm", id);
    await runOrderJobs(t.database.db);
    expect(await stateOf(id)).toBe(4);
    const settleDue = new Date((await job("settle", id))?.due_at as Date).getTime() - Date.now();
    expect(Math.round(settleDue / DAY)).toBe(7);

    const merchant = (
      await queryRows<{ user_id: number }>(
        t.database.db,
        sql`select user_id from shops where id = ${w.shops.nordic.id}`,
      )
    )[0]?.user_id as number;
    const walletBefore = await account(`wallet:${merchant}`);
    const held = await account(`settlement:${w.shops.nordic.id}`);
    await makeDue("settle", id);
    await runOrderJobs(t.database.db);
    expect(await stateOf(id)).toBe(6);
    expect(await account(`wallet:${merchant}`)).toBe(walletBefore + 4990n);
    expect(await account(`settlement:${w.shops.nordic.id}`)).toBe(held - 4990n);
    const [entry] = await queryRows<{ type: string }>(
      t.database.db,
      sql`select type from ledger_entries where reference = ${`order:${id}:settle`}`,
    );
    expect(entry?.type).toBe("settlement");
    // too late for after-sales now
    const late = await t.post(
      "/api/wanlshop/refund/apply",
      { order_id: id, type: 0, money: "1.00", reason: "late" },
      { token },
    );
    expect(late.error).toBe("after_sales_expired");
    await booksBalanced(t);
  });

  it("holds settlement while a refund is open, and settles what is left once it is decided", async () => {
    const token = w.shopper.token;
    const [id] = must(
      await t.post("/api/wanlshop/order/addOrder", { goods_id: w.goods.maxi.id, number: 1 }, { token }),
      "add",
    ).order_ids;
    must(
      await t.post("/api/wanlshop/pay/payment", { order_ids: [id], pay_password: w.shopper.payPass }, { token }),
      "pay",
    );
    must(
      await t.post(
        "/api/wanlshop/shop/order/ship",
        { id, express_name: "DHL", express_no: "T2" },
        { token: w.merchants.nordic },
      ),
      "ship",
    );
    must(await t.post("/api/wanlshop/order/confirmOrder", { id }, { token }), "confirm");
    const r = must(
      await t.post("/api/wanlshop/refund/apply", { order_id: id, type: 0, money: "5.00", reason: "Stain" }, { token }),
      "apply",
    );
    await makeDue("settle", id);
    await runOrderJobs(t.database.db);
    expect(await stateOf(id)).toBe(4);
    const waiting = await job("settle", id);
    expect(waiting?.done_at).toBeNull();
    expect(new Date(waiting?.due_at as Date).getTime()).toBeGreaterThan(Date.now());
    const [none] = await queryRows(
      t.database.db,
      sql`select 1 from ledger_entries where reference = ${`order:${id}:settle`}`,
    );
    expect(none).toBeUndefined();
    must(await t.post("/api/wanlshop/shop/refund/agree", { id: r.id }, { token: w.merchants.nordic }), "agree");
    await makeDue("settle", id);
    await runOrderJobs(t.database.db);
    const [settled] = await queryRows<{ amount: string }>(
      t.database.db,
      sql`select p.amount_minor::text as amount from ledger_entries e join ledger_postings p on p.entry_id = e.id
          join ledger_accounts a on a.id = p.account_id where e.reference = ${`order:${id}:settle`} and a.kind = 'wallet'`,
    );
    expect(settled?.amount).toBe("3000");
    await booksBalanced(t);
  });

  it("a refusal not taken to arbitration by the end of the window is closed, and the shop is settled", async () => {
    const token = w.shopper.token;
    const [id] = must(
      await t.post("/api/wanlshop/order/addOrder", { goods_id: w.goods.scarf.id, number: 1 }, { token }),
      "add",
    ).order_ids;
    must(
      await t.post("/api/wanlshop/pay/payment", { order_ids: [id], pay_password: w.shopper.payPass }, { token }),
      "pay",
    );
    const r = must(
      await t.post(
        "/api/wanlshop/refund/apply",
        { order_id: id, type: 0, money: "2.00", reason: "Box dented" },
        { token },
      ),
      "apply",
    );
    must(
      await t.post(
        "/api/wanlshop/shop/refund/refuse",
        { id: r.id, reason: "Box is fine" },
        { token: w.merchants.tokyo },
      ),
      "refuse",
    );
    // a refused refund does not hold the parcel back
    must(
      await t.post(
        "/api/wanlshop/shop/order/ship",
        { id, express_name: "DHL", express_no: "T3" },
        { token: w.merchants.tokyo },
      ),
      "ship",
    );
    must(await t.post("/api/wanlshop/order/confirmOrder", { id }, { token }), "confirm");
    await makeDue("settle", id);
    await runOrderJobs(t.database.db);
    expect(await stateOf(id)).toBe(6);
    expect(must(await t.post("/api/wanlshop/refund/info", { id: r.id }, { token }), "info").state).toBe(5);
    expect((await t.post("/api/wanlshop/refund/arbitration", { id: r.id }, { token })).error).toBe("refund_state");
    await booksBalanced(t);
  });

  it("the runner started by the server picks up due jobs from the database (they survive restarts) and stops cleanly", async () => {
    const token = w.shopper.token;
    const [id] = must(
      await t.post("/api/wanlshop/order/addOrder", { goods_id: w.goods.scarf.id, number: 1 }, { token }),
      "add",
    ).order_ids;
    await makeDue("unpaid_cancel", id);
    const runner = startOrderJobs(t.database.db, t.app.log, 20);
    for (let i = 0; i < 100 && (await stateOf(id)) !== 7; i++) await new Promise((r) => setTimeout(r, 50));
    await runner.stop();
    expect(await stateOf(id)).toBe(7);
  });

  it("two runners at once run each due job once", async () => {
    const token = w.shopper.token;
    const ids: number[] = [];
    for (let i = 0; i < 6; i++)
      ids.push(
        must(await t.post("/api/wanlshop/order/addOrder", { goods_id: w.goods.scarf.id, number: 1 }, { token }), "add")
          .order_ids[0],
      );
    for (const id of ids) await makeDue("unpaid_cancel", id);
    const [a, b] = await Promise.all([runOrderJobs(t.database.db), runOrderJobs(t.database.db)]);
    expect((a ?? 0) + (b ?? 0)).toBe(6);
    const rows = await queryRows<{ attempts: number }>(
      t.database.db,
      sql`select attempts from order_jobs where kind = 'unpaid_cancel' and order_id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );
    expect(rows.map((r) => r.attempts)).toEqual([1, 1, 1, 1, 1, 1]);
    for (const id of ids) expect(await stateOf(id)).toBe(7);
  });

  it("runs a job's after-commit work (its pushes) once the job has committed, and never for a job that failed", async () => {
    const seen: string[] = [];
    const doneAtWhenRun = async (orderId: number) =>
      (await job("settle", orderId))?.done_at ? "committed" : "not committed";
    // order ids far above the fixture's, so the real handlers never meet these rows
    const [ok, bad] = [900_001, 900_002];
    const past = new Date(Date.now() - 1000);
    await scheduleJob(t.database.db, "settle", ok, past);
    await scheduleJob(t.database.db, "settle", bad, past);
    const handler = async (db: Parameters<typeof afterCommit>[0], orderId: number) => {
      afterCommit(db, async () => seen.push(`${orderId}: ${await doneAtWhenRun(orderId)}`));
      if (orderId === bad) throw new Error("job failed");
      return true;
    };
    const ran = await runDueJobs(t.database.db, {
      settle: handler,
      auto_confirm: async () => true,
      unpaid_cancel: async () => true,
    });
    expect(ran).toBe(2);
    await expect.poll(() => seen.length).toBe(1);
    await new Promise((r) => setTimeout(r, 100));
    expect(seen).toEqual([`${ok}: committed`]);
    expect(await job("settle", bad)).toMatchObject({ done_at: null, attempts: 1 });
    await t.database.db.execute(sql`delete from order_jobs where order_id in (${ok}, ${bad})`);
  });
});
