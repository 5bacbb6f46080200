import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BondMerchant, bondMerchant, contractVersion, S } from "../../test/bond-fixture.js";
import { buildCatalogueFixture } from "../../test/catalogue-fixture.js";
import { createTestApp, type Json, type TestApp } from "../../test/harness.js";
import { addAddress, closeWithBooksBalanced } from "../../test/orders-fixture.js";
import { postWithKey } from "../../test/wallet-helpers.js";
import { walletOf } from "../modules/wallet/index.js";
import { queryRows } from "./db/index.js";

/**
 * A payment retried with its Idempotency-Key is answered before the fund password is checked
 * (idempotency.ts, storedAnswer): a client whose answer was lost gets it even while the user's
 * tries are blocked, and the retry moves nothing and counts no try. Order payments, withdrawals
 * and bond payments alike ("Pay and ship": orders/pay-and-ship.test.ts).
 */
describe("a payment retried with its key is answered first", () => {
  let t: TestApp;
  let m: BondMerchant;
  let orderId = 0;
  let addressId = 0;
  const W = "/api/wanlshop";
  const post = (url: string, body: object, key: string) => postWithKey(t, url, body, m.token, key);
  const wallet = async () =>
    (
      await queryRows<{ b: string }>(
        t.database.db,
        sql`select balance_minor::text as b from ledger_accounts where code = ${walletOf(m.userId)}`,
      )
    )[0]?.b;
  const tries = async () =>
    (
      await queryRows<{ failures: number; blocked: boolean }>(
        t.database.db,
        sql`select pay_failures as failures, coalesce(pay_blocked_until > now(), false) as blocked from users where id = ${m.userId}`,
      )
    )[0];

  beforeAll(async () => {
    t = await createTestApp();
    const cat = await buildCatalogueFixture(t.database.db);
    m = await bondMerchant(t, "ada@replay.test", "Ada Replay", 3000);
    await addAddress(t, m.token);
    const placed = await t.post(
      `${W}/order/addOrder`,
      { goods_id: cat.goods.sweater.id, number: 1 },
      { token: m.token },
    );
    orderId = placed.data.order_ids[0];
    addressId = (
      await t.post(
        `${W}/wallet/address_save`,
        { network: "USDT-TRC20", address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE" },
        { token: m.token },
      )
    ).data.id;
  });
  afterAll(() => closeWithBooksBalanced(t));

  it("answers retries of an order payment, a withdrawal and a bond payment while the tries are blocked", async () => {
    const version = await contractVersion(t, m.token);
    const withdrawal = (pay_password: string) => ({ address_id: addressId, amount: "25", pay_password });
    const calls: [string, (pay_password: string) => object, string][] = [
      [`${W}/pay/payment`, (pay_password) => ({ order_ids: [orderId], pay_password }), "order-1"],
      [`${W}/pay/withdraw`, withdrawal, "withdraw-1"],
      [
        `${S}/bond_pay`,
        (pay_password) => ({ name: "Ada Merchant", contract_version: version, level: 2, pay_password }),
        "bond-1",
      ],
    ];
    const first: Json[] = [];
    for (const [url, body, key] of calls) first.push(await post(url, body(m.payPass), key));
    expect(first.map((a) => a.code)).toEqual([1, 1, 1]);
    const after = await wallet();

    // five wrong passwords in a row: every payment of the user is blocked
    const wrong: (string | undefined)[] = [];
    for (let i = 0; i < 5; i++) wrong.push((await post(`${W}/pay/withdraw`, withdrawal("000000"), `w-${i}`)).error);
    expect(wrong).toEqual([...Array(4).fill("pay_password_error"), "too_many_attempts"]);
    expect(await post(`${W}/pay/withdraw`, withdrawal(m.payPass), "withdraw-2")).toMatchObject({
      error: "too_many_attempts",
    });

    // each retry gets its first answer, with the right password or a wrong one; nothing moves
    for (const [i, [url, body, key]] of calls.entries()) {
      expect(await post(url, body(m.payPass), key), key).toMatchObject({ code: 1, data: first[i]?.data });
      expect(await post(url, body("999999"), key), key).toMatchObject({ code: 1, data: first[i]?.data });
    }
    expect(await wallet()).toBe(after);
    expect(await tries()).toEqual({ failures: 0, blocked: true });
    // the key of one call with another body is still refused
    expect(await post(`${W}/pay/withdraw`, { ...withdrawal(m.payPass), amount: "26" }, "withdraw-1")).toMatchObject({
      error: "idempotency_conflict",
    });
  });
});
