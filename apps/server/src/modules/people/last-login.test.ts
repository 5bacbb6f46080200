import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffToken } from "../../../test/buying-people.js";
import { createTestApp, registerAndLogin, type TestApp } from "../../../test/harness.js";
import { queryRows } from "../../platform/db/index.js";
import { createStaff } from "../staff/index.js";

/**
 * "Last login" in the console is each account's own newest session start: a user's in the users
 * list and on their page, a staff member's in the staff list; an account that never logged in
 * has none (not the latest login of someone else).
 */
describe("console: each account's own last login", () => {
  let t: TestApp;
  let admin: string;
  const users: { userId: number }[] = [];
  let neverUser = 0;
  const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await staffToken(t, "root@ll.test", "admin");
    for (const email of ["a@ll.test", "b@ll.test", "c@ll.test"]) users.push(await registerAndLogin(t, email));
    // a second login of b: the newest of its own sessions counts
    await t.post("/api/wanlshop/user/login", { account: "b@ll.test", password: "secret123", top: 1 });
    // each user's sessions at their own known times, so no row can borrow another's
    const times = ["2026-01-05T10:00:00Z", "2026-02-06T11:00:00Z", "2026-03-07T12:00:00Z"];
    for (const [i, u] of users.entries()) {
      await t.database.db.execute(
        sql`update user_tokens set created_at = ${times[i]}::timestamptz - (interval '1 hour' * (select count(*) from user_tokens x where x.user_id = ${u.userId} and x.id > user_tokens.id)) where user_id = ${u.userId}`,
      );
    }
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into users (email, nickname, password_hash, invite_code) values ('never@ll.test', 'never', 'x', 'NEVER1') returning id`,
    );
    neverUser = row?.id ?? 0;
  });
  afterAll(() => t.close());

  it("shows each user's own newest login in the list and on the page, and none for one who never logged in", async () => {
    const list = (await t.post("/api/admin/users/list", { keyword: "@ll.test", limit: 50 }, { token: admin })).data;
    const byId = new Map<number, number | null>(
      list.data.map((u: { id: number; last_login: number | null }) => [u.id, u.last_login]),
    );
    expect(byId.get(users[0]?.userId ?? 0)).toBe(at("2026-01-05T10:00:00Z"));
    expect(byId.get(users[1]?.userId ?? 0)).toBe(at("2026-02-06T11:00:00Z"));
    expect(byId.get(users[2]?.userId ?? 0)).toBe(at("2026-03-07T12:00:00Z"));
    expect(byId.get(neverUser)).toBeNull();
    const detail = async (id: number) =>
      (await t.post("/api/admin/users/detail", { user_id: id }, { token: admin })).data.last_login;
    expect(await detail(users[1]?.userId ?? 0)).toBe(at("2026-02-06T11:00:00Z"));
    expect(await detail(neverUser)).toBeNull();
  });

  it("shows each staff member's own newest login, and none for a new member who never logged in", async () => {
    await createStaff(t.database.db, { email: "new@ll.test", name: "New", role: "support", password: "new-pass-12" });
    await staffToken(t, "op@ll.test", "operator");
    await t.database.db.execute(
      sql`update staff_tokens set created_at = '2026-04-01T08:00:00Z' where staff_id = (select id from staff where email = 'op@ll.test')`,
    );
    await t.database.db.execute(
      sql`update staff_tokens set created_at = '2026-04-02T09:00:00Z' where staff_id = (select id from staff where email = 'root@ll.test')`,
    );
    const list = (await t.post("/api/admin/staff/list", { limit: 50 }, { token: admin })).data;
    const of = (email: string) => list.data.find((s: { email: string }) => s.email === email)?.last_login;
    expect(of("root@ll.test")).toBe(at("2026-04-02T09:00:00Z"));
    expect(of("op@ll.test")).toBe(at("2026-04-01T08:00:00Z"));
    expect(of("new@ll.test")).toBeNull();
  });
});
