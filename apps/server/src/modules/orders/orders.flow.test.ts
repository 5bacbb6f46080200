import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { addAddress, balance, booksBalanced, buyingWorld } from "../../../test/orders-fixture.js";
import { queryRows } from "../../platform/db/index.js";

let t: TestApp;
let w: Awaited<ReturnType<typeof buyingWorld>>;
const O = "/api/wanlshop/order";

beforeAll(async () => {
  t = await createTestApp();
  w = await buyingWorld(t);
  // the sweater ships for $5.00, the maxi dress for $3.00: one parcel per shop pays the highest
  await t.database.db.execute(sql`update goods set freight_minor = 500 where id = ${w.goods.sweater.id}`);
  await t.database.db.execute(sql`update goods set freight_minor = 300 where id = ${w.goods.maxi.id}`);
});
afterAll(() => t.close());

const stockOf = async (goodsId: number) =>
  (await queryRows<{ stock: number }>(t.database.db, sql`select stock from goods where id = ${goodsId}`))[0]?.stock;
const salesOf = async (goodsId: number) =>
  (await queryRows<{ sales: number }>(t.database.db, sql`select sales from goods where id = ${goodsId}`))[0]?.sales;
const skuStock = async (skuId: number) =>
  (await queryRows<{ stock: number }>(t.database.db, sql`select stock from goods_skus where id = ${skuId}`))[0]?.stock;
