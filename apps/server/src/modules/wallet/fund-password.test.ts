import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { closeWithBooksBalanced } from "../../../test/orders-fixture.js";
import { financeStaff, fundedBy, payingUser } from "../../../test/wallet-helpers.js";
import { queryRows } from "../../platform/db/index.js";
import { putSetting } from "../../platform/settings/index.js";
import { DEFAULT_WALLET_RULES } from "./rules.js";

const TRC20 = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE";

/** The fund password on withdrawals: not set, five wrong in a row, and the end of the block. */
describe("fund password", () => {
  let t: TestApp;
  let fin: string;
  const info = async (token: string) => (await t.post("/api/wanlshop/wallet/info", {}, { token })).data;
  const withdrawer = async (token: string, payPass: string) => {
    const addressId = (
      await t.post("/api/wanlshop/wallet/address_save", { network: "USDT-TRC20", address: TRC20 }, { token })
    ).data.id as number;
    return (password: string | undefined, amount = "10") =>
      t.post(
        "/api/wanlshop/pay/withdraw",
        { address_id: addressId, amount, pay_password: password ?? payPass },
        { token },
      );
  };
  const payState = async (userId: number) =>
    (
      await queryRows<{ failures: number; blocked: boolean }>(
        t.database.db,
        `select pay_failures as failures, pay_blocked_until > now() as blocked from users where id = ${userId}`,
      )
    )[0];

  beforeAll(async () => {
    t = await createTestApp();
    await putSetting(t.database.db, "wallet_rules", { ...DEFAULT_WALLET_RULES, withdraw_monthly_count: 1000 });
    fin = await financeStaff(t);
  });
  afterAll(() => closeWithBooksBalanced(t));

  it("asks to set a payment password when none is set, and moves nothing", async () => {
    const dee = await quickUser(t, "dee@fund.test");
    await fundedBy(t, dee.token, fin, "100");
    expect(await info(dee.token)).toMatchObject({ pay_password_set: false, available: "100.00" });
    const w = await withdrawer(dee.token, "");
    for (const password of ["", "123456", "12ab"])
      expect(await w(password), password).toMatchObject({
        code: 0,
        error: "pay_password_not_set",
        msg: "Please set a payment password",
      });
    expect(await info(dee.token)).toMatchObject({ available: "100.00", withdrawing: "0.00" });
    expect((await t.post("/api/wanlshop/pay/withdraw_list", {}, { token: dee.token })).data.total).toBe(0);
    // nothing is counted against a password that does not exist
    expect(await payState(dee.userId)).toMatchObject({ failures: 0 });
  });

  it("counts five wrong in a row: a correct password between wrong ones starts the count again", async () => {
    const eve = await payingUser(t, "eve@fund.test", "246802");
    await fundedBy(t, eve.token, fin, "100");
    const w = await withdrawer(eve.token, eve.payPass);
    for (let i = 0; i < 4; i++)
      expect(await w("111111"), `wrong #${i + 1}`).toMatchObject({ error: "pay_password_error" });
    expect(await payState(eve.userId)).toMatchObject({ failures: 4 });
    expect((await w(eve.payPass)).code).toBe(1); // the fifth try is right: it pays, and the count is gone
    expect(await payState(eve.userId)).toMatchObject({ failures: 0 });
    for (let i = 0; i < 4; i++)
      expect(await w("222222"), `wrong #${i + 1} after the reset`).toMatchObject({ error: "pay_password_error" });
    // a correct password refused for another reason (balance) still resets the count
    expect(await w(eve.payPass, "5000")).toMatchObject({ error: "insufficient_balance" });
    expect(await payState(eve.userId)).toMatchObject({ failures: 0 });
    for (let i = 0; i < 4; i++) expect(await w("333333")).toMatchObject({ error: "pay_password_error" });
    expect(await w("333333")).toMatchObject({ error: "too_many_attempts" }); // the fifth in a row blocks
    expect(await w(eve.payPass)).toMatchObject({ error: "too_many_attempts" });
    expect(await info(eve.token)).toMatchObject({ available: "90.00", withdrawing: "10.00" });
  });

  it("gives 30 wrong guesses sent at once no more than five tries, then blocks", async () => {
    const gus = await payingUser(t, "gus@fund.test", "975310");
    await fundedBy(t, gus.token, fin, "100");
    const w = await withdrawer(gus.token, gus.payPass);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => w(String(100000 + i))));
    const errors = answers.map((a) => a.error);
    // four plain refusals, the fifth try starts the block, every other guess meets the block
    expect(errors.filter((e) => e === "pay_password_error")).toHaveLength(4);
    expect(errors.filter((e) => e === "too_many_attempts")).toHaveLength(26);
    expect(await payState(gus.userId)).toMatchObject({ blocked: true });
    // blocked: even the right password is refused, and nothing moved
    expect(await w(gus.payPass)).toMatchObject({ error: "too_many_attempts" });
    expect(await info(gus.token)).toMatchObject({ available: "100.00", withdrawing: "0.00" });
  });

  it("lets the user pay again once the block period has passed, and not a moment before", async () => {
    const fay = await payingUser(t, "fay@fund.test", "864200");
    await fundedBy(t, fay.token, fin, "100");
    const w = await withdrawer(fay.token, fay.payPass);
    for (let i = 0; i < 4; i++) expect(await w("999999")).toMatchObject({ error: "pay_password_error" });
    expect(await w("999999")).toMatchObject({ error: "too_many_attempts" });
    const [until] = await queryRows<{ minutes: number }>(
      t.database.db,
      `select round(extract(epoch from pay_blocked_until - now()) / 60)::int as minutes from users where id = ${fay.userId}`,
    );
    expect(until?.minutes).toBe(15);

    // one minute left: still blocked, and a correct password does not lift it
    await t.database.db.execute(
      `update users set pay_blocked_until = now() + interval '1 minute' where id = ${fay.userId}`,
    );
    expect(await w(fay.payPass)).toMatchObject({ error: "too_many_attempts" });
    expect(await info(fay.token)).toMatchObject({ available: "100.00" });

    // the block has passed: the count starts from nothing, and the right password pays
    await t.database.db.execute(
      `update users set pay_blocked_until = now() - interval '1 second' where id = ${fay.userId}`,
    );
    expect(await w("999999")).toMatchObject({ error: "pay_password_error" }); // one wrong is not a new block
    const paid = await w(fay.payPass);
    expect(paid).toMatchObject({ code: 1, data: { money: "10.00", status: "daishen" } });
    expect(await info(fay.token)).toMatchObject({ available: "90.00", withdrawing: "10.00" });
    expect(await payState(fay.userId)).toMatchObject({ failures: 0 });
  });
});
