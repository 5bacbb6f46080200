import { WS_CLOSE_SESSION_ENDED } from "@mp/contracts";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCategories } from "../../../seed/index.js";
import { buildCatalogueFixture } from "../../../test/catalogue-fixture.js";
import { spawnServer, stopServers } from "../../../test/server-process.js";
import { startSmtpReceiver } from "../../../test/smtp-receiver.js";
import { openSocket, type TestSocket } from "../../../test/socket-client.js";
import {
  createScratchDatabase,
  reportMissing,
  type ScratchDatabase,
  whyNoServices,
} from "../../../test/two-processes.js";
import { accountsAdmin } from "../../modules/accounts/index.js";
import { createStaff } from "../../modules/staff/index.js";
import { openDatabase } from "../db/index.js";

/** Two real server processes on two ports, one PostgreSQL database, one Redis. */
const reason = await whyNoServices({ redis: true });
reportMissing(reason, "two server processes sharing Redis");

describe.skipIf(reason !== null)("two server processes sharing Redis", () => {
  let scratch: ScratchDatabase;
  let dbUrl = "";
  let a: Awaited<ReturnType<typeof spawnServer>>;
  let b: Awaited<ReturnType<typeof spawnServer>>;
  const sockets: TestSocket[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

  const post = async (base: string, url: string, body: object, token?: string) => {
    const res = await fetch(`${base}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { code: number; data: any; msg: string };
  };
  const wsOf = (base: string) => `${base.replace("http", "ws")}/ws`;

  beforeAll(async () => {
    scratch = await createScratchDatabase("mp_rt");
    dbUrl = scratch.url;
    smtp = await startSmtpReceiver();
    const env = {
      DATABASE_URL: dbUrl,
      REDIS_URL: process.env.REDIS_URL ?? "",
      DATA_DIR: scratch.dataDir,
      SMTP_URL: smtp.url,
    };
    a = await spawnServer(env); // migrates the fresh database
    b = await spawnServer(env);
    const database = await openDatabase({ databaseUrl: dbUrl, pgliteDir: "unused" });
    await seedCategories(database.db);
    await buildCatalogueFixture(database.db);
    await accountsAdmin.createUserDirect(database.db, { email: "rt@chat.test", password: "secret123", nickname: "rt" });
    for (const name of ["owner", "intruder", "leaver", "changer", "lockee", "expiring"])
      await accountsAdmin.createUserDirect(database.db, {
        email: `${name}@rt.test`,
        password: "secret123",
        nickname: name,
      });
    await createStaff(database.db, { email: "ops@rt.test", name: "Ops", role: "operator", password: "ops-pass-1" });
    await database.close();
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    await stopServers(a, b);
    await scratch?.drop();
    await smtp?.close();
  });

  it("delivers a message sent through process A to a socket on process B within 1 s, and shares presence", async () => {
    const login = async (base: string, account: string, password: string) =>
      (await post(base, "/api/wanlshop/user/login", { account, password, top: 1 })).data.userinfo as {
        token: string;
        user_id: number;
      };
    const merchant = await login(a.url, "a@shops.test", "owner-pass");
    const shopper = await login(b.url, "rt@chat.test", "secret123");

    // the merchant's socket is on B, bound through a shake that lands on A (as behind a load balancer)
    const onB = await openSocket(wsOf(b.url));
    sockets.push(onB);
    expect((await post(a.url, "/api/wanlshop/chat/shake", { client_id: onB.clientId }, merchant.token)).code).toBe(1);
    const shopperOnA = await openSocket(wsOf(a.url));
    sockets.push(shopperOnA);
    expect(
      (await post(a.url, "/api/wanlshop/chat/shake", { client_id: shopperOnA.clientId }, shopper.token)).code,
    ).toBe(1);
    // presence is shared: process B's list shows the merchant (socket on B) online to the shopper
    const hello = { to_id: merchant.user_id, message: { type: "text", content: { text: "Hello" } } };
    expect((await post(a.url, "/api/wanlshop/chat/send", hello, shopper.token)).code).toBe(1);
    await expect
      .poll(async () => {
        const list = (await post(a.url, "/api/wanlshop/chat/lists", {}, shopper.token)).data as any[];
        return list.find((c) => c.user_id === merchant.user_id)?.online;
      })
      .toBe(true);

    const started = Date.now();
    const sent = await post(
      a.url,
      "/api/wanlshop/chat/send",
      { to_id: merchant.user_id, message: { type: "text", content: { text: "Across processes" } } },
      shopper.token,
    );
    expect(sent.code).toBe(1);
    const frame = await onB.next("chat", (f) => f.id === sent.data.id, 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(frame.message.content.text).toBe("Across processes");

    // and back: the merchant answers through B, the shopper's socket on A gets it
    const reply = await post(
      b.url,
      "/api/wanlshop/chat/send",
      { to_id: shopper.user_id, message: { type: "text", content: { text: "Got it" } } },
      merchant.token,
    );
    await shopperOnA.next("chat", (f) => f.id === reply.data.id, 1000);
  });

  it("ends a session on every process when it ends on one, well before the session cache's own expiry", async () => {
    const login = await post(b.url, "/api/wanlshop/user/login", { account: "rt@chat.test", password: "secret123" });
    const token = login.data.userinfo.token as string;
    const info = async (base: string) => post(base, "/api/wanlshop/user/get_userinfo", {}, token);
    expect((await info(b.url)).code).toBe(1); // B now holds the session in its cache
    expect((await post(a.url, "/api/wanlshop/user/profile", { nickname: "Renamed on A" }, token)).code).toBe(1);
    await expect.poll(async () => (await info(b.url)).data?.nickname, { timeout: 2000 }).toBe("Renamed on A");
    expect((await post(a.url, "/api/wanlshop/user/logout", {}, token)).code).toBe(1);
    // the eviction travels over Redis; without it B would answer for up to SESSION_CACHE_MS (30 s)
    await expect.poll(async () => (await info(b.url)).code, { timeout: 2000 }).toBe(401);
  });

  describe("sockets follow the session", () => {
    const login = async (base: string, email: string, password = "secret123") => {
      const r = await post(base, "/api/wanlshop/user/login", { account: email, password });
      return { token: r.data.userinfo.token as string, id: r.data.userinfo.user_id as number };
    };
    const shake = (base: string, s: TestSocket, token: string) =>
      post(base, "/api/wanlshop/chat/shake", { client_id: s.clientId }, token);
    /** a socket on B, bound through a shake answered by A (as behind a load balancer) */
    const boundOnB = async (token: string) => {
      const s = await openSocket(wsOf(b.url));
      sockets.push(s);
      expect((await shake(a.url, s, token)).code).toBe(1);
      return s;
    };
    const privateFrames = (s: TestSocket) => s.frames.filter((f) => f.type !== "init" && f.type !== "pong");
    /** a message from the shop owner (a merchant may write to anyone) to the user */
    const merchantWrites = async (to: number, text: string) => {
      const m = await login(a.url, "a@shops.test", "owner-pass");
      return post(
        a.url,
        "/api/wanlshop/chat/send",
        { to_id: to, message: { type: "text", content: { text } } },
        m.token,
      );
    };
    const shopperWritesTo = async (token: string, text: string) => {
      const m = await login(a.url, "a@shops.test", "owner-pass");
      return post(
        b.url,
        "/api/wanlshop/chat/send",
        { to_id: m.id, message: { type: "text", content: { text } } },
        token,
      );
    };

    it("refuses to rebind a socket held by process B to another user through process A or B; the owner may shake again; presence holds no client id", async () => {
      const owner = await login(a.url, "owner@rt.test");
      const intruder = await login(b.url, "intruder@rt.test");
      const s = await boundOnB(owner.token);
      for (const base of [a.url, b.url])
        expect(await shake(base, s, intruder.token)).toMatchObject({ code: 0, error: "socket_taken", data: null });
      expect(await shake(a.url, s, owner.token)).toMatchObject({ code: 1, data: null });
      expect(await shake(b.url, s, owner.token)).toMatchObject({ code: 1, data: null });
      // both write to the shop; its answers go one to each
      expect((await shopperWritesTo(owner.token, "owner asks")).code).toBe(1);
      expect((await shopperWritesTo(intruder.token, "intruder asks")).code).toBe(1);
      const theirs = await merchantWrites(intruder.id, "for the intruder");
      const mine = await merchantWrites(owner.id, "for the owner");
      expect(theirs.code).toBe(1);
      await s.next("chat", (f) => f.id === mine.data.id, 2000);
      await new Promise((r) => setTimeout(r, 300));
      const texts = privateFrames(s).map((f) => f.message?.content?.text);
      expect(texts).toContain("for the owner");
      expect(texts).not.toContain("for the intruder");
      expect(texts).not.toContain("intruder asks");

      const redis = new Redis(process.env.REDIS_URL ?? "");
      try {
        const members = await redis.smembers(`mp:presence:u:${owner.id}`);
        expect(members.length).toBeGreaterThan(0);
        for (const m of members) expect(m).not.toContain(s.clientId);
        const keys = await redis.keys(`mp:ws:owner:*`);
        for (const k of keys) expect(k).not.toContain(s.clientId);
      } finally {
        redis.disconnect();
      }
    });

    it("logout through A closes the session's socket on B with 4001; it gets no more private frames", async () => {
      const me = await login(a.url, "leaver@rt.test");
      const s = await boundOnB(me.token);
      expect((await post(a.url, "/api/wanlshop/user/logout", {}, me.token)).code).toBe(1);
      expect(await s.closed).toBe(WS_CLOSE_SESSION_ENDED);
      await merchantWrites(me.id, "after logout");
      await new Promise((r) => setTimeout(r, 300));
      expect(privateFrames(s)).toEqual([]);
    });

    it("a password change through A closes the user's sockets on B and on A with 4001", async () => {
      const me = await login(a.url, "changer@rt.test");
      const onB = await boundOnB(me.token);
      const onA = await openSocket(wsOf(a.url));
      sockets.push(onA);
      expect((await shake(b.url, onA, me.token)).code).toBe(1);
      expect((await post(a.url, "/api/ems/send", { event: "changepwd" }, me.token)).code).toBe(1);
      const captcha = await smtp.codeFor("changer@rt.test", smtp.mails.length - 1);
      const changed = await post(
        a.url,
        "/api/wanlshop/user/changepwd",
        { newpassword: "another-1", captcha },
        me.token,
      );
      expect(changed.code).toBe(1);
      expect(await onB.closed).toBe(WS_CLOSE_SESSION_ENDED);
      expect(await onA.closed).toBe(WS_CLOSE_SESSION_ENDED);
    });

    it("a lock by staff on A closes the user's socket on B with 4001", async () => {
      const me = await login(b.url, "lockee@rt.test");
      const s = await boundOnB(me.token);
      const ops = (await post(a.url, "/api/admin/auth/login", { account: "ops@rt.test", password: "ops-pass-1" })).data
        .token as string;
      // B holds the session in its cache before the lock on A
      expect((await post(b.url, "/api/wanlshop/user/get_userinfo", {}, me.token)).code).toBe(1);
      expect(
        (await post(a.url, "/api/admin/users/lock", { user_id: me.id, locked: 1, reason: "fraud test" }, ops)).code,
      ).toBe(1);
      expect(await s.closed).toBe(WS_CLOSE_SESSION_ENDED);
      // the eviction reaches B at once: the token answers 401 there, not after the cache's 30 s
      await expect
        .poll(async () => (await post(b.url, "/api/wanlshop/user/get_userinfo", {}, me.token)).code, { timeout: 2000 })
        .toBe(401);
      await merchantWrites(me.id, "after lock");
      await new Promise((r) => setTimeout(r, 300));
      expect(privateFrames(s)).toEqual([]);
    });

    it("closes a socket on B when the token it was bound with through A expires", async () => {
      const me = await login(a.url, "expiring@rt.test");
      const admin = new pg.Client({ connectionString: dbUrl });
      await admin.connect();
      await admin.query(`update user_tokens set expires_at = now() + interval '1500 milliseconds' where user_id = $1`, [
        me.id,
      ]);
      await admin.end();
      const s = await boundOnB(me.token);
      const started = Date.now();
      expect(await s.closed).toBe(WS_CLOSE_SESSION_ENDED);
      expect(Date.now() - started).toBeLessThan(3000);
    });
  });
});
