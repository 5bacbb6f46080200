import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { A, type BondMerchant, bondMerchant, booksHold, pay, S, staffOf } from "../../../test/bond-fixture.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { addAddress, fund } from "../../../test/orders-fixture.js";
import { payingUser } from "../../../test/wallet-helpers.js";
import { queryRows } from "../../platform/db/index.js";
import { goods } from "../../schema.js";

const W = "/api/wanlshop";
const ROUNDS = 12;

/**
 * A bond refund racing an order being paid (docs/rules.md#store-levels): both take the shop's
 * row lock, so either the refund is refused ("unprocessed orders") or it was agreed before the
 * payment began; never a refund agreed while a paid order it did not see was waiting.
 * On PGlite the calls queue on one connection; on PostgreSQL they truly overlap.
 */
describe("bond refund vs order payment", () => {
  let t: TestApp;
  let m: BondMerchant;
  let fin: string;
  let buyer: Awaited<ReturnType<typeof payingUser>>;
  let goodsId: number;

  beforeAll(async () => {
    t = await createTestApp();
    m = await bondMerchant(t, "rita@race.test", "Rita Rugs", 1000);
    fin = (await staffOf(t)).finance;
    buyer = await payingUser(t, "buyer@race.test");
    await fund(t, buyer.userId, 1_000_000n);
    await addAddress(t, buyer.token);
    const [g] = await t.database.db
      .insert(goods)
      .values({ title: "Wool Rug", categoryId: 1, shopId: m.shopId, image: "/x.webp", priceMinor: 1000n, stock: 999 })
      .returning();
    goodsId = (g as { id: number }).id;
  });
  afterAll(() => t.close());

  const entryId = async (reference: string) => {
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from ledger_entries where reference = ${reference}`,
    );
    return row?.id ?? null;
  };

  it("never agrees a refund that missed a payment made at the same moment", async () => {
    const outcomes = { refundFirst: 0, refundRefused: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      expect((await pay(t, m, { amount: "10" })).code).toBe(1);
      const req = await t.post(`${S}/bond_refund`, { amount: "10" }, { token: m.token });
      expect(req.code, req.msg).toBe(1);
      const placed = await t.post(`${W}/order/addOrder`, { goods_id: goodsId, number: 1 }, { token: buyer.token });
      const orderId = placed.data.order_ids[0] as number;
      const [paid, agreed] = await Promise.all([
        t.post(`${W}/pay/payment`, { order_ids: [orderId], pay_password: buyer.payPass }, { token: buyer.token }),
        t.post(`${A}/bond_refund_review`, { id: req.data.id, agree: 1 }, { token: fin }),
      ]);
      expect(paid.code, paid.msg).toBe(1);
      if (agreed.code === 1) {
        // both accepted: the refund must have moved its money before the payment did
        const refundEntry = await entryId(`bond_refund:${req.data.id}:agree`);
        const payEntry = await entryId(`order:${orderId}:pay`);
        expect(refundEntry).not.toBeNull();
        expect(refundEntry as number).toBeLessThan(payEntry as number);
        outcomes.refundFirst++;
      } else {
        expect(agreed).toMatchObject({
          error: "bond_refund_blocked",
          msg: "There are unprocessed orders, the operating fund cannot be refunded",
        });
        outcomes.refundRefused++;
        const no = await t.post(
          `${A}/bond_refund_review`,
          { id: req.data.id, agree: 0, reason: "Orders open" },
          { token: fin },
        );
        expect(no.code).toBe(1);
      }
      // the paid order is cancelled (money back to the buyer) so the next round starts clean
      expect((await t.post(`${W}/order/cancelOrder`, { id: orderId }, { token: buyer.token })).code).toBe(1);
      const books = await booksHold(t, m.shopId);
      expect(books.cached).toBe(books.summed);
    }
    expect(outcomes.refundFirst + outcomes.refundRefused).toBe(ROUNDS);
  });

  it("a refund asked while an order waits to ship is refused with the spec's message", async () => {
    const placed = await t.post(`${W}/order/addOrder`, { goods_id: goodsId, number: 1 }, { token: buyer.token });
    const orderId = placed.data.order_ids[0] as number;
    await t.post(`${W}/pay/payment`, { order_ids: [orderId], pay_password: buyer.payPass }, { token: buyer.token });
    expect((await pay(t, m, { amount: "10" })).code).toBe(1);
    expect(await t.post(`${S}/bond_refund`, { amount: "10" }, { token: m.token })).toMatchObject({
      code: 0,
      error: "bond_refund_blocked",
    });
    // an open refund on the order blocks too, after the order itself no longer would
    const apply = await t.post(
      `${W}/refund/apply`,
      { order_id: orderId, type: 0, money: "10.00", reason: "Changed my mind" },
      { token: buyer.token },
    );
    expect(apply.code).toBe(1);
    expect(await t.post(`${S}/bond_refund`, { amount: "10" }, { token: m.token })).toMatchObject({
      error: "bond_refund_blocked",
    });
  });
});
