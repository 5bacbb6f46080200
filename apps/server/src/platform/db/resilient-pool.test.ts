import net from "node:net";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/test-database.js";
import type { Db } from "./index.js";
import { isConnectionError, ResilientPool, runTransaction } from "./resilient-pool.js";

/**
 * The pool's answers to a lost PostgreSQL connection (resilient-pool.ts): retried once where
 * nothing reached the database, failed (never retried) where a statement was under way, and the
 * pool keeps serving with a new connection. Real PostgreSQL, real terminations.
 */
describe.runIf(process.env.TEST_DB === "postgres")("a pool that loses connections", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const lost: Error[] = [];
  const pools: pg.Pool[] = [];
  const servers: net.Server[] = [];

  const poolOn = (connectionString: string) => {
    const pool = new ResilientPool({ connectionString, max: 1 }, (err) => lost.push(err));
    pools.push(pool);
    return { pool, db: drizzle(pool) as unknown as Db };
  };
  const backendOf = async (db: Db) =>
    ((await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }).rows[0]
      ?.pid as number;
  const terminate = async (pid: number) => {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query("select pg_terminate_backend($1)", [pid]);
    // the backend is gone once it no longer shows
    for (let i = 0; i < 100; i++) {
      const r = await admin.query("select 1 from pg_stat_activity where pid = $1", [pid]);
      if (r.rowCount === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await admin.end();
  };

  /** A TCP door to the database that drops the first `refuse` connections (a server still starting up). */
  const flakyDoor = async (refuse: number) => {
    const target = new URL(database.url ?? "");
    let seen = 0;
    const server = net.createServer((socket) => {
      seen++;
      if (seen <= refuse) {
        socket.destroy();
        return;
      }
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      socket.pipe(upstream).pipe(socket);
      const end = () => {
        socket.destroy();
        upstream.destroy();
      };
      socket.on("error", end);
      upstream.on("error", end);
    });
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const url = new URL(target);
    url.hostname = "127.0.0.1";
    url.port = String((server.address() as net.AddressInfo).port);
    return { url: url.toString(), seen: () => seen };
  };

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const p of pools) await p.end().catch(() => {});
    for (const s of servers) s.close();
    await database.close();
  });

  it("tries a transaction again when its connection was already dead at `begin`, and it commits once", async () => {
    const { pool, db } = poolOn(database.url ?? "");
    await db.execute(sql`create table if not exists faults_probe (n int)`);
    const pid = await backendOf(db);
    // the idle client does not hear of its end until its socket is read again: as when a request
    // takes it from the pool a moment after PostgreSQL was restarted
    const idle = (pool as unknown as { _clients: { connection: { stream: net.Socket } }[] })._clients[0];
    idle?.connection.stream.pause();
    await terminate(pid);
    let runs = 0;
    const done = runTransaction(db, async (tx) => {
      runs++;
      await tx.execute(sql`insert into faults_probe values (1)`);
      return backendOf(tx);
    });
    setImmediate(() => idle?.connection.stream.resume());
    const newPid = await done;
    expect(newPid).not.toBe(pid);
    expect(runs).toBe(1);
    expect(lost.some((e) => isConnectionError(e))).toBe(true);
    const rows = (await db.execute(sql`select count(*)::int as n from faults_probe`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows.rows[0]?.n).toBe(1);
  });

  it("fails, and does not repeat, a transaction whose statement was under way; the pool serves on", async () => {
    const { db } = poolOn(database.url ?? "");
    let runs = 0;
    let pid = 0;
    const failing = runTransaction(db, async (tx) => {
      runs++;
      pid = await backendOf(tx);
      await tx.execute(sql`insert into faults_probe values (2)`);
      await tx.execute(sql`select pg_sleep(10)`);
    }).catch((e: unknown) => e);
    while (!pid) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 100));
    await terminate(pid);
    expect(isConnectionError(await failing)).toBe(true);
    expect(runs).toBe(1);
    // nothing of it committed, and the one-connection pool has a new connection for the next one
    const after = await runTransaction(db, async (tx) => {
      const r = (await tx.execute(sql`select count(*)::int as n from faults_probe where n = 2`)) as unknown as {
        rows: { n: number }[];
      };
      return { n: r.rows[0]?.n, pid: await backendOf(tx) };
    });
    expect(after.n).toBe(0);
    expect(after.pid).not.toBe(pid);
  });

  it("connects a second time when the first connect fails, and gives up after that", async () => {
    const once = await flakyDoor(1);
    const { db } = poolOn(once.url);
    expect(await runTransaction(db, async (tx) => backendOf(tx))).toBeGreaterThan(0);
    expect(once.seen()).toBe(2);

    const never = await flakyDoor(1_000);
    const dead = poolOn(never.url);
    const err = await runTransaction(dead.db, async () => 1).catch((e: unknown) => e);
    expect(isConnectionError(err)).toBe(true);
    expect(never.seen()).toBe(2);
    // a statement outside a transaction too: its connect is tried twice, then the error is the caller's
    const single = await dead.db.execute(sql`select 1`).catch((e: unknown) => e);
    expect(isConnectionError(single)).toBe(true);
    expect(never.seen()).toBe(4);
  });

  it("tells a lost connection from a failed statement", async () => {
    const { db } = poolOn(database.url ?? "");
    const err = await db.execute(sql`select 1/0`).catch((e: unknown) => e);
    expect(isConnectionError(err)).toBe(false);
    const refused = await runTransaction(db, async (tx) => {
      await tx.execute(sql`select no_such_column from faults_probe`);
    }).catch((e: unknown) => e);
    expect(isConnectionError(refused)).toBe(false);
    expect(await runTransaction(db, async (tx) => backendOf(tx))).toBeGreaterThan(0);
  });
});
