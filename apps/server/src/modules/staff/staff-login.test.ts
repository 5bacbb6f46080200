import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Json, type TestApp } from "../../../test/harness.js";
import { queryRows } from "../../platform/db/index.js";
import { createStaff } from "./index.js";

/**
 * Staff logins under the users' try limits (docs/rules.md, accounts), per account and per client
 * address. TRUST_PROXY=127.0.0.1 lets each call name its client address in X-Forwarded-For, as a
 * load balancer would, so the two limits can be seen apart.
 */
let t: TestApp;
let ip = 0;
/** a client address of its own for each call, unless one is given */
const login = async (account: string, password: string, address = `198.18.${Math.floor(++ip / 250)}.${ip % 250}`) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/auth/login",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    payload: JSON.stringify({ account, password }),
  });
  return res.json() as Json;
};
const me = (token: string) => t.post("/api/admin/auth/me", {}, { token });
const staffId = async (email: string) =>
  (await queryRows<{ id: number }>(t.database.db, sql`select id from staff where email = ${email}`))[0]?.id;
const audits = (target: string) =>
  queryRows<{ staff_id: number | null; action: string; detail: Record<string, unknown> }>(
    t.database.db,
    sql`select staff_id, action, detail from audit_log where target = ${target} order by id`,
  );
const make = (email: string, role: "admin" | "operator" = "operator") =>
  createStaff(t.database.db, { email, name: email.split("@")[0] ?? email, role, password: "right-pass-1" });

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "127.0.0.1" });
});
afterAll(() => t.close());

describe("staff login: the per-account limit", () => {
  it("checks only five of forty wrong passwords sent at once; the right one is then refused until the block ends", async () => {
    await make("target@ops.test");
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login("target@ops.test", `guess-${i}`)));
    const errors = answers.map((a) => a.error);
    expect(errors.filter((e) => e === "account_incorrect")).toHaveLength(5);
    expect(errors.filter((e) => e === "too_many_attempts")).toHaveLength(35);
    expect(await login("target@ops.test", "right-pass-1")).toMatchObject({
      code: 0,
      error: "too_many_attempts",
      msg: "Too many attempts, please try again later",
    });
    const [row] = await queryRows<{ minutes: number; failures: number }>(
      t.database.db,
      sql`select round(extract(epoch from login_blocked_until - now()) / 60)::int as minutes, failed_logins as failures
          from staff where email = 'target@ops.test'`,
    );
    expect(row).toEqual({ minutes: 15, failures: 0 });

    // a minute left: still refused
    await t.database.db.execute(
      sql`update staff set login_blocked_until = now() + interval '1 minute' where email = 'target@ops.test'`,
    );
    expect(await login("target@ops.test", "right-pass-1")).toMatchObject({ error: "too_many_attempts" });
    // the block has passed: the right password logs in and the count starts again
    await t.database.db.execute(
      sql`update staff set login_blocked_until = now() - interval '1 second' where email = 'target@ops.test'`,
    );
    const ok = await login("target@ops.test", "right-pass-1");
    expect(ok).toMatchObject({ code: 1, data: { email: "target@ops.test" } });
    expect((await me(ok.data.token)).code).toBe(1);
  });

  it("blocks after five wrong in a row one by one; a right one between them starts the count again", async () => {
    await make("steady@ops.test");
    for (let i = 0; i < 4; i++)
      expect(await login("steady@ops.test", "nope-nope")).toMatchObject({ error: "account_incorrect" });
    expect((await login("steady@ops.test", "right-pass-1")).code).toBe(1);
    for (let i = 0; i < 4; i++)
      expect(await login("steady@ops.test", "nope-nope")).toMatchObject({ error: "account_incorrect" });
    expect(await login("steady@ops.test", "nope-nope")).toMatchObject({ error: "account_incorrect" }); // the fifth blocks
    expect(await login("steady@ops.test", "right-pass-1")).toMatchObject({ error: "too_many_attempts" });
  });

  it("lets right passwords sent together all in, more than five at once", async () => {
    await make("busy@ops.test");
    const answers = await Promise.all(Array.from({ length: 12 }, () => login("busy@ops.test", "right-pass-1")));
    expect(answers.map((a) => a.code)).toEqual(Array(12).fill(1));
  });
});

