import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerAndLogin, type TestApp } from "../../../test/harness.js";
import { queryRows } from "../../platform/db/index.js";
import { createStaff } from "./index.js";

/** Staff accounts: admin only, audited without passwords, and never without an active admin. */
describe("staff accounts", () => {
  let t: TestApp;
  let admin: string;
  let adminId = 0;
  let operator: string;
  const login = async (account: string, password: string) =>
    (await t.post("/api/admin/auth/login", { account, password })).data?.token as string | undefined;

  beforeAll(async () => {
    t = await createTestApp();
    adminId = (
      await createStaff(t.database.db, { email: "root@st.test", name: "Root", role: "admin", password: "root-pass-1" })
    ).id;
    await createStaff(t.database.db, { email: "op@st.test", name: "Op", role: "operator", password: "op-pass-12" });
    admin = (await login("root@st.test", "root-pass-1")) as string;
    operator = (await login("op@st.test", "op-pass-12")) as string;
  });
  afterAll(() => t.close());

  const audits = (target: string) =>
    queryRows<{ action: string; detail: any }>(
      t.database.db,
      sql`select action, detail from audit_log where target = ${target} and action not like 'staff.login%' order by id`,
    );
  const staffRow = async (email: string) =>
    (
      await queryRows<{ id: number; name: string; role: string; status: string; password_hash: string }>(
        t.database.db,
        sql`select id, name, role, status, password_hash from staff where email = ${email}`,
      )
    )[0];

  it("refuses users, merchants and every role but admin, and changes nothing", async () => {
    const shopper = await registerAndLogin(t, "shopper@st.test");
    const target = await staffRow("op@st.test");
    const calls: [string, object][] = [
      ["/api/admin/staff/list", {}],
      ["/api/admin/staff/add", { email: "x@st.test", name: "X", role: "admin", password: "long-enough" }],
      ["/api/admin/staff/save", { staff_id: target?.id, name: "Hacked", role: "admin" }],
      ["/api/admin/staff/disable", { staff_id: adminId, disabled: 1 }],
      ["/api/admin/staff/reset_password", { staff_id: adminId, password: "new-password" }],
    ];
    for (const [url, body] of calls) {
      expect((await t.post(url, body, { token: shopper.token })).code, url).toBe(401);
      expect((await t.post(url, body)).code, url).toBe(401);
      expect(await t.post(url, body, { token: operator }), url).toMatchObject({ code: 0, error: "forbidden" });
    }
    expect(await staffRow("x@st.test")).toBeUndefined();
    expect(await staffRow("op@st.test")).toMatchObject({ name: "Op", role: "operator" });
    expect(await login("root@st.test", "root-pass-1")).toBeTruthy();
    expect(await audits(`staff:${adminId}`)).toEqual([]);
  });

  it("adds a member who can log in; the password is hashed and never audited; bad input is refused", async () => {
    const bad: [object, string][] = [
      [{ email: "nope", name: "N", role: "support", password: "long-enough" }, "email_incorrect"],
      [{ email: "n@st.test", name: "N", role: "boss", password: "long-enough" }, "bad_request"],
      [{ email: "n@st.test", name: "N", role: "support", password: "short7!" }, "staff_password_length"],
      [{ email: "n@st.test", name: "", role: "support", password: "long-enough" }, "staff_name_invalid"],
      [{ email: "OP@st.test", name: "Dup", role: "support", password: "long-enough" }, "staff_email_exists"],
    ];
    for (const [body, error] of bad)
      expect(await t.post("/api/admin/staff/add", body, { token: admin })).toMatchObject({ code: 0, error });
    expect(await staffRow("n@st.test")).toBeUndefined();

    const res = await t.post(
      "/api/admin/staff/add",
      { email: "New@st.test", name: "Newbie", role: "support", password: "first-pass-9" },
      { token: admin },
    );
    expect(res.code).toBe(1);
    const row = await staffRow("new@st.test");
    expect(row).toMatchObject({ name: "Newbie", role: "support", status: "normal" });
    expect(row?.password_hash).not.toContain("first-pass-9");
    const token = await login("new@st.test", "first-pass-9");
    expect((await t.post("/api/admin/auth/me", {}, { token })).data).toMatchObject({ role: "support", name: "Newbie" });
    const a = await audits(`staff:${row?.id}`);
    expect(a).toEqual([
      {
        action: "staff.add",
        detail: { before: null, after: { email: "new@st.test", name: "Newbie", role: "support", status: "normal" } },
      },
    ]);
    expect(JSON.stringify(a)).not.toContain("first-pass-9");
    const list = (await t.post("/api/admin/staff/list", {}, { token: admin })).data;
    expect(list.data.find((s: { email: string }) => s.email === "new@st.test")).toMatchObject({
      name: "Newbie",
      role: "support",
      status: "normal",
    });
    expect(JSON.stringify(list)).not.toMatch(/password/i);
  });

  it("edits name and role (audited before and after); a role change applies to the next call", async () => {
    const row = await staffRow("new@st.test");
    const token = await login("new@st.test", "first-pass-9");
    expect((await t.post("/api/admin/users/list", {}, { token })).error).toBe("forbidden");
    const res = await t.post(
      "/api/admin/staff/save",
      { staff_id: row?.id, name: "Newly", role: "operator" },
      { token: admin },
    );
    expect(res.code).toBe(1);
    expect((await t.post("/api/admin/users/list", {}, { token })).code).toBe(1);
    expect((await audits(`staff:${row?.id}`)).at(-1)).toEqual({
      action: "staff.save",
      detail: {
        before: { name: "Newbie", role: "support", status: "normal" },
        after: { name: "Newly", role: "operator", status: "normal" },
      },
    });
  });

  it("a disabled member's sessions answer 401 at once and they cannot log in; enabling lets them back", async () => {
    const row = await staffRow("new@st.test");
    const token = await login("new@st.test", "first-pass-9");
    expect((await t.post("/api/admin/auth/me", {}, { token })).code).toBe(1);
    expect((await t.post("/api/admin/staff/disable", { staff_id: row?.id, disabled: 1 }, { token: admin })).code).toBe(
      1,
    );
    expect((await t.post("/api/admin/auth/me", {}, { token })).code).toBe(401);
    expect(await t.post("/api/admin/auth/login", { account: "new@st.test", password: "first-pass-9" })).toMatchObject({
      code: 0,
      error: "account_locked",
    });
    const live = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from staff_tokens where staff_id = ${row?.id} and revoked_at is null`,
    );
    expect(live[0]?.n).toBe(0);
    expect((await audits(`staff:${row?.id}`)).at(-1)).toMatchObject({
      action: "staff.disable",
      detail: { before: { status: "normal" }, after: { status: "locked" } },
    });
    expect((await t.post("/api/admin/staff/disable", { staff_id: row?.id, disabled: 0 }, { token: admin })).code).toBe(
      1,
    );
    expect(await login("new@st.test", "first-pass-9")).toBeTruthy();
  });

  it("resetting a password ends the member's sessions; the new password works, the old does not; never audited", async () => {
    const row = await staffRow("new@st.test");
    const token = await login("new@st.test", "first-pass-9");
    const res = await t.post(
      "/api/admin/staff/reset_password",
      { staff_id: row?.id, password: "second-pass-9" },
      { token: admin },
    );
    expect(res.code).toBe(1);
    expect((await t.post("/api/admin/auth/me", {}, { token })).code).toBe(401);
    expect(await login("new@st.test", "first-pass-9")).toBeUndefined();
    expect(await login("new@st.test", "second-pass-9")).toBeTruthy();
    const a = await audits(`staff:${row?.id}`);
    expect(a.at(-1)?.action).toBe("staff.reset_password");
    expect(JSON.stringify(a)).not.toMatch(/second-pass-9|first-pass-9/);
    expect(
      await t.post("/api/admin/staff/reset_password", { staff_id: row?.id, password: "short" }, { token: admin }),
    ).toMatchObject({ code: 0, error: "staff_password_length" });
  });

  it("the last active admin can be neither disabled nor demoted; with two, one may go", async () => {
    expect(
      await t.post("/api/admin/staff/disable", { staff_id: adminId, disabled: 1 }, { token: admin }),
    ).toMatchObject({ code: 0, error: "last_admin" });
    expect(
      await t.post("/api/admin/staff/save", { staff_id: adminId, name: "Root", role: "operator" }, { token: admin }),
    ).toMatchObject({ code: 0, error: "last_admin" });
    expect(await staffRow("root@st.test")).toMatchObject({ role: "admin", status: "normal" });
    expect((await t.post("/api/admin/auth/me", {}, { token: admin })).code).toBe(1);
  });

  it("two admins demoting each other at the same moment leave exactly one admin", async () => {
    const second = (
      await createStaff(t.database.db, { email: "two@st.test", name: "Two", role: "admin", password: "two-pass-12" })
    ).id;
    const two = (await login("two@st.test", "two-pass-12")) as string;
    for (let round = 0; round < 3; round++) {
      const [a, b] = await Promise.all([
        t.post("/api/admin/staff/save", { staff_id: second, name: "Two", role: "operator" }, { token: admin }),
        t.post("/api/admin/staff/save", { staff_id: adminId, name: "Root", role: "operator" }, { token: two }),
      ]);
      const admins = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from staff where role = 'admin' and status = 'normal'`,
      );
      expect(admins[0]?.n).toBe(1);
      // one of the two went through; the other was refused as the last admin or lost its rights first
      expect([a.code, b.code].filter((c) => c === 1)).toHaveLength(1);
      expect([a.error, b.error].filter(Boolean)[0]).toMatch(/last_admin|forbidden/);
      // put both back for the next round
      await t.database.db.execute(sql`update staff set role = 'admin' where id in (${adminId}, ${second})`);
    }
    // and disabling each other at once
    const [a, b] = await Promise.all([
      t.post("/api/admin/staff/disable", { staff_id: second, disabled: 1 }, { token: admin }),
      t.post("/api/admin/staff/disable", { staff_id: adminId, disabled: 1 }, { token: two }),
    ]);
    // one went through; the other was refused (last_admin), or its own session had just ended (401)
    expect([a.code, b.code].filter((c) => c === 1)).toHaveLength(1);
    const left = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from staff where role = 'admin' and status = 'normal'`,
    );
    expect(left[0]?.n).toBe(1);
  });
});
