import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { closeWithBooksBalanced } from "../../../test/orders-fixture.js";
import { financeStaff, postWithKey, uploadFile, voucherImage } from "../../../test/wallet-helpers.js";
import { queryRows } from "../../platform/db/index.js";
import { putSetting } from "../../platform/settings/index.js";
import { DEFAULT_WALLET_RULES } from "./rules.js";

/** Recharge refusals that must change nothing, and the Idempotency-Key on recharge requests. */
describe("recharge: closed channel, unavailable methods, replays", () => {
  let t: TestApp;
  let fin: string;
  let ann: { token: string; userId: number };
  let voucher: string;

  /** everything a recharge request could leave behind */
  const snapshot = async () => ({
    rows: await queryRows(
      t.database.db,
      `select (select count(*)::int from recharges) as recharges,
              (select count(*)::int from ledger_entries) as entries,
              (select count(*)::int from idempotency_keys) as keys,
              (select coalesce(sum(abs(balance_minor)), 0)::text from ledger_accounts) as moved`,
    ),
    wallet: (await t.post("/api/wanlshop/wallet/info", {}, { token: ann.token })).data,
    // the records, with each voucher link reduced to its path (links are signed afresh on each call)
    list: JSON.stringify((await t.post("/api/wanlshop/pay/recharge_list", {}, { token: ann.token })).data).replace(
      /\?exp=\d+&sig=[0-9a-f]+/g,
      "",
    ),
  });
  const recharge = async (body: object, key?: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/wanlshop/pay/recharge",
      headers: { token: ann.token, "content-type": "application/json", ...(key ? { "idempotency-key": key } : {}) },
      payload: JSON.stringify(body),
    });
    return { status: res.statusCode, ...res.json() };
  };
  const rechargeCount = async () =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        `select count(*)::int as n from recharges where user_id = ${ann.userId}`,
      )
    )[0]?.n;

  beforeAll(async () => {
    t = await createTestApp();
    fin = await financeStaff(t);
    ann = await quickUser(t, "ann@recharge.test");
    voucher = (await uploadFile(t, ann.token, await voucherImage(), "v.png", "voucher")).data.url;
  });
  afterAll(() => closeWithBooksBalanced(t));

  it("answers 'recharge channel under maintenance' in the envelope and changes nothing", async () => {
    await putSetting(t.database.db, "wallet_rules", { ...DEFAULT_WALLET_RULES, recharge_enabled: false });
    expect((await t.post("/api/wanlshop/wallet/rules", {}, { token: ann.token })).data.recharge.enabled).toBe(false);
    const before = await snapshot();
    for (const [body, key] of [
      [{ amount: "50", method: "bank", voucher }, undefined],
      [{ amount: "50", method: "usdt", network: "USDT-TRC20", voucher }, undefined],
      [{ amount: "50", method: "usdt", network: "USDT-ERC20", voucher }, "closed-key-1"],
    ] as const) {
      expect(await recharge(body, key), JSON.stringify(body)).toEqual({
        status: 200,
        code: 0,
        msg: "The recharge channel is under maintenance",
        error: "recharge_maintenance",
        time: expect.any(Number),
        data: null,
      });
    }
    expect(await snapshot()).toEqual(before);

    // the refused call stored nothing under its key: once the channel is open the same key works
    await putSetting(t.database.db, "wallet_rules", DEFAULT_WALLET_RULES);
    const open = await recharge({ amount: "50", method: "usdt", network: "USDT-ERC20", voucher }, "closed-key-1");
    expect(open).toMatchObject({ code: 1, data: { money: "50.00", status: "daishen", network: "USDT-ERC20" } });
  });

  it("answers 'payment method not available in region' for cards and PayPal and changes nothing", async () => {
    const before = await snapshot();
    for (const method of ["visa", "mastercard", "paypal", "VISA", " PayPal "]) {
      expect(await recharge({ amount: "50", method, voucher }), method).toEqual({
        status: 200,
        code: 0,
        msg: "This payment method is not available in your region",
        error: "payment_unavailable",
        time: expect.any(Number),
        data: null,
      });
      expect(await recharge({ amount: "50", method, voucher }, `card-${method}`)).toMatchObject({
        error: "payment_unavailable",
      });
    }
    expect(await snapshot()).toEqual(before);
    expect((await t.post("/api/wanlshop/wallet/rules", {}, { token: ann.token })).data.recharge.unavailable).toEqual([
      "visa",
      "mastercard",
      "paypal",
    ]);
  });

  it("answers a replay with the same key and body with the first result and makes one recharge", async () => {
    const body = { amount: "75.50", method: "bank", voucher };
    const countBefore = await rechargeCount();
    const first = await postWithKey(t, "/api/wanlshop/pay/recharge", body, ann.token, "rk-1");
    expect(first).toMatchObject({ code: 1, data: { money: "75.50", status: "daishen" } });
    const again = await postWithKey(t, "/api/wanlshop/pay/recharge", body, ann.token, "rk-1");
    expect(again.code).toBe(1);
    expect(again.data).toEqual(first.data);
    // at once, twenty more times
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => postWithKey(t, "/api/wanlshop/pay/recharge", body, ann.token, "rk-1")),
    );
    for (const b of burst) expect(b.data).toEqual(first.data);
    expect(await rechargeCount()).toBe((countBefore as number) + 1);

    // a burst on a new key also makes exactly one
    const fresh = await Promise.all(
      Array.from({ length: 20 }, () => postWithKey(t, "/api/wanlshop/pay/recharge", body, ann.token, "rk-2")),
    );
    expect(fresh.every((f) => f.code === 1)).toBe(true);
    expect(new Set(fresh.map((f) => f.data.id)).size).toBe(1);
    expect(fresh[0]?.data.id).not.toBe(first.data.id);
    expect(await rechargeCount()).toBe((countBefore as number) + 2);

    // approving it credits the amount once, however often the request was replayed
    const before = (await t.post("/api/wanlshop/wallet/info", {}, { token: ann.token })).data.available;
    const approved = await t.post(
      "/api/admin/finance/recharge_review",
      { id: first.data.id, approve: 1, note: "bank ref 7" },
      { token: fin },
    );
    expect(approved.code).toBe(1);
    const after = (await t.post("/api/wanlshop/wallet/info", {}, { token: ann.token })).data.available;
    expect(Math.round((Number(after) - Number(before)) * 100)).toBe(7550);
    // a replay after the approval still answers the first result and credits nothing more
    expect((await postWithKey(t, "/api/wanlshop/pay/recharge", body, ann.token, "rk-1")).data).toEqual(first.data);
    expect((await t.post("/api/wanlshop/wallet/info", {}, { token: ann.token })).data.available).toBe(after);
  });

  it("refuses the same key with another body and creates nothing", async () => {
    const body = { amount: "30", method: "bank", voucher };
    const first = await postWithKey(t, "/api/wanlshop/pay/recharge", body, ann.token, "rk-3");
    expect(first.code).toBe(1);
    const other = (await uploadFile(t, ann.token, await voucherImage(), "w.png", "voucher")).data.url;
    const before = await snapshot();
    for (const changed of [
      { ...body, amount: "31" },
      { ...body, amount: "3000" },
      { ...body, method: "usdt", network: "USDT-TRC20" },
      { ...body, voucher: other },
    ]) {
      expect(
        await postWithKey(t, "/api/wanlshop/pay/recharge", changed, ann.token, "rk-3"),
        JSON.stringify(changed),
      ).toMatchObject({
        code: 0,
        error: "idempotency_conflict",
        msg: "This request was already made with different details",
      });
    }
    expect(await snapshot()).toEqual(before);
    // the same body under the key still answers the first result
    expect((await postWithKey(t, "/api/wanlshop/pay/recharge", body, ann.token, "rk-3")).data).toEqual(first.data);
    // and the same body under another key is another request
    const second = await postWithKey(t, "/api/wanlshop/pay/recharge", body, ann.token, "rk-4");
    expect(second.code).toBe(1);
    expect(second.data.id).not.toBe(first.data.id);
  });
});
