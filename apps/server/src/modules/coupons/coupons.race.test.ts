import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser, staffToken } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { closeWithBooksBalanced } from "../../../test/orders-fixture.js";
import { queryRows } from "../../platform/db/index.js";
import { useCoupon } from "./index.js";

/** Concurrent claims and uses on the real database (PGlite, and PostgreSQL with a pool of 20). */
describe("coupon races", () => {
  let t: TestApp;
  let op: string;
  const issue = async (body: object) =>
    (
      await t.post(
        "/api/admin/coupon/add",
        { kind: "instant", amount: "2", ends_at: Math.floor(Date.now() / 1000) + 86_400, ...body },
        { token: op },
      )
    ).data.id as number;
  const receive = (id: number, token: string) => t.post("/api/wanlshop/coupon/receive", { id }, { token });
  const claims = async (couponId: number) =>
    (
      await queryRows<{ n: number; claimed: number }>(
        t.database.db,
        `select (select count(*)::int from user_coupons where coupon_id = ${couponId}) as n, claimed from coupons where id = ${couponId}`,
      )
    )[0];

  beforeAll(async () => {
    t = await createTestApp();
    op = await staffToken(t, "op@race.test", "operator");
  });
  // whatever the tests above moved, the books still balance
  afterAll(() => closeWithBooksBalanced(t));

  it("gives the last coupon to exactly one of 50 shoppers claiming at once", async () => {
    const id = await issue({ name: "Last one", total: 1 });
    const people = [];
    for (let i = 0; i < 50; i += 10)
      people.push(...(await Promise.all(Array.from({ length: 10 }, (_, j) => quickUser(t, `p${i + j}@race.test`)))));
    const answers = await Promise.all(people.map((p) => receive(id, p.token)));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== 1)) expect(a.error).toBe("coupon_sold_out");
    expect(await claims(id)).toEqual({ n: 1, claimed: 1 });
  });

  it("lets one shopper claim a one-per-person coupon once when 50 claims race", async () => {
    const id = await issue({ name: "One each", total: 100, per_user: 1 });
    const me = await quickUser(t, "greedy@race.test");
    const answers = await Promise.all(Array.from({ length: 50 }, () => receive(id, me.token)));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== 1)) expect(a.error).toBe("coupon_claim_limit");
    expect(await claims(id)).toEqual({ n: 1, claimed: 1 });
  });

  it("uses a claimed coupon for at most one of 50 orders using it at once", async () => {
    const id = await issue({ name: "Use once", total: 10 });
    const me = await quickUser(t, "spender@race.test");
    const claim = (await receive(id, me.token)).data.user_coupon_id as number;
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        t.database.db.transaction((tx) => useCoupon(tx, { userId: me.userId, userCouponId: claim, orderId: 1000 + i })),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect((r.reason as { key: string }).key).toBe("coupon_used");
    const [row] = await queryRows<{ state: number }>(
      t.database.db,
      `select state from user_coupons where id = ${claim}`,
    );
    expect(row?.state).toBe(2);
  });
});
