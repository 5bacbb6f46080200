import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import argon2 from "argon2";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCategories } from "../../../seed/index.js";
import { buildCatalogueFixture } from "../../../test/catalogue-fixture.js";
import { berlinAddress } from "../../../test/orders-fixture.js";
import { spawnServer, stopServers } from "../../../test/server-process.js";
import { openTestDatabase } from "../../../test/test-database.js";
import { type Database, openDatabase, queryRows } from "../../platform/db/index.js";
import { accountsAdmin } from "../accounts/index.js";
import { checkLedger, moveMoney, walletOf } from "../wallet/index.js";

const ORDERS = 12;
const FUNDING = 200_000n; // $2,000
const PRICE = 4990n; // the sweater of the catalogue fixture
const PAY_PASS = "135790";
const KEY = "5a".repeat(32);
/**
 * The fund password's hash as stored before hashes were keyed (pin.ts), at a cost that makes each
 * check take a while (hundreds of ms and more), one at a time (hash-gate.ts): the burst then
 * always has tries in flight. The first right password makes it again with the key (fast).
 */
const slowLegacyHash = () =>
  argon2.hash(PAY_PASS, { type: argon2.argon2id, memoryCost: 19456, timeCost: 60, parallelism: 1 });

type Answer = { code: number; msg: string; data: any; error?: string };

/**
 * A real server process is killed (SIGKILL) in the middle of a burst of payments by one shopper,
 * each order paid with its own Idempotency-Key and the right fund password; five fund-password
 * tries are in flight when it dies (the most at once). After a restart the client retries every payment with the same
 * key: each is answered (the first answer for a payment made, the payment for one that was not),
 * none is refused as too many attempts, no block starts, and each order is paid exactly once.
 * On PGlite (the server's own data folder) and on PostgreSQL.
 */
