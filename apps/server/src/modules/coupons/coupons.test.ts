import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickShop, quickUser, staffToken } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { closeWithBooksBalanced } from "../../../test/orders-fixture.js";
import { queryRows } from "../../platform/db/index.js";
import { priceCoupon, releaseCoupon, useCoupon } from "./index.js";

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

/** Coupons: staff issuing, the six tabs, claiming, and the checkout doors, on the real database. */
describe("coupons", () => {
  let t: TestApp;
  let op: string;
  let shopA: number;
  let shopB: number;
  let ann: { token: string; userId: number };
  let ben: { token: string; userId: number };
  const add = (body: object, token = op) => t.post("/api/admin/coupon/add", body, { token });
  const tab = async (type: string, token = ann.token) =>
    (await t.post("/api/wanlshop/coupon/lists", { type }, { token })).data;
  const receive = (id: number, token = ann.token) => t.post("/api/wanlshop/coupon/receive", { id }, { token });
  const names = (page: { data: { name: string }[] }) => page.data.map((c) => c.name).sort();
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    op = await staffToken(t, "op@coupons.test", "operator");
    shopA = await quickShop(t, "Alpha Shop");
    shopB = await quickShop(t, "Beta Shop");
    ann = await quickUser(t, "ann@coupons.test");
    ben = await quickUser(t, "ben@coupons.test");
    const ends = now() + 30 * DAY;
    const make = async (key: string, body: object) => {
      const res = await add({ ends_at: ends, total: 100, ...body });
      expect(res, key).toMatchObject({ code: 1 });
      ids[key] = res.data.id;
    };
    await make("reduce", { kind: "reduction", name: "R $10 over $100", amount: "10", threshold: "100" });
    await make("pct", {
      kind: "discount",
      name: "D 15% over $50 max $20",
      discount: 15,
      max_discount: "20",
      threshold: "50",
    });
    await make("instant", { kind: "instant", name: "I $3", amount: "3", per_user: 2 });
    await make("shopA", {
      kind: "reduction",
      name: "S Alpha $5 over $30",
      amount: "5",
      threshold: "30",
      shop_id: shopA,
    });
    await make("last", { kind: "instant", name: "L last one", amount: "1", total: 1 });
    await make("later", { kind: "instant", name: "Z later", amount: "1", starts_at: now() + DAY });
  });
  // whatever the tests above moved, the books still balance
  afterAll(() => closeWithBooksBalanced(t));

  it("lets only operators and admins issue coupons, with their values checked", async () => {
    const fin = await staffToken(t, "fin@coupons.test", "finance");
    const body = { kind: "instant", name: "x", amount: "1", total: 5, ends_at: now() + DAY };
    expect((await add(body, fin)).error).toBe("forbidden");
    expect((await t.post("/api/admin/coupon/add", body, { token: ann.token })).code).not.toBe(1);
    expect((await add({ ...body, kind: "bogus" })).error).toBe("bad_request");
    expect(await add({ ...body, amount: "0" })).toMatchObject({ error: "bad_request", field: "amount" });
    expect(await add({ ...body, kind: "discount", discount: 0 })).toMatchObject({ field: "discount" });
    expect(await add({ ...body, ends_at: now() - 10 })).toMatchObject({ field: "ends_at" });
    expect(await add({ ...body, total: 0 })).toMatchObject({ field: "total" });
    expect(await add({ ...body, shop_id: 999999 })).toMatchObject({ error: "no_shop" });
    const list = await t.post("/api/admin/coupon/list", {}, { token: op });
    expect(list.data.total).toBe(6);
    expect(list.data.data.find((c: { id: number }) => c.id === ids.shopA)).toMatchObject({
      shop_name: "Alpha Shop",
      issuer: "shop",
      amount: "5.00",
      threshold: "30.00",
      remaining: 100,
    });
  });

  it("shows what is on offer under all, new arrival and unclaimed; a visitor must log in", async () => {
    expect((await t.post("/api/wanlshop/coupon/lists", { type: "all" })).code).toBe(401);
    const all = await tab("all");
    expect(names(all)).toEqual([
      "D 15% over $50 max $20",
      "I $3",
      "L last one",
      "R $10 over $100",
      "S Alpha $5 over $30",
    ]);
    expect(
      all.data.every((c: { state: string; can_receive: boolean }) => c.state === "unclaimed" && c.can_receive),
    ).toBe(true);
    await t.database.db.execute(`update coupons set created_at = now() - interval '8 days' where id = ${ids.reduce}`);
    expect(names(await tab("new"))).not.toContain("R $10 over $100");
    expect(names(await tab("new_arrival"))).toHaveLength(4);
    expect(names(await tab("unclaimed"))).toHaveLength(5);
    expect((await t.post("/api/wanlshop/coupon/lists", { type: "nonsense" }, { token: ann.token })).error).toBe(
      "bad_request",
    );
  });

  it("claims a coupon: it moves from unclaimed to unused, within the per-user and total limits", async () => {
    const res = await receive(ids.reduce as number);
    expect(res).toMatchObject({ code: 1, data: { state: "unused", name: "R $10 over $100" } });
    expect(names(await tab("unused"))).toEqual(["R $10 over $100"]);
    expect(names(await tab("unclaimed"))).not.toContain("R $10 over $100");
    expect((await receive(ids.reduce as number)).error).toBe("coupon_claim_limit");
    // per_user 2
    expect((await receive(ids.instant as number)).code).toBe(1);
    expect((await receive(ids.instant as number)).code).toBe(1);
    expect((await receive(ids.instant as number)).error).toBe("coupon_claim_limit");
    // total 1
    expect((await receive(ids.last as number, ben.token)).code).toBe(1);
    expect((await receive(ids.last as number)).error).toBe("coupon_sold_out");
    expect((await receive(ids.later as number)).error).toBe("coupon_not_started");
    expect((await receive(987654)).error).toBe("coupon_not_found");
    // ben's claims are his alone
    expect(names(await tab("unused", ben.token))).toEqual(["L last one"]);
    const [row] = await queryRows<{ claimed: number }>(
      t.database.db,
      `select claimed from coupons where id = ${ids.last}`,
    );
    expect(row?.claimed).toBe(1);
  });

  it("prices a claimed coupon for checkout and refuses it with a clear message", async () => {
    const db = t.database.db;
    const pick = async (name: string, token = ann.token) =>
      (await tab("unused", token)).data.find((c: { name: string }) => c.name === name).user_coupon_id as number;
    await receive(ids.pct as number);
    await receive(ids.shopA as number);
    const reduce = await pick("R $10 over $100");
    const pct = await pick("D 15% over $50 max $20");
    const instant = await pick("I $3");
    const alpha = await pick("S Alpha $5 over $30");
    const price = (userCouponId: number, goodsTotalCents: bigint, shopId = shopA, userId = ann.userId) =>
      priceCoupon(db, { userId, userCouponId, shopId, goodsTotalCents });
    expect(await price(reduce, 10_000n)).toEqual({ discountCents: 1000n, fundedBy: "platform" });
    await expect(price(reduce, 9_999n)).rejects.toMatchObject({ key: "coupon_threshold" });
    expect(await price(pct, 6_000n)).toEqual({ discountCents: 900n, fundedBy: "platform" });
    expect(await price(pct, 50_000n)).toEqual({ discountCents: 2000n, fundedBy: "platform" }); // capped
    expect(await price(instant, 200n)).toEqual({ discountCents: 200n, fundedBy: "platform" }); // never above the goods
    expect(await price(alpha, 3_000n)).toEqual({ discountCents: 500n, fundedBy: "shop" });
    await expect(price(alpha, 3_000n, shopB)).rejects.toMatchObject({ key: "coupon_other_shop" });
    await expect(price(alpha, 3_000n, shopA, ben.userId)).rejects.toMatchObject({ key: "coupon_unavailable" });
  });

  it("uses a coupon once, gives it back on cancel, and marks it expired when its time is over", async () => {
    const db = t.database.db;
    const [instant] = (await tab("unused")).data.filter((c: { name: string }) => c.name === "I $3");
    const id = instant.user_coupon_id as number;
    await expect(useCoupon(db, { userId: ben.userId, userCouponId: id, orderId: 501 })).rejects.toMatchObject({
      key: "coupon_unavailable",
    });
    await useCoupon(db, { userId: ann.userId, userCouponId: id, orderId: 501 });
    await expect(useCoupon(db, { userId: ann.userId, userCouponId: id, orderId: 502 })).rejects.toMatchObject({
      key: "coupon_used",
    });
    await expect(
      priceCoupon(db, { userId: ann.userId, userCouponId: id, shopId: shopA, goodsTotalCents: 1000n }),
    ).rejects.toMatchObject({ key: "coupon_used" });
    expect(
      (await tab("used")).data.map((c: { user_coupon_id: number; order_id: number }) => [c.user_coupon_id, c.order_id]),
    ).toEqual([[id, 501]]);
    await releaseCoupon(db, { orderId: 501 });
    expect((await tab("used")).data).toEqual([]);
    expect((await tab("unused")).data.map((c: { user_coupon_id: number }) => c.user_coupon_id)).toContain(id);

    // used, then its period ends, then the order is cancelled: it comes back expired
    await useCoupon(db, { userId: ann.userId, userCouponId: id, orderId: 503 });
    await db.execute(`update user_coupons set expires_at = now() - interval '1 second' where id = ${id}`);
    await releaseCoupon(db, { orderId: 503 });
    const [row] = await queryRows<{ state: number }>(db, `select state from user_coupons where id = ${id}`);
    expect(row?.state).toBe(3);
    expect((await tab("expired")).data.map((c: { user_coupon_id: number }) => c.user_coupon_id)).toEqual([id]);
    await expect(useCoupon(db, { userId: ann.userId, userCouponId: id, orderId: 504 })).rejects.toMatchObject({
      key: "coupon_expired",
    });
    // an unused claim past its end shows under expired, and cannot be priced
    const [other] = (await tab("unused")).data.filter((c: { name: string }) => c.name === "I $3");
    await db.execute(
      `update user_coupons set expires_at = now() - interval '1 second' where id = ${other.user_coupon_id}`,
    );
    expect((await tab("expired")).data).toHaveLength(2);
    await expect(
      priceCoupon(db, {
        userId: ann.userId,
        userCouponId: other.user_coupon_id,
        shopId: shopA,
        goodsTotalCents: 1000n,
      }),
    ).rejects.toMatchObject({ key: "coupon_expired" });
  });

  it("takes a closed shop's coupons off offer", async () => {
    await t.database.db.execute(`update shops set state = 0 where id = ${shopB}`);
    const res = await add({
      kind: "instant",
      name: "Beta closed",
      amount: "1",
      total: 5,
      ends_at: now() + DAY,
      shop_id: shopB,
    });
    expect(names(await tab("all"))).not.toContain("Beta closed");
    expect((await receive(res.data.id, ben.token)).error).toBe("shop_closed");
  });

  it("pages the claimed lists", async () => {
    const page = await t.post(
      "/api/wanlshop/coupon/lists",
      { type: "unused", page: 1, limit: 1 },
      { token: ann.token },
    );
    expect(page.data).toMatchObject({ per_page: 1, current_page: 1, total: 3, last_page: 3 });
    expect(page.data.data).toHaveLength(1);
  });
});
