import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffToken } from "../../../test/buying-people.js";
import { createTestApp, registerAndLogin, type TestApp } from "../../../test/harness.js";
import { queryRows } from "../../platform/db/index.js";
import { createStaff } from "../staff/index.js";

/** An address of exactly `length` characters with `local` characters before the `@` (domain labels of 59). */
const address = (local: number, length: number) => {
  const domain = length - local - 1 - ".com".length;
  const labels = `${"d".repeat(59)}.`
    .repeat(Math.ceil(domain / 60))
    .slice(0, domain)
    .replace(/\.$/, "d");
  return `${"l".repeat(local)}@${labels}.com`;
};

/** E-mail addresses are held to the usual limits on every call that takes one (docs/rules.md#accounts). */
describe("email addresses", () => {
  let t: TestApp;
  const longest = address(64, 254);
  const tooLong = address(64, 255);
  const longLocal = address(65, 80);
  const huge = address(64, 1000);
  const malformed = [
    "a b@example.com",
    "a@b@example.com",
    "a@example..com",
    "a@.example.com",
    "a\u0007@example.com",
    `a@${"d".repeat(64)}.com`,
    ".a@example.com",
    "a.@example.com",
    "a..b@example.com",
  ];
  const refused = [tooLong, longLocal, huge, ...malformed];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("mails a code to an address at the limits, and refuses one past them without mailing", async () => {
    // 254 characters pass the rule (a wrong code is what is refused next)...
    expect(longest).toHaveLength(254);
    expect(
      await t.post("/api/wanlshop/user/register", { email: longest, password: "secret123", captcha: "123456" }),
    ).toMatchObject({ error: "captcha_incorrect" });
    // ...and 253 are mailed (the test receiver, like some servers, takes paths of at most 253)
    const mailable = address(64, 253);
    expect(await t.post("/api/ems/send", { email: mailable, event: "register" })).toMatchObject({ code: 1 });
    expect(await t.smtp.codeFor(mailable)).toMatch(/^\d{6}$/);
    const before = t.smtp.mails.length;
    for (const email of refused)
      expect(await t.post("/api/ems/send", { email, event: "register" }), email).toMatchObject({
        code: 0,
        error: "email_incorrect",
        msg: "Email is incorrect",
        field: "email",
      });
    expect(t.smtp.mails.length).toBe(before);
  });

  it("refuses registration and reset with such an address, as JSON and as a form", async () => {
    for (const email of refused)
      for (const form of [false, true]) {
        const body = { email, password: "secret123", captcha: "123456" };
        expect(await t.post("/api/wanlshop/user/register", body, { form }), email).toMatchObject({
          error: "email_incorrect",
          field: "email",
        });
        expect(await t.post("/api/wanlshop/user/resetpwd", body, { form }), email).toMatchObject({
          error: "email_incorrect",
        });
      }
    const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from users`);
    expect(row?.n).toBe(0);
  });

  it("answers a login with an over-long or malformed address with the validation error, before any lookup", async () => {
    const me = await registerAndLogin(t, "sam@example.com");
    for (const account of refused)
      expect(await t.post("/api/wanlshop/user/login", { account, password: "secret123" }), account).toMatchObject({
        code: 0,
        error: "email_incorrect",
        field: "account",
      });
    // not a nickname either: longer than any nickname can be
    expect(await t.post("/api/wanlshop/user/login", { account: "n".repeat(1000), password: "x" })).toMatchObject({
      error: "account_incorrect",
      field: "account",
    });
    // a well-formed unknown address is looked up and answers as before
    expect(await t.post("/api/wanlshop/user/login", { account: "nobody@example.com", password: "x" })).toMatchObject({
      error: "account_incorrect",
    });
    expect((await t.post("/api/wanlshop/user/login", { account: "SAM@example.com", password: "secret123" })).code).toBe(
      1,
    );
    // the refused tries never reached an account: none was counted against sam
    const [row] = await queryRows<{ failed_logins: number }>(
      t.database.db,
      sql`select failed_logins from users where id = ${me.userId}`,
    );
    expect(row?.failed_logins).toBe(0);
  });

  it("refuses an email change to such an address", async () => {
    const me = await registerAndLogin(t, "mover@example.com");
    for (const email of refused) {
      expect(await t.post("/api/ems/send", { email, event: "changeemail" }, { token: me.token }), email).toMatchObject({
        error: "email_incorrect",
      });
      expect(
        await t.post("/api/wanlshop/user/changeemail", { email, captcha: "123456" }, { token: me.token }),
        email,
      ).toMatchObject({ error: "email_incorrect", field: "email" });
    }
  });

  it("refuses such an address at the staff login and when staff are created", async () => {
    await staffToken(t, "boss@example.com", "admin");
    for (const account of refused)
      expect(await t.post("/api/admin/auth/login", { account, password: "staff-pass-1" }), account).toMatchObject({
        error: "email_incorrect",
        field: "account",
      });
    expect(
      (await t.post("/api/admin/auth/login", { account: "boss@example.com", password: "staff-pass-1" })).code,
    ).toBe(1);
    await expect(
      createStaff(t.database.db, { email: tooLong, name: "x", role: "admin", password: "staff-pass-1" }),
    ).rejects.toThrow(/not a valid e-mail address/);
  });
});
