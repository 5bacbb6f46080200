import { AFTER_SALES_MS, AUTO_CONFIRM_MS, UNPAID_CANCEL_MS } from "@mp/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../seed/index.js";
import { checkLedger } from "../src/modules/wallet/index.js";
import { queryRows } from "../src/platform/db/index.js";
import { createTestApp, type TestApp } from "./harness.js";

const DAY = 86_400_000;

interface OrderTimes {
  id: number;
  shop_id: number;
  state: number;
  created: number;
  paid: number | null;
  shipped: number | null;
  received: number | null;
  until: number | null;
  settled: number | null;
  cancelled: number | null;
  pay_entry: number | null;
  settle_entry: number | null;
}

/**
 * The demo seed's month of history (docs/seed.md#history): orders, refunds and settlements made
 * through the API, each on its own day, so that a first look at the console's dashboard and the
 * demo merchant's shop home shows what their charts are for. What must hold: the figures the two
 * screens answer, every order's dates in the order its steps happen with the timers' gaps
 * between them, money dated with the move that made it, and a ledger that balances.
 */
describe("demo seed: a month of history through the real calls", () => {
  let t: TestApp;
  let staff: string;
  let merchant: string;
  let seededAt: number;

  beforeAll(async () => {
    t = await createTestApp();
    seededAt = Date.now();
    await seed(t.database.db, "demo", { storage: t.app.platform.storage, app: t.app, config: t.app.platform.config });
    staff = (await t.post("/api/admin/auth/login", { account: "admin@demo.test", password: "admin12345" })).data.token;
    merchant = (await t.post("/api/wanlshop/user/login", { account: "merchant@demo.test", password: "merchant123" }))
      .data.userinfo.token;
  }, 600_000);
  afterAll(() => t.close());

  const ordersTimed = () =>
    queryRows<OrderTimes>(
      t.database.db,
      sql`select o.id, o.shop_id, o.state,
            (extract(epoch from o.created_at) * 1000)::float8 as created,
            (extract(epoch from o.paid_at) * 1000)::float8 as paid,
            (extract(epoch from o.shipped_at) * 1000)::float8 as shipped,
            (extract(epoch from o.received_at) * 1000)::float8 as received,
            (extract(epoch from o.aftersales_until) * 1000)::float8 as until,
            (extract(epoch from o.settled_at) * 1000)::float8 as settled,
            (extract(epoch from o.cancelled_at) * 1000)::float8 as cancelled,
            (select (extract(epoch from e.created_at) * 1000)::float8 from ledger_entries e
              where e.reference = 'order:' || o.id || ':pay') as pay_entry,
            (select (extract(epoch from e.created_at) * 1000)::float8 from ledger_entries e
              where e.reference = 'order:' || o.id || ':settle') as settle_entry
          from orders o order by o.id`,
    );

  it("the console's dashboard shows a month of orders, payments, refunds and new customers", async () => {
    const d = (await t.post("/api/admin/dashboard/stats", {}, { token: staff })).data;
    expect(d.last_30_days.orders).toBeGreaterThanOrEqual(40);
    expect(d.last_30_days.paid_orders).toBeGreaterThanOrEqual(30);
    expect(d.last_30_days.refunds).toBeGreaterThanOrEqual(1);
    expect(d.last_30_days.new_users).toBeGreaterThanOrEqual(10);
    expect(Number(d.last_30_days.turnover_minor)).toBeGreaterThan(0);
    const busy = (d.days as { orders: number }[]).filter((day) => day.orders > 0).length;
    expect(busy).toBeGreaterThanOrEqual(25);
  });

  it("the demo merchant's shop home charts its orders, turnover and views over the month, and money settled", async () => {
    const h = (await t.post("/api/wanlshop/shop/home", {}, { token: merchant })).data;
    expect(h.orders).toBeGreaterThanOrEqual(10);
    expect(Number(h.turnover)).toBeGreaterThan(0);
    expect(Number(h.available)).toBeGreaterThan(0);
    const days = h.days as { orders: number; views: number }[];
    expect(days.filter((d) => d.orders > 0).length).toBeGreaterThanOrEqual(8);
    expect(days.filter((d) => d.views > 0).length).toBeGreaterThanOrEqual(8);
  });

  it("each order's steps are dated in order, the timers' gaps between them, and none in the future", async () => {
    const rows = await ordersTimed();
    expect(rows.length).toBeGreaterThanOrEqual(40);
    const oldest = Math.min(...rows.map((o) => o.created));
    expect(seededAt - oldest).toBeGreaterThan(25 * DAY);
    for (const o of rows) {
      const steps = [o.created, o.paid, o.shipped, o.received, o.settled].filter((s): s is number => s !== null);
      expect(steps, `order ${o.id}`).toEqual([...steps].sort((a, b) => a - b));
      for (const s of [...steps, o.cancelled ?? 0]) expect(s).toBeLessThanOrEqual(Date.now());
      // the money moved when the order did
      if (o.paid !== null) expect(o.pay_entry).toBe(o.paid);
      if (o.settled !== null) expect(o.settle_entry ?? o.settled).toBe(o.settled);
      // the after-sales window, and the settlement at its end, by the timer
      if (o.received !== null) expect((o.until as number) - o.received).toBe(AFTER_SALES_MS);
      if (o.settled !== null) expect(o.settled).toBe(o.until);
      // unpaid orders are cancelled by the timer when it was due
      if (o.paid === null && o.cancelled !== null) expect(o.cancelled - o.created).toBe(UNPAID_CANCEL_MS);
    }
    const by = (p: (o: OrderTimes) => boolean) => rows.filter(p).length;
    expect(by((o) => o.settled !== null)).toBeGreaterThanOrEqual(15);
    expect(by((o) => o.paid === null && o.cancelled !== null)).toBeGreaterThanOrEqual(1);
    // some received by the timer: exactly the auto-confirm wait after shipping
    expect(
      by((o) => o.received !== null && o.received - (o.shipped as number) === AUTO_CONFIRM_MS),
    ).toBeGreaterThanOrEqual(1);
    // and the newest still open, as a shop's newest orders are: paid or shipped, not settled
    expect(by((o) => o.paid !== null && o.settled === null && [2, 3, 4].includes(o.state))).toBeGreaterThanOrEqual(1);
  });

  it("refunds were asked and paid back on their days; the ledger balances", async () => {
    const [r] = await queryRows<{ done: number; dated: number }>(
      t.database.db,
      sql`select count(*)::int as done,
            count(*) filter (where completed_at > created_at and completed_at < now() - interval '1 hour')::int as dated
          from refunds where state = 4`,
    );
    expect(r?.done).toBeGreaterThanOrEqual(1);
    expect(r?.dated).toBe(r?.done);
    const check = await checkLedger(t.database.db);
    expect(check.ok, JSON.stringify(check)).toBe(true);
  });
});
