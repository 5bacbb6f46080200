import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerAndLogin, type TestApp } from "../../../test/harness.js";
import { financeStaff, fundedBy, payingUser, uploadFile, voucherImage } from "../../../test/wallet-helpers.js";
import { queryRows } from "../../platform/db/index.js";
import { putSetting } from "../../platform/settings/index.js";
import { checkLedger } from "./index.js";
import { DEFAULT_WALLET_RULES } from "./rules.js";

const TRC20 = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE";

describe("wallet: recharge, addresses, withdrawal, finance desk", () => {
  let t: TestApp;
  let fin: string;
  let ann: Awaited<ReturnType<typeof payingUser>>;
  const info = async (token: string) => (await t.post("/api/wanlshop/wallet/info", {}, { token })).data;
  beforeAll(async () => {
    t = await createTestApp();
    fin = await financeStaff(t);
    ann = await payingUser(t, "ann@wallet.test");
  });
  afterAll(async () => {
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
    await t.close();
  });

  it("checks a recharge in the spec's order and moves nothing until approved", async () => {
    const token = ann.token;
    const voucher = await uploadFile(t, token, await voucherImage(), "proof.png", "voucher");
    expect(voucher.data.url).toMatch(/^private\/\d{6}\/[0-9a-f]{32}\.webp$/);
    const cases: [object, string][] = [
      [{}, "recharge_amount_required"],
      [{ amount: "-5", method: "bank" }, "recharge_amount_required"],
      [{ amount: "12.345", method: "bank" }, "recharge_amount_required"],
      [{ amount: "50" }, "recharge_method_required"],
      [{ amount: "50", method: "visa" }, "payment_unavailable"],
      [{ amount: "50", method: "usdt", network: "BTC" }, "network_required"],
      [{ amount: "50", method: "bank" }, "voucher_required"],
      [
        { amount: "50", method: "bank", voucher: "private/202601/00000000000000000000000000000000.webp" },
        "voucher_required",
      ],
      [{ amount: "999999999", method: "bank", voucher: voucher.data.url }, "exceeds_limit"],
    ];
    for (const [body, error] of cases)
      expect(await t.post("/api/wanlshop/pay/recharge", body, { token })).toMatchObject({ code: 0, error });
    const req = await t.post(
      "/api/wanlshop/pay/recharge",
      { amount: "250", method: "usdt", network: "USDT-TRC20", voucher: voucher.data.url },
      { token },
    );
    expect(req.data).toMatchObject({ money: "250.00", status: "daishen", method: "usdt" });
    expect(await info(token)).toMatchObject({ balance: "0.00", available: "0.00" });

    expect(
      await t.post("/api/admin/finance/recharge_review", { id: req.data.id, approve: 1 }, { token: fin }),
    ).toMatchObject({ error: "reason_required" });
    const ok = await t.post(
      "/api/admin/finance/recharge_review",
      { id: req.data.id, approve: 1, note: "tx 0xabc" },
      { token: fin },
    );
    expect(ok.data.status).toBe("tongguo");
    expect(await info(token)).toMatchObject({ balance: "250.00", available: "250.00" });
    expect(
      await t.post(
        "/api/admin/finance/recharge_review",
        { id: req.data.id, approve: 0, note: "again" },
        { token: fin },
      ),
    ).toMatchObject({
      error: "already_reviewed",
    });
    expect(await info(token)).toMatchObject({ balance: "250.00" });

    const rejected = await t.post(
      "/api/wanlshop/pay/recharge",
      { amount: "10", method: "bank", voucher: voucher.data.url },
      { token },
    );
    await t.post(
      "/api/admin/finance/recharge_review",
      { id: rejected.data.id, approve: 0, note: "voucher unreadable" },
      { token: fin },
    );
    expect(await info(token)).toMatchObject({ balance: "250.00" });
    const list = await t.post("/api/wanlshop/pay/recharge_list", {}, { token });
    expect(list.data.data.map((r: { status: string }) => r.status)).toEqual(["jujue", "tongguo"]);
    expect(list.data.data[0].review_note).toBe("voucher unreadable");
  });

  it("keeps a voucher private: the owner's signed link works, anything else does not", async () => {
    const voucher = await uploadFile(t, ann.token, await voucherImage(), "p.png", "voucher");
    const own = await t.app.inject({ method: "GET", url: voucher.data.preview });
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("image/webp");
    const bare = await t.app.inject({ method: "GET", url: `/api/files/${voucher.data.url}` });
    expect(bare.json()).toMatchObject({ code: 0, error: "not_found" });
    const tampered = voucher.data.preview.replace(
      /sig=([0-9a-f])/,
      (_: string, c: string) => `sig=${c === "a" ? "b" : "a"}`,
    );
    expect((await t.app.inject({ method: "GET", url: tampered })).json()).toMatchObject({ error: "not_found" });
    const expired = voucher.data.preview.replace(/exp=\d+/, "exp=1000");
    expect((await t.app.inject({ method: "GET", url: expired })).json()).toMatchObject({ error: "not_found" });
    // private files are not under the public static folder: no image comes back
    const direct = await t.app.inject({ method: "GET", url: `/uploads/${voucher.data.url}` });
    expect(direct.headers["content-type"]).not.toContain("image");
    expect(direct.json()).toMatchObject({ code: 0, error: "not_found" });
    const bob = await registerAndLogin(t, "bob@wallet.test");
    expect(
      await t.post(
        "/api/wanlshop/pay/recharge",
        { amount: "5", method: "bank", voucher: voucher.data.url },
        { token: bob.token },
      ),
    ).toMatchObject({
      error: "voucher_required",
    });
  });

  it("validates withdrawal addresses per network and keeps them private", async () => {
    const save = (body: object) => t.post("/api/wanlshop/wallet/address_save", body, { token: ann.token });
    expect(await save({ address: TRC20 })).toMatchObject({ error: "network_required" });
    expect(await save({ network: "USDT-TRC20" })).toMatchObject({ error: "withdraw_address_required" });
    expect(await save({ network: "USDT-TRC20", address: "0x8Fd3B2b1c1B1d2E3a4F5a6B7c8D9e0F1a2B3c4D5" })).toMatchObject({
      error: "address_invalid",
    });
    expect(await save({ network: "USDT-ERC20", address: "0x123" })).toMatchObject({ error: "address_invalid" });
    expect(await save({ network: "BANK", address: "6222 0000 1111 2222" })).toMatchObject({
      error: "withdraw_address_required",
    });
    expect(
      (await save({ network: "BANK", address: "6222 0000 1111 2222", bank_name: "City Bank", account_name: "Ann Lee" }))
        .data,
    ).toMatchObject({
      address: "6222000011112222",
    });
    const trc = await save({ network: "USDT-TRC20", address: TRC20 });
    expect(trc.data).toMatchObject({ network: "USDT-TRC20", address: TRC20 });
    const bob = await registerAndLogin(t, "bob2@wallet.test");
    expect((await t.post("/api/wanlshop/wallet/address_list", {}, { token: bob.token })).data).toEqual([]);
    expect(
      await t.post("/api/wanlshop/wallet/address_delete", { id: trc.data.id }, { token: bob.token }),
    ).toMatchObject({ error: "not_found" });
    expect((await t.post("/api/wanlshop/wallet/address_list", {}, { token: ann.token })).data).toHaveLength(2);
  });

  it("withdraws with fee and actual amount shown, checks every rule, and a rejection returns every cent", async () => {
    const token = ann.token;
    const [addr] = (await t.post("/api/wanlshop/wallet/address_list", {}, { token })).data;
    const w = (body: object) => t.post("/api/wanlshop/pay/withdraw", body, { token });
    expect(await w({ amount: "100", pay_password: ann.payPass })).toMatchObject({ error: "withdraw_address_required" });
    expect(await w({ address_id: addr.id, amount: "9.99", pay_password: ann.payPass })).toMatchObject({
      error: "withdraw_amount_incorrect",
    });
    expect(await w({ address_id: addr.id, amount: "abc", pay_password: ann.payPass })).toMatchObject({
      error: "withdraw_amount_incorrect",
    });
    expect(await w({ address_id: addr.id, amount: "60000", pay_password: ann.payPass })).toMatchObject({
      error: "exceeds_limit",
    });
    expect(await w({ address_id: addr.id, amount: "100", pay_password: "000000" })).toMatchObject({
      error: "pay_password_error",
    });
    expect(await w({ address_id: addr.id, amount: "100" })).toMatchObject({ error: "pay_password_format" });
    expect(await w({ address_id: addr.id, amount: "300", pay_password: ann.payPass })).toMatchObject({
      error: "insufficient_balance",
    });
    expect(await info(token)).toMatchObject({ balance: "250.00", available: "250.00" });

    const ok = await w({ address_id: addr.id, amount: "100", pay_password: ann.payPass });
    expect(ok.data).toMatchObject({ money: "100.00", fee: "0.60", actual: "99.40", status: "daishen" });
    expect(await info(token)).toMatchObject({ balance: "250.00", available: "150.00", withdrawing: "100.00" });
    await t.post(
      "/api/admin/finance/withdrawal_review",
      { id: ok.data.id, approve: 0, note: "address on a sanctions list" },
      { token: fin },
    );
    expect(await info(token)).toMatchObject({ balance: "250.00", available: "250.00", withdrawing: "0.00" });

    const paid = await w({ address_id: addr.id, amount: "50", pay_password: ann.payPass });
    await t.post(
      "/api/admin/finance/withdrawal_review",
      { id: paid.data.id, approve: 1, note: "tx 0xdef" },
      { token: fin },
    );
    expect(await info(token)).toMatchObject({ balance: "200.00", available: "200.00" });
    const list = await t.post("/api/wanlshop/pay/withdraw_list", {}, { token });
    expect(list.data.data.map((x: { status: string }) => x.status)).toEqual(["tongguo", "jujue"]);
    const records = await t.post("/api/wanlshop/wallet/records", { type: "withdraw" }, { token });
    expect(records.data.data.map((r: { money: string }) => r.money)).toEqual(["-50.00", "+100.00", "-100.00"]);
  });

  it("refuses withdrawals when closed, past the monthly count, or from a frozen wallet", async () => {
    const token = ann.token;
    const [addr] = (await t.post("/api/wanlshop/wallet/address_list", {}, { token })).data;
    const w = () =>
      t.post("/api/wanlshop/pay/withdraw", { address_id: addr.id, amount: "10", pay_password: ann.payPass }, { token });
    await putSetting(t.database.db, "wallet_rules", { ...DEFAULT_WALLET_RULES, withdraw_enabled: false });
    expect(await w()).toMatchObject({ error: "withdraw_closed" });
    await putSetting(t.database.db, "wallet_rules", { ...DEFAULT_WALLET_RULES, withdraw_monthly_count: 2 });
    // this month: one paid (counts) and one rejected (does not), so one more is allowed, then the limit
    expect((await w()).code).toBe(1);
    expect(await w()).toMatchObject({ error: "withdraw_monthly_limit" });
    await putSetting(t.database.db, "wallet_rules", DEFAULT_WALLET_RULES);
    const me = (await t.post("/api/wanlshop/user/get_userinfo", {}, { token })).data.user_id;
    expect(await t.post("/api/admin/finance/freeze", { user_id: me, frozen: 1 }, { token: fin })).toMatchObject({
      code: 1,
    });
    expect(await w()).toMatchObject({ error: "money_locked" });
    expect(await info(token)).toMatchObject({
      money_locked: true,
      balance: "200.00",
      available: "190.00",
      withdrawing: "10.00",
    });
    await t.post("/api/admin/finance/freeze", { user_id: me, frozen: 0 }, { token: fin });
    expect((await w()).code).toBe(1);
  });

  it("lets finance correct a balance with a reason the user sees; other staff may not", async () => {
    const me = (await t.post("/api/wanlshop/user/get_userinfo", {}, { token: ann.token })).data.user_id;
    const before = (await info(ann.token)).available;
    expect(
      await t.post("/api/admin/finance/correction", { user_id: me, amount: "5.25" }, { token: fin }),
    ).toMatchObject({ error: "reason_required" });
    const c = await t.post(
      "/api/admin/finance/correction",
      { user_id: me, amount: "5.25", reason: "Goodwill for a late payout" },
      { token: fin },
    );
    expect(c.data.amount).toBe("5.25");
    expect(Number((await info(ann.token)).available)).toBeCloseTo(Number(before) + 5.25, 2);
    const records = await t.post("/api/wanlshop/wallet/records", { type: "sys" }, { token: ann.token });
    expect(records.data.data[0]).toMatchObject({
      type: "sys",
      money: "+5.25",
      memo: "Correction by the finance team",
      note: "Goodwill for a late payout",
    });
    const ledger = await t.post("/api/admin/finance/ledger", { user_id: me, type: "sys" }, { token: fin });
    expect(ledger.data.records.data[0]).toMatchObject({
      money: "+5.25",
      memo: "Correction by the finance team",
      note: "Goodwill for a late payout",
    });
    expect(ledger.data.available).toBe((await info(ann.token)).available);
    const support = await financeStaff(t, "help@ops.test", "support");
    expect(await t.post("/api/admin/finance/ledger", { user_id: me }, { token: support })).toMatchObject({
      error: "forbidden",
    });
    expect(
      await t.post("/api/admin/finance/correction", { user_id: me, amount: "1", reason: "x" }, { token: support }),
    ).toMatchObject({ error: "forbidden" });
    expect(await t.post("/api/admin/finance/recharges", {}, { token: support })).toMatchObject({ error: "forbidden" });
    expect((await t.post("/api/admin/finance/recharges", {}, { token: ann.token })).code).toBe(401);
  });

  it("blocks payments after five wrong fund passwords in a row", async () => {
    const carl = await payingUser(t, "carl@wallet.test", "246802");
    await fundedBy(t, carl.token, fin, "100");
    const addr = await t.post(
      "/api/wanlshop/wallet/address_save",
      { network: "USDT-TRC20", address: TRC20 },
      { token: carl.token },
    );
    const w = (p: string) =>
      t.post(
        "/api/wanlshop/pay/withdraw",
        { address_id: addr.data.id, amount: "20", pay_password: p },
        { token: carl.token },
      );
    for (let i = 0; i < 4; i++) expect(await w("111111")).toMatchObject({ error: "pay_password_error" });
    expect(await w("111111")).toMatchObject({ error: "too_many_attempts" });
    expect(await w("246802")).toMatchObject({ error: "too_many_attempts" });
    expect((await info(carl.token)).available).toBe("100.00");
  });

  it("names the user on the finance queues: nickname and e-mail, not a bare id", async () => {
    const [me] = await queryRows<{ nickname: string }>(
      t.database.db,
      `select nickname from users where id = ${ann.userId}`,
    );
    expect(me?.nickname).toBeTruthy();
    for (const queue of ["recharges", "withdrawals"]) {
      const page = await t.post(`/api/admin/finance/${queue}`, {}, { token: fin });
      const rows = page.data.data as { user_id: number; user_nickname: string; user_email: string }[];
      const anns = rows.filter((r) => r.user_id === ann.userId);
      expect(anns.length, queue).toBeGreaterThan(0);
      for (const r of anns) expect(r).toMatchObject({ user_nickname: me?.nickname, user_email: "ann@wallet.test" });
      // every row is named, whoever asked
      for (const r of rows) expect(r.user_email, queue).toMatch(/@/);
    }
  });
});
