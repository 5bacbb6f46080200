import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBase } from "../../../seed/index.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { openSocket, type TestSocket } from "../../../test/socket-client.js";
import { build } from "../../app.js";
import { ConfigError, loadConfig } from "../../config.js";
import { runLedgerCheck } from "../../modules/wallet/index.js";
import { orderJobs } from "../../schema.js";
import { openDatabase } from "../db/index.js";

const TOKEN = "scrape-me-please-0123456789";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The value of one sample line of the Prometheus text (`name{labels} value`), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    if (!line.startsWith(name)) continue;
    const m = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const has = Object.entries(labels).every(([k, v]) => (m[2] ?? "").includes(`${k}="${v}"`));
    if (has) return Number(m[3]);
  }
  return undefined;
}

describe("operations: health, readiness, metrics and the request id", () => {
  let t: TestApp;
  let ws: TestSocket | undefined;
  let check: Awaited<ReturnType<typeof runLedgerCheck>>;

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN, LOG_LEVEL: "info" }, (app) => {
      app.get("/test/items/:id", async (req) => ({ id: (req.params as { id: string }).id }));
      app.get("/test/boom", async () => {
        throw new Error("a fault");
      });
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    // before the first scrape: the gauges read the last check at most once a minute
    check = await runLedgerCheck(t.database.db, "test");
  });
  afterAll(async () => {
    ws?.close();
    await t.close();
  });

  const scrape = async (token = TOKEN) =>
    t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${token}` } });

  it("answers /healthz with the envelope it always did, without asking the database", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 1, msg: "ok", data: { status: "ok", database: t.database.kind } });
  });

  it("answers /readyz 200 when the database answers and every migration is applied", async () => {
    const res = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 1,
      data: { status: "ready", database: "ok", migrations: "ok", failed: [] },
    });
    // no REDIS_URL: no Redis check
    expect(res.json().data).not.toHaveProperty("redis");
  });

  it("echoes a sane X-Request-Id, replaces an unusable one, makes one up otherwise, and logs it", async () => {
    const given = await t.app.inject({ method: "GET", url: "/healthz", headers: { "x-request-id": "lb-7f3a.9:z" } });
    expect(given.headers["x-request-id"]).toBe("lb-7f3a.9:z");
    const odd = await t.app.inject({ method: "GET", url: "/healthz", headers: { "x-request-id": "a b<script>" } });
    expect(String(odd.headers["x-request-id"])).toMatch(UUID);
    const long = await t.app.inject({ method: "GET", url: "/healthz", headers: { "x-request-id": "x".repeat(129) } });
    expect(String(long.headers["x-request-id"])).toMatch(UUID);
    const none = await t.app.inject({ method: "GET", url: "/healthz" });
    const another = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(String(none.headers["x-request-id"])).toMatch(UUID);
    expect(another.headers["x-request-id"]).not.toBe(none.headers["x-request-id"]);
    // the server's log lines of that request carry it
    expect(t.logs.some((l) => l.reqId === "lb-7f3a.9:z")).toBe(true);
  });

  it("carries the request id on failures too: unknown paths, refused bodies, server faults", async () => {
    const headers = { "x-request-id": "trace-404" };
    const missing = await t.app.inject({ method: "GET", url: "/api/no/such/path", headers });
    expect(missing.json()).toMatchObject({ code: 0, error: "not_found" });
    expect(missing.headers["x-request-id"]).toBe("trace-404");
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/wanlshop/user/login",
      headers: { "x-request-id": "trace-bad", "content-type": "application/json" },
      payload: "{not json",
    });
    expect(bad.json()).toMatchObject({ code: 0 });
    expect(bad.headers["x-request-id"]).toBe("trace-bad");
    const fault = await t.app.inject({ method: "GET", url: "/test/boom", headers: { "x-request-id": "trace-500" } });
    expect(fault.json()).toMatchObject({ code: 0, error: "server_error" });
    expect(fault.headers["x-request-id"]).toBe("trace-500");
    expect(t.logs.some((l) => l.reqId === "trace-500" && l.msg === "request failed")).toBe(true);
    const refused = await t.app.inject({ method: "GET", url: "/metrics", headers: { "x-request-id": "trace-401" } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["x-request-id"]).toBe("trace-401");
  });

  it("keeps /metrics for the operator: 401 without the token or with a wrong one", async () => {
    const none = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 401, error: "login_required" });
    expect(none.body).not.toContain("http_requests_total");
    const wrong = await scrape("scrape-me-please-0123456788");
    expect(wrong.statusCode).toBe(401);
  });

  it("counts requests and their latency per route pattern, method and status code", async () => {
    for (const id of ["1", "22", "333"]) {
      expect((await t.app.inject({ method: "GET", url: `/test/items/${id}` })).statusCode).toBe(200);
    }
    await t.app.inject({ method: "GET", url: "/api/no/such/path/at-all" });
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    const route = { method: "GET", route: "/test/items/:id", status_code: "200" };
    expect(sample(text, "http_requests_total", route)).toBe(3);
    expect(sample(text, "http_request_duration_seconds_count", route)).toBe(3);
    expect(sample(text, "http_request_duration_seconds_bucket", { ...route, le: "+Inf" })).toBe(3);
    // raw URLs never become labels: one label for everything no route matched
    expect(text).not.toContain('route="/test/items/22"');
    expect(text).not.toContain("/no/such/path/at-all");
    expect(sample(text, "http_requests_total", { route: "unmatched" })).toBeGreaterThanOrEqual(1);
    // the default process figures
    expect(sample(text, "process_cpu_user_seconds_total")).toBeGreaterThan(0);
    expect(sample(text, "nodejs_eventloop_lag_seconds")).toBeDefined();
  });

  it("shows open websockets, the order timers' lag and the last ledger check", async () => {
    const port = (t.app.server.address() as { port: number }).port;
    ws = await openSocket(`ws://127.0.0.1:${port}/ws`);
    // an unpaid order's timer that fell due 90 s ago and has not run (no poller in tests)
    await t.database.db.insert(orderJobs).values({
      kind: "unpaid_cancel",
      orderId: 424242,
      dueAt: new Date(Date.now() - 90_000),
    });
    await t.database.db.insert(orderJobs).values({
      kind: "auto_confirm",
      orderId: 424242,
      dueAt: new Date(Date.now() + 3_600_000),
    });
    const text = (await scrape()).body;
    expect(sample(text, "websocket_connections")).toBe(1);
    const lag = sample(text, "order_job_lag_seconds") ?? 0;
    expect(lag).toBeGreaterThanOrEqual(90);
    expect(lag).toBeLessThan(150);
    expect(sample(text, "ledger_check_ok")).toBe(1);
    expect(sample(text, "ledger_check_problems")).toBe(0);
    expect(sample(text, "ledger_check_timestamp_seconds")).toBe(check.checked_at);
    // the pool's size on PostgreSQL (the test database's 20); PGlite has no pool
    const pool = sample(text, "db_pool_connections", { state: "max" });
    expect(pool).toBe(t.database.kind === "postgres" ? 20 : undefined);
  });
});

