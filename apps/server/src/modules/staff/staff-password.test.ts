import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { queryRows } from "../../platform/db/index.js";
import { createStaff } from "./index.js";

/** A staff member changes their own password with the current one; every session of theirs ends. */
describe("staff: change my own password", () => {
  let t: TestApp;
  const login = async (account: string, password: string) => t.post("/api/admin/auth/login", { account, password });
  const tokenOf = async (account: string, password: string) => (await login(account, password)).data?.token as string;
  const change = (token: string | undefined, body: object) =>
    t.post("/api/admin/auth/change_password", body, token ? { token } : {});
  const me = (token: string) => t.post("/api/admin/auth/me", {}, { token });

  beforeAll(async () => {
    t = await createTestApp();
    for (const [email, role] of [
      ["sup@pw.test", "support"],
      ["fin@pw.test", "finance"],
      ["admin@pw.test", "admin"],
    ] as const)
      await createStaff(t.database.db, { email, name: email, role, password: "first-pass-1" });
  });
  afterAll(() => t.close());

  it("asks for the current password and the usual rules; nothing changes on a refusal", async () => {
    const token = await tokenOf("sup@pw.test", "first-pass-1");
    expect((await change(undefined, { password: "first-pass-1", newpassword: "second-pass-2" })).code).toBe(401);
    expect(await change(token, { password: "wrong-pass-9", newpassword: "second-pass-2" })).toMatchObject({
      code: 0,
      error: "password_incorrect",
      field: "password",
    });
    expect(await change(token, { password: "first-pass-1", newpassword: "short7!" })).toMatchObject({
      error: "staff_password_length",
      field: "newpassword",
    });
    expect(await change(token, { newpassword: "second-pass-2" })).toMatchObject({
      error: "password_required",
      field: "password",
    });
    expect((await me(token)).code).toBe(1);
    expect((await login("sup@pw.test", "first-pass-1")).code).toBe(1);
  });

  it("ends every session of the member, this one too; the new password logs in, the old does not", async () => {
    const here = await tokenOf("fin@pw.test", "first-pass-1");
    const elsewhere = await tokenOf("fin@pw.test", "first-pass-1");
    const other = await tokenOf("admin@pw.test", "first-pass-1");
    const res = await change(here, { password: "first-pass-1", newpassword: "second-pass-2" });
    expect(res).toMatchObject({ code: 1, data: { sessions_ended: 2 } });
    expect((await me(here)).code).toBe(401);
    expect((await me(elsewhere)).code).toBe(401);
    expect((await me(other)).code).toBe(1);
    expect((await login("fin@pw.test", "first-pass-1")).error).toBe("account_incorrect");
    expect((await login("fin@pw.test", "second-pass-2")).code).toBe(1);
    const rows = await queryRows<{ action: string; detail: unknown }>(
      t.database.db,
      sql`select action, detail from audit_log where action like 'staff.change_password%' order by id`,
    );
    expect(rows.at(-1)).toMatchObject({ action: "staff.change_password", detail: { after: { sessions_ended: 2 } } });
    expect(JSON.stringify(rows)).not.toMatch(/first-pass|second-pass/);
  });

  it("counts wrong current passwords as wrong logins: five block the account's logins", async () => {
    const token = await tokenOf("admin@pw.test", "first-pass-1");
    for (let i = 0; i < 5; i++)
      expect((await change(token, { password: `guess-${i}-pass`, newpassword: "third-pass-3" })).error).toBe(
        "password_incorrect",
      );
    expect((await change(token, { password: "first-pass-1", newpassword: "third-pass-3" })).error).toBe(
      "too_many_attempts",
    );
    expect((await login("admin@pw.test", "first-pass-1")).error).toBe("too_many_attempts");
    // the password did not change
    await t.database.db.execute(sql`update staff set login_blocked_until = null where email = 'admin@pw.test'`);
    expect((await login("admin@pw.test", "first-pass-1")).code).toBe(1);
  });
});
