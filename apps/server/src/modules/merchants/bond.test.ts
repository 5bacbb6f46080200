import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  A,
  type BondMerchant,
  bondMerchant,
  booksHold,
  contractVersion,
  pay,
  S,
  staffOf,
} from "../../../test/bond-fixture.js";
import { quickUser } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { fund } from "../../../test/orders-fixture.js";
import { postWithKey } from "../../../test/wallet-helpers.js";

/** Store levels and the bond: reading, paying, isolation and the finance review (docs/rules.md#store-levels). */
describe("store levels and bond", () => {
  let t: TestApp;
  let m: BondMerchant;
  let other: BondMerchant;
  let staff: Awaited<ReturnType<typeof staffOf>>;
  let shopper: { token: string; userId: number };
  const info = async (who = m) => (await t.post(`${S}/bond_info`, {}, { token: who.token })).data;

  beforeAll(async () => {
    t = await createTestApp();
    m = await bondMerchant(t, "ada@bond.test", "Ada Goods", 1500);
    other = await bondMerchant(t, "bob@bond.test", "Bob Goods", 300);
    staff = await staffOf(t);
    shopper = await quickUser(t, "sam@bond.test");
  });
  afterAll(() => t.close());

  it("publishes the level table to anyone, with the defaults", async () => {
    const res = await t.post(`${S}/levels`);
    expect(res.code).toBe(1);
    expect(res.data).toEqual([
      { level: 1, bond: "0.00", profit_ratio: 15, daily_impressions: 0, product_limit: 50, price_cap: "300.00" },
      { level: 2, bond: "1000.00", profit_ratio: 20, daily_impressions: 200, product_limit: 300, price_cap: null },
      { level: 3, bond: "5000.00", profit_ratio: 25, daily_impressions: 1000, product_limit: 2000, price_cap: null },
      { level: 4, bond: "20000.00", profit_ratio: 30, daily_impressions: 5000, product_limit: null, price_cap: null },
    ]);
  });

  it("shows the merchant their level, bond and what the next level needs; others get no shop or log in", async () => {
    expect(await info()).toMatchObject({
      shop_id: m.shopId,
      level: 1,
      bond: "0.00",
      wallet: "1500.00",
      next: { level: 2, bond: "1000.00", needed: "1000.00" },
      refund: null,
      signature: null,
    });
    expect(await t.post(`${S}/bond_info`, {}, { token: shopper.token })).toMatchObject({ code: 0, error: "no_shop" });
    const anon = await t.post(`${S}/bond_info`);
    expect(anon).toMatchObject({ code: 401, error: "login_required" });
  });

  it("serves the contract in the user's language with its version (English when untranslated: bond.contract-lang.test.ts)", async () => {
    const en = await t.post(`${S}/contract`, {}, { token: m.token });
    expect(en.data).toMatchObject({ lang: "en", version: 1, title: "Operating Fund (Bond) Contract" });
    expect(en.data.content).toContain("Getting the bond back");
    const ar = await t.post(`${S}/contract`, {}, { token: m.token, lang: "ar" });
    expect(ar.data).toMatchObject({ lang: "ar", version: 1, title: "عقد أموال التشغيل (التأمين)" });
    expect(ar.data.content).toContain("استرداد التأمين");
  });

  it("refuses a missing signature, markup in it, a stale contract version, a bad amount", async () => {
    expect(await pay(t, m, { name: "", level: 2 })).toMatchObject({ error: "signature_required", field: "name" });
    expect(await pay(t, m, { name: "<b>Ada</b>", level: 2 })).toMatchObject({ error: "signature_required" });
    expect(await pay(t, m, { contract_version: 7, level: 2 })).toMatchObject({
      error: "contract_changed",
      msg: "The contract has changed, please read it again",
    });
    expect(await pay(t, m, { amount: "-5" })).toMatchObject({ error: "bond_amount_incorrect" });
    expect(await pay(t, m, { level: 9 })).toMatchObject({ error: "bond_amount_incorrect" });
    expect(await pay(t, m, { level: 1 })).toMatchObject({ error: "bond_amount_incorrect" });
    expect((await info()).bond).toBe("0.00");
  });

  it("refuses too little balance and a wrong fund password; nothing moves", async () => {
    expect(await pay(t, other, { level: 2 })).toMatchObject({
      code: 0,
      error: "insufficient_balance",
      msg: "Insufficient balance",
    });
    expect(await pay(t, m, { level: 2, pay_password: "000000" })).toMatchObject({ error: "pay_password_error" });
    expect(await info()).toMatchObject({ bond: "0.00", wallet: "1500.00", signature: null });
    expect(await booksHold(t, m.shopId)).toEqual({ cached: "0", summed: "0" });
  });

  it("refuses a frozen wallet, then pays once thawed", async () => {
    const freeze = (frozen: number) =>
      t.post("/api/admin/finance/freeze", { user_id: m.userId, frozen, reason: "check" }, { token: staff.finance });
    expect((await freeze(1)).code).toBe(1);
    expect(await pay(t, m, { level: 2 })).toMatchObject({ error: "money_locked" });
    expect((await freeze(0)).code).toBe(1);
    expect((await info()).bond).toBe("0.00");
  });

  it("pays for level 2 once with one Idempotency-Key; the level follows at once; the signature is kept", async () => {
    const first = await pay(t, m, { level: 2 }, "bond-key-1");
    expect(first).toMatchObject({ code: 1, data: { paid: "1000.00", bond: "1000.00", level: 2 } });
    const again = await pay(t, m, { level: 2 }, "bond-key-1");
    expect(again.data).toEqual(first.data);
    const i = await info();
    expect(i).toMatchObject({ level: 2, bond: "1000.00", wallet: "500.00", next: { level: 3, needed: "4000.00" } });
    expect(i.signature).toMatchObject({ name: "Ada Merchant", contract_version: await contractVersion(t, m.token) });
    expect(await booksHold(t, m.shopId)).toEqual({ cached: "100000", summed: "100000" });
    const records = await t.post("/api/wanlshop/wallet/records", { type: "bond" }, { token: m.token });
    expect(records.data.data).toHaveLength(1);
    expect(records.data.data[0]).toMatchObject({ type: "bond", money: "-1000.00" });
  });

  it("two tabs paying for the next level at once pay it once", async () => {
    const tab = () => pay(t, m, { amount: "250" });
    const both = await Promise.all([tab(), tab()]);
    // $500 in the wallet: both $250 payments fit, and each moved once
    expect(both.map((r) => r.code)).toEqual([1, 1]);
    const [a, b] = await Promise.all([pay(t, m, { level: 3 }), pay(t, m, { level: 3 })]);
    // level 3 needs $3,500 more: the wallet is empty, both refused with nothing moved
    expect([a.error, b.error]).toEqual(["insufficient_balance", "insufficient_balance"]);
    expect(await info()).toMatchObject({ bond: "1500.00", wallet: "0.00", level: 2 });
    await fund(t, m.userId, 400_000n, "test-fund:ada-more");
    // with $4,000: two tabs asking for level 3 at once pay its $3,500 once; the other is already there
    const [c, d] = await Promise.all([pay(t, m, { level: 3 }), pay(t, m, { level: 3 })]);
    expect([c.code, d.code].sort()).toEqual([0, 1]);
    expect([c, d].find((r) => r.code === 0)?.error).toBe("bond_amount_incorrect");
    expect(await info()).toMatchObject({ bond: "5000.00", wallet: "500.00", level: 3 });
    expect(await booksHold(t, m.shopId)).toEqual({ cached: "500000", summed: "500000" });
  });

  it("another merchant cannot see or move this shop's bond or signature", async () => {
    const theirs = await info(other);
    expect(theirs).toMatchObject({ shop_id: other.shopId, bond: "0.00", signature: null, refund: null });
    // a body naming the other shop is ignored: the shop is always the caller's own
    const res = await pay(t, other, { amount: "10", shop_id: m.shopId });
    expect(res.code).toBe(1);
    expect((await info()).bond).toBe("5000.00");
    expect((await info(other)).bond).toBe("10.00");
    const refund = await t.post(`${S}/bond_refund`, { amount: "5", shop_id: m.shopId }, { token: other.token });
    expect(refund.data.shop_id).toBe(other.shopId);
  });

  it("a withdrawal the wallet cannot cover but the bond could asks to lower the store level first", async () => {
    const addr = await t.post(
      "/api/wanlshop/wallet/address_save",
      { network: "USDT-TRC20", address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE" },
      { token: m.token },
    );
    const w = (amount: string) =>
      t.post(
        "/api/wanlshop/pay/withdraw",
        { address_id: addr.data.id, amount, pay_password: m.payPass },
        { token: m.token },
      );
    expect(await w("1000")).toMatchObject({
      code: 0,
      error: "lower_level_first",
      msg: "Please contact customer service to lower the store level before withdrawing",
    });
    expect(await w("6000")).toMatchObject({ error: "insufficient_balance" });
    expect(await w("100")).toMatchObject({ code: 1 });
  });

  it("asks for a bond refund by target level; one waits at a time; finance agrees and the bond returns", async () => {
    const req = await postWithKey(t, `${S}/bond_refund`, { level: 1 }, m.token, "refund-1");
    expect(req).toMatchObject({ code: 1, data: { money: "5000.00", state: 0 } });
    // the same answer again (the envelope's time is when it is sent: it may be the next second)
    const again = await postWithKey(t, `${S}/bond_refund`, { level: 1 }, m.token, "refund-1");
    expect({ ...again, time: req.time }).toEqual(req);
    expect(await t.post(`${S}/bond_refund`, { amount: "1" }, { token: m.token })).toMatchObject({
      error: "bond_refund_pending",
    });
    expect((await info()).refund).toMatchObject({ id: req.data.id, state: 0 });
    // the console: shoppers, support and operators get nothing
    for (const token of [shopper.token, staff.support, staff.operator, m.token]) {
      const q = await t.post(`${A}/bond_refunds`, {}, { token });
      expect(q.code, token).not.toBe(1);
      const r = await t.post(`${A}/bond_refund_review`, { id: req.data.id, agree: 1 }, { token });
      expect(r.code).not.toBe(1);
    }
    const queue = await t.post(`${A}/bond_refunds`, { state: 0 }, { token: staff.finance });
    expect(queue.data.data).toEqual([
      expect.objectContaining({ id: req.data.id, shopname: "Ada Goods", money: "5000.00", bond: "5000.00" }),
      expect.objectContaining({ shopname: "Bob Goods", money: "5.00", bond: "10.00" }),
    ]);
    // the desk names who asked: the owner's nickname and e-mail, not a bare id
    expect(queue.data.data[0]).toMatchObject({ user_id: m.userId, user_email: "ada@bond.test" });
    expect(queue.data.data[0].user_nickname).toEqual(expect.any(String));
    expect(queue.data.data[0].user_nickname.length).toBeGreaterThan(0);
    const ok = await t.post(`${A}/bond_refund_review`, { id: req.data.id, agree: 1 }, { token: staff.finance });
    expect(ok).toMatchObject({ code: 1, data: { state: 1 } });
    expect(
      await t.post(`${A}/bond_refund_review`, { id: req.data.id, agree: 1 }, { token: staff.finance }),
    ).toMatchObject({
      error: "already_reviewed",
    });
    expect(await info()).toMatchObject({ level: 1, bond: "0.00", wallet: "5400.00", refund: { state: 1 } });
    expect(await booksHold(t, m.shopId)).toEqual({ cached: "0", summed: "0" });
  });

  it("finance disagrees only with a reason; the bond stays", async () => {
    const req = await t.post(`${S}/bond_refund`, { amount: "5" }, { token: other.token });
    expect(req.error).toBe("bond_refund_pending"); // the one asked in the isolation test waits
    const id = (await info(other)).refund.id;
    expect(await t.post(`${A}/bond_refund_review`, { id, agree: 0 }, { token: staff.finance })).toMatchObject({
      error: "reason_required",
    });
    const no = await t.post(
      `${A}/bond_refund_review`,
      { id, agree: 0, reason: "Open dispute" },
      { token: staff.finance },
    );
    expect(no).toMatchObject({ code: 1, data: { state: 2, reason: "Open dispute" } });
    expect(await info(other)).toMatchObject({ bond: "10.00", refund: { state: 2, reason: "Open dispute" } });
    expect(await t.post(`${S}/bond_refund`, { amount: "11" }, { token: other.token })).toMatchObject({
      error: "bond_amount_incorrect",
    });
    expect(await booksHold(t, other.shopId)).toEqual({ cached: "1000", summed: "1000" });
  });
});
