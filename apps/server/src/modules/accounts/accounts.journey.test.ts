import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, letResendWindowPass, type TestApp } from "../../../test/harness.js";

/**
 * The account journey of issue 2, through HTTP, with the code delivered by a real SMTP server:
 * register -> code by mail -> log in -> userinfo -> payment password -> log out (token dead)
 * -> reset password by code -> log in with the new one.
 */
describe("account journey", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("runs from registration to a password reset", async () => {
    const email = "Journey.User@Example.com";
    const sent = await t.post("/api/ems/send", { email, event: "register" });
    expect(sent).toMatchObject({ code: 1, msg: "Sent successfully" });
    const code = await t.smtp.codeFor("journey.user@example.com");
    expect(code).toMatch(/^\d{6}$/);

    const reg = await t.post("/api/wanlshop/user/register", { email, password: "first-pass", captcha: code });
    expect(reg.code).toBe(1);
    expect(reg.data.userinfo.email).toBe("journey.user@example.com");
    expect(reg.data.userinfo.token).toBeUndefined();

    const login = await t.post("/api/wanlshop/user/login", { account: email, password: "first-pass", top: 1 });
    expect(login.code).toBe(1);
    const { token, user_id, nickname } = login.data.userinfo;
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(login.data.userinfo.shop).toBeNull();

    const info = await t.post("/api/wanlshop/user/get_userinfo", {}, { token });
    expect(info.data).toMatchObject({ user_id, nickname, email: "journey.user@example.com", pay_password_set: false });

    await letResendWindowPass(t, "journey.user@example.com");
    expect((await t.post("/api/ems/send", { event: "paypass" }, { token })).code).toBe(1);
    const payCode = await t.smtp.codeFor("journey.user@example.com", t.smtp.mails.length - 1);
    const pay = await t.post("/api/wanlshop/user/pay_pass_edit", { payPass: "246810", captcha: payCode }, { token });
    expect(pay.code).toBe(1);
    expect((await t.post("/api/wanlshop/user/get_userinfo", {}, { token })).data.pay_password_set).toBe(true);

    expect((await t.post("/api/wanlshop/user/logout", {}, { token })).code).toBe(1);
    const after = await t.post("/api/wanlshop/user/get_userinfo", {}, { token });
    expect(after).toMatchObject({ code: 401, msg: "Please log in first" });

    await letResendWindowPass(t, "journey.user@example.com");
    expect((await t.post("/api/ems/send", { email, event: "resetpwd" })).code).toBe(1);
    const resetCode = await t.smtp.codeFor("journey.user@example.com", t.smtp.mails.length - 1);
    const reset = await t.post("/api/wanlshop/user/resetpwd", { email, password: "second-pass", captcha: resetCode });
    expect(reset.code).toBe(1);

    const old = await t.post("/api/wanlshop/user/login", { account: email, password: "first-pass" });
    expect(old).toMatchObject({ code: 0, error: "account_incorrect" });
    const fresh = await t.post("/api/wanlshop/user/login", { account: email, password: "second-pass" });
    expect(fresh.code).toBe(1);
    expect(fresh.data.userinfo.user_id).toBe(user_id);
  });

  it("accepts form-encoded bodies as the original client sends them", async () => {
    const res = await t.post(
      "/api/wanlshop/user/login",
      "account=journey.user%40example.com&password=second-pass&top=1",
      { form: true },
    );
    expect(res.code).toBe(1);
  });
});
