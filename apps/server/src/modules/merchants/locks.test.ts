import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { A, type BondMerchant, bondMerchant, booksHold, S, staffOf } from "../../../test/bond-fixture.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { addAddress, fund } from "../../../test/orders-fixture.js";
import { payingUser } from "../../../test/wallet-helpers.js";
import { queryRows } from "../../platform/db/index.js";
import { goods } from "../../schema.js";

const W = "/api/wanlshop";

/** Store locks (operator): 402 for the merchant, goods out of the lists and unbuyable, refunds still go. */
describe("store locks", () => {
  let t: TestApp;
  let m: BondMerchant;
  let staff: Awaited<ReturnType<typeof staffOf>>;
  let buyer: Awaited<ReturnType<typeof payingUser>> & { addressId: number };
  let goodsId: number;
  let paidOrder: number;
  let unpaidOrder: number;
  let withdrawTo: number;
  const lock = (locked: number, token = staff.operator, reason = "Counterfeit goods reported") =>
    t.post(`${A}/lock`, { shop_id: m.shopId, locked, reason }, { token });
  const listed = async () =>
    (await t.get(`${W}/product/lists`, { filter: { shop_id: m.shopId }, op: { shop_id: "=" } })).data.data.length;
  const order = async () => {
    const res = await t.post(`${W}/order/addOrder`, { goods_id: goodsId, number: 1 }, { token: buyer.token });
    return res.code === 1 ? (res.data.order_ids[0] as number) : res;
  };
  const payOrder = (id: number) =>
    t.post(`${W}/pay/payment`, { order_ids: [id], pay_password: buyer.payPass }, { token: buyer.token });

  beforeAll(async () => {
    t = await createTestApp();
    m = await bondMerchant(t, "lena@lock.test", "Lena Lamps", 100);
    staff = await staffOf(t);
    const b = await payingUser(t, "buyer@lock.test");
    await fund(t, b.userId, 100_000n);
    buyer = { ...b, addressId: await addAddress(t, b.token) };
    const [g] = await t.database.db
      .insert(goods)
      .values({
        title: "Brass Desk Lamp",
        categoryId: 1,
        shopId: m.shopId,
        image: "/x.webp",
        priceMinor: 2500n,
        stock: 50,
      })
      .returning();
    goodsId = (g as { id: number }).id;
    const address = await t.post(
      `${W}/wallet/address_save`,
      { network: "USDT-TRC20", address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE" },
      { token: m.token },
    );
    withdrawTo = address.data.id;
    paidOrder = (await order()) as number;
    expect((await payOrder(paidOrder)).code).toBe(1);
    unpaidOrder = (await order()) as number;
  });
  afterAll(() => t.close());

  it("only operators lock, with a reason; shoppers, merchants and other staff get nothing", async () => {
    for (const token of [buyer.token, m.token, staff.finance, staff.support])
      expect((await lock(1, token)).code).not.toBe(1);
    expect(await lock(1, staff.operator, "")).toMatchObject({ error: "reason_required" });
    expect(
      await t.post(`${A}/lock`, { shop_id: 999999, locked: 1, reason: "x" }, { token: staff.operator }),
    ).toMatchObject({
      error: "not_found",
    });
    expect((await t.post(`${A}/list`, {}, { token: staff.finance })).code).not.toBe(1);
    expect(await listed()).toBe(1);
  });

  it("a locked store's merchant calls answer 402; its goods leave the lists and cannot be bought", async () => {
    expect(await lock(1)).toMatchObject({ code: 1, data: { shop_id: m.shopId, locked: true, state: 2 } });
    const [audit] = await queryRows<{ action: string; detail: { reason: string } }>(
      t.database.db,
      sql`select action, detail from audit_log where target = ${`shop:${m.shopId}`} order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ action: "shop.lock", detail: { reason: "Counterfeit goods reported" } });
    for (const url of [
      `${S}/bond_info`,
      `${S}/contract`,
      `${S}/bond_pay`,
      `${S}/bond_refund`,
      `${W}/shop/order/list`,
    ]) {
      const res = await t.app.inject({ method: "POST", url, headers: { token: m.token }, payload: {} });
      expect(res.statusCode, url).toBe(402);
      expect(res.json()).toMatchObject({ code: 402, msg: "The store is locked, please contact customer service" });
    }
    expect(await listed()).toBe(0);
    expect(await order()).toMatchObject({ code: 0, error: "shop_closed", msg: "The shop is closed" });
    expect(await t.post(`${W}/cart/add`, { goods_id: goodsId, number: 1 }, { token: buyer.token })).toMatchObject({
      error: "shop_closed",
    });
    expect(await payOrder(unpaidOrder)).toMatchObject({ error: "shop_closed" });
    const shops = await t.post(`${A}/list`, { keyword: "Lena" }, { token: staff.operator });
    expect(shops.data.data).toEqual([expect.objectContaining({ id: m.shopId, shopname: "Lena Lamps", locked: true })]);
  });

  it("a locked store's owner asking for a withdrawal is answered 402 like every merchant call; nothing moves", async () => {
    const wallet = (await t.post(`${W}/wallet/info`, {}, { token: m.token })).data.available;
    const res = await t.app.inject({
      method: "POST",
      url: `${W}/pay/withdraw`,
      headers: { token: m.token, "content-type": "application/json" },
      payload: JSON.stringify({ address_id: withdrawTo, amount: "20", pay_password: m.payPass }),
    });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 402, msg: "The store is locked, please contact customer service" });
    expect((await t.post(`${W}/wallet/info`, {}, { token: m.token })).data).toMatchObject({
      available: wallet,
      withdrawing: "0.00",
    });
    expect((await t.post(`${W}/pay/withdraw_list`, {}, { token: m.token })).data.data).toEqual([]);
  });

  it("existing orders can still be refunded while the store is locked", async () => {
    const apply = await t.post(
      `${W}/refund/apply`,
      { order_id: paidOrder, type: 0, money: "25.00", reason: "The shop was locked" },
      { token: buyer.token },
    );
    expect(apply.code).toBe(1);
    await t.post(`${W}/refund/cancel`, { id: apply.data.id }, { token: buyer.token });
    const cancel = await t.post(`${W}/order/cancelOrder`, { id: paidOrder }, { token: buyer.token });
    expect(cancel.code).toBe(1);
    expect((await t.post(`${W}/wallet/info`, {}, { token: buyer.token })).data.available).toBe("1000.00");
    expect((await booksHold(t, m.shopId)).cached).toBe("0");
  });

  it("unlocking restores the merchant's calls, the listing and buying", async () => {
    expect(await lock(0, staff.operator, "Resolved")).toMatchObject({ code: 1, data: { locked: false, state: 1 } });
    expect((await t.post(`${S}/bond_info`, {}, { token: m.token })).code).toBe(1);
    expect(await listed()).toBe(1);
    expect((await payOrder(unpaidOrder)).code).toBe(1);
    const withdrawal = await t.post(
      `${W}/pay/withdraw`,
      { address_id: withdrawTo, amount: "20", pay_password: m.payPass },
      { token: m.token },
    );
    expect(withdrawal).toMatchObject({ code: 1, data: { money: "20.00", status: "daishen" } });
  });
});
