import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser, staffToken } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { balance, booksBalanced, buyingWorld, fund } from "../../../test/orders-fixture.js";
import { givePayPassword } from "../../../test/wallet-helpers.js";
import { queryRows } from "../../platform/db/index.js";
import { goods, supplierGoods } from "../../schema.js";

let t: TestApp;
let w: Awaited<ReturnType<typeof buyingWorld>>;
let support: string;
const R = "/api/wanlshop/refund";

beforeAll(async () => {
  t = await createTestApp();
  w = await buyingWorld(t);
  support = await staffToken(t, "support@ops.test", "support");
});
afterAll(() => t.close());

const must = (res: { code: number; msg: string; data: any }, what: string) => {
  if (res.code !== 1) throw new Error(`${what}: ${res.msg}`);
  return res.data;
};
const code = async (account: string) =>
  (
    await queryRows<{ b: string }>(
      t.database.db,
      sql`select balance_minor::text as b from ledger_accounts where code = ${account}`,
    )
  )[0]?.b ?? "0";

/** An order of one product, paid, and taken on to `until` through the real calls. */
async function paidOrder(goodsId: number, merchant: string, until: "paid" | "shipped" | "received" = "paid") {
  const token = w.shopper.token;
  const [id] = must(
    await t.post("/api/wanlshop/order/addOrder", { goods_id: goodsId, number: 1 }, { token }),
    "add",
  ).order_ids;
  must(
    await t.post("/api/wanlshop/pay/payment", { order_ids: [id], pay_password: w.shopper.payPass }, { token }),
    "pay",
  );
  if (until === "paid") return id as number;
  must(
    await t.post(
      "/api/wanlshop/shop/order/ship",
      { id, express_name: "DHL", express_no: `D${id}` },
      { token: merchant },
    ),
    "ship",
  );
  if (until === "shipped") return id as number;
  must(await t.post("/api/wanlshop/order/confirmOrder", { id }, { token }), "confirm");
  return id as number;
}