describe("staff login: tries whose process died", () => {
  it("forgets five tries left in flight by a dead process once their lease lapses: the next right password waits, then logs in", async () => {
    await make("orphan@ops.test");
    // five places that no process will ever give back (their server was killed mid-hash), their
    // leases ending in 3 s as if taken 27 s ago
    await t.database.db.execute(
      sql`update staff set login_in_flight = (select jsonb_object_agg('dead-' || n, (extract(epoch from now()) * 1000)::bigint + 3000)
          from generate_series(1, 5) n) where email = 'orphan@ops.test'`,
    );
    const started = Date.now();
    expect(await login("orphan@ops.test", "right-pass-1")).toMatchObject({ code: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    const [row] = await queryRows<{ failures: number; blocked: boolean; in_flight: object }>(
      t.database.db,
      sql`select failed_logins as failures, coalesce(login_blocked_until > now(), false) as blocked,
          login_in_flight as in_flight from staff where email = 'orphan@ops.test'`,
    );
    expect(row).toEqual({ failures: 0, blocked: false, in_flight: {} });
  }, 30_000);

  it("starts the block of five wrong tries counted whose last one died before starting it", async () => {
    await make("halfway@ops.test");
    await t.database.db.execute(sql`update staff set failed_logins = 5 where email = 'halfway@ops.test'`);
    expect(await login("halfway@ops.test", "right-pass-1")).toMatchObject({ error: "too_many_attempts" });
    const [row] = await queryRows<{ blocked: boolean }>(
      t.database.db,
      sql`select login_blocked_until > now() as blocked from staff where email = 'halfway@ops.test'`,
    );
    expect(row).toEqual({ blocked: true });
  });
});

describe("staff login: the per-address limit", () => {
  it("blocks an address after five wrong passwords in a row across accounts, known or not; other addresses go on", async () => {
    for (const e of ["one@ops.test", "two@ops.test", "three@ops.test", "four@ops.test", "five@ops.test"]) await make(e);
    const from = "203.0.113.66";
    const tried = [];
    for (const account of ["one@ops.test", "two@ops.test", "ghost@ops.test", "three@ops.test", "four@ops.test"])
      tried.push((await login(account, "sprayed-password", from)).error);
    expect(tried).toEqual(Array(5).fill("account_incorrect"));
    // the address is blocked, even for a right password of an account it never tried
    expect(await login("five@ops.test", "right-pass-1", from)).toMatchObject({ error: "too_many_attempts" });
    // the accounts are not: each saw one wrong password
    const other = await login("five@ops.test", "right-pass-1", "203.0.113.67");
    expect(other).toMatchObject({ code: 1 });
    expect((await login("one@ops.test", "right-pass-1", "203.0.113.67")).code).toBe(1);
    // once the address's block has passed it may log in again
    await t.database.db.execute(
      sql`update staff_address_tries set blocked_until = now() - interval '1 second' where address = ${from}`,
    );
    expect((await login("five@ops.test", "right-pass-1", from)).code).toBe(1);
    // and a right password clears the address's count
    expect(await queryRows(t.database.db, sql`select * from staff_address_tries where address = ${from}`)).toHaveLength(
      0,
    );
  });

  it("checks only five of thirty wrong passwords sent at once from one address to many accounts", async () => {
    const from = "203.0.113.77";
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(`nobody-${i}@ops.test`, "wrong-wrong", from)),
    );
    const errors = answers.map((a) => a.error);
    expect(errors.filter((e) => e === "account_incorrect")).toHaveLength(5);
    expect(errors.filter((e) => e === "too_many_attempts")).toHaveLength(25);
  });
});

