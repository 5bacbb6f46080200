import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { A, type BondMerchant, bondMerchant, pay, S, staffOf } from "../../../test/bond-fixture.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { addAddress, closeWithBooksBalanced, fund } from "../../../test/orders-fixture.js";
import { payingUser } from "../../../test/wallet-helpers.js";
import { queryRows } from "../../platform/db/index.js";
import { goods } from "../../schema.js";
import { runOrderJobs } from "../orders/index.js";

const W = "/api/wanlshop";

/**
 * A bond refund waits until every order of the shop is settled (docs/rules.md#store-levels): an
 * order received but still inside its after-sales window may yet be refunded, so it blocks the
 * refund as an order to ship does; once settled, the refund goes.
 */
describe("bond refund while an order is not settled", () => {
  let t: TestApp;
  let m: BondMerchant;
  let fin: string;
  let buyer: Awaited<ReturnType<typeof payingUser>>;
  let orderId: number;
  let goodsId: number;
  const refund = () => t.post(`${S}/bond_refund`, { level: 1 }, { token: m.token });
  const blocked = {
    code: 0,
    error: "bond_refund_blocked",
    msg: "There are unprocessed orders, the operating fund cannot be refunded",
  };
  const orderRow = async () =>
    (
      await queryRows<{ state: number; settled_at: Date | null; aftersales_until: Date | null }>(
        t.database.db,
        sql`select state, settled_at, aftersales_until from orders where id = ${orderId}`,
      )
    )[0];

  beforeAll(async () => {
    t = await createTestApp();
    m = await bondMerchant(t, "una@unsettled.test", "Una Urns", 1000);
    fin = (await staffOf(t)).finance;
    buyer = await payingUser(t, "buyer@unsettled.test");
    await fund(t, buyer.userId, 100_000n);
    await addAddress(t, buyer.token);
    expect((await pay(t, m, { level: 2 })).data).toMatchObject({ level: 2 });
    const [g] = await t.database.db
      .insert(goods)
      .values({ title: "Stone Urn", categoryId: 1, shopId: m.shopId, image: "/x.webp", priceMinor: 4000n, stock: 9 })
      .returning();
    goodsId = (g as { id: number }).id;
    const placed = await t.post(`${W}/order/addOrder`, { goods_id: goodsId, number: 1 }, { token: buyer.token });
    orderId = placed.data.order_ids[0];
    const paid = await t.post(
      `${W}/pay/payment`,
      { order_ids: [orderId], pay_password: buyer.payPass },
      { token: buyer.token },
    );
    expect(paid.code, paid.msg).toBe(1);
    const shipped = await t.post(
      `${W}/shop/order/ship`,
      { id: orderId, express_name: "DHL", express_no: "U1" },
      { token: m.token },
    );
    expect(shipped.code, shipped.msg).toBe(1);
  });
  afterAll(() => closeWithBooksBalanced(t));

  it("is refused while the order is received but inside the after-sales window, and after a review too", async () => {
    expect((await t.post(`${W}/order/confirmOrder`, { id: orderId }, { token: buyer.token })).code).toBe(1);
    const row = await orderRow();
    expect(row?.state).toBe(4);
    expect(row?.settled_at).toBeNull();
    expect(new Date(row?.aftersales_until ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect(await refund()).toMatchObject(blocked);
    // reviewed (completed), the window still runs: a refund can still come
    const review = await t.post(
      `${W}/order/comment`,
      { id: orderId, items: [{ goods_id: goodsId, score: 5, content: "Heavy and lovely" }] },
      { token: buyer.token },
    );
    expect(review.code, review.msg).toBe(1);
    expect(await orderRow()).toMatchObject({ state: 6, settled_at: null });
    expect(await refund()).toMatchObject(blocked);
    expect((await t.post(`${S}/bond_info`, {}, { token: m.token })).data).toMatchObject({ level: 2, refund: null });
  });

  it("goes once the order is settled at the end of the window", async () => {
    await t.database.db.execute(
      sql`update order_jobs set due_at = now() - interval '1 second' where kind = 'settle' and order_id = ${orderId}`,
    );
    await runOrderJobs(t.database.db);
    expect((await orderRow())?.settled_at).not.toBeNull();
    const asked = await refund();
    expect(asked).toMatchObject({ code: 1, data: { money: "1000.00", state: 0 } });
    const agreed = await t.post(`${A}/bond_refund_review`, { id: asked.data.id, agree: 1 }, { token: fin });
    expect(agreed).toMatchObject({ code: 1, data: { state: 1 } });
  });
});