describe("refunds", () => {
  it("checks the application: amount up to what was paid, a reason, one open refund per order", async () => {
    const token = w.shopper.token;
    const id = await paidOrder(w.goods.sweater.id, w.merchants.nordic, "shipped");
    for (const money of ["60.00", "0", "-1", "abc", "49.901"])
      expect(
        (await t.post(`${R}/apply`, { order_id: id, type: 1, money, reason: "Too small" }, { token })).error,
        money,
      ).toBe("refund_amount");
    expect((await t.post(`${R}/apply`, { order_id: id, type: 1, money: "49.90" }, { token })).error).toBe(
      "reason_required",
    );
    const r = must(
      await t.post(
        `${R}/apply`,
        { order_id: id, type: 1, money: "49.90", reason: "Too small", images: ["/uploads/public/x/y.webp"] },
        { token },
      ),
      "apply",
    );
    expect(r).toMatchObject({ state: 0, type: 1, money: "49.90", reason: "Too small" });
    expect(r.refund_no).toMatch(/^R\d{16}$/);
    expect(
      (await t.post(`${R}/apply`, { order_id: id, type: 0, money: "1.00", reason: "again" }, { token })).error,
    ).toBe("refund_open");
    // shipping is held while a refund is open; the tab "refund" lists the order
    const tab = (await t.post("/api/wanlshop/order/getOrderList", { state: "refund" }, { token })).data;
    expect(tab.data.map((o: { id: number }) => o.id)).toContain(id);
  });

  it("refused, then arbitrated by staff: refund succeeded moves settlement -> wallet and closes the order", async () => {
    const token = w.shopper.token;
    const [refund] = must(await t.post(`${R}/list`, {}, { token }), "list").data;
    expect(
      (await t.post("/api/wanlshop/shop/refund/refuse", { id: refund.id }, { token: w.merchants.nordic })).error,
    ).toBe("reason_required");
    const refused = must(
      await t.post(
        "/api/wanlshop/shop/refund/refuse",
        { id: refund.id, reason: "Worn already" },
        { token: w.merchants.nordic },
      ),
      "refuse",
    );
    expect(refused).toMatchObject({ state: 2, refuse_reason: "Worn already" });
    expect(must(await t.post(`${R}/arbitration`, { id: refund.id }, { token }), "escalate").state).toBe(3);
    const finance = await staffToken(t, "cash@ops.test", "finance");
    expect(
      (await t.post("/api/admin/refund/arbitrate", { id: refund.id, approve: 1, note: "x" }, { token: finance })).error,
    ).toBe("forbidden");
    const queue = must(await t.post("/api/admin/refund/list", { state: 3 }, { token: support }), "queue");
    expect(queue.data.map((r: { id: number }) => r.id)).toContain(refund.id);
    // the buyer is named on the queue and the decision: nickname and e-mail, not a bare id
    const row = queue.data.find((r: { id: number }) => r.id === refund.id);
    expect(row).toMatchObject({ user_id: w.shopper.userId, user_email: "buyer@orders.test" });
    expect(row.user_nickname.length).toBeGreaterThan(0);
    const detail = must(await t.post("/api/admin/refund/detail", { id: refund.id }, { token: support }), "detail");
    expect(detail.order).toMatchObject({
      user_id: w.shopper.userId,
      user_nickname: row.user_nickname,
      user_email: "buyer@orders.test",
    });
    const before = Number(await balance(t, token));
    const done = must(
      await t.post(
        "/api/admin/refund/arbitrate",
        { id: refund.id, approve: 1, note: "Photos show a defect" },
        { token: support },
      ),
      "arbitrate",
    );
    expect(done.state).toBe(4);
    expect(Number(await balance(t, token))).toBeCloseTo(before + 49.9, 2);
    const order = must(await t.post("/api/wanlshop/order/getOrderInfo", { id: refund.order_id }, { token }), "info");
    expect(order).toMatchObject({ state: 7, refunded: "49.90" });
    const titles = (
      await queryRows<{ key: string }>(
        t.database.db,
        sql`select text->>'key' as key from notices where user_id = ${w.shopper.userId}`,
      )
    ).map((n) => n.key);
    expect(titles).toEqual(expect.arrayContaining(["notice.refund_refused", "notice.refund_succeeded"]));
    expect(
      (await t.post("/api/admin/refund/arbitrate", { id: refund.id, approve: 1, note: "again" }, { token: support }))
        .error,
    ).toBe("refund_state");
    await booksBalanced(t);
  });

  it("return and refund: agreed, goods sent back, received by the merchant, money back", async () => {
    const token = w.shopper.token;
    const id = await paidOrder(w.goods.maxi.id, w.merchants.nordic, "received");
    const r = must(
      await t.post(`${R}/apply`, { order_id: id, type: 1, money: "35.00", reason: "Wrong colour" }, { token }),
      "apply",
    );
    expect((await t.post("/api/wanlshop/shop/refund/receive", { id: r.id }, { token: w.merchants.nordic })).error).toBe(
      "refund_state",
    );
    expect(
      must(await t.post("/api/wanlshop/shop/refund/agree", { id: r.id }, { token: w.merchants.nordic }), "agree").state,
    ).toBe(1);
    expect((await t.post(`${R}/returnShip`, { id: r.id, express_name: "DHL" }, { token })).error).toBe(
      "express_required",
    );
    expect(
      must(await t.post(`${R}/returnShip`, { id: r.id, express_name: "DHL", express_no: "BACK1" }, { token }), "ship")
        .state,
    ).toBe(6);
    const before = Number(await balance(t, token));
    expect(
      must(await t.post("/api/wanlshop/shop/refund/receive", { id: r.id }, { token: w.merchants.nordic }), "recv")
        .state,
    ).toBe(4);
    expect(Number(await balance(t, token))).toBeCloseTo(before + 35, 2);
    expect(must(await t.post(`${R}/info`, { id: r.id }, { token }), "info").state).toBe(4);
    await booksBalanced(t);
  });

  it("a partial refund only, agreed before shipping, leaves the rest to settle", async () => {
    const token = w.shopper.token;
    const id = await paidOrder(w.goods.scarf.id, w.merchants.tokyo);
    expect((await t.post(`${R}/apply`, { order_id: id, type: 1, money: "2.00", reason: "x" }, { token })).error).toBe(
      "order_state",
    );
    const r = must(
      await t.post(`${R}/apply`, { order_id: id, type: 0, money: "2.00", reason: "Late" }, { token }),
      "apply",
    );
    const agreed = must(
      await t.post("/api/wanlshop/shop/refund/agree", { id: r.id }, { token: w.merchants.tokyo }),
      "agree",
    );
    expect(agreed.state).toBe(4);
    const order = must(await t.post("/api/wanlshop/order/getOrderInfo", { id }, { token }), "info");
    expect(order).toMatchObject({ state: 2, refunded: "2.00", pay: "12.00" });
    expect(await code(`settlement:${w.shops.tokyo.id}`)).toBe("1000");
    const tooMuch = await t.post(`${R}/apply`, { order_id: id, type: 0, money: "10.01", reason: "more" }, { token });
    expect(tooMuch.error).toBe("refund_amount");
  });

  it("the shopper withdraws a refund (closed)", async () => {
    const token = w.shopper.token;
    const id = await paidOrder(w.goods.scarf.id, w.merchants.tokyo, "shipped");
    const r = must(
      await t.post(`${R}/apply`, { order_id: id, type: 0, money: "1.00", reason: "Changed my mind" }, { token }),
      "apply",
    );
    expect(must(await t.post(`${R}/cancel`, { id: r.id }, { token }), "cancel").state).toBe(5);
    expect((await t.post(`${R}/cancel`, { id: r.id }, { token })).error).toBe("refund_state");
  });

  it("past the after-sales window: order exceeded after-sales time", async () => {
    const token = w.shopper.token;
    const id = await paidOrder(w.goods.scarf.id, w.merchants.tokyo, "received");
    await t.database.db.execute(
      sql`update orders set received_at = now() - interval '7 days 1 minute', aftersales_until = now() - interval '1 minute' where id = ${id}`,
    );
    const res = await t.post(`${R}/apply`, { order_id: id, type: 0, money: "1.00", reason: "Late" }, { token });
    expect(res.error).toBe("after_sales_expired");
    expect(res.msg).toBe("The order has exceeded the after-sales time");
  });

  it("supplier goods: the buy price is deducted at pay and ship and comes back with a returned refund", async () => {
    const [sg] = await t.database.db
      .insert(supplierGoods)
      .values({
        categoryId: 101,
        title: "Supplier Silk Dress",
        image: "/uploads/public/seed/x.webp",
        buyPriceMinor: 2000n,
      })
      .returning();
    const [g] = await t.database.db
      .insert(goods)
      .values({
        shopId: w.shops.nordic.id,
        categoryId: 101,
        supplierGoodsId: sg?.id,
        profitRatioPpm: 150_000,
        title: "Silk Dress",
        image: "/uploads/public/seed/x.webp",
        priceMinor: 2300n,
        stock: 5,
      })
      .returning();
    const gid = (g as { id: number }).id;
    const token = w.shopper.token;
    const [id] = must(
      await t.post("/api/wanlshop/order/addOrder", { goods_id: gid, number: 1 }, { token }),
      "add",
    ).order_ids;
    must(
      await t.post("/api/wanlshop/pay/payment", { order_ids: [id], pay_password: w.shopper.payPass }, { token }),
      "pay",
    );
    // "Pay and ship": the merchant pays the buy price with the fund password, the supplier desk ships
    await givePayPassword(t, "a@shops.test", w.merchants.nordic, "975310");
    const ship = { id, pay_password: "975310" };
    const broke = await t.post("/api/wanlshop/shop/order/ship", ship, { token: w.merchants.nordic });
    expect(broke.error).toBe("insufficient_balance");
    const merchantId = (
      await queryRows<{ user_id: number }>(
        t.database.db,
        sql`select user_id from shops where id = ${w.shops.nordic.id}`,
      )
    )[0]?.user_id as number;
    await fund(t, merchantId, 5000n);
    must(await t.post("/api/wanlshop/shop/order/ship", ship, { token: w.merchants.nordic }), "ship");
    expect(await code(`wallet:${merchantId}`)).toBe("3000");
    const desk = await staffToken(t, "desk@ops.test", "operator");
    must(
      await t.post("/api/admin/supplier/ship", { id, express_name: "SF", express_no: "S1" }, { token: desk }),
      "desk",
    );
    const supplierBefore = BigInt(await code("platform:supplier"));
    const r = must(
      await t.post(`${R}/apply`, { order_id: id, type: 1, money: "23.00", reason: "Torn" }, { token }),
      "apply",
    );
    must(await t.post("/api/wanlshop/shop/refund/agree", { id: r.id }, { token: w.merchants.nordic }), "agree");
    must(await t.post(`${R}/returnShip`, { id: r.id, express_name: "DHL", express_no: "B2" }, { token }), "back");
    must(await t.post("/api/wanlshop/shop/refund/receive", { id: r.id }, { token: w.merchants.nordic }), "recv");
    expect(await code(`wallet:${merchantId}`)).toBe("5000");
    expect(BigInt(await code("platform:supplier"))).toBe(supplierBefore - 2000n);
    await booksBalanced(t);
  });

  it("another user's refund is invisible and untouchable; another merchant cannot decide it", async () => {
    const other = await quickUser(t, "nosy@orders.test");
    const id = await paidOrder(w.goods.scarf.id, w.merchants.tokyo, "shipped");
    expect(
      (await t.post(`${R}/apply`, { order_id: id, type: 0, money: "1.00", reason: "mine?" }, { token: other.token }))
        .error,
    ).toBe("order_not_found");
    const r = must(
      await t.post(`${R}/apply`, { order_id: id, type: 1, money: "1.00", reason: "Dent" }, { token: w.shopper.token }),
      "apply",
    );
    expect(must(await t.post(`${R}/list`, {}, { token: other.token }), "list").total).toBe(0);
    for (const call of ["info", "cancel", "arbitration"])
      expect((await t.post(`${R}/${call}`, { id: r.id }, { token: other.token })).error, call).toBe("refund_not_found");
    expect(
      (await t.post(`${R}/returnShip`, { id: r.id, express_name: "A", express_no: "B" }, { token: other.token })).error,
    ).toBe("refund_not_found");
    for (const call of ["agree", "refuse", "receive"])
      expect(
        (await t.post(`/api/wanlshop/shop/refund/${call}`, { id: r.id, reason: "no" }, { token: w.merchants.nordic }))
          .error,
        call,
      ).toBe("refund_not_found");
    expect((await t.post("/api/wanlshop/shop/refund/agree", { id: r.id }, { token: other.token })).error).toBe(
      "no_shop",
    );
    expect(must(await t.post(`${R}/info`, { id: r.id }, { token: w.shopper.token }), "info").state).toBe(0);
  });
});
