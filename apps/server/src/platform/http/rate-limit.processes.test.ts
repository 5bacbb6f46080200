import { type ChildProcess, spawn } from "node:child_process";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Json, type TestApp } from "../../../test/harness.js";
import { freePort, spawnServer, stopServers } from "../../../test/server-process.js";
import {
  createScratchDatabase,
  reportMissing,
  type ScratchDatabase,
  whyNoServices,
} from "../../../test/two-processes.js";

/** Two real server processes on one PostgreSQL database and one Redis (as multi-process.test.ts). */
const reason = await whyNoServices({ redis: true });
reportMissing(reason, "per-IP limits shared by two processes");

const loginFrom = async (base: string) => {
  const res = await fetch(`${base}/api/wanlshop/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ account: "nobody@example.com", password: "wrong-one" }),
  });
  return ((await res.json()) as Json).error;
};

describe.skipIf(reason !== null)("per-IP limits shared by two processes through Redis", () => {
  // a fresh database: the Redis keys are named after it (client-address.ts), so this run's
  // counts meet no one else's on the shared Redis, and nothing there is flushed
  let scratch: ScratchDatabase;
  let a: Awaited<ReturnType<typeof spawnServer>>;
  let b: Awaited<ReturnType<typeof spawnServer>>;

  beforeAll(async () => {
    scratch = await createScratchDatabase("mp_rl");
    const env = {
      DATABASE_URL: scratch.url,
      REDIS_URL: process.env.REDIS_URL ?? "",
      DATA_DIR: scratch.dataDir,
      AUTH_RATE_LIMIT_PER_MINUTE: "4",
    };
    a = await spawnServer(env); // migrates the fresh database
    b = await spawnServer(env);
  });
  afterAll(async () => {
    await stopServers(a, b);
    await scratch?.drop();
  });

  it("refuses the fifth login a minute from one address, however the tries are spread over the processes", async () => {
    const answers = [];
    for (const base of [a.url, b.url, a.url, b.url, a.url, b.url]) answers.push(await loginFrom(base));
    expect(answers).toEqual([
      "account_incorrect",
      "account_incorrect",
      "account_incorrect",
      "account_incorrect",
      "rate_limited",
      "rate_limited",
    ]);
  });
});

describe("per-IP limits while Redis is away", () => {
  let redis: ChildProcess;
  let t: TestApp;
  const from = (socket: string) =>
    t.app
      .inject({
        method: "POST",
        url: "/api/wanlshop/user/login",
        remoteAddress: socket,
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ account: "nobody@example.com", password: "wrong-one" }),
      })
      .then((r) => (r.json() as Json).error);

  beforeAll(async () => {
    // a Redis of this test's own, so it can be stopped
    const port = await freePort();
    redis = spawn("redis-server", ["--port", String(port), "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    const probe = new Redis(port, "127.0.0.1", { lazyConnect: true, maxRetriesPerRequest: 0 });
    probe.on("error", () => {});
    for (let i = 0; i < 50; i++) {
      if (
        await probe.connect().then(
          () => true,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
    probe.disconnect();
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, AUTH_RATE_LIMIT_PER_MINUTE: "4" });
  });
  afterAll(async () => {
    redis.kill("SIGTERM");
    await t.close();
  });

  it("counts in Redis while it answers, then in memory: calls are answered and the limit still holds", async () => {
    expect([await from("192.0.2.1"), await from("192.0.2.1")]).toEqual(["account_incorrect", "account_incorrect"]);
    redis.kill("SIGKILL");
    await new Promise((r) => redis.once("exit", r));
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await from("192.0.2.2"));
    expect(answers).toEqual([...Array(4).fill("account_incorrect"), "rate_limited"]);
  });
});
