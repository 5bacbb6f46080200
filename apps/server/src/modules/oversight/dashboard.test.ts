import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser, staffToken } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { buyingWorld } from "../../../test/orders-fixture.js";
import { queryRows } from "../../platform/db/index.js";

let t: TestApp;
let w: Awaited<ReturnType<typeof buyingWorld>>;
const staff: Record<"admin" | "operator" | "finance" | "support", string> = {
  admin: "",
  operator: "",
  finance: "",
  support: "",
};
const R = "/api/wanlshop/refund";

const must = (res: { code: number; msg: string; data: any }, what: string) => {
  if (res.code !== 1) throw new Error(`${what}: ${res.msg}`);
  return res.data;
};
const stats = async (role: keyof typeof staff) =>
  must(await t.post("/api/admin/dashboard/stats", {}, { token: staff[role] }), `stats as ${role}`);
const auditRows = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from audit_log`))[0]?.n ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  w = await buyingWorld(t);
  for (const role of ["admin", "operator", "finance", "support"] as const)
    staff[role] = await staffToken(t, `${role}@oversight.test`, role);
});
afterAll(() => t.close());

describe("the dashboard", () => {
  it("counts today's new users, orders, paid turnover and refunds, per UTC day for 30 days", async () => {
    const before = await stats("admin");
    expect(before.days).toHaveLength(30);
    expect(before.days[29].day).toBe(new Date().toISOString().slice(0, 10));
    expect(before.today).toEqual(before.days[29]);
    expect(before).toMatchObject({ users: expect.any(Number), locked_users: 0, staff: 4 });

    await quickUser(t, "fresh@oversight.test");
    const token = w.shopper.token;
    const [id] = must(
      await t.post("/api/wanlshop/order/addOrder", { goods_id: w.goods.sweater.id, number: 1 }, { token }),
      "add",
    ).order_ids;
    must(
      await t.post("/api/wanlshop/pay/payment", { order_ids: [id], pay_password: w.shopper.payPass }, { token }),
      "pay",
    );
    const paid = (
      await queryRows<{ p: number }>(t.database.db, sql`select pay_minor::int as p from orders where id = ${id}`)
    )[0]?.p as number;

    const after = await stats("admin");
    expect(after.today.new_users).toBe(before.today.new_users + 1);
    expect(after.today.orders).toBe(before.today.orders + 1);
    expect(after.today.paid_orders).toBe(before.today.paid_orders + 1);
    expect(after.today.turnover_minor).toBe(before.today.turnover_minor + paid);
    expect(after.last_30_days.turnover_minor).toBe(before.last_30_days.turnover_minor + paid);

    // a refund refused by the merchant and taken to the platform: pending for operator and support
    const refund = must(
      await t.post(
        `${R}/apply`,
        { order_id: id, type: 0, money: "10.00", reason: "Wrong colour", images: ["/uploads/public/a/b.webp"] },
        { token },
      ),
      "apply",
    );
    must(
      await t.post(
        "/api/wanlshop/shop/refund/refuse",
        { id: refund.id, reason: "It is the colour shown" },
        { token: w.merchants.nordic },
      ),
      "refuse",
    );
    must(await t.post(`${R}/arbitration`, { id: refund.id }, { token }), "escalate");
    const pendingOf = (s: { pending: { kind: string; count: number; link: string }[] }) =>
      Object.fromEntries(s.pending.map((p) => [p.kind, p.count]));
    expect(pendingOf(await stats("support"))).toEqual({ refunds: 1 });
    expect(pendingOf(await stats("operator"))).toMatchObject({ refunds: 1, shop_applications: 0, supplier: 0 });
    expect(Object.keys(pendingOf(await stats("finance"))).sort()).toEqual(["bond_refunds", "recharges", "withdrawals"]);
    expect((await stats("admin")).pending).toHaveLength(7);
    expect((await stats("support")).pending[0].link).toBe("/admin/refunds");

    // the arbitration page's detail: both statements, the order, its history
    const detail = must(
      await t.post("/api/admin/refund/detail", { id: refund.id }, { token: staff.support }),
      "detail",
    );
    expect(detail.refund).toMatchObject({ reason: "Wrong colour", refuse_reason: "It is the colour shown", state: 3 });
    expect(detail.refund.images).toEqual(["/uploads/public/a/b.webp"]);
    expect(detail.order).toMatchObject({ id, user_id: w.shopper.userId });
    expect(detail.order.goods.length).toBe(1);
    expect(detail.events.length).toBeGreaterThan(0);
    expect((await t.post("/api/admin/refund/detail", { id: 999999 }, { token: staff.support })).error).toBe(
      "refund_not_found",
    );

    must(
      await t.post(
        "/api/admin/refund/arbitrate",
        { id: refund.id, approve: 1, note: "Photo shows another colour" },
        { token: staff.support },
      ),
      "arbitrate",
    );
    const done = await stats("admin");
    expect(done.today.refunds).toBe(before.today.refunds + 1);
    expect(done.today.refunded_minor).toBe(before.today.refunded_minor + 1000);
    expect(pendingOf(done).refunds).toBe(0);
  });

  it("shows the last ledger check: none, then each run of finance's Run now, recorded and audited", async () => {
    expect((await stats("finance")).ledger_check).toBeNull();
    expect((await t.post("/api/admin/finance/ledger_check", {}, { token: staff.support })).error).toBe("forbidden");
    const audits = await auditRows();
    const run = must(await t.post("/api/admin/finance/ledger_check", {}, { token: staff.finance }), "check");
    expect(run).toMatchObject({ ok: true, problem_count: 0, problems: [] });
    expect(await auditRows()).toBe(audits + 1);
    expect((await stats("operator")).ledger_check).toMatchObject({ ok: true, checked_at: run.checked_at });

    // a cached balance that drifted from its postings: the next check says by how much
    await t.database.db.execute(
      sql`update ledger_accounts set balance_minor = balance_minor + 7 where id = (select min(id) from ledger_accounts)`,
    );
    const broken = must(await t.post("/api/admin/finance/ledger_check", {}, { token: staff.admin }), "check");
    expect(broken.ok).toBe(false);
    expect(broken.problem_count).toBeGreaterThan(0);
    expect(broken.problems.join("\n")).toMatch(/caches/);
    expect((await stats("finance")).ledger_check).toMatchObject({ ok: false, problem_count: broken.problem_count });
    const [entry] = (await t.post("/api/admin/audit/list", { action: "ledger.check" }, { token: staff.admin })).data
      .data;
    expect(entry.detail).toMatchObject({ before: { ok: true }, after: { ok: false } });
    await t.database.db.execute(
      sql`update ledger_accounts set balance_minor = balance_minor - 7 where id = (select min(id) from ledger_accounts)`,
    );
  });
});

describe("the audit log's filters", () => {
  it("narrows by actor (id or e-mail), action prefix, object and UTC dates", async () => {
    const list = async (body: object) =>
      must(await t.post("/api/admin/audit/list", body, { token: staff.admin }), "audit");
    const all = await list({});
    expect(all.total).toBeGreaterThan(2);
    const bySupport = await list({ actor: "support@oversight.test" });
    expect(bySupport.total).toBeGreaterThan(0);
    expect(bySupport.data.every((r: { staff_email: string }) => r.staff_email === "support@oversight.test")).toBe(true);
    const supportId = bySupport.data[0].staff_id;
    expect((await list({ actor: String(supportId) })).total).toBe(bySupport.total);
    const refunds = await list({ action: "refund." });
    expect(refunds.data.map((r: { action: string }) => r.action)).toEqual(["refund.arbitrate.approve"]);
    expect(refunds.data[0].detail).toEqual({
      before: { state: 3 },
      after: { state: 4 },
      note: "Photo shows another colour",
    });
    // the prefix is literal: "_" and "%" match themselves only
    expect((await list({ action: "refund%" })).total).toBe(0);
    const target = refunds.data[0].target;
    expect((await list({ target })).data.map((r: { target: string }) => r.target)).toEqual([target]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ date_from: today, date_to: today })).total).toBe(all.total);
    expect((await list({ date_to: "2001-01-01" })).total).toBe(0);
    for (const bad of [
      { date_from: "2026-02-30" },
      { date_to: "yesterday" },
      { date_from: "2026-05-02", date_to: "2026-05-01" },
    ])
      expect((await t.post("/api/admin/audit/list", bad, { token: staff.admin })).error, JSON.stringify(bad)).toBe(
        "report_range_invalid",
      );
  });
});
