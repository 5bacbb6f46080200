import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffToken } from "../../../test/buying-people.js";
import { createTestApp, type Json, registerAndLogin, type TestApp } from "../../../test/harness.js";
import { fund } from "../../../test/orders-fixture.js";
import { queryRows } from "../../platform/db/index.js";
import { shops } from "../../schema.js";

/** The console's user pages: roles, audit, lock with a reason, force logout (docs/roles.md). */
describe("people: users in the console", () => {
  let t: TestApp;
  let operator: string;
  let finance: string;
  let support: string;
  let shopper: { token: string; userId: number };
  let merchant: { token: string; userId: number };
  let shopId = 0;

  beforeAll(async () => {
    t = await createTestApp();
    operator = await staffToken(t, "op@people.test", "operator");
    finance = await staffToken(t, "fin@people.test", "finance");
    support = await staffToken(t, "help@people.test", "support");
    shopper = await registerAndLogin(t, "ann@people.test");
    merchant = await registerAndLogin(t, "mo@people.test");
    const [shop] = await t.database.db.insert(shops).values({ userId: merchant.userId, name: "Mo's Shop" }).returning();
    shopId = (shop as { id: number }).id;
    await fund(t, shopper.userId, 12_345n);
  });
  afterAll(() => t.close());

  const audits = (target: string) =>
    queryRows<{ action: string; detail: any }>(
      t.database.db,
      sql`select action, detail from audit_log where target = ${target} order by id`,
    );
  const statusOf = async (id: number) =>
    (await queryRows<{ status: string }>(t.database.db, sql`select status from users where id = ${id}`))[0]?.status;
  const liveTokens = async (id: number) =>
    Number(
      (
        await queryRows<{ n: string }>(
          t.database.db,
          sql`select count(*)::text as n from user_tokens where user_id = ${id} and revoked_at is null`,
        )
      )[0]?.n,
    );

  it("refuses a shopper's token, a merchant's token and the wrong staff role, and changes nothing", async () => {
    const victim = await registerAndLogin(t, "victim@people.test");
    const writes: [string, object][] = [
      ["/api/admin/users/lock", { user_id: victim.userId, locked: 1, reason: "not allowed" }],
      ["/api/admin/users/logout_all", { user_id: victim.userId }],
    ];
    const reads: [string, object][] = [
      ["/api/admin/users/list", {}],
      ["/api/admin/users/detail", { user_id: victim.userId }],
      ["/api/admin/users/orders", { user_id: victim.userId }],
      ["/api/admin/users/ledger", { user_id: victim.userId }],
      ["/api/admin/users/logins", { user_id: victim.userId }],
    ];
    for (const [url, body] of [...writes, ...reads]) {
      expect((await t.post(url, body, { token: shopper.token })).code, url).toBe(401);
      expect((await t.post(url, body, { token: merchant.token })).code, url).toBe(401);
      expect((await t.post(url, body)).code, url).toBe(401);
      expect(await t.post(url, body, { token: support }), url).toMatchObject({ code: 0, error: "forbidden" });
    }
    // finance reads the list, the page and the ledger (it freezes from there), not orders or logins, and changes nothing
    for (const [url, body] of writes) {
      expect(await t.post(url, body, { token: finance }), url).toMatchObject({ code: 0, error: "forbidden" });
    }
    for (const url of ["/api/admin/users/orders", "/api/admin/users/logins"])
      expect((await t.post(url, { user_id: victim.userId }, { token: finance })).error, url).toBe("forbidden");
    for (const url of ["/api/admin/users/list", "/api/admin/users/detail", "/api/admin/users/ledger"])
      expect((await t.post(url, { user_id: victim.userId }, { token: finance })).code, url).toBe(1);
    expect(await statusOf(victim.userId)).toBe("normal");
    expect(await liveTokens(victim.userId)).toBe(1);
    expect(await audits(`user:${victim.userId}`)).toEqual([]);
    expect((await t.post("/api/wanlshop/user/get_userinfo", {}, { token: victim.token })).code).toBe(1);
  });

  it("searches by e-mail, nickname or id, with the wallet, shop and last login flags", async () => {
    const byMail = (await t.post("/api/admin/users/list", { keyword: "mo@people" }, { token: operator })).data;
    expect(byMail.total).toBe(1);
    expect(byMail.data[0]).toMatchObject({
      id: merchant.userId,
      email: "mo@people.test",
      status: "normal",
      money_locked: false,
      is_merchant: true,
      shop_id: shopId,
    });
    expect(byMail.data[0].last_login).toBeGreaterThan(Date.now() / 1000 - 600);
    const byId = (await t.post("/api/admin/users/list", { keyword: String(shopper.userId) }, { token: operator })).data;
    expect(byId.data.map((u: { id: number }) => u.id)).toContain(shopper.userId);
    expect(byId.data.find((u: { id: number }) => u.id === shopper.userId)).toMatchObject({ is_merchant: false });
    const nick = byMail.data[0].nickname as string;
    const byNick = (await t.post("/api/admin/users/list", { keyword: nick }, { token: operator })).data;
    expect(byNick.data[0].id).toBe(merchant.userId);
    expect((await t.post("/api/admin/users/list", { keyword: "%" }, { token: operator })).data.total).toBe(0);
  });

  it("shows a user's page: profile, balances, freeze, shop; orders, ledger and logins paged", async () => {
    const d = (await t.post("/api/admin/users/detail", { user_id: shopper.userId }, { token: operator })).data;
    expect(d).toMatchObject({
      id: shopper.userId,
      email: "ann@people.test",
      status: "normal",
      money_locked: false,
      wallet: { available: "123.45", withdrawing: "0.00" },
      shop: null,
      live_sessions: 1,
    });
    expect(d).not.toHaveProperty("passwordHash");
    expect(JSON.stringify(d)).not.toMatch(/password|token/i);
    const m = (await t.post("/api/admin/users/detail", { user_id: merchant.userId }, { token: operator })).data;
    expect(m.shop).toMatchObject({ id: shopId, name: "Mo's Shop", state: 1 });

    const ledger = (await t.post("/api/admin/users/ledger", { user_id: shopper.userId }, { token: operator })).data;
    expect(ledger.available).toBe("123.45");
    expect(ledger.records.data[0]).toMatchObject({ type: "recharge", money: "+123.45" });
    const orders = (await t.post("/api/admin/users/orders", { user_id: shopper.userId }, { token: operator })).data;
    expect(orders).toMatchObject({ total: 0, data: [] });
    const logins = (await t.post("/api/admin/users/logins", { user_id: shopper.userId }, { token: operator })).data;
    expect(logins.total).toBe(1);
    // the session says where the login came from: the client address and its User-Agent header
    expect(logins.data[0]).toMatchObject({ live: true, endtime: null, ip: "127.0.0.1", client: "lightMyRequest" });

    expect(await t.post("/api/admin/users/detail", { user_id: 999_999 }, { token: operator })).toMatchObject({
      code: 0,
      error: "user_not_found",
    });
    expect((await t.post("/api/admin/users/orders", { user_id: "x" }, { token: operator })).code).toBe(0);
  });

  it("locking needs a reason of 2 to 300 characters; bad input changes nothing", async () => {
    const u = await registerAndLogin(t, "reason@people.test");
    for (const reason of [undefined, "", " ", "x", "y".repeat(301)]) {
      const res: Json = await t.post(
        "/api/admin/users/lock",
        { user_id: u.userId, locked: 1, reason },
        { token: operator },
      );
      expect(res, String(reason)).toMatchObject({ code: 0, field: "reason" });
      expect(["reason_required", "reason_length"]).toContain(res.error);
    }
    expect(await statusOf(u.userId)).toBe("normal");
    expect(await audits(`user:${u.userId}`)).toEqual([]);
  });

  it("a locked user cannot log in and their existing tokens answer 401 on the next request; one audit with the reason", async () => {
    const u = await registerAndLogin(t, "locked@people.test", "lockedpass");
    const second = (await t.post("/api/wanlshop/user/login", { account: "locked@people.test", password: "lockedpass" }))
      .data.userinfo.token as string;
    // both sessions are in this process's session cache now
    for (const token of [u.token, second])
      expect((await t.post("/api/wanlshop/user/get_userinfo", {}, { token })).code).toBe(1);
    const res = await t.post(
      "/api/admin/users/lock",
      { user_id: u.userId, locked: 1, reason: "Chargeback fraud" },
      { token: operator },
    );
    expect(res.code).toBe(1);
    for (const token of [u.token, second])
      expect((await t.post("/api/wanlshop/user/get_userinfo", {}, { token })).code).toBe(401);
    expect(
      await t.post("/api/wanlshop/user/login", { account: "locked@people.test", password: "lockedpass" }),
    ).toMatchObject({ code: 0, error: "account_locked" });
    expect(await audits(`user:${u.userId}`)).toEqual([
      {
        action: "user.lock",
        detail: { before: { status: "normal" }, after: { status: "locked" }, reason: "Chargeback fraud" },
      },
    ]);
    const page = (await t.post("/api/admin/users/detail", { user_id: u.userId }, { token: operator })).data;
    expect(page).toMatchObject({ status: "locked", live_sessions: 0 });

    expect((await t.post("/api/admin/users/lock", { user_id: u.userId, locked: 0 }, { token: operator })).code).toBe(1);
    expect((await audits(`user:${u.userId}`)).map((a) => a.action)).toEqual(["user.lock", "user.unlock"]);
    expect(
      (await t.post("/api/wanlshop/user/login", { account: "locked@people.test", password: "lockedpass" })).code,
    ).toBe(1);
  });

  it("force logout ends every session of the user, audited; they can log in again", async () => {
    const u = await registerAndLogin(t, "many@people.test", "manypass1");
    const others = [];
    for (let i = 0; i < 2; i++)
      others.push(
        (await t.post("/api/wanlshop/user/login", { account: "many@people.test", password: "manypass1" })).data.userinfo
          .token as string,
      );
    const tokens = [u.token, ...others];
    for (const token of tokens) expect((await t.post("/api/wanlshop/user/get_userinfo", {}, { token })).code).toBe(1);
    const res = await t.post("/api/admin/users/logout_all", { user_id: u.userId }, { token: operator });
    expect(res).toMatchObject({ code: 1, data: { user_id: u.userId, ended: 3 } });
    for (const token of tokens) expect((await t.post("/api/wanlshop/user/get_userinfo", {}, { token })).code).toBe(401);
    expect(await liveTokens(u.userId)).toBe(0);
    expect(await statusOf(u.userId)).toBe("normal");
    expect(await audits(`user:${u.userId}`)).toEqual([
      { action: "user.logout_all", detail: { before: { live_sessions: 3 }, after: { live_sessions: 0 } } },
    ]);
    const logins = (await t.post("/api/admin/users/logins", { user_id: u.userId }, { token: operator })).data;
    expect(logins.data.every((l: { live: boolean; endtime: number | null }) => !l.live && l.endtime)).toBe(true);
    expect(
      (await t.post("/api/wanlshop/user/login", { account: "many@people.test", password: "manypass1" })).code,
    ).toBe(1);
    expect(await t.post("/api/admin/users/logout_all", { user_id: 999_999 }, { token: operator })).toMatchObject({
      code: 0,
      error: "user_not_found",
    });
  });

  it("the shop list shows level, bond, state and owner, searches by name or id", async () => {
    const list = (await t.post("/api/admin/shop/list", { keyword: "Mo's" }, { token: operator })).data;
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      id: shopId,
      shopname: "Mo's Shop",
      owner_email: "mo@people.test",
      state: 1,
      locked: false,
      level: 1, // the first level needs no bond
      bond: "0.00",
    });
    const byId = (await t.post("/api/admin/shop/list", { keyword: String(shopId) }, { token: operator })).data;
    expect(byId.data.map((s: { id: number }) => s.id)).toContain(shopId);
    expect((await t.post("/api/admin/shop/list", {}, { token: merchant.token })).code).toBe(401);
    expect((await t.post("/api/admin/shop/list", {}, { token: finance })).error).toBe("forbidden");
  });
});