const blackSku = async () =>
  (
    await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from goods_skus where goods_id = ${w.goods.phone.id} and spec_values->>'Colour' = 'Black'`,
    )
  )[0]?.id as number;
const settlement = async (shopId: number) =>
  (
    await queryRows<{ b: string }>(
      t.database.db,
      sql`select balance_minor::text as b from ledger_accounts where code = ${`settlement:${shopId}`}`,
    )
  )[0]?.b ?? "0";

async function cartOf(token: string, lines: { goods_id: number; sku_id?: number; number: number }[]) {
  for (const l of lines) {
    const res = await t.post("/api/wanlshop/cart/add", l, { token });
    if (res.code !== 1) throw new Error(res.msg);
  }
  return (await t.post("/api/wanlshop/cart/synchro", {}, { token })).data.map((l: { id: number }) => l.id) as number[];
}

describe("checkout, payment and the order's life", () => {
  let orderIds: number[] = [];
  let cartIds: number[] = [];

  it("previews one order per shop with the server's prices; client prices are ignored", async () => {
    const token = w.shopper.token;
    cartIds = await cartOf(token, [
      { goods_id: w.goods.sweater.id, number: 2 },
      { goods_id: w.goods.maxi.id, number: 1 },
      { goods_id: w.goods.phone.id, sku_id: await blackSku(), number: 1 },
    ]);
    const res = await t.post(
      `${O}/confirm`,
      { cart_ids: cartIds, price: "0.01", total: "0.01", freight: "0", goods_total: "1" },
      { token },
    );
    expect(res.code).toBe(1);
    expect(res.data.address.id).toBe(w.shopper.addressId);
    const nordic = res.data.shops.find((s: { shop: { id: number } }) => s.shop.id === w.shops.nordic.id);
    expect(nordic).toMatchObject({ goods_total: "134.80", freight: "5.00", discount: "0.00", total: "139.80" });
    const tokyo = res.data.shops.find((s: { shop: { id: number } }) => s.shop.id === w.shops.tokyo.id);
    expect(tokyo).toMatchObject({ goods_total: "299.00", freight: "0.00", total: "299.00" });
    expect(res.data.total).toBe("438.80");
  });

  it("needs a shipping address first", async () => {
    const u = await quickUser(t, "no-address@orders.test");
    const res = await t.post(`${O}/addOrder`, { goods_id: w.goods.scarf.id, number: 1 }, { token: u.token });
    expect(res.error).toBe("address_required");
    expect(res.msg).toBe("Please add a shipping address first");
    expect(await stockOf(w.goods.scarf.id)).toBe(10);
  });

  it("refuses the shopper's own store and a locked store's goods (shop closed)", async () => {
    await addAddress(t, w.merchants.nordic);
    const own = await t.post(`${O}/addOrder`, { goods_id: w.goods.maxi.id, number: 1 }, { token: w.merchants.nordic });
    expect(own.error).toBe("own_store");
    const locked = await t.post(
      `${O}/addOrder`,
      { goods_id: w.goods.lockedDress.id, number: 1 },
      { token: w.shopper.token },
    );
    expect(locked).toMatchObject({ code: 0, error: "shop_closed", msg: "The shop is closed" });
    const spec = await t.post(`${O}/addOrder`, { goods_id: w.goods.phone.id, number: 1 }, { token: w.shopper.token });
    expect(spec.error).toBe("spec_required");
    const bad = await t.post(`${O}/addOrder`, { goods_id: w.goods.scarf.id, number: -1 }, { token: w.shopper.token });
    expect(bad.error).toBe("quantity_invalid");
  });

  it("places one order per shop, reserves stock, empties those cart lines, numbers are readable", async () => {
    const token = w.shopper.token;
    const sku = await blackSku();
    const res = await t.post(
      `${O}/addOrder`,
      { cart_ids: cartIds, address_id: w.shopper.addressId, total: "1.00", remark: "ring twice" },
      { token },
    );
    expect(res.code).toBe(1);
    expect(res.data.total).toBe("438.80");
    orderIds = res.data.order_ids;
    expect(orderIds).toHaveLength(2);
    expect(await stockOf(w.goods.sweater.id)).toBe(8);
    expect(await skuStock(sku)).toBe(4);
    expect(await stockOf(w.goods.phone.id)).toBe(6);
    expect((await t.post("/api/wanlshop/cart/synchro", {}, { token })).data).toEqual([]);
    const info = (await t.post(`${O}/getOrderInfo`, { id: orderIds[0] }, { token })).data;
    expect(info.order_no).toMatch(/^\d{8}\d{8}$/);
    expect(info).toMatchObject({ state: 1, remark: "ring twice", consignee: "Ada Buyer", address: { city: "Berlin" } });
  });

  it("pays from the wallet with the payment password: wallet -> settlement, orders to ship", async () => {
    const token = w.shopper.token;
    const wrong = await t.post("/api/wanlshop/pay/payment", { order_ids: orderIds, pay_password: "000000" }, { token });
    expect(wrong.error).toBe("pay_password_error");
    expect(wrong.msg).toBe("Payment password error");
    expect(await balance(t, token)).toBe("1000.00");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/wanlshop/pay/payment",
      headers: { token, "idempotency-key": "pay-1" },
      payload: { order_ids: orderIds, pay_password: w.shopper.payPass },
    });
    expect(res.json()).toMatchObject({ code: 1, data: { paid: "438.80", state: 2 } });
    const replay = await t.app.inject({
      method: "POST",
      url: "/api/wanlshop/pay/payment",
      headers: { token, "idempotency-key": "pay-1" },
      payload: { order_ids: orderIds, pay_password: w.shopper.payPass },
    });
    expect(replay.json().data).toEqual(res.json().data);
    const again = await t.post(
      "/api/wanlshop/pay/payment",
      { order_ids: orderIds, pay_password: w.shopper.payPass },
      { token },
    );
    expect(again.error).toBe("order_paid");
    expect(await balance(t, token)).toBe(`${(1000 - 438.8).toFixed(2)}`);
    expect(await settlement(w.shops.nordic.id)).toBe("13980");
    expect(await salesOf(w.goods.sweater.id)).toBe(122);
    expect(await salesOf(w.goods.phone.id)).toBe(801);
    expect(await settlement(w.shops.tokyo.id)).toBe("29900");
    const list = (await t.post(`${O}/getOrderList`, { state: 2 }, { token })).data;
    expect(list.total).toBe(2);
    const records = (await t.post("/api/wanlshop/wallet/records", {}, { token })).data.data;
    expect(records.filter((r: { type: string }) => r.type === "pay")).toHaveLength(2);
    await booksBalanced(t);
  });

  it("refuses a payment the wallet cannot cover and changes nothing", async () => {
    const token = w.shopper.token;
    const [order] = (
      await t.post(`${O}/addOrder`, { goods_id: w.goods.phone.id, sku_id: await blackSku(), number: 2 }, { token })
    ).data.order_ids;
    const before = await balance(t, token);
    const res = await t.post(
      "/api/wanlshop/pay/payment",
      { order_ids: [order], pay_password: w.shopper.payPass },
      { token },
    );
    expect(res.error).toBe("insufficient_balance");
    expect(res.msg).toBe("Insufficient balance");
    expect(await balance(t, token)).toBe(before);
    expect((await t.post(`${O}/getOrderInfo`, { id: order }, { token })).data.state).toBe(1);
    // cancelling an unpaid order gives the stock back
    const stock = await skuStock(await blackSku());
    expect((await t.post(`${O}/cancelOrder`, { id: order }, { token })).data.state).toBe(7);
    expect(await skuStock(await blackSku())).toBe((stock as number) + 2);
  });

  it("the merchant ships with carrier and tracking number; the shopper sees logistics", async () => {
    const [nordicOrder] = orderIds;
    const none = await t.post(
      "/api/wanlshop/shop/order/ship",
      { id: nordicOrder, express_name: "DHL" },
      { token: w.merchants.nordic },
    );
    expect(none.error).toBe("express_required");
    const other = await t.post(
      "/api/wanlshop/shop/order/ship",
      { id: nordicOrder, express_name: "DHL", express_no: "JD0001" },
      { token: w.merchants.tokyo },
    );
    expect(other.error).toBe("order_not_found");
    const shopper = await t.post(
      "/api/wanlshop/shop/order/ship",
      { id: nordicOrder, express_name: "DHL", express_no: "JD0001" },
      { token: w.shopper.token },
    );
    expect(shopper.error).toBe("no_shop");
    const res = await t.post(
      "/api/wanlshop/shop/order/ship",
      { id: nordicOrder, express_name: "DHL", express_no: "JD0001" },
      { token: w.merchants.nordic },
    );
    expect(res.data.state).toBe(3);
    const log = (await t.post(`${O}/getLogistics`, { id: nordicOrder }, { token: w.shopper.token })).data;
    expect(log).toMatchObject({ express_name: "DHL", express_no: "JD0001", state: 3 });
    expect(log.events[0].content).toContain("JD0001");
    // stored as text keys, rendered when read (docs/languages.md)
    const notices = await queryRows<{ key: string }>(
      t.database.db,
      sql`select text->>'key' as key from notices where user_id = ${w.shopper.userId} order by id`,
    );
    expect(notices.map((n) => n.key)).toEqual(
      expect.arrayContaining(["notice.payment_successful", "notice.order_shipped"]),
    );
  });

  it("confirms receipt and reviews: stars, text and images on the product page", async () => {
    const token = w.shopper.token;
    const [nordicOrder] = orderIds;
    expect(
      (
        await t.post(
          `${O}/comment`,
          { id: nordicOrder, items: [{ goods_id: w.goods.sweater.id, score: 5 }] },
          { token },
        )
      ).error,
    ).toBe("order_state");
    expect((await t.post(`${O}/confirmOrder`, { id: nordicOrder }, { token })).data.state).toBe(4);
    const bad = await t.post(
      `${O}/comment`,
      { id: nordicOrder, items: [{ goods_id: w.goods.sweater.id, score: 6 }] },
      { token },
    );
    expect(bad.error).toBe("review_invalid");
    const res = await t.post(
      `${O}/comment`,
      {
        id: nordicOrder,
        items: [
          { goods_id: w.goods.sweater.id, score: 4, content: "Warm and soft", images: ["/uploads/public/a/b.webp"] },
          {
            goods_id: w.goods.maxi.id,
            score: 5,
            content: "Lovely",
            images: ["http://localhost:3000/uploads/public/c/d.webp"],
          },
        ],
      },
      { token },
    );
    expect(res.data.state).toBe(6);
    const hostile = await t.post(
      `${O}/comment`,
      { id: nordicOrder, items: [{ goods_id: w.goods.sweater.id, score: 5, images: ["/uploads/../etc/passwd"] }] },
      { token },
    );
    expect(hostile.error).toBe("upload_invalid");
    const comments = await t.get("/api/wanlshop/product/comments", { goods_id: w.goods.sweater.id });
    expect(JSON.stringify(comments.data)).toContain("Warm and soft");
  });

  it("cancelling a paid order before shipping returns the money", async () => {
    const token = w.shopper.token;
    const [, tokyoOrder] = orderIds;
    const before = await balance(t, token);
    const res = await t.post(`${O}/cancelOrder`, { id: tokyoOrder }, { token });
    expect(res.data.state).toBe(7);
    expect(Number(await balance(t, token))).toBeCloseTo(Number(before) + 299, 2);
    expect(await settlement(w.shops.tokyo.id)).toBe("0");
    expect(await salesOf(w.goods.phone.id)).toBe(800);
    expect((await t.post(`${O}/cancelOrder`, { id: tokyoOrder }, { token })).error).toBe("order_state");
    await booksBalanced(t);
  });

  it("changes the address once before shipping", async () => {
    const token = w.shopper.token;
    const second = await addAddress(t, token, "Grace Receiver");
    const [order] = (await t.post(`${O}/addOrder`, { goods_id: w.goods.scarf.id, number: 1 }, { token })).data
      .order_ids;
    const res = await t.post(`${O}/editAddress`, { id: order, address_id: second }, { token });
    expect(res.data.address.name).toBe("Grace Receiver");
    expect((await t.post(`${O}/editAddress`, { id: order, address_id: second }, { token })).error).toBe(
      "address_edited",
    );
    expect((await t.post(`${O}/getOrderInfo`, { id: order }, { token })).data.consignee).toBe("Grace Receiver");
  });

  it("deletes finished orders for the shopper only; lists by tab", async () => {
    const token = w.shopper.token;
    const [nordicOrder, tokyoOrder] = orderIds;
    const all = (await t.post(`${O}/getOrderList`, { state: "all" }, { token })).data.total;
    expect((await t.post(`${O}/getOrderList`, { state: 1 }, { token })).data.total).toBe(1);
    expect((await t.post(`${O}/delOrder`, { id: tokyoOrder }, { token })).code).toBe(1);
    expect((await t.post(`${O}/delOrder`, { id: nordicOrder }, { token })).code).toBe(1);
    expect((await t.post(`${O}/getOrderList`, {}, { token })).data.total).toBe(all - 2);
    expect((await t.post(`${O}/getOrderInfo`, { id: tokyoOrder }, { token })).error).toBe("order_not_found");
    const merchant = (await t.post("/api/wanlshop/shop/order/list", {}, { token: w.merchants.tokyo })).data;
    expect(merchant.data.map((o: { id: number }) => o.id)).toContain(tokyoOrder);
  });
});
