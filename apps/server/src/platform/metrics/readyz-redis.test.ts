import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { type TcpProxy, tcpProxy } from "../../../test/tcp-proxy.js";

/** With REDIS_URL, `/readyz` also needs Redis: 503 naming it while it is away, 200 once it is back. */
const hasRedis = !!process.env.REDIS_URL;
if (!hasRedis) console.log("[skipped] /readyz and Redis: REDIS_URL is not set");

describe.runIf(hasRedis)("/readyz while Redis is away", () => {
  let t: TestApp;
  let proxy: TcpProxy;

  beforeAll(async () => {
    const redis = new URL(process.env.REDIS_URL as string);
    proxy = await tcpProxy(redis.hostname, Number(redis.port || 6379));
    const viaProxy = new URL(redis.toString());
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    t = await createTestApp({ REDIS_URL: viaProxy.toString() });
  });
  afterAll(async () => {
    await proxy?.up().catch(() => {});
    await t?.close();
    await proxy?.down();
  });

  const readyz = async () => {
    const res = await t.app.inject({ method: "GET", url: "/readyz" });
    return { status: res.statusCode, data: res.json().data as Record<string, unknown> };
  };

  it("answers 503 with the Redis check failed, and 200 again once Redis answers, without a restart", async () => {
    await expect.poll(async () => (await readyz()).status, { timeout: 10_000 }).toBe(200);
    expect((await readyz()).data).toMatchObject({ status: "ready", database: "ok", redis: "ok", migrations: "ok" });

    await proxy.down();
    const away = await readyz();
    expect(away.status).toBe(503);
    expect(away.data).toMatchObject({ status: "not_ready", database: "ok", redis: "unreachable", failed: ["redis"] });

    await proxy.up();
    await expect.poll(async () => (await readyz()).status, { timeout: 15_000, interval: 250 }).toBe(200);
  }, 40_000);
});