describe("METRICS_TOKEN", () => {
  it("is refused at start when too short or with spaces, naming the variable", () => {
    for (const bad of ["short", "has a space in it somewhere"]) {
      expect(() => loadConfig({ METRICS_TOKEN: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ METRICS_TOKEN: bad })).toThrow(/METRICS_TOKEN/);
    }
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(loadConfig({}).metricsToken).toBeUndefined();
  });
});

describe("operations without METRICS_TOKEN, on a database missing migrations", () => {
  it("answers /metrics as it answers any unknown path, and /readyz 503 naming the pending migrations", async () => {
    const database = await openDatabase({ pgliteDir: "memory://" });
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "mp-ops-"));
    try {
      const config = loadConfig({ SEED: "none", LOG_LEVEL: "silent", DATA_DIR: dataDir });
      const { app } = await build(config, { database, logger: false });
      try {
        await app.ready();
        const metrics = await app.inject({ method: "GET", url: "/metrics" });
        const unknown = await app.inject({ method: "GET", url: "/no-such-page" });
        expect(metrics.statusCode).toBe(unknown.statusCode);
        expect(metrics.headers["content-type"]).toBe(unknown.headers["content-type"]);
        expect(metrics.body).not.toContain("http_requests_total");
        expect(metrics.body.replace(/"time":\d+/, "")).toBe(unknown.body.replace(/"time":\d+/, ""));
        const ready = await app.inject({ method: "GET", url: "/readyz" });
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toMatchObject({
          code: 0,
          data: { status: "not_ready", database: "ok", migrations: "pending", failed: ["migrations"] },
        });
        expect(ready.json().data.pending).toContain("0000_foundation");
        expect(ready.headers["x-request-id"]).toMatch(UUID);
        // liveness does not care
        expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);

        // migrated meanwhile (another process did it): ready at the next check, no restart
        await database.migrate();
        await seedBase(database.db);
        const after = await app.inject({ method: "GET", url: "/readyz" });
        expect(after.statusCode).toBe(200);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
