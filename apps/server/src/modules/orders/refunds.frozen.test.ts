import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffToken } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { balance, booksBalanced, buyingWorld } from "../../../test/orders-fixture.js";

/** A frozen wallet refuses every debit but still receives a refund (docs/roles.md, docs/rules.md#wallet). */
describe("a frozen wallet and refunds", () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buyingWorld>>;
  let finance: string;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buyingWorld(t, "frozen@orders.test");
    finance = await staffToken(t, "freezer@ops.test", "finance");
  });
  afterAll(() => t.close());

  it("refuses the frozen shopper's next payment, yet pays their agreed refund into the wallet", async () => {
    const token = w.shopper.token;
    const order = async () =>
      (await t.post("/api/wanlshop/order/addOrder", { goods_id: w.goods.scarf.id, number: 1 }, { token })).data
        .order_ids as number[];
    const [paid] = await order();
    const pay = (ids: number[]) =>
      t.post("/api/wanlshop/pay/payment", { order_ids: ids, pay_password: w.shopper.payPass }, { token });
    expect((await pay([paid as number])).code).toBe(1);
    const r = await t.post(
      "/api/wanlshop/refund/apply",
      { order_id: paid, type: 0, money: "2.00", reason: "Late" },
      { token },
    );
    expect(r.code).toBe(1);

    const frozen = await t.post(
      "/api/admin/finance/freeze",
      { user_id: w.shopper.userId, frozen: 1, reason: "Investigation" },
      { token: finance },
    );
    expect(frozen.code).toBe(1);
    const before = await balance(t, token);
    const unpaid = await order();
    expect((await pay(unpaid)).error).toBe("money_locked");
    expect(await balance(t, token)).toBe(before);

    const agreed = await t.post("/api/wanlshop/shop/refund/agree", { id: r.data.id }, { token: w.merchants.tokyo });
    expect(agreed).toMatchObject({ code: 1, data: { state: 4 } });
    expect(Number(await balance(t, token))).toBeCloseTo(Number(before) + 2, 2);
    expect((await booksBalanced(t)).ok).toBe(true);
  });
});
