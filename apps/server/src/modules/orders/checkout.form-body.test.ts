import qs from "qs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser, staffToken } from "../../../test/buying-people.js";
import type { Json } from "../../../test/harness.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { addAddress, buyingWorld, closeWithBooksBalanced, fund } from "../../../test/orders-fixture.js";

/**
 * Form bodies mean what JSON bodies mean (docs/api.md#form-bodies): each call that takes nested
 * fields is sent once as JSON and once form-encoded, the way the spec's clients send everything
 * (`coupons[<shop id>]=<id>`, `cart_ids[]=1`, `data[name]=...`), and both answer the same; a
 * nested field that cannot be read is refused in both, never dropped.
 */
describe("form bodies and JSON bodies", () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buyingWorld>>;
  let operator: string;
  const token = () => w.shopper.token;
  /** the request as JSON */
  const json = (url: string, body: object, tok = token()) => t.post(url, body, { token: tok });
  /** the same request form-encoded; `indices` writes lists as a[0]=x, `brackets` as a[]=x */
  const form = (url: string, body: object, tok = token(), arrayFormat: "indices" | "brackets" = "brackets") =>
    t.post(url, qs.stringify(body, { arrayFormat }), { token: tok });
  /** an answer without what differs between two calls (time, order ids) */
  const same = (r: Json) => ({ code: r.code, error: r.error, field: r.field, data: r.data });

  /** a $5 coupon on the scarf's shop claimed by `tok`; returns its user_coupons id */
  async function claimCoupon(tok: string, name: string) {
    const coupon = await t.post(
      "/api/admin/coupon/add",
      {
        kind: "instant",
        name,
        amount: "5.00",
        total: 10,
        per_user: 1,
        ends_at: Math.floor(Date.now() / 1000) + 86_400,
      },
      { token: operator },
    );
    expect(coupon.code, coupon.msg).toBe(1);
    const claim = await t.post("/api/wanlshop/coupon/receive", { id: coupon.data.id }, { token: tok });
    expect(claim.code, claim.msg).toBe(1);
    return claim.data.user_coupon_id as number;
  }

  beforeAll(async () => {
    t = await createTestApp();
    w = await buyingWorld(t, "former@forms.test");
    operator = await staffToken(t, "ops@forms.test", "operator");
  });
  afterAll(() => closeWithBooksBalanced(t));

  it("order/confirm prices a coupon sent as coupons[<shop id>]=<id> as it does from JSON", async () => {
    const uc = await claimCoupon(token(), "Confirm five off");
    const body = { goods_id: w.goods.scarf.id, number: 2, coupons: { [w.shops.tokyo.id]: uc } };
    const asJson = await json("/api/wanlshop/order/confirm", body);
    expect(asJson.code, asJson.msg).toBe(1);
    const shop = asJson.data.shops.find((s: { shop: { id: number } }) => s.shop.id === w.shops.tokyo.id);
    expect(shop).toMatchObject({ goods_total: "24.00", discount: "5.00", total: "19.00" });
    expect(same(await form("/api/wanlshop/order/confirm", body))).toEqual(same(asJson));
    // a shop id past qs's list limit (an object key, not a list position) reads the same too
    const far = { ...body, coupons: { 123456: uc } };
    expect(await json("/api/wanlshop/order/confirm", far)).toMatchObject({ error: "coupon_other_shop" });
    expect(await form("/api/wanlshop/order/confirm", far)).toMatchObject({ error: "coupon_other_shop" });
  });

  it("order/addOrder applies the form's coupon, then refuses it used, as JSON refuses it", async () => {
    const uc = await claimCoupon(token(), "Order five off");
    const body = { goods_id: w.goods.scarf.id, number: 1, coupons: { [w.shops.tokyo.id]: uc } };
    const placed = await form("/api/wanlshop/order/addOrder", body);
    expect(placed, placed.msg).toMatchObject({ code: 1, data: { total: "7.00" } });
    const again = [await form("/api/wanlshop/order/addOrder", body), await json("/api/wanlshop/order/addOrder", body)];
    for (const r of again) expect(r).toMatchObject({ code: 0, error: "coupon_used" });
    expect(same(again[0] as Json)).toEqual(same(again[1] as Json));
    // the order was placed at the coupon's price, and pays so
    const paid = await form("/api/wanlshop/pay/payment", {
      order_ids: placed.data.order_ids,
      pay_password: w.shopper.payPass,
    });
    expect(paid, paid.msg).toMatchObject({ code: 1, data: { paid: "7.00" } });
  });

  it("order/addOrder refuses another user's coupon from a form as from JSON", async () => {
    const other = await quickUser(t, "other@forms.test");
    await addAddress(t, other.token);
    const theirs = await claimCoupon(other.token, "Someone else's five off");
    const body = { goods_id: w.goods.scarf.id, number: 1, coupons: { [w.shops.tokyo.id]: theirs } };
    for (const url of ["/api/wanlshop/order/confirm", "/api/wanlshop/order/addOrder"]) {
      const [a, b] = [await json(url, body), await form(url, body)];
      expect(a, url).toMatchObject({ code: 0, error: "coupon_unavailable" });
      expect(same(b), url).toEqual(same(a));
    }
  });

  it("refuses a coupons or remark field that cannot be read, in both encodings, and places nothing", async () => {
    const before = (await json("/api/wanlshop/order/getOrderList", {})).data.total;
    const goods = { goods_id: w.goods.scarf.id, number: 1 };
    const unreadable = [
      { coupons: "12" },
      { coupons: ["12"] },
      { coupons: { x: "12" } },
      { coupons: { [w.shops.tokyo.id]: "twelve" } },
      { remark: ["fast please"] },
      { remark: { [w.shops.tokyo.id]: { nested: "x" } } },
    ];
    for (const extra of unreadable) {
      const field = Object.keys(extra)[0];
      for (const url of ["/api/wanlshop/order/confirm", "/api/wanlshop/order/addOrder"]) {
        const a = await json(url, { ...goods, ...extra });
        expect(a, JSON.stringify(extra)).toMatchObject({ code: 0, error: "bad_request", field });
        expect(same(await form(url, { ...goods, ...extra })), JSON.stringify(extra)).toEqual(same(a));
      }
    }
    // `coupons[]=12` is a list in a form, never a shop's coupon
    expect(
      await t.post("/api/wanlshop/order/addOrder", `goods_id=${w.goods.scarf.id}&number=1&coupons[]=12`, {
        token: token(),
      }),
    ).toMatchObject({ error: "bad_request", field: "coupons" });
    expect((await json("/api/wanlshop/order/getOrderList", {})).data.total).toBe(before);
  });

  it("keeps a remark per shop sent as remark[<shop id>] and a cart chosen as cart_ids[]", async () => {
    const lines = [w.goods.sweater.id, w.goods.scarf.id];
    const place = async (send: (url: string, body: object) => Promise<Json>, note: string) => {
      for (const goods_id of lines) {
        const added = await json("/api/wanlshop/cart/add", { goods_id, number: 1 });
        expect(added.code, added.msg).toBe(1);
      }
      const cartIds = (await json("/api/wanlshop/cart/synchro", {})).data.map((l: { id: number }) => l.id);
      expect(cartIds).toHaveLength(2);
      const res = await send("/api/wanlshop/order/addOrder", {
        cart_ids: cartIds,
        remark: { [w.shops.nordic.id]: `${note} nordic`, [w.shops.tokyo.id]: `${note} tokyo` },
      });
      expect(res.code, res.msg).toBe(1);
      const remarks: Record<number, string> = {};
      for (const id of res.data.order_ids as number[]) {
        const info = (await json("/api/wanlshop/order/getOrderInfo", { id })).data;
        remarks[info.shop.id] = info.remark;
      }
      return remarks;
    };
    const a = await place(json, "as json");
    const b = await place((url, body) => form(url, body, token(), "indices"), "as form");
    expect(a).toEqual({ [w.shops.nordic.id]: "as json nordic", [w.shops.tokyo.id]: "as json tokyo" });
    expect(b).toEqual({ [w.shops.nordic.id]: "as form nordic", [w.shops.tokyo.id]: "as form tokyo" });
  });

  it("cart/merge, cart/select and cart/del read their lists the same from a form", async () => {
    type Line = { id: number; goods_id: number; number: number; checked: boolean };
    const cart = async () => (await json("/api/wanlshop/cart/synchro", {})).data as Line[];
    /** the cart as the shopper sees it, without the line ids (new on each merge) */
    const seen = async () => (await cart()).map(({ id: _id, ...line }) => line);
    const lines = [
      { goods_id: w.goods.sweater.id, number: 2 },
      { goods_id: w.goods.maxi.id, number: 1 },
    ];
    const after: { merged: unknown; unticked: unknown }[] = [];
    // a list of objects is sent with positions (lines[0][goods_id]); without them it is refused
    const ambiguous = qs.stringify({ lines }, { arrayFormat: "brackets" });
    expect(ambiguous).toContain("lines%5B%5D%5Bgoods_id%5D");
    expect(await t.post("/api/wanlshop/cart/merge", ambiguous, { token: token() })).toMatchObject({
      error: "bad_request",
    });
    const positions = (url: string, body: object) => form(url, body, token(), "indices");
    for (const send of [json, positions]) {
      const left = (await cart()).map((l) => l.id);
      if (left.length) expect((await json("/api/wanlshop/cart/del", { ids: left })).code).toBe(1);
      expect((await send("/api/wanlshop/cart/merge", { lines })).code).toBe(1);
      const merged = await seen();
      const maxi = (await cart()).filter((l) => l.goods_id === w.goods.maxi.id).map((l) => l.id);
      const ticked = await send("/api/wanlshop/cart/select", { ids: maxi, checked: 0 });
      expect(ticked.code, ticked.msg).toBe(1);
      after.push({ merged, unticked: await seen() });
    }
    expect(after[1]).toEqual(after[0]);
    expect(after[0]?.merged).toHaveLength(2);
    expect(after[0]?.merged).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ goods_id: w.goods.sweater.id, number: 2 }),
        expect.objectContaining({ goods_id: w.goods.maxi.id, number: 1 }),
      ]),
    );
    expect((await cart()).find((l) => l.goods_id === w.goods.maxi.id)?.checked).toBe(false);
    // cart/del from a form list empties the cart
    const ids = (await cart()).map((l) => l.id);
    expect((await form("/api/wanlshop/cart/del", { ids }, token(), "indices")).data).toEqual({ cart_number: 0 });
    expect(await cart()).toEqual([]);
  });

  it("address/address reads data[...] from a form as the data object from JSON", async () => {
    const data = {
      name: "Form Buyer",
      mobile_code: "49",
      mobile: "15112345679",
      country: "Germany",
      province: "Berlin",
      city: "Berlin",
      zip_code: "10117",
      address: "Friedrichstrasse 2",
      default: 0,
    };
    const a = await json("/api/wanlshop/address/address", { type: "add", data });
    const b = await form("/api/wanlshop/address/address", { type: "add", data });
    expect(a.code, a.msg).toBe(1);
    expect(b.code, b.msg).toBe(1);
    // two addresses, so not their ids; and made one after the other, so maybe not in the same second
    const { id: _a, createtime: _ta, ...first } = a.data;
    const { id: _b, createtime: _tb, ...second } = b.data;
    expect(second).toEqual(first);
    const bad = { type: "add", data: { ...data, mobile: "not a number" } };
    expect(same(await form("/api/wanlshop/address/address", bad))).toEqual(
      same(await json("/api/wanlshop/address/address", bad)),
    );
  });

  it("chat/send reads message[type] and message[content][text] from a form as the message object from JSON", async () => {
    const merchant = await t.post("/api/wanlshop/user/login", { account: "a@shops.test", password: "owner-pass" });
    const to_id = merchant.data.userinfo.user_id as number;
    const message = { type: "text", content: { text: "Is the sweater in stock?" } };
    const a = await json("/api/wanlshop/chat/send", { to_id, message });
    const b = await form("/api/wanlshop/chat/send", { to_id, message });
    expect(a.code, a.msg).toBe(1);
    expect(b.code, b.msg).toBe(1);
    expect(b.data.message).toEqual(a.data.message);
    expect(b.data.to_id).toBe(a.data.to_id);
    // content that is not an object, or a text that is not one string, is refused in both
    for (const bad of [
      { type: "text", content: "Is it in stock?" },
      { type: "text", content: { text: ["a", "b"] } },
    ]) {
      const r = await json("/api/wanlshop/chat/send", { to_id, message: bad });
      expect(r, JSON.stringify(bad)).toMatchObject({ code: 0, error: "bad_request" });
      expect(same(await form("/api/wanlshop/chat/send", { to_id, message: bad }))).toEqual(same(r));
    }
  });

  it("pays from order_ids[] in a form as from a JSON list", async () => {
    await fund(t, w.shopper.userId, 10_000n, "forms:top-up");
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const placed = await json("/api/wanlshop/order/addOrder", { goods_id: w.goods.maxi.id, number: 1 });
      expect(placed.code, placed.msg).toBe(1);
      ids.push(...(placed.data.order_ids as number[]));
    }
    const paid = await form(
      "/api/wanlshop/pay/payment",
      { order_ids: ids, pay_password: w.shopper.payPass },
      token(),
      "indices",
    );
    expect(paid, paid.msg).toMatchObject({ code: 1, data: { paid: "70.00" } });
  });
});
