import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnServer, stopServers } from "../../../test/server-process.js";
import { type TcpProxy, tcpProxy } from "../../../test/tcp-proxy.js";
import { createScratchDatabase, type ScratchDatabase } from "../../../test/two-processes.js";

/**
 * `/readyz` follows PostgreSQL going away and coming back, without a restart: a real server
 * process reaches its database through a TCP proxy (test/tcp-proxy.ts) this test closes and opens again.
 */
const TOKEN = "operator-scrapes-0123456789";

describe.runIf(process.env.TEST_DB === "postgres" && process.env.DATABASE_URL)(
  "/readyz while PostgreSQL is away",
  () => {
    let scratch: ScratchDatabase;
    let proxy: TcpProxy;
    let server: Awaited<ReturnType<typeof spawnServer>>;

    beforeAll(async () => {
      scratch = await createScratchDatabase("mp_readyz");
      const target = new URL(scratch.url);
      proxy = await tcpProxy(target.hostname, Number(target.port || 5432));
      const viaProxy = new URL(scratch.url);
      viaProxy.hostname = "127.0.0.1";
      viaProxy.port = String(proxy.port);
      server = await spawnServer({
        DATABASE_URL: viaProxy.toString(),
        DATA_DIR: scratch.dataDir,
        DATABASE_POOL_SIZE: "4",
        METRICS_TOKEN: TOKEN,
      });
    }, 120_000);
    afterAll(async () => {
      await stopServers(server);
      await proxy?.down();
      await scratch?.drop();
    });

    const get = async (path: string) => {
      const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${TOKEN}` } });
      return { status: res.status, body: await res.text(), requestId: res.headers.get("x-request-id") };
    };
    const readyz = async () => {
      const r = await get("/readyz");
      return { status: r.status, json: JSON.parse(r.body) as { code: number; data: Record<string, unknown> } };
    };

    it("answers 503 naming the database while PostgreSQL is unreachable, and 200 again once it is back", async () => {
      const before = await readyz();
      expect(before.status).toBe(200);
      expect(before.json.data).toMatchObject({ status: "ready", database: "ok", migrations: "ok", failed: [] });
      if (process.env.REDIS_URL) expect(before.json.data.redis).toBe("ok");

      // the pool's figures on PostgreSQL
      const metrics = await get("/metrics");
      expect(metrics.status).toBe(200);
      expect(metrics.body).toMatch(/^db_pool_connections\{state="max"\} 4$/m);
      expect(metrics.body).toMatch(/^db_pool_connections\{state="total"\} [1-4]$/m);

      await proxy.down();
      const away = await readyz();
      expect(away.status).toBe(503);
      expect(away.json).toMatchObject({
        code: 0,
        error: "server_error",
        data: { status: "not_ready", database: "unreachable", failed: expect.arrayContaining(["database"]) },
      });
      // no host or driver text goes out; the log has it
      expect(JSON.stringify(away.json)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
      // the process itself is alive: liveness stays 200, and /metrics still answers
      const live = await get("/healthz");
      expect(live.status).toBe(200);
      expect(JSON.parse(live.body)).toMatchObject({ code: 1, data: { status: "ok", database: "postgres" } });
      expect((await get("/metrics")).status).toBe(200);
      // the log line crosses a pipe from the child process: it may arrive a moment after the answer
      await expect.poll(() => server.log(), { timeout: 5_000 }).toMatch(/not ready/);

      await proxy.up();
      await expect.poll(async () => (await readyz()).status, { timeout: 15_000, interval: 250 }).toBe(200);
      expect((await readyz()).json.data).toMatchObject({ status: "ready", database: "ok", failed: [] });
      expect(server.child.exitCode).toBeNull();
    }, 60_000);
  },
);
