import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { buyingWorld, closeWithBooksBalanced, fund, nordicSupplierGoods } from "../../../test/orders-fixture.js";
import { givePayPassword, postWithKey } from "../../../test/wallet-helpers.js";
import { queryRows } from "../../platform/db/index.js";

/**
 * "Pay and ship" takes the merchant's fund password, as paying bond and withdrawing do: the same
 * answers, the same five tries (one count for every payment of the user), and a retry with the
 * Idempotency-Key of a payment made gets its answer first.
 */
const W = "/api/wanlshop";
const PAY_PASS = "975310";
let t: TestApp;
let w: Awaited<ReturnType<typeof buyingWorld>>;
let merchantId = 0;
let supplierItem = 0;

const must = (res: { code: number; msg: string; data: any }, what: string) => {
  if (res.code !== 1) throw new Error(`${what}: ${res.msg}`);
  return res.data;
};
const nordic = () => w.merchants.nordic;
const ship = (body: object) => t.post(`${W}/shop/order/ship`, body, { token: nordic() });
const wallet = async () =>
  (
    await queryRows<{ b: string }>(
      t.database.db,
      sql`select balance_minor::text as b from ledger_accounts where code = ${`wallet:${merchantId}`}`,
    )
  )[0]?.b;
const deliveryEntries = async (orderId: number) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ledger_entries where reference = ${`order:${orderId}:delivery`}`,
    )
  )[0]?.n;
const payTries = async () =>
  (
    await queryRows<{ failures: number; blocked: boolean }>(
      t.database.db,
      sql`select pay_failures as failures, coalesce(pay_blocked_until > now(), false) as blocked
          from users where id = ${merchantId}`,
    )
  )[0];
/** An order of the supplier item, bought and paid by the shopper: waiting for "Pay and ship". */
async function paidOrder(): Promise<number> {
  const token = w.shopper.token;
  const [id] = must(
    await t.post(`${W}/order/addOrder`, { goods_id: supplierItem, number: 1 }, { token }),
    "add",
  ).order_ids;
  must(await t.post(`${W}/pay/payment`, { order_ids: [id], pay_password: w.shopper.payPass }, { token }), "pay");
  return id as number;
}
const canPayShip = async (id: number) =>
  must(await t.post(`${W}/shop/order/detail`, { id }, { token: nordic() }), "detail").actions.pay_ship;

beforeAll(async () => {
  t = await createTestApp();
  w = await buyingWorld(t);
  // a supplier product bought at $80, sold by the shop at $100; no fund password yet
  ({ goodsId: supplierItem, merchantId } = await nordicSupplierGoods(t, w, { title: "Wool Coat", stock: 20 }));
  await fund(t, merchantId, 50_000n);
});
afterAll(() => closeWithBooksBalanced(t));

describe("pay and ship: the fund password", () => {
  it("asks a merchant without a fund password to set one, and moves nothing", async () => {
    const id = await paidOrder();
    for (const pay_password of [undefined, "", "123456"])
      expect(await ship({ id, pay_password }), String(pay_password)).toMatchObject({
        code: 0,
        error: "pay_password_not_set",
        msg: "Please set a payment password",
      });
    expect(await wallet()).toBe("50000");
    expect(await deliveryEntries(id)).toBe(0);
    expect(await canPayShip(id)).toBe(true);
    expect(await payTries()).toEqual({ failures: 0, blocked: false });
  });

  it("refuses a missing, malformed or wrong password; the right one pays the buy price once", async () => {
    await givePayPassword(t, "a@shops.test", nordic(), PAY_PASS);
    const id = await paidOrder();
    for (const pay_password of [undefined, "12ab", "1234567"])
      expect(await ship({ id, pay_password }), String(pay_password)).toMatchObject({ error: "pay_password_format" });
    expect(await ship({ id, pay_password: "111111" })).toMatchObject({
      code: 0,
      error: "pay_password_error",
      msg: "Payment password error",
    });
    expect(await wallet()).toBe("50000");
    expect(await canPayShip(id)).toBe(true);
    expect(await payTries()).toEqual({ failures: 1, blocked: false });

    const paid = must(await ship({ id, pay_password: PAY_PASS }), "pay and ship");
    expect(paid).toMatchObject({ id, state: 2, preparing: true, paid: "80.00" });
    expect(await wallet()).toBe("42000");
    expect(await deliveryEntries(id)).toBe(1);
    // the right password starts the count again; paying twice is refused and moves nothing
    expect(await payTries()).toEqual({ failures: 0, blocked: false });
    expect(await ship({ id, pay_password: PAY_PASS })).toMatchObject({ error: "delivery_paid" });
    expect(await wallet()).toBe("42000");
  });

  it("checks the order before the password: a refused order costs no try", async () => {
    const id = await paidOrder();
    must(await ship({ id, pay_password: PAY_PASS }), "pay and ship");
    expect(await ship({ id, pay_password: "000000" })).toMatchObject({ error: "delivery_paid" });
    expect(await ship({ id: 999_999, pay_password: "000000" })).toMatchObject({ error: "order_not_found" });
    expect(await payTries()).toEqual({ failures: 0, blocked: false });
  });

  it("still ships own goods with carrier and tracking, without the fund password", async () => {
    const token = w.shopper.token;
    const [id] = must(
      await t.post(`${W}/order/addOrder`, { goods_id: w.goods.sweater.id, number: 1 }, { token }),
      "add",
    ).order_ids;
    must(await t.post(`${W}/pay/payment`, { order_ids: [id], pay_password: w.shopper.payPass }, { token }), "pay");
    expect(must(await ship({ id, express_name: "DHL", express_no: "JD01" }), "ship")).toMatchObject({
      state: 3,
      preparing: false,
    });
  });

  it("answers a retry with the same Idempotency-Key with the payment's answer, once, even while blocked", async () => {
    const id = await paidOrder();
    const before = await wallet();
    const first = await postWithKey(t, `${W}/shop/order/ship`, { id, pay_password: PAY_PASS }, nordic(), "ps-1");
    expect(first).toMatchObject({ code: 1, data: { id, preparing: true, paid: "80.00" } });
    // five wrong in a row on another order: the tries every payment of the merchant shares are blocked
    const other = await paidOrder();
    const wrong = [];
    for (let i = 0; i < 5; i++) wrong.push((await ship({ id: other, pay_password: "222222" })).error);
    expect(wrong).toEqual([...Array(4).fill("pay_password_error"), "too_many_attempts"]);
    expect(await ship({ id: other, pay_password: PAY_PASS })).toMatchObject({ error: "too_many_attempts" });

    // the retry of the payment made gets its answer; nothing moves again
    const again = await postWithKey(t, `${W}/shop/order/ship`, { id, pay_password: PAY_PASS }, nordic(), "ps-1");
    expect(again).toMatchObject({ code: 1, data: first.data });
    expect(await wallet()).toBe(String(BigInt(before as string) - 8000n));
    expect(await deliveryEntries(id)).toBe(1);
    // the same key on another order is refused
    expect(
      await postWithKey(t, `${W}/shop/order/ship`, { id: other, pay_password: PAY_PASS }, nordic(), "ps-1"),
    ).toMatchObject({ error: "idempotency_conflict" });
    expect(await canPayShip(other)).toBe(true);
  });
});
