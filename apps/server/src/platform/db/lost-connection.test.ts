import { randomBytes } from "node:crypto";
import { ORDER_STATE } from "@mp/contracts";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCategories } from "../../../seed/index.js";
import { buildCatalogueFixture } from "../../../test/catalogue-fixture.js";
import { berlinAddress } from "../../../test/orders-fixture.js";
import { spawnServer } from "../../../test/server-process.js";
import { createScratchDatabase, type ScratchDatabase } from "../../../test/two-processes.js";
import { accountsAdmin } from "../../modules/accounts/index.js";
import { checkLedger, moveMoney, walletOf } from "../../modules/wallet/index.js";
import { goods, orderJobs, orders, users } from "../../schema.js";
import { hashPin, parsePinKey } from "../auth/index.js";
import { type Database, openDatabase, queryRows } from "./index.js";

/**
 * A lost database connection fails the one request it served and nothing else (docs/architecture.md,
 * "Faults"): a real server process on PostgreSQL, a burst of checkouts and wallet payments, and
 * every backend of its database terminated several times mid-burst.
 */
type Answer = { code: number; msg: string; data: any; error?: string };

const SHOPPERS = 12;
const PAY_PASSWORD = "135790";
const STOCK = 100_000;

describe.runIf(process.env.TEST_DB === "postgres" && process.env.DATABASE_URL)("a lost database connection", () => {
  const adminUrl = process.env.DATABASE_URL ?? "";
  let scratch: ScratchDatabase;
  const payKey = randomBytes(32).toString("hex");
  let dbUrl = "";
  let database: Database;
  let server: Awaited<ReturnType<typeof spawnServer>>;
  let goodsId = 0;
  const shoppers: { token: string; userId: number }[] = [];

  const post = async (url: string, body: object, token?: string, key?: string): Promise<Answer> => {
    const res = await fetch(`${server.url}${url}`, {
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
  const admin = async <T>(run: (c: pg.Client) => Promise<T>): Promise<T> => {
    const c = new pg.Client({ connectionString: adminUrl });
    c.on("error", () => {});
    await c.connect();
    try {
      return await run(c);
    } finally {
      await c.end();
    }
  };
  /** every backend of the server's database but the caller's own, as a failover or a reaper would */
  const terminateAll = () =>
    admin(async (c) => {
      const r = await c.query(
        "select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()) t",
        [scratch.name],
      );
      return r.rows[0].n as number;
    });

  beforeAll(async () => {
    scratch = await createScratchDatabase("mp_faults");
    dbUrl = scratch.url;
    server = await spawnServer({
      DATABASE_URL: dbUrl,
      DATA_DIR: scratch.dataDir,
      PAY_PASSWORD_KEY: payKey,
      DATABASE_POOL_SIZE: "8",
      RATE_LIMIT_PER_MINUTE: "1000000",
      AUTH_RATE_LIMIT_PER_MINUTE: "1000000",
    }); // migrates the fresh database
    database = await openDatabase({ databaseUrl: dbUrl, pgliteDir: "unused", poolSize: 4 });
    database.reportTo({ warn: () => {} }); // this pool loses its connections too, and recovers quietly
    const db = database.db;
    await seedCategories(db);
    const cat = await buildCatalogueFixture(db);
    goodsId = cat.goods.scarf.id;
    await db.update(goods).set({ stock: STOCK }).where(eq(goods.id, goodsId));
    const payHash = await hashPin(PAY_PASSWORD, parsePinKey(payKey));
    for (let i = 0; i < SHOPPERS; i++) {
      const email = `burst${i}@faults.test`;
      const user = await accountsAdmin.createUserDirect(db, { email, password: "secret123", nickname: `burst${i}` });
      await db.update(users).set({ payPasswordHash: payHash }).where(eq(users.id, user.id));
      await db.transaction((tx) =>
        moveMoney(tx, {
          type: "recharge",
          reference: `faults-fund:${user.id}`,
          actor: "test",
          postings: [
            { account: "external:recharge", amount: -10_000_000n },
            { account: walletOf(user.id), amount: 10_000_000n },
          ],
        }),
      );
      const login = await post("/api/wanlshop/user/login", { account: email, password: "secret123", top: 1 });
      const token = login.data.userinfo.token as string;
      const address = await post(
        "/api/wanlshop/address/address",
        { type: "add", data: berlinAddress("Burst Buyer") },
        token,
      );
      expect(address.code).toBe(1);
      shoppers.push({ token, userId: user.id });
    }
  }, 180_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await new Promise((r) => server.child.once("exit", r));
    }
    await database?.close();
    await scratch?.drop();
  });

  it("keeps serving through pg_terminate_backend mid-burst: every request answered, books balanced, no half-written order", async () => {
    const answers: Answer[] = [];
    const noAnswer: string[] = [];
    const paidByAnswer = new Set<number>();
    const unpaid: { ids: number[]; token: string; key: string }[] = [];
    const ask = async (url: string, body: object, token: string, key?: string) => {
      try {
        const a = await post(url, body, token, key);
        answers.push(a);
        return a;
      } catch (err) {
        noAnswer.push(`${url}: ${(err as Error).message}`);
        return null;
      }
    };
    let stop = false;
    const buyer = async (s: { token: string }) => {
      while (!stop) {
        const placed = await ask("/api/wanlshop/order/addOrder", { goods_id: goodsId, number: 1 }, s.token);
        if (placed?.code !== 1) continue;
        const ids = placed.data.order_ids as number[];
        const key = `pay-${ids.join("-")}`;
        const body = { order_ids: ids, pay_password: PAY_PASSWORD };
        const paid = await ask("/api/wanlshop/pay/payment", body, s.token, key);
        if (paid?.code === 1) for (const id of ids) paidByAnswer.add(id);
        else unpaid.push({ ids, token: s.token, key });
      }
    };
    const burst = Promise.all(shoppers.map(buyer));
    let terminated = 0;
    for (const pause of [600, 700, 500, 800, 600]) {
      await new Promise((r) => setTimeout(r, pause));
      terminated += await terminateAll();
    }
    await new Promise((r) => setTimeout(r, 500));
    stop = true;
    await burst;

    // the process is alive, and every request got an envelope: a success or the server fault
    expect(server.child.exitCode).toBeNull();
    expect(terminated).toBeGreaterThan(0);
    expect(noAnswer).toEqual([]);
    const refusals = answers.filter((a) => a.code !== 1).map((a) => a.error);
    expect(refusals.every((e) => e === "server_error")).toBe(true);
    expect(answers.filter((a) => a.code === 1).length).toBeGreaterThan(SHOPPERS);
    expect(server.log()).not.toMatch(/Unhandled|uncaught/i);

    // later requests succeed, on fresh connections: a payment that answered the server fault,
    // sent again with its Idempotency-Key as a client retries, is paid (once, as the books show below)
    for (const u of unpaid) {
      const again = await post(
        "/api/wanlshop/pay/payment",
        { order_ids: u.ids, pay_password: PAY_PASSWORD },
        u.token,
        u.key,
      );
      expect(again.code).toBe(1);
      for (const id of u.ids) paidByAnswer.add(id);
    }
    const s = shoppers[0] as { token: string };
    const after = await post("/api/wanlshop/order/addOrder", { goods_id: goodsId, number: 1 }, s.token);
    expect(after.code).toBe(1);
    const paidAfter = await post(
      "/api/wanlshop/pay/payment",
      { order_ids: after.data.order_ids, pay_password: PAY_PASSWORD },
      s.token,
    );
    expect(paidAfter.code).toBe(1);
    for (const id of after.data.order_ids as number[]) paidByAnswer.add(id);

    // the books balance, and no order is half-written
    const report = await checkLedger(database.db);
    expect(report.problems).toEqual([]);
    const unlined = await queryRows(
      database.db,
      sql`select o.id from orders o where not exists (select 1 from order_goods g where g.order_id = o.id)`,
    );
    expect(unlined).toEqual([]);
    const rows = await queryRows<{ id: number; state: number; entries: number }>(
      database.db,
      sql`select o.id, o.state, (select count(*)::int from ledger_entries e where e.reference = 'order:' || o.id || ':pay') as entries from orders o`,
    );
    for (const o of rows) {
      const paid = o.state !== ORDER_STATE.UNPAID && o.state !== ORDER_STATE.CANCELLED;
      expect({ id: o.id, entries: o.entries }).toEqual({ id: o.id, entries: paid ? 1 : 0 });
    }
    // a payment that answered success is in the books
    const paidIds = new Set(rows.filter((o) => o.state === ORDER_STATE.TO_SHIP).map((o) => o.id));
    for (const id of paidByAnswer) expect(paidIds.has(id)).toBe(true);
    // and the stock: what is left plus what the orders hold is what there was
    const [held] = await queryRows<{ n: number }>(
      database.db,
      sql`select coalesce(sum(g.number), 0)::int as n from order_goods g join orders o on o.id = g.order_id where g.goods_id = ${goodsId} and o.state <> ${ORDER_STATE.CANCELLED}`,
    );
    const [left] = await database.db.select({ stock: goods.stock }).from(goods).where(eq(goods.id, goodsId));
    expect((left?.stock ?? 0) + (held?.n ?? 0)).toBe(STOCK);
  }, 120_000);

  it("keeps running the order timers after its connections were terminated", async () => {
    const s = shoppers[1] as { token: string };
    const placed = await post("/api/wanlshop/order/addOrder", { goods_id: goodsId, number: 1 }, s.token);
    const id = placed.data.order_ids[0] as number;
    await terminateAll();
    // the unpaid order's timer falls due now (through a connection of its own: this file's pool
    // has just lost its idle ones too); the server's poller (every 5 s) cancels it
    await new Promise((r) => setTimeout(r, 200));
    await database.db
      .update(orderJobs)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(orderJobs.orderId, id));
    await expect
      .poll(
        async () => (await database.db.select({ state: orders.state }).from(orders).where(eq(orders.id, id)))[0]?.state,
        { timeout: 15_000, interval: 250 },
      )
      .toBe(ORDER_STATE.CANCELLED);
    expect(server.child.exitCode).toBeNull();
  }, 30_000);
});
