import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { accountsAdmin } from "./index.js";

/** docs/security.md 7.2.1: every login decision is logged, and no secret is. */
describe("login log", () => {
  let t: TestApp;
  let userId = 0;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: "info" });
    const u = await accountsAdmin.createUserDirect(t.database.db, {
      email: "logged@log.test",
      password: "secret123",
      nickname: "logged",
    });
    userId = u.id;
  });
  afterAll(() => t.close());

  const loginLines = () => t.logs.filter((l) => l.event === "user.login" || l.event === "user.logout");

  it("logs each login outcome with the user and address, and each refusal by its rule; never a password, a token or an unknown account's name", async () => {
    await t.post("/api/wanlshop/user/login", { account: "nobody@log.test", password: "typed-secret-1" });
    await t.post("/api/wanlshop/user/login", { account: "logged@log.test", password: "typed-secret-2" });
    for (let i = 0; i < 4; i++) await t.post("/api/wanlshop/user/login", { account: "logged", password: "wrong-pass" });
    const blocked = await t.post("/api/wanlshop/user/login", { account: "logged", password: "secret123" });
    expect(blocked.error).toBe("too_many_attempts");
    await t.database.db.execute(`update users set login_blocked_until = null, failed_logins = 0 where id = ${userId}`);
    const ok = await t.post("/api/wanlshop/user/login", { account: "logged", password: "secret123" });
    const token = ok.data.userinfo.token as string;
    await t.post("/api/wanlshop/user/logout", {}, { token });

    expect(loginLines().map((l) => [l.event, l.outcome ?? null, l.user_id])).toEqual([
      ["user.login", "unknown_account", null],
      ["user.login", "wrong_password", userId],
      ["user.login", "wrong_password", userId],
      ["user.login", "wrong_password", userId],
      ["user.login", "wrong_password", userId],
      ["user.login", "lockout", userId],
      ["user.login", "blocked", userId],
      ["user.login", "ok", userId],
      ["user.logout", null, userId],
    ]);
    for (const l of loginLines()) expect(l.ip).toBe("127.0.0.1");
    // refusals are logged by their rule: the wrong password, the block, a call without a session
    await t.post("/api/wanlshop/user/logout", {}, { token });
    const refusals = t.logs.filter((l) => l.msg === "request refused").map((l) => l.refused);
    expect(refusals.filter((r) => r === "account_incorrect")).toHaveLength(6);
    expect(refusals).toContain("too_many_attempts");
    expect(refusals.at(-1)).toBe("login_required");
    const all = JSON.stringify(t.logs);
    for (const secret of ["typed-secret-1", "typed-secret-2", "wrong-pass", "secret123", token, "nobody@log.test"]) {
      expect(all).not.toContain(secret);
    }
  });
});