describe("payments retried after the server was killed mid-burst", () => {
  let database: (Database & { url?: string }) | undefined;
  let dataDir = "";
  let env: Record<string, string> = {};
  let userId = 0;
  let sweaterId = 0;
  const orderIds: number[] = [];

  /** the database as the server keeps it, opened by the test while no server runs (PGlite) */
  const openShared = async (): Promise<Database> => {
    if (database) return database;
    const d = await openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
    await d.migrate();
    return d;
  };
  const closeShared = async (d: Database) => {
    if (d !== database) await d.close();
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "mp-pay-kill-"));
    if (process.env.TEST_DB === "postgres") database = await openTestDatabase();
    env = {
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? "",
      PAY_PASSWORD_KEY: KEY,
      RATE_LIMIT_PER_MINUTE: "1000000",
      AUTH_RATE_LIMIT_PER_MINUTE: "1000000",
    };
    const db = await openShared();
    await seedCategories(db.db);
    const cat = await buildCatalogueFixture(db.db);
    sweaterId = cat.goods.sweater.id;
    await db.db.execute(sql`update goods set stock = 1000 where id = ${sweaterId}`);
    const u = await accountsAdmin.createUserDirect(db.db, {
      email: "kill@pay.test",
      password: "secret123",
      nickname: "k",
    });
    userId = u.id;
    await db.db.execute(sql`update users set pay_password_hash = ${await slowLegacyHash()} where id = ${u.id}`);
    await db.db.transaction((tx) =>
      moveMoney(tx, {
        type: "recharge",
        reference: `kill-fund:${u.id}`,
        actor: "test",
        postings: [
          { account: "external:recharge", amount: -FUNDING },
          { account: walletOf(u.id), amount: FUNDING },
        ],
      }),
    );
    await closeShared(db);

    // the orders, placed through the server
    const server = await spawnServer(env);
    try {
      const post = postTo(server.url);
      const token = (await post("/api/wanlshop/user/login", { account: "kill@pay.test", password: "secret123" })).data
        .userinfo.token as string;
      expect((await post("/api/wanlshop/address/address", { type: "add", data: berlinAddress() }, token)).code).toBe(1);
      for (let i = 0; i < ORDERS; i++) {
        const placed = await post("/api/wanlshop/order/addOrder", { goods_id: sweaterId, number: 1 }, token);
        expect(placed.code).toBe(1);
        orderIds.push(...(placed.data.order_ids as number[]));
      }
    } finally {
      await stopServers(server);
    }
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const postTo =
    (base: string) =>
    async (url: string, body: object, token?: string, key?: string): Promise<Answer> => {
      const res = await fetch(`${base}${url}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(token ? { token } : {}),
          ...(key ? { "idempotency-key": key } : {}),
        },
        body: JSON.stringify(body),
      });
      return (await res.json()) as Answer;
    };
  const payAll = (base: string, token: string) =>
    orderIds.map((id) =>
      postTo(base)("/api/wanlshop/pay/payment", { order_ids: [id], pay_password: PAY_PASS }, token, `pay-${id}`),
    );

  it("answers every retried payment, blocks nothing and pays each order once", async () => {
    let server = await spawnServer(env);
    const login = async () =>
      (await postTo(server.url)("/api/wanlshop/user/login", { account: "kill@pay.test", password: "secret123" })).data
        .userinfo.token as string;
    let token = await login();

    // the burst: every payment at once; the process dies a moment after the first answer, while the
    // next tries are being checked
    const first = new Map<number, Answer>();
    const burst = payAll(server.url, token).map((p, i) =>
      p.then(
        (a) => void first.set(orderIds[i] as number, a),
        () => undefined, // cut off by the kill
      ),
    );
    await Promise.race(burst);
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill("SIGKILL");
    await Promise.all(burst);
    if (server.child.exitCode === null && server.child.signalCode === null)
      await new Promise((r) => server.child.once("exit", r));
    expect(first.size).toBeGreaterThan(0);
    expect(first.size).toBeLessThan(ORDERS); // the kill landed mid-burst

    // the restart; the client retries every payment with its key
    server = await spawnServer(env);
    try {
      token = await login();
      const again = await Promise.all(payAll(server.url, token));
      expect(again.map((a) => a.error ?? "answered")).toEqual(Array(ORDERS).fill("answered"));
      for (const [i, a] of again.entries()) {
        const id = orderIds[i] as number;
        expect(a, `order ${id}`).toMatchObject({ code: 1, data: { order_ids: [id], state: 2, paid: "49.90" } });
        const seen = first.get(id);
        if (seen?.code === 1) expect(a.data, `order ${id}`).toEqual(seen.data);
      }
      // no block: a new payment with the right password goes through at once
      const more = await postTo(server.url)("/api/wanlshop/order/addOrder", { goods_id: sweaterId, number: 1 }, token);
      const started = Date.now();
      const pay = await postTo(server.url)(
        "/api/wanlshop/pay/payment",
        { order_ids: more.data.order_ids, pay_password: PAY_PASS },
        token,
      );
      expect(pay.code).toBe(1);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await stopServers(server);
    }

    const db = await openShared();
    try {
      const [tries] = await queryRows<{ failures: number; blocked: boolean }>(
        db.db,
        sql`select pay_failures as failures, coalesce(pay_blocked_until > now(), false) as blocked from users where id = ${userId}`,
      );
      expect(tries).toEqual({ failures: 0, blocked: false });
      // each order paid once: one payment entry, state 2; the wallet holds its funding less them
      const rows = await queryRows<{ id: number; state: number; entries: number }>(
        db.db,
        sql`select o.id, o.state, (select count(*)::int from ledger_entries e where e.reference = 'order:' || o.id || ':pay') as entries
            from orders o where o.user_id = ${userId} order by o.id`,
      );
      expect(rows).toHaveLength(ORDERS + 1);
      for (const r of rows) expect(r, `order ${r.id}`).toMatchObject({ state: 2, entries: 1 });
      const [wallet] = await queryRows<{ b: string }>(
        db.db,
        sql`select balance_minor::text as b from ledger_accounts where code = ${walletOf(userId)}`,
      );
      expect(BigInt(wallet?.b ?? "0")).toBe(FUNDING - PRICE * BigInt(ORDERS + 1));
      const books = await checkLedger(db.db);
      expect(books.problems).toEqual([]);
    } finally {
      await closeShared(db);
    }
  }, 240_000);
});
