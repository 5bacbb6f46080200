import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCategories } from "../../../seed/index.js";
import { buildCatalogueFixture } from "../../../test/catalogue-fixture.js";
import { freePort, spawnServer, stopServers } from "../../../test/server-process.js";
import { openSocket, type TestSocket } from "../../../test/socket-client.js";
import { createScratchDatabase, type ScratchDatabase } from "../../../test/two-processes.js";
import { accountsAdmin } from "../../modules/accounts/index.js";
import { openDatabase } from "../db/index.js";

/**
 * Redis stopped and started under two server processes (docs/architecture.md, "Faults"): a Redis
 * of this test's own on a free port (never the shared one), stopped and started on that port.
 */
const hasRedis = spawnSync("redis-server", ["--version"]).status === 0;
const onPostgres = process.env.TEST_DB === "postgres" && !!process.env.DATABASE_URL;
if (!hasRedis) console.log("[skipped] Redis outage: redis-server is not installed");

type Answer = { code: number; msg: string; data: any; error?: string };

describe.runIf(hasRedis && onPostgres)("Redis stopped and started during chat", () => {
  let scratch: ScratchDatabase;
  let redisPort = 0;
  let redis: ChildProcess | null = null;
  let a: Awaited<ReturnType<typeof spawnServer>>;
  let b: Awaited<ReturnType<typeof spawnServer>>;
  const sockets: TestSocket[] = [];

  const startRedis = async () => {
    const child = spawn(
      "redis-server",
      ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      {
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let out = "";
    child.stdout?.on("data", (c) => {
      out += c;
    });
    for (let i = 0; i < 100 && !out.includes("Ready to accept connections"); i++) {
      if (child.exitCode !== null) throw new Error(`redis-server exited:\n${out}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    redis = child;
  };
  const stopRedis = async () => {
    const child = redis;
    redis = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  };
  const post = async (base: string, url: string, body: object, token?: string): Promise<Answer> => {
    const res = await fetch(`${base}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Answer;
  };
  const login = async (base: string, account: string, password: string) =>
    (await post(base, "/api/wanlshop/user/login", { account, password, top: 1 })).data.userinfo as {
      token: string;
      user_id: number;
    };
  /** a socket on that process, bound to the user through chat/shake on the same process */
  const boundSocket = async (base: string, token: string) => {
    const s = await openSocket(`${base.replace("http", "ws")}/ws`);
    sockets.push(s);
    expect((await post(base, "/api/wanlshop/chat/shake", { client_id: s.clientId }, token)).code).toBe(1);
    return s;
  };
  const say = (base: string, token: string, to: number, text: string) =>
    post(base, "/api/wanlshop/chat/send", { to_id: to, message: { type: "text", content: { text } } }, token);

  beforeAll(async () => {
    redisPort = await freePort();
    await startRedis();
    scratch = await createScratchDatabase("mp_redis");
    const env = {
      DATABASE_URL: scratch.url,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      DATA_DIR: scratch.dataDir,
      AUTH_RATE_LIMIT_PER_MINUTE: "1000",
    };
    a = await spawnServer(env); // migrates the fresh database
    b = await spawnServer(env);
    const database = await openDatabase({ databaseUrl: scratch.url, pgliteDir: "unused" });
    await seedCategories(database.db);
    await buildCatalogueFixture(database.db);
    await accountsAdmin.createUserDirect(database.db, {
      email: "out@chat.test",
      password: "secret123",
      nickname: "out",
    });
    await database.close();
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    await stopServers(a, b);
    await stopRedis();
    await scratch?.drop();
  });

  it("keeps chat working on one process while Redis is down, and across processes again once it is back", async () => {
    const shopper = await login(a.url, "out@chat.test", "secret123");
    const nordic = await login(a.url, "a@shops.test", "owner-pass");
    const tokyo = await login(b.url, "b@shops.test", "owner-pass");
    const shopperOnA = await boundSocket(a.url, shopper.token);
    const nordicOnA = await boundSocket(a.url, nordic.token);
    const tokyoOnB = await boundSocket(b.url, tokyo.token);
    const extraOnB = await boundSocket(b.url, tokyo.token);

    // with Redis: A to B
    const before = await say(a.url, shopper.token, tokyo.user_id, "Before the outage");
    expect(before.code).toBe(1);
    await tokyoOnB.next("chat", (f) => f.id === before.data.id, 2000);

    await stopRedis();
    // both processes notice, and stay up
    await new Promise((r) => setTimeout(r, 500));
    expect([a.child.exitCode, b.child.exitCode]).toEqual([null, null]);

    // on one process everything keeps working: a message between two users on A arrives
    const during = await say(a.url, shopper.token, nordic.user_id, "During the outage");
    expect(during.code).toBe(1);
    await nordicOnA.next("chat", (f) => f.id === during.data.id, 2000);
    const back = await say(a.url, nordic.token, shopper.user_id, "Heard you");
    expect(back.code).toBe(1);
    await shopperOnA.next("chat", (f) => f.id === back.data.id, 2000);
    // sessions, lists (presence from this process), a new socket's shake, a closing socket, a logout
    const lists = await post(a.url, "/api/wanlshop/chat/lists", {}, shopper.token);
    expect(lists.code).toBe(1);
    expect(lists.data.find((c: { user_id: number }) => c.user_id === nordic.user_id)?.online).toBe(true);
    expect((await post(b.url, "/api/wanlshop/user/get_userinfo", {}, tokyo.token)).code).toBe(1);
    await boundSocket(b.url, tokyo.token);
    extraOnB.close();
    await extraOnB.closed;
    const second = await login(a.url, "out@chat.test", "secret123");
    expect((await post(a.url, "/api/wanlshop/user/logout", {}, second.token)).code).toBe(1);
    expect((await post(a.url, "/api/wanlshop/user/get_userinfo", {}, second.token)).code).toBe(401);
    // a message to a user on the other process is stored and answered, though not pushed now
    expect((await say(a.url, shopper.token, tokyo.user_id, "Across, while down")).code).toBe(1);
    await new Promise((r) => setTimeout(r, 2500)); // several reconnect attempts fail meanwhile
    expect([a.child.exitCode, b.child.exitCode]).toEqual([null, null]);

    await startRedis();
    // without restarting the servers: once both have reconnected (each client on its own retry
    // timer), A to B and B to A arrive again
    const arrives = async (base: string, token: string, to: number, socket: TestSocket) => {
      for (let i = 0; i < 30; i++) {
        const sent = await say(base, token, to, `After the outage ${i}`);
        expect(sent.code).toBe(1);
        const got = await socket
          .next("chat", (f) => f.id === sent.data.id, 500)
          .then(
            () => true,
            () => false,
          );
        if (got) return true;
      }
      return false;
    };
    expect(await arrives(a.url, shopper.token, tokyo.user_id, tokyoOnB)).toBe(true);
    expect(await arrives(b.url, tokyo.token, shopper.user_id, shopperOnA)).toBe(true);
    // and once reconnected, the first try goes through, and presence is shared again
    const reply = await say(b.url, tokyo.token, shopper.user_id, "Back again");
    await shopperOnA.next("chat", (f) => f.id === reply.data.id, 2000);
    await expect
      .poll(async () => {
        const l = (await post(b.url, "/api/wanlshop/chat/lists", {}, tokyo.token)).data as {
          user_id: number;
          online: boolean;
        }[];
        return l.find((c) => c.user_id === shopper.user_id)?.online;
      })
      .toBe(true);
    expect([a.child.exitCode, b.child.exitCode]).toEqual([null, null]);
    for (const p of [a, b]) {
      expect(p.log()).not.toMatch(/Unhandled|uncaught/i);
      expect(p.log()).toMatch(/redis fan-out unreachable/);
      expect(p.log()).toMatch(/redis fan-out reconnected/);
    }
  }, 90_000);
});
