import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { addAddress, buyingWorld, closeWithBooksBalanced } from "../../../test/orders-fixture.js";
import { payingUser } from "../../../test/wallet-helpers.js";
import { queryRows } from "../../platform/db/index.js";

/** Another user's order is invisible and untouchable: every order call tried with a second user's token. */
let t: TestApp;
let w: Awaited<ReturnType<typeof buyingWorld>>;
let other: { token: string; userId: number };
let otherAddress: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  w = await buyingWorld(t);
  other = await payingUser(t, "second@orders.test");
  otherAddress = await addAddress(t, other.token, "Mallory");
  const token = w.shopper.token;
  const add = async () =>
    (await t.post("/api/wanlshop/order/addOrder", { goods_id: w.goods.scarf.id, number: 1 }, { token })).data
      .order_ids[0] as number;
  ids.unpaid = await add();
  ids.paid = await add();
  await t.post("/api/wanlshop/pay/payment", { order_ids: [ids.paid], pay_password: w.shopper.payPass }, { token });
  ids.shipped = await add();
  await t.post("/api/wanlshop/pay/payment", { order_ids: [ids.shipped], pay_password: w.shopper.payPass }, { token });
  await t.post(
    "/api/wanlshop/shop/order/ship",
    { id: ids.shipped, express_name: "DHL", express_no: "Z" },
    { token: w.merchants.tokyo },
  );
});
// whatever the tests above moved, the books still balance
afterAll(() => closeWithBooksBalanced(t));

const snapshot = () =>
  queryRows(
    t.database.db,
    sql`select o.*, (select count(*)::int from ledger_entries) as entries from orders o order by o.id`,
  );

describe("order ownership", () => {
  it("lists and lookups show none of another user's orders", async () => {
    expect((await t.post("/api/wanlshop/order/getOrderList", {}, { token: other.token })).data.total).toBe(0);
    for (const id of Object.values(ids)) {
      expect((await t.post("/api/wanlshop/order/getOrderInfo", { id }, { token: other.token })).error).toBe(
        "order_not_found",
      );
      expect((await t.post("/api/wanlshop/order/getLogistics", { id }, { token: other.token })).error).toBe(
        "order_not_found",
      );
    }
  });

  it("every action on another user's order is refused and changes nothing", async () => {
    const before = await snapshot();
    const tries = [
      ["/api/wanlshop/pay/payment", { order_ids: [ids.unpaid], pay_password: "135790" }],
      ["/api/wanlshop/order/cancelOrder", { id: ids.unpaid }],
      ["/api/wanlshop/order/cancelOrder", { id: ids.paid }],
      ["/api/wanlshop/order/confirmOrder", { id: ids.shipped }],
      ["/api/wanlshop/order/editAddress", { id: ids.unpaid, address_id: otherAddress }],
      ["/api/wanlshop/order/delOrder", { id: ids.unpaid }],
      ["/api/wanlshop/order/comment", { id: ids.shipped, items: [{ goods_id: w.goods.scarf.id, score: 1 }] }],
      ["/api/wanlshop/refund/apply", { order_id: ids.paid, type: 0, money: "1.00", reason: "mine" }],
    ] as const;
    for (const [url, body] of tries) {
      const res = await t.post(url, body, { token: other.token });
      expect(res.code, url).toBe(0);
      expect(res.error, url).toBe("order_not_found");
    }
    // the shopper cannot use their own address id on a stranger's order, nor a stranger's on theirs
    const foreign = await t.post(
      "/api/wanlshop/order/editAddress",
      { id: ids.unpaid, address_id: otherAddress },
      { token: w.shopper.token },
    );
    expect(foreign.error).toBe("no_address"); // not one of the shopper's addresses
    // a merchant sees and ships only their own shop's orders
    const ship = await t.post(
      "/api/wanlshop/shop/order/ship",
      { id: ids.paid, express_name: "A", express_no: "B" },
      { token: w.merchants.nordic },
    );
    expect(ship.error).toBe("order_not_found");
    const list = (await t.post("/api/wanlshop/shop/order/list", {}, { token: w.merchants.nordic })).data;
    expect(list.total).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it("visitors are asked to log in", async () => {
    for (const url of [
      "/api/wanlshop/order/getOrderList",
      "/api/wanlshop/order/addOrder",
      "/api/wanlshop/pay/payment",
      "/api/wanlshop/refund/list",
    ]) {
      const res = await t.post(url, { id: ids.unpaid });
      expect(res.code, url).toBe(401);
    }
  });
});
