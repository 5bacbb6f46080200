import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerAndLogin, type TestApp } from "../../../test/harness.js";
import { queryRows } from "../../platform/db/index.js";
import { createStaff } from "./index.js";

describe("staff console", () => {
  let t: TestApp;
  let admin: string;
  let support: string;
  beforeAll(async () => {
    t = await createTestApp();
    await createStaff(t.database.db, { email: "boss@ops.test", name: "Boss", role: "admin", password: "admin-pass-1" });
    await createStaff(t.database.db, {
      email: "help@ops.test",
      name: "Helper",
      role: "support",
      password: "support-pass-1",
    });
    admin = (await t.post("/api/admin/auth/login", { account: "boss@ops.test", password: "admin-pass-1" })).data.token;
    support = (await t.post("/api/admin/auth/login", { account: "help@ops.test", password: "support-pass-1" })).data
      .token;
  });
  afterAll(() => t.close());

  it("logs staff in, separately from users", async () => {
    expect(await t.post("/api/admin/auth/me", {}, { token: admin })).toMatchObject({
      code: 1,
      data: { email: "boss@ops.test", role: "admin" },
    });
    expect(await t.post("/api/admin/auth/login", { account: "boss@ops.test", password: "nope-nope" })).toMatchObject({
      error: "account_incorrect",
    });
    const user = await registerAndLogin(t, "shopper@shop.test");
    expect((await t.post("/api/admin/auth/me", {}, { token: user.token })).code).toBe(401);
    expect((await t.post("/api/wanlshop/user/get_userinfo", {}, { token: admin })).code).toBe(401);
  });

  it("guards each call by role", async () => {
    expect((await t.post("/api/admin/dashboard/stats", {}, { token: support })).code).toBe(1);
    expect(await t.post("/api/admin/users/list", {}, { token: support })).toMatchObject({
      code: 0,
      error: "forbidden",
    });
    expect(await t.post("/api/admin/outbox/list", {}, { token: support })).toMatchObject({ error: "forbidden" });
    expect((await t.post("/api/admin/users/list", {})).code).toBe(401);
  });

  it("lists users with paging and search", async () => {
    const res = await t.post("/api/admin/users/list", { keyword: "shopper@" }, { token: admin });
    expect(res.data).toMatchObject({ total: 1, per_page: 15, current_page: 1, last_page: 1 });
    expect(res.data.data[0]).toMatchObject({ email: "shopper@shop.test", status: "normal" });
    expect(res.data.data[0]).not.toHaveProperty("passwordHash");
  });

  it("locks an account: its sessions end, it cannot log in, and the action is audited", async () => {
    const victim = await registerAndLogin(t, "locked@shop.test", "lockedpass");
    expect(
      (
        await t.post(
          "/api/admin/users/lock",
          { user_id: victim.userId, locked: 1, reason: "spam orders" },
          { token: admin },
        )
      ).code,
    ).toBe(1);
    expect((await t.post("/api/wanlshop/user/get_userinfo", {}, { token: victim.token })).code).toBe(401);
    expect(
      await t.post("/api/wanlshop/user/login", { account: "locked@shop.test", password: "lockedpass" }),
    ).toMatchObject({
      code: 0,
      error: "account_locked",
    });
    const audit = await queryRows(t.database.db, sql`select action, target from audit_log`);
    expect(audit).toContainEqual({ action: "user.lock", target: `user:${victim.userId}` });
    await t.post("/api/admin/users/lock", { user_id: victim.userId, locked: 0 }, { token: admin });
    expect(
      (await t.post("/api/wanlshop/user/login", { account: "locked@shop.test", password: "lockedpass" })).code,
    ).toBe(1);
  });

  it("ends a staff session on logout", async () => {
    const token = (await t.post("/api/admin/auth/login", { account: "help@ops.test", password: "support-pass-1" })).data
      .token;
    expect((await t.post("/api/admin/auth/logout", {}, { token })).code).toBe(1);
    expect((await t.post("/api/admin/auth/me", {}, { token })).code).toBe(401);
  });
});

describe("dev outbox (no SMTP_URL)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: "" });
  });
  afterAll(() => t.close());

  it("keeps mail where an admin can read it", async () => {
    await createStaff(t.database.db, { email: "root@ops.test", name: "Root", role: "admin", password: "root-pass-1" });
    const token = (await t.post("/api/admin/auth/login", { account: "root@ops.test", password: "root-pass-1" })).data
      .token;
    expect((await t.post("/api/ems/send", { email: "newbie@shop.test", event: "register" })).code).toBe(1);
    expect(t.smtp.mails).toHaveLength(0);
    const box = await t.post("/api/admin/outbox/list", {}, { token });
    expect(box.data.total).toBe(1);
    expect(box.data.data[0]).toMatchObject({ to: "newbie@shop.test" });
    expect(box.data.data[0].text).toMatch(/verification code is \d{6}/);
  });
});
