import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, letResendWindowPass, type TestApp } from "../../../test/harness.js";
import { closeWithBooksBalanced, fund } from "../../../test/orders-fixture.js";
import { payingUser } from "../../../test/wallet-helpers.js";
import { putSetting } from "../../platform/settings/index.js";
import { DEFAULT_WALLET_RULES } from "./rules.js";

const TRC20 = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE";
const HOUR = 3600;
const now = () => Math.floor(Date.now() / 1000);

/**
 * After a fund-password or e-mail change, withdrawals wait the published cool-down (docs/rules.md#wallet),
 * and every change of login password, fund password or e-mail is mailed to the owner, as the real SMTP
 * receiver gets it (docs/accounts.md#security-notices).
 */
describe("withdrawals after a fund-password or email change", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => closeWithBooksBalanced(t));

  /** the notices (not codes) mailed to an address, their text with quoted-printable soft breaks undone */
  const notices = (email: string) =>
    t.smtp.mails
      .filter((m) => m.to.includes(email) && m.raw.includes("Security notice: your account was changed"))
      .map((m) => m.raw.replace(/=\r?\n/g, ""));

  /** a user with a fund password, $100 and a withdrawal address */
  async function withdrawer(email: string, payPass = "135790") {
    const u = await payingUser(t, email, payPass);
    await fund(t, u.userId, 10_000n);
    const addr = await t.post(
      "/api/wanlshop/wallet/address_save",
      { network: "USDT-TRC20", address: TRC20 },
      { token: u.token },
    );
    expect(addr.code, addr.msg).toBe(1);
    const withdraw = (pay_password = payPass) =>
      t.post(
        "/api/wanlshop/pay/withdraw",
        { address_id: addr.data.id, amount: "10", pay_password },
        { token: u.token },
      );
    return { ...u, email, withdraw };
  }

  async function newFundPassword(u: { token: string; email: string }, payPass: string) {
    await letResendWindowPass(t, u.email);
    expect((await t.post("/api/ems/send", { event: "paypass" }, { token: u.token })).code).toBe(1);
    const captcha = await t.smtp.codeFor(u.email, t.smtp.mails.length - 1);
    const res = await t.post("/api/wanlshop/user/pay_pass_edit", { payPass, captcha }, { token: u.token });
    expect(res.code, res.msg).toBe(1);
  }

  /** moves the change back in time in the accounts module's own table (no sleeping) */
  const ageChange = (userId: number, seconds: number) =>
    t.database.db.execute(
      sql`update users set pay_guard_changed_at = pay_guard_changed_at - make_interval(secs => ${seconds}) where id = ${userId}`,
    );

  it("publishes the cool-down with the withdrawal rules", async () => {
    const rules = await t.post("/api/wanlshop/wallet/rules", {});
    expect(rules.data.withdraw.cooldown_hours).toBe(24);
  });

  it("lets a first fund password withdraw at once, and mails that it was set", async () => {
    const ann = await withdrawer("ann@cooldown.test");
    expect(notices("ann@cooldown.test")).toHaveLength(1);
    expect(notices("ann@cooldown.test")[0]).toContain("A fund (payment) password was set for your account");
    expect((await t.post("/api/wanlshop/wallet/info", {}, { token: ann.token })).data.withdraw_open_at).toBeNull();
    expect(await ann.withdraw()).toMatchObject({ code: 1, data: { status: "daishen", money: "10.00" } });
  });

  it("refuses a withdrawal for 24 hours after the fund password changes, with the message and when it opens", async () => {
    const ben = await withdrawer("ben@cooldown.test");
    await newFundPassword(ben, "246802");
    const mails = notices("ben@cooldown.test");
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain("The fund (payment) password of your account was changed");
    expect(mails[1]).toContain("withdrawals are paused");

    const refused = await ben.withdraw("246802");
    expect(refused).toMatchObject({
      code: 0,
      error: "withdraw_cooldown",
      msg: "For your safety, withdrawals are paused for a while after the fund password or email changes",
    });
    const opens = refused.data.open_at as number;
    expect(Math.abs(opens - (now() + 24 * HOUR))).toBeLessThan(60);
    const info = (await t.post("/api/wanlshop/wallet/info", {}, { token: ben.token })).data;
    expect(info).toMatchObject({ withdraw_open_at: opens, available: "100.00" });

    // a minute before the end it is still refused; once 24 hours have passed it goes through
    await ageChange(ben.userId, 24 * HOUR - 60);
    expect((await ben.withdraw("246802")).error).toBe("withdraw_cooldown");
    await ageChange(ben.userId, 61);
    expect((await t.post("/api/wanlshop/wallet/info", {}, { token: ben.token })).data.withdraw_open_at).toBeNull();
    expect(await ben.withdraw("246802")).toMatchObject({ code: 1, data: { money: "10.00" } });
    expect((await t.post("/api/wanlshop/wallet/info", {}, { token: ben.token })).data.available).toBe("90.00");
  });

  it("refuses a withdrawal after the login email changes, and mails the old and the new address", async () => {
    const cat = await withdrawer("cat@cooldown.test");
    expect((await cat.withdraw()).code).toBe(1);
    expect(
      (await t.post("/api/ems/send", { email: "cat.new@cooldown.test", event: "changeemail" }, { token: cat.token }))
        .code,
    ).toBe(1);
    const captcha = await t.smtp.codeFor("cat.new@cooldown.test");
    const changed = await t.post(
      "/api/wanlshop/user/changeemail",
      { email: "cat.new@cooldown.test", captcha },
      { token: cat.token },
    );
    expect(changed.data.email).toBe("cat.new@cooldown.test");
    for (const address of ["cat@cooldown.test", "cat.new@cooldown.test"]) {
      const last = notices(address).at(-1);
      expect(last, address).toContain("The login email of your account was changed");
      expect(last, address).toContain("to cat.new@cooldown.test");
    }
    expect(await cat.withdraw()).toMatchObject({ error: "withdraw_cooldown" });
    await ageChange(cat.userId, 24 * HOUR + 1);
    expect((await cat.withdraw()).code).toBe(1);
  });

  it("mails a login password change without pausing withdrawals", async () => {
    const dan = await withdrawer("dan@cooldown.test");
    await letResendWindowPass(t, dan.email);
    expect((await t.post("/api/ems/send", { event: "changepwd" }, { token: dan.token })).code).toBe(1);
    const captcha = await t.smtp.codeFor(dan.email, t.smtp.mails.length - 1);
    expect(
      (await t.post("/api/wanlshop/user/changepwd", { newpassword: "dans-new-pass", captcha }, { token: dan.token }))
        .code,
    ).toBe(1);
    expect(notices(dan.email).at(-1)).toContain("The login password of your account was changed");
    const login = await t.post("/api/wanlshop/user/login", { account: dan.email, password: "dans-new-pass" });
    const token = login.data.userinfo.token as string;
    expect((await t.post("/api/wanlshop/wallet/info", {}, { token })).data.withdraw_open_at).toBeNull();
  });

  it("mails a password reset too", async () => {
    const eve = await withdrawer("eve@cooldown.test");
    await letResendWindowPass(t, eve.email);
    expect((await t.post("/api/ems/send", { email: eve.email, event: "resetpwd" })).code).toBe(1);
    const captcha = await t.smtp.codeFor(eve.email, t.smtp.mails.length - 1);
    const before = notices(eve.email).length;
    expect(
      (await t.post("/api/wanlshop/user/resetpwd", { email: eve.email, password: "eves-new-pass", captcha })).code,
    ).toBe(1);
    expect(notices(eve.email)).toHaveLength(before + 1);
    expect(notices(eve.email).at(-1)).toContain("The login password of your account was changed");
  });

  it("mails the notice in the language of the request that made the change", async () => {
    const gus = await withdrawer("gus@cooldown.test");
    await letResendWindowPass(t, gus.email);
    expect((await t.post("/api/ems/send", { event: "paypass" }, { token: gus.token })).code).toBe(1);
    const captcha = await t.smtp.codeFor(gus.email, t.smtp.mails.length - 1);
    const before = t.smtp.mails.length;
    const res = await t.post(
      "/api/wanlshop/user/pay_pass_edit",
      { payPass: "554433", captcha },
      { token: gus.token, lang: "dy" },
    );
    expect(res.code, res.msg).toBe(1);
    const mail = t.smtp.mails.slice(before).find((m) => m.to.includes(gus.email));
    // the body as sent (quoted-printable: soft line breaks, =XX bytes)
    const body = Buffer.from(
      (mail?.raw ?? "")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      "latin1",
    ).toString("utf8");
    expect(body).toContain("Das Fondspasswort Ihres Kontos wurde am");
    expect(body).toContain("Auszahlungen nach dieser Änderung eine Zeit lang gesperrt");
  });

  it("follows the cool-down an operator sets in the wallet rules", async () => {
    const fay = await withdrawer("fay@cooldown.test");
    await newFundPassword(fay, "112233");
    await ageChange(fay.userId, 2 * HOUR);
    expect((await fay.withdraw("112233")).error).toBe("withdraw_cooldown");
    await putSetting(t.database.db, "wallet_rules", { ...DEFAULT_WALLET_RULES, withdraw_cooldown_hours: 1 });
    expect((await t.post("/api/wanlshop/wallet/rules", {})).data.withdraw.cooldown_hours).toBe(1);
    expect((await fay.withdraw("112233")).code).toBe(1);
    await putSetting(t.database.db, "wallet_rules", DEFAULT_WALLET_RULES);
  });
});
