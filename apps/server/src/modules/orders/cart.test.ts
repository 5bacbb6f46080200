import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { buyingWorld, closeWithBooksBalanced } from "../../../test/orders-fixture.js";

let t: TestApp;
let w: Awaited<ReturnType<typeof buyingWorld>>;
const CART = "/api/wanlshop/cart";

beforeAll(async () => {
  t = await createTestApp();
  w = await buyingWorld(t);
});
// whatever the tests above moved, the books still balance
afterAll(() => closeWithBooksBalanced(t));

describe("cart", () => {
  it("asks a visitor to log in", async () => {
    const res = await t.post(`${CART}/synchro`);
    expect(res.code).toBe(401);
    expect(res.msg).toBe("Please log in first");
  });

  it("adds, merges the same line, lists with server prices, and the badge is the sum", async () => {
    const token = w.shopper.token;
    const phone = w.goods.phone.id;
    const black = await skuOf(phone, "Black");
    let res = await t.post(`${CART}/add`, { goods_id: w.goods.sweater.id, number: 2, price: "0.01" }, { token });
    expect(res.code).toBe(1);
    expect(res.data.cart_number).toBe(2);
    res = await t.post(`${CART}/add`, { goods_id: w.goods.sweater.id, number: "1" }, { token });
    expect(res.data.cart_number).toBe(3);
    res = await t.post(`${CART}/add`, { goods_id: phone, sku_id: black, number: 1 }, { token });
    expect(res.data.cart_number).toBe(4);
    const list = (await t.post(`${CART}/synchro`, {}, { token })).data;
    expect(list).toHaveLength(2);
    const sweater = list.find((l: { goods_id: number }) => l.goods_id === w.goods.sweater.id);
    expect(sweater).toMatchObject({ number: 3, price: "49.90", checked: true, shop: { name: "Nordic Wool Co" } });
    const ph = list.find((l: { goods_id: number }) => l.goods_id === phone);
    expect(ph).toMatchObject({ sku_id: black, price: "299.00", spec: "Colour: Black, Storage: 128GB" });
    expect(list.reduce((n: number, l: { number: number }) => n + l.number, 0)).toBe(4);
  });

  it("refuses bad quantities with a clear message and changes nothing", async () => {
    const token = w.shopper.token;
    const before = (await t.post(`${CART}/synchro`, {}, { token })).data;
    for (const number of [-1, 0, 1.5, "2.5", "abc", "", null, 1e9, "99999999999999999999", "1e3", 1000]) {
      const res = await t.post(`${CART}/add`, { goods_id: w.goods.scarf.id, number }, { token });
      expect(res.code, `number ${number}`).toBe(0);
      expect(res.error).toBe("quantity_invalid");
      expect(res.msg).toBe("The quantity must be a whole number from 1 to 999");
    }
    const line = before[0].id;
    for (const number of [-3, 0, 0.5, "x", 5000]) {
      const res = await t.post(`${CART}/edit`, { id: line, number }, { token });
      expect(res.error).toBe("quantity_invalid");
    }
    expect((await t.post(`${CART}/synchro`, {}, { token })).data).toEqual(before);
  });

  it("keeps quantities within stock: inventory shortage", async () => {
    const token = w.shopper.token;
    const silver = await skuOf(w.goods.phone.id, "Silver", "256GB");
    const res = await t.post(`${CART}/add`, { goods_id: w.goods.phone.id, sku_id: silver, number: 3 }, { token });
    expect(res.error).toBe("inventory_shortage");
    expect(res.msg).toBe("Inventory shortage");
    const sweaterLine = (await t.post(`${CART}/synchro`, {}, { token })).data.find(
      (l: { goods_id: number }) => l.goods_id === w.goods.sweater.id,
    );
    expect((await t.post(`${CART}/edit`, { id: sweaterLine.id, number: 11 }, { token })).error).toBe(
      "inventory_shortage",
    );
    const ok = await t.post(`${CART}/edit`, { id: sweaterLine.id, number: 10 }, { token });
    expect(ok.code).toBe(1);
    expect(ok.data.number).toBe(10);
  });

  it("needs a specification where the goods have them, and refuses off-shelf goods and own-store goods", async () => {
    const token = w.shopper.token;
    const spec = await t.post(`${CART}/add`, { goods_id: w.goods.phone.id, number: 1 }, { token });
    expect(spec.error).toBe("spec_required");
    expect(spec.msg).toBe("Please choose a specification");
    expect((await t.post(`${CART}/add`, { goods_id: w.goods.offShelf.id, number: 1 }, { token })).error).toBe(
      "goods_unavailable",
    );
    // a locked store's goods cannot be bought: the shopper sees "shop closed" (402 is for its merchant)
    const locked = await t.post(`${CART}/add`, { goods_id: w.goods.lockedDress.id, number: 1 }, { token });
    expect(locked).toMatchObject({ code: 0, error: "shop_closed", msg: "The shop is closed" });
    const own = await t.post(`${CART}/add`, { goods_id: w.goods.sweater.id, number: 1 }, { token: w.merchants.nordic });
    expect(own.error).toBe("own_store");
    expect(own.msg).toBe("You cannot buy from your own store");
  });

  it("selects lines and all lines, and deletes", async () => {
    const token = w.shopper.token;
    const list = (await t.post(`${CART}/synchro`, {}, { token })).data;
    let res = await t.post(`${CART}/select`, { ids: [list[0].id], checked: 0 }, { token });
    expect(res.data.find((l: { id: number }) => l.id === list[0].id).checked).toBe(false);
    res = await t.post(`${CART}/select`, { ids: "all", checked: 1 }, { token });
    expect(res.data.every((l: { checked: boolean }) => l.checked)).toBe(true);
    res = await t.post(`${CART}/del`, { ids: `${list[0].id}` }, { token });
    expect(res.code).toBe(1);
    expect((await t.post(`${CART}/synchro`, {}, { token })).data).toHaveLength(list.length - 1);
  });

  it("merges a local cart at login: capped at stock, impossible lines skipped", async () => {
    const u = await quickUser(t, "merger@orders.test");
    const res = await t.post(
      `${CART}/merge`,
      {
        lines: [
          { goods_id: w.goods.scarf.id, number: 50 },
          { goods_id: w.goods.offShelf.id, number: 1 },
          { goods_id: w.goods.phone.id, number: 1 },
          { goods_id: w.goods.maxi.id, number: -2 },
          { goods_id: w.goods.maxi.id, number: 2 },
        ],
      },
      { token: u.token },
    );
    expect(res.code).toBe(1);
    expect(res.data.map((l: { goods_id: number; number: number }) => [l.goods_id, l.number]).sort()).toEqual(
      [
        [w.goods.scarf.id, 10],
        [w.goods.maxi.id, 2],
      ].sort(),
    );
  });

  it("merges once when the same merge is sent again with its Idempotency-Key (its answer was lost)", async () => {
    const u = await quickUser(t, "merge-again@orders.test");
    const merge = async (key?: string) => {
      const headers: Record<string, string> = { token: u.token, "content-type": "application/json" };
      if (key) headers["idempotency-key"] = key;
      const res = await t.app.inject({
        method: "POST",
        url: `${CART}/merge`,
        headers,
        payload: JSON.stringify({ lines: [{ goods_id: w.goods.maxi.id, number: 1 }] }),
      });
      const body = res.json();
      expect(body.code).toBe(1);
      return body.data.map((l: { goods_id: number; number: number }) => l.number);
    };
    expect(await merge("login-merge-1")).toEqual([1]);
    expect(await merge("login-merge-1")).toEqual([1]);
    // a new login's merge (a new key) adds its numbers
    expect(await merge("login-merge-2")).toEqual([2]);
  });

  it("another user's cart line is invisible and untouchable", async () => {
    const other = await quickUser(t, "other-cart@orders.test");
    const mine = (await t.post(`${CART}/synchro`, {}, { token: w.shopper.token })).data;
    expect((await t.post(`${CART}/synchro`, {}, { token: other.token })).data).toEqual([]);
    const id = mine[0].id;
    expect((await t.post(`${CART}/edit`, { id, number: 1 }, { token: other.token })).error).toBe("not_found");
    await t.post(`${CART}/del`, { ids: [id] }, { token: other.token });
    await t.post(`${CART}/select`, { ids: [id], checked: 0 }, { token: other.token });
    expect((await t.post(`${CART}/synchro`, {}, { token: w.shopper.token })).data).toEqual(mine);
    const order = await t.post("/api/wanlshop/order/confirm", { cart_ids: [id] }, { token: other.token });
    expect(order.error).toBe("not_found");
  });
});

async function skuOf(goodsId: number, colour: string, storage = "128GB"): Promise<number> {
  const res = await t.get("/api/wanlshop/product/goods", { id: goodsId });
  return res.data.skus.find(
    (s: { spec_values: Record<string, string> }) =>
      s.spec_values.Colour === colour && s.spec_values.Storage === storage,
  ).id;
}
