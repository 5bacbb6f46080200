import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser, staffToken } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { addAddress, balance, buyingWorld, closeWithBooksBalanced, fund } from "../../../test/orders-fixture.js";

/** The SPEC section 8 messages of checkout and payment not covered by the flow tests. */
let t: TestApp;
let w: Awaited<ReturnType<typeof buyingWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await buyingWorld(t);
});
// whatever the tests above moved, the books still balance
afterAll(() => closeWithBooksBalanced(t));

const place = async (token: string) => {
  const res = await t.post("/api/wanlshop/order/addOrder", { goods_id: w.goods.scarf.id, number: 1 }, { token });
  if (res.code !== 1) throw new Error(res.msg);
  return res.data.order_ids as number[];
};

describe("checkout and payment messages", () => {
  it("a closed shop: the shop is closed", async () => {
    const res = await t.post(
      "/api/wanlshop/order/addOrder",
      { goods_id: w.goods.closedDress.id, number: 1 },
      { token: w.shopper.token },
    );
    expect(res.error).toBe("shop_closed");
    expect(res.msg).toBe("The shop is closed");
  });

  it("without a payment password: set payment password", async () => {
    const u = await quickUser(t, "nopass@orders.test");
    await addAddress(t, u.token);
    await fund(t, u.userId, 10_000n);
    const res = await t.post(
      "/api/wanlshop/pay/payment",
      { order_ids: await place(u.token), pay_password: "123456" },
      { token: u.token },
    );
    expect(res.error).toBe("pay_password_not_set");
    expect(res.msg).toBe("Please set a payment password");
  });

  it("a malformed payment password, then five wrong ones lock payments", async () => {
    const token = w.shopper.token;
    const ids = await place(token);
    const bad = await t.post("/api/wanlshop/pay/payment", { order_ids: ids, pay_password: "12ab" }, { token });
    expect(bad.error).toBe("pay_password_format");
    for (let i = 0; i < 4; i++)
      expect(
        (await t.post("/api/wanlshop/pay/payment", { order_ids: ids, pay_password: "000000" }, { token })).error,
      ).toBe("pay_password_error");
    expect(
      (await t.post("/api/wanlshop/pay/payment", { order_ids: ids, pay_password: "000000" }, { token })).error,
    ).toBe("too_many_attempts");
    const locked = await t.post(
      "/api/wanlshop/pay/payment",
      { order_ids: ids, pay_password: w.shopper.payPass },
      { token },
    );
    expect(locked.error).toBe("too_many_attempts");
    expect(await balance(t, token)).toBe("1000.00");
  });

  it("a frozen wallet: money status locked, and the order stays unpaid", async () => {
    const finance = await staffToken(t, "freeze@ops.test", "finance");
    await t.post("/api/admin/finance/freeze", { user_id: w.shopper.userId, frozen: 1 }, { token: finance });
    // the lockout of the test above ends (as 15 minutes would)
    await t.database.db.execute(
      `update users set pay_blocked_until = null, pay_failures = 0 where id = ${w.shopper.userId}`,
    );
    const ids = await place(w.shopper.token);
    const res = await t.post(
      "/api/wanlshop/pay/payment",
      { order_ids: ids, pay_password: w.shopper.payPass },
      { token: w.shopper.token },
    );
    expect(res.error).toBe("money_locked");
    expect(res.msg).toBe("Money status is locked");
    const info = await t.post("/api/wanlshop/order/getOrderInfo", { id: ids[0] }, { token: w.shopper.token });
    expect(info.data.state).toBe(1);
  });

  it("a locked store's merchant gets 402 on order and refund calls", async () => {
    await t.database.db.execute(sql`update shops set state = 2 where id = ${w.shops.tokyo.id}`);
    for (const url of [
      "/api/wanlshop/shop/order/list",
      "/api/wanlshop/shop/order/ship",
      "/api/wanlshop/shop/refund/agree",
    ]) {
      const res = await t.post(url, { id: 1, express_name: "A", express_no: "B" }, { token: w.merchants.tokyo });
      expect(res.code, url).toBe(402);
    }
    await t.database.db.execute(sql`update shops set state = 1 where id = ${w.shops.tokyo.id}`);
  });
});
