import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser } from "../../../test/buying-people.js";
import { createTestApp, letResendWindowPass, registerAndLogin, type TestApp } from "../../../test/harness.js";
import { queryRows } from "../../platform/db/index.js";

const countUsers = async (t: TestApp) =>
  Number(((await queryRows(t.database.db, sql`select count(*)::int as n from users`))[0] as { n: number }).n);

describe("account validation (docs/rules.md#validation) answers code 0 with its message and changes nothing", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("checks registration in order: email, password, code", async () => {
    const before = await countUsers(t);
    const cases: [object, string, string][] = [
      [{}, "email_incorrect", "Email is incorrect"],
      [{ email: "not-an-email", password: "secret1", captcha: "123456" }, "email_incorrect", "Email is incorrect"],
      [{ email: "a@b.toolongtld", password: "secret1", captcha: "123456" }, "email_incorrect", "Email is incorrect"],
      [
        { email: "a@example.com", password: "12345", captcha: "123456" },
        "password_length",
        "Password must be 6 to 30 characters",
      ],
      [
        { email: "a@example.com", password: "x".repeat(31), captcha: "1" },
        "password_length",
        "Password must be 6 to 30 characters",
      ],
      [{ email: "a@example.com", password: "secret1" }, "captcha_required", "Please enter the verification code"],
      [{ email: "a@example.com", password: "secret1", captcha: "000000" }, "captcha_incorrect", "Captcha is incorrect"],
    ];
    for (const [body, error, msg] of cases) {
      expect(await t.post("/api/wanlshop/user/register", body)).toMatchObject({ code: 0, error, msg, data: null });
    }
    expect(await countUsers(t)).toBe(before);
  });

  it("refuses a code request with a malformed email, and a resend within 60 s", async () => {
    for (const email of ["", "plainaddress", "me@host", "me@@host.com", "me@host.c"]) {
      expect(await t.post("/api/ems/send", { email, event: "register" })).toMatchObject({
        code: 0,
        error: "email_incorrect",
      });
    }
    const email = "burst@example.com";
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await t.post("/api/ems/send", { email, event: "register" }));
    expect(answers[0]?.code).toBe(1);
    for (const a of answers.slice(1))
      expect(a).toMatchObject({ code: 0, error: "send_too_frequent", msg: "Sending too frequently" });
    expect(t.smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it("refuses concurrent sends for one email but one", async () => {
    const email = "race@example.com";
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.post("/api/ems/send", { email, event: "register" })),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
  });

  it("burns a code after five wrong tries", async () => {
    const email = "burn@example.com";
    await t.post("/api/ems/send", { email, event: "register" });
    const code = await t.smtp.codeFor(email);
    const wrong = code === "111111" ? "222222" : "111111";
    for (let i = 0; i < 5; i++) {
      expect(await t.post("/api/wanlshop/user/register", { email, password: "secret1", captcha: wrong })).toMatchObject(
        {
          code: 0,
          error: "captcha_incorrect",
        },
      );
    }
    expect(await t.post("/api/wanlshop/user/register", { email, password: "secret1", captcha: code })).toMatchObject({
      code: 0,
      error: "captcha_incorrect",
    });
  });

  it("uses a code once, and only for its own event", async () => {
    const email = "once@example.com";
    await t.post("/api/ems/send", { email, event: "register" });
    const code = await t.smtp.codeFor(email);
    expect((await t.post("/api/wanlshop/user/register", { email, password: "secret1", captcha: code })).code).toBe(1);
    expect(await t.post("/api/wanlshop/user/resetpwd", { email, password: "secret2", captcha: code })).toMatchObject({
      error: "captcha_incorrect",
    });
  });

  it("checks a password reset in order: email, password, code; a refused reset changes nothing", async () => {
    const email = "resetter@example.com";
    const { token } = await registerAndLogin(t, email, "old-secret-1");
    await letResendWindowPass(t, email);
    expect((await t.post("/api/ems/send", { email, event: "resetpwd" })).code).toBe(1);
    const code = await t.smtp.codeFor(email, t.smtp.mails.length - 1);
    const wrong = code === "111111" ? "222222" : "111111";
    const userRow = async () =>
      (await queryRows(t.database.db, sql`select password_hash from users where email = ${email}`))[0] as {
        password_hash: string;
      };
    const codeRow = async () =>
      (
        await queryRows(
          t.database.db,
          sql`select used_at, attempts from email_codes where email = ${email} and event = 'resetpwd'`,
        )
      )[0] as { used_at: unknown; attempts: number };
    const before = await userRow();

    const cases: [object, string, string][] = [
      [{}, "email_incorrect", "Email is incorrect"],
      // each check comes before the later ones: a bad email wins over a bad password and a missing code
      [{ email: "not-an-email", password: "1", captcha: "" }, "email_incorrect", "Email is incorrect"],
      [{ email: "me@host", password: "new-secret-1", captcha: code }, "email_incorrect", "Email is incorrect"],
      [{ email, password: "12345" }, "password_length", "Password must be 6 to 30 characters"],
      [{ email, captcha: code }, "password_length", "Password must be 6 to 30 characters"],
      [{ email, password: "x".repeat(31), captcha: code }, "password_length", "Password must be 6 to 30 characters"],
      [{ email, password: "new-secret-1" }, "captcha_required", "Please enter the verification code"],
      [{ email, password: "new-secret-1", captcha: "   " }, "captcha_required", "Please enter the verification code"],
      [{ email, password: "new-secret-1", captcha: wrong }, "captcha_incorrect", "Captcha is incorrect"],
      [
        { email: "nobody-here@example.com", password: "new-secret-1", captcha: code },
        "email_not_found",
        "Email does not exist",
      ],
    ];
    for (const [body, error, msg] of cases) {
      expect(await t.post("/api/wanlshop/user/resetpwd", body), JSON.stringify(body)).toMatchObject({
        code: 0,
        error,
        msg,
        data: null,
      });
    }

    // nothing changed: same hash, the session still works, the old password logs in, the new one does not
    const after = await userRow();
    expect(after.password_hash).toBe(before.password_hash);
    expect((await t.post("/api/wanlshop/user/get_userinfo", {}, { token })).code).toBe(1);
    expect((await t.post("/api/wanlshop/user/login", { account: email, password: "old-secret-1" })).code).toBe(1);
    expect(await t.post("/api/wanlshop/user/login", { account: email, password: "new-secret-1" })).toMatchObject({
      code: 0,
      error: "account_incorrect",
    });
    // the code was not used up (only the one wrong code counted a try), so it still resets the password
    expect(await codeRow()).toMatchObject({ used_at: null, attempts: 1 });
    expect((await t.post("/api/wanlshop/user/resetpwd", { email, password: "new-secret-1", captcha: code })).code).toBe(
      1,
    );
    expect((await t.post("/api/wanlshop/user/login", { account: email, password: "new-secret-1" })).code).toBe(1);
    expect((await t.post("/api/wanlshop/user/get_userinfo", {}, { token })).code).toBe(401);
  });

  it("knows taken emails, unknown emails and invitation codes", async () => {
    const owner = await registerAndLogin(t, "inviter@example.com");
    expect(await t.post("/api/ems/send", { email: "inviter@example.com", event: "register" })).toMatchObject({
      error: "email_exists",
      msg: "Email already exists",
    });
    expect(await t.post("/api/ems/send", { email: "nobody@example.com", event: "resetpwd" })).toMatchObject({
      error: "email_not_found",
      msg: "Email does not exist",
    });
    await t.post("/api/ems/send", { email: "invitee@example.com", event: "register" });
    const code = await t.smtp.codeFor("invitee@example.com");
    const bad = await t.post("/api/wanlshop/user/register", {
      email: "invitee@example.com",
      password: "secret1",
      captcha: code,
      invite_code: "NOSUCH99",
    });
    expect(bad).toMatchObject({ code: 0, error: "invite_code_not_found", msg: "Invitation code does not exist" });
    const info = await t.post("/api/wanlshop/user/get_userinfo", {}, { token: owner.token });
    const good = await t.post("/api/wanlshop/user/register", {
      email: "invitee@example.com",
      password: "secret1",
      captcha: code,
      invite_code: info.data.invite_code,
    });
    expect(good.code).toBe(1);
    const row = (
      await queryRows(t.database.db, sql`select invited_by from users where email = 'invitee@example.com'`)
    )[0];
    expect(row).toMatchObject({ invited_by: owner.userId });
  });

  it("checks login: account, password, wrong password, throttling", async () => {
    await registerAndLogin(t, "login@example.com", "rightpass");
    expect(await t.post("/api/wanlshop/user/login", { password: "x" })).toMatchObject({ error: "account_required" });
    expect(await t.post("/api/wanlshop/user/login", { account: "login@example.com" })).toMatchObject({
      error: "password_required",
    });
    expect(
      await t.post("/api/wanlshop/user/login", { account: "ghost@example.com", password: "whatever" }),
    ).toMatchObject({
      error: "account_incorrect",
      msg: "Account is incorrect",
    });
    for (let i = 0; i < 5; i++) {
      expect(
        await t.post("/api/wanlshop/user/login", { account: "login@example.com", password: "wrongpass" }),
      ).toMatchObject({
        error: "account_incorrect",
      });
    }
    expect(
      await t.post("/api/wanlshop/user/login", { account: "login@example.com", password: "rightpass" }),
    ).toMatchObject({
      error: "too_many_attempts",
    });
  });

  it("gives 30 wrong logins sent at once no more than five tries, then blocks the account's login", async () => {
    await quickUser(t, "burst@example.com"); // made directly: this file has used up the address's code sends
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.post("/api/wanlshop/user/login", { account: "burst@example.com", password: `guess-${i}` }),
      ),
    );
    const errors = answers.map((a) => a.error);
    expect(errors.filter((e) => e === "account_incorrect")).toHaveLength(5);
    expect(errors.filter((e) => e === "too_many_attempts")).toHaveLength(25);
    expect(
      await t.post("/api/wanlshop/user/login", { account: "burst@example.com", password: "secret123" }),
    ).toMatchObject({ error: "too_many_attempts" });
  });

  it("checks the payment password: six digits and a code", async () => {
    const { token } = await registerAndLogin(t, "payer@example.com");
    for (const payPass of ["", "12345", "1234567", "abcdef", "12 456"]) {
      expect(await t.post("/api/wanlshop/user/pay_pass_edit", { payPass, captcha: "123456" }, { token })).toMatchObject(
        {
          code: 0,
          error: "pay_password_format",
        },
      );
    }
    expect(await t.post("/api/wanlshop/user/pay_pass_edit", { payPass: "123456" }, { token })).toMatchObject({
      error: "captcha_required",
    });
    expect(await t.post("/api/wanlshop/user/pay_pass_edit", { payPass: "123456", captcha: "1" })).toMatchObject({
      code: 401,
    });
    const row = (
      await queryRows(t.database.db, sql`select pay_password_hash from users where email = 'payer@example.com'`)
    )[0];
    expect(row).toMatchObject({ pay_password_hash: null });
  });

  it("stores passwords and payment passwords only as argon2id hashes", async () => {
    const { token } = await registerAndLogin(t, "hashes@example.com", "plain-secret-1");
    await letResendWindowPass(t, "hashes@example.com");
    await t.post("/api/ems/send", { event: "paypass" }, { token });
    const code = await t.smtp.codeFor("hashes@example.com", t.smtp.mails.length - 1);
    expect(
      (await t.post("/api/wanlshop/user/pay_pass_edit", { payPass: "975310", captcha: code }, { token })).code,
    ).toBe(1);
    const row = (
      await queryRows(t.database.db, sql`select * from users where email = 'hashes@example.com'`)
    )[0] as Record<string, unknown>;
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.pay_password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain("plain-secret-1");
    expect(JSON.stringify(row)).not.toContain("975310");
    const tokens = (await queryRows(t.database.db, sql`select token_hash from user_tokens`)) as {
      token_hash: string;
    }[];
    expect(tokens.map((r) => r.token_hash)).not.toContain(token);
    const codes = (await queryRows(t.database.db, sql`select code_hash from email_codes`)) as { code_hash: string }[];
    expect(codes.map((r) => r.code_hash)).not.toContain(code);
  });
});
