import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser, staffToken } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { queryRows } from "../../platform/db/index.js";
import { useCoupon } from "./index.js";

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

/** Staff change an issued coupon: edit what is safe to change, end it now, delete one nobody claimed. */
describe("coupons: edit, end and delete in the console", () => {
  let t: TestApp;
  let op: string;
  let ann: { token: string; userId: number };
  const issue = async (body: object) => {
    const res = await t.post(
      "/api/admin/coupon/add",
      {
        kind: "reduction",
        name: "R $10 over $100",
        amount: "10",
        threshold: "100",
        total: 50,
        ends_at: now() + 30 * DAY,
        ...body,
      },
      { token: op },
    );
    expect(res.code).toBe(1);
    return res.data.id as number;
  };
  const admin = (path: string, body: object, token = op) => t.post(`/api/admin/coupon/${path}`, body, { token });
  const listed = async (id: number) =>
    ((await admin("list", { limit: 100 })).data.data as { id: number }[]).find((c) => c.id === id) as any;
  const annTab = async (type: string) =>
    (await t.post("/api/wanlshop/coupon/lists", { type }, { token: ann.token })).data.data as any[];
  const audits = (target: string) =>
    queryRows<{ action: string; detail: any }>(
      t.database.db,
      sql`select action, detail from audit_log where target = ${target} order by id`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    op = await staffToken(t, "op@coupon-admin.test", "operator");
    ann = await quickUser(t, "ann@coupon-admin.test");
  });
  afterAll(() => t.close());

  it("lets only operators and admins change coupons, and changes nothing for anyone else", async () => {
    const id = await issue({ name: "Guarded" });
    const fin = await staffToken(t, "fin@coupon-admin.test", "finance");
    const calls: [string, object][] = [
      ["save", { id, name: "Hacked", total: 1, per_user: 1, ends_at: now() + DAY }],
      ["end", { id }],
      ["del", { id }],
    ];
    for (const [path, body] of calls) {
      expect((await admin(path, body, fin)).error, path).toBe("forbidden");
      expect((await admin(path, body, ann.token)).code, path).not.toBe(1);
    }
    expect(await listed(id)).toMatchObject({ name: "Guarded", total: 50 });
    expect(await audits(`coupon:${id}`)).toEqual([expect.objectContaining({ action: "coupon.add" })]);
  });

  it("edits the name, total, per-shopper limit and end; the value stays; unused claims end with it", async () => {
    const id = await issue({ name: "Spring", total: 3 });
    expect((await t.post("/api/wanlshop/coupon/receive", { id }, { token: ann.token })).code).toBe(1);
    const later = now() + 60 * DAY;
    const res = await admin("save", { id, name: "Spring sale", total: 40, per_user: 2, ends_at: later, amount: "99" });
    expect(res.code).toBe(1);
    expect(await listed(id)).toMatchObject({
      name: "Spring sale",
      total: 40,
      remaining: 39,
      per_user: 2,
      endtime: later,
      amount: "10.00",
      threshold: "100.00",
      used: 0,
    });
    // the claim Ann holds now ends with the coupon
    expect((await annTab("unused")).find((c) => c.id === id)).toMatchObject({ name: "Spring sale", endtime: later });
    const [added, saved] = await audits(`coupon:${id}`);
    expect(added?.action).toBe("coupon.add");
    expect(saved).toMatchObject({
      action: "coupon.save",
      detail: {
        before: { name: "Spring", total: 3, per_user: 1 },
        after: { name: "Spring sale", total: 40, per_user: 2 },
      },
    });

    const base = { id, name: "x", total: 40, per_user: 1, ends_at: later };
    expect(await admin("save", { ...base, total: 0 })).toMatchObject({ code: 0, field: "total" });
    expect(await admin("save", { ...base, ends_at: now() - 60 })).toMatchObject({
      error: "bad_request",
      field: "ends_at",
    });
    expect(await admin("save", { ...base, id: 999_999 })).toMatchObject({ error: "coupon_not_found" });
    expect(await listed(id)).toMatchObject({ name: "Spring sale", total: 40 });
  });

  it("refuses a total below what shoppers have claimed", async () => {
    const id = await issue({ name: "Few", total: 5 });
    const ben = await quickUser(t, "ben@coupon-admin.test");
    for (const token of [ann.token, ben.token])
      expect((await t.post("/api/wanlshop/coupon/receive", { id }, { token })).code).toBe(1);
    const body = { id, name: "Few", per_user: 1, ends_at: now() + 10 * DAY };
    expect(await admin("save", { ...body, total: 1 })).toMatchObject({
      code: 0,
      error: "coupon_total_below_claimed",
      field: "total",
    });
    expect(await listed(id)).toMatchObject({ total: 5, remaining: 3 });
    expect((await admin("save", { ...body, total: 2 })).code).toBe(1);
    expect(await listed(id)).toMatchObject({ total: 2, remaining: 0 });
  });

  it("ends a coupon now: no more claims, its unused claims expire, used ones stay used", async () => {
    const id = await issue({ name: "Ending", kind: "instant", amount: "2", threshold: undefined, per_user: 2 });
    const claim = async () => (await t.post("/api/wanlshop/coupon/receive", { id }, { token: ann.token })).data;
    const used = await claim();
    await claim();
    await useCoupon(t.database.db, { userId: ann.userId, userCouponId: used.user_coupon_id, orderId: 424242 });

    const res = await admin("end", { id });
    expect(res.code).toBe(1);
    expect(res.data.endtime).toBeLessThanOrEqual(now());
    expect((await t.post("/api/wanlshop/coupon/receive", { id }, { token: ann.token })).error).toBe("coupon_expired");
    expect((await annTab("all")).map((c) => c.id)).not.toContain(id);
    expect((await annTab("unused")).filter((c) => c.id === id)).toHaveLength(0);
    expect((await annTab("expired")).filter((c) => c.id === id)).toHaveLength(1);
    expect((await annTab("used")).filter((c) => c.id === id)).toHaveLength(1);
    expect(await listed(id)).toMatchObject({ used: 1, remaining: 48 });
    expect((await audits(`coupon:${id}`)).at(-1)).toMatchObject({ action: "coupon.end", detail: { claims_ended: 1 } });

    expect(await admin("end", { id })).toMatchObject({ code: 0, error: "coupon_expired" });
    const later = await issue({ name: "Not yet", starts_at: now() + DAY });
    expect(await admin("end", { id: later })).toMatchObject({ code: 0, error: "coupon_not_started" });
  });

  it("deletes only a coupon nobody has claimed, and says why it will not delete one that was", async () => {
    const unclaimed = await issue({ name: "Mistake" });
    expect((await admin("del", { id: unclaimed })).code).toBe(1);
    expect(await listed(unclaimed)).toBeUndefined();
    expect((await audits(`coupon:${unclaimed}`)).at(-1)).toMatchObject({
      action: "coupon.delete",
      detail: { before: { name: "Mistake" } },
    });
    expect(await admin("del", { id: unclaimed })).toMatchObject({ error: "coupon_not_found" });

    const claimed = await issue({ name: "Popular" });
    expect((await t.post("/api/wanlshop/coupon/receive", { id: claimed }, { token: ann.token })).code).toBe(1);
    const refused = await admin("del", { id: claimed });
    expect(refused).toMatchObject({ code: 0, error: "coupon_claimed" });
    expect(refused.msg).toMatch(/end it instead/);
    expect(await listed(claimed)).toMatchObject({ name: "Popular" });
    expect((await annTab("unused")).map((c) => c.id)).toContain(claimed);
  });
});