describe("staff login: the audit", () => {
  it("writes a row for every success, failure and lockout, with the client address", async () => {
    await make("audited@ops.test");
    const id = await staffId("audited@ops.test");
    expect((await login("audited@ops.test", "right-pass-1", "192.0.2.10")).code).toBe(1);
    for (let i = 0; i < 5; i++) await login("audited@ops.test", "bad-bad-bad", `192.0.2.${20 + i}`);
    await login("audited@ops.test", "right-pass-1", "192.0.2.12");
    await login("nosuch@ops.test", "whatever1", "192.0.2.13");
    await t.database.db.execute(sql`update staff set status = 'locked' where id = ${id}`);
    await t.database.db.execute(sql`update staff set login_blocked_until = null where id = ${id}`);
    expect(await login("audited@ops.test", "right-pass-1", "192.0.2.14")).toMatchObject({ error: "account_locked" });

    const rows = await audits(`staff:${id}`);
    expect(rows.map((r) => [r.staff_id, r.action, r.detail])).toEqual([
      [id, "staff.login", { address: "192.0.2.10" }],
      ...[20, 21, 22, 23].map((n) => [id, "staff.login_failed", { address: `192.0.2.${n}`, reason: "wrong_password" }]),
      [id, "staff.lockout", { address: "192.0.2.24", blocked: ["account"], minutes: 15 }],
      [id, "staff.login_failed", { address: "192.0.2.12", reason: "blocked" }],
      [id, "staff.login_failed", { address: "192.0.2.14", reason: "account_locked" }],
    ]);
    expect(await audits("staff_account:nosuch@ops.test")).toEqual([
      { staff_id: null, action: "staff.login_failed", detail: { address: "192.0.2.13", reason: "unknown_account" } },
    ]);

    // the console's audit list shows them, with no name where no staff member was found
    const admin = await make("auditor@ops.test", "admin");
    const token = (await login(admin.email, "right-pass-1")).data.token;
    const list = await t.post("/api/admin/audit/list", { limit: 100 }, { token });
    const entries = list.data.data as { staff: string; action: string; target: string }[];
    expect(entries).toContainEqual(
      expect.objectContaining({ staff: "", action: "staff.login_failed", target: "staff_account:nosuch@ops.test" }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({ staff: "audited", action: "staff.lockout", target: `staff:${id}` }),
    );
  });
});

describe("staff sessions end after 30 minutes without a call", () => {
  const lastUse = async (token: string) =>
    (
      await queryRows<{ idle_s: number; at: string }>(
        t.database.db,
        sql`select extract(epoch from now() - last_used_at)::int as idle_s, last_used_at::text as at
            from staff_tokens where token_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`,
      )
    )[0];
  const idleFor = (token: string, minutes: number) =>
    t.database.db.execute(
      sql`update staff_tokens set last_used_at = now() - ${minutes} * interval '1 minute'
          where token_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`,
    );

  it("answers login_required to a token unused for longer, and keeps a token used within the window alive", async () => {
    await make("idle@ops.test");
    const idle = (await login("idle@ops.test", "right-pass-1")).data.token as string;
    const used = (await login("idle@ops.test", "right-pass-1")).data.token as string;

    await idleFor(idle, 31);
    expect(await me(idle)).toMatchObject({ code: 401, error: "login_required" });
    expect(await t.post("/api/admin/dashboard/stats", {}, { token: idle })).toMatchObject({ error: "login_required" });

    // used 29 minutes after the last call: alive, and the clock starts again
    await idleFor(used, 29);
    expect((await me(used)).code).toBe(1);
    expect((await lastUse(used))?.idle_s).toBeLessThan(5);
    await idleFor(used, 29);
    expect((await me(used)).code).toBe(1);
    // but 31 minutes after that last call it is over
    await idleFor(used, 31);
    expect(await me(used)).toMatchObject({ code: 401, error: "login_required" });
  });

  it("does not write the last use on every call, only once it is a minute old", async () => {
    await make("quiet@ops.test");
    const token = (await login("quiet@ops.test", "right-pass-1")).data.token as string;
    const before = (await lastUse(token))?.at;
    for (let i = 0; i < 3; i++) expect((await me(token)).code).toBe(1);
    expect((await lastUse(token))?.at).toBe(before);
  });

  it("still ends 12 hours after login however busy", async () => {
    await make("long@ops.test");
    const token = (await login("long@ops.test", "right-pass-1")).data.token as string;
    await t.database.db.execute(
      sql`update staff_tokens set expires_at = now() - interval '1 second'
          where token_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`,
    );
    expect(await me(token)).toMatchObject({ code: 401, error: "login_required" });
  });
});
