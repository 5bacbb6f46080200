/**
 * bench/checkout: place-and-pay through the real HTTP API on PostgreSQL. The app is built and
 * listens on a free port in this process; 32 keep-alive connections each loop: `order/addOrder`
 * (buy now, one product of one of 200 shops) then `pay/payment` with the six-digit payment
 * password (argon2id) and an Idempotency-Key. Runs for BENCH_SECONDS (10), then checks the books
 * (`checkLedger`) and the stock (every goods' stock + what paid or unpaid orders hold = the
 * starting stock). Budget: at least 300 paid orders per second.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:checkout
 *
 * It creates and drops its own database on that server. BENCH_SHOPS_PER_CHECKOUT=n (default 1)
 * makes each checkout a cart with goods of n shops: n orders paid with one password check.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { build } from "../apps/server/src/app.js";
import { loadConfig } from "../apps/server/src/config.js";
import { checkLedger, moveMoney, walletOf } from "../apps/server/src/modules/wallet/index.js";
import { hashPin, pinKeyOf, sha256, verifyPin } from "../apps/server/src/platform/auth/index.js";
import { openDatabase } from "../apps/server/src/platform/db/index.js";
import { countQueries } from "./query-count.js";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PER_CHECKOUT = Math.max(1, Number(process.env.BENCH_SHOPS_PER_CHECKOUT ?? 1));
const SHOPPERS = 2000;
const SHOPS = 200;
const STOCK = 1_000_000;
const PAY_PASSWORD = "135790";
const BUDGET_ORDERS_PER_S = 300;

const base = process.env.DATABASE_URL;
if (!base) {
  console.error("bench:checkout needs DATABASE_URL (a PostgreSQL server it may create a database on)");
  process.exit(2);
}
const name = `mp_bench_checkout_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
// the server's own pool size (DATABASE_POOL_SIZE, default 10), not one per client connection
const poolSize = loadConfig({ DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE }).databasePoolSize;
const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: "unused", poolSize });
const dataDir = await mkdtemp(path.join(os.tmpdir(), "mp-bench-checkout-"));
let failed = true;
try {
  await database.migrate();
  const db = database.db;
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    SEED: "none",
    LOG_LEVEL: "silent",
    RATE_LIMIT_PER_MINUTE: "100000000",
    AUTH_RATE_LIMIT_PER_MINUTE: "100000000",
  });
  // the payment password as the product stores it: argon2id keyed with the install's key
  const payKey = await pinKeyOf(config);
  const payHash = await hashPin(PAY_PASSWORD, payKey);
  await db.execute(`insert into users (email, nickname, password_hash, pay_password_hash, invite_code)
    select 'buyer' || g || '@bench.test', 'buyer' || g, 'x', '${payHash}', 'BUY' || g from generate_series(1, ${SHOPPERS}) g
    union all select 'owner' || g || '@bench.test', 'owner' || g, 'x', null, 'OWN' || g from generate_series(1, ${SHOPS}) g`);
  await db.execute(`insert into categories (id, name, sort) values (9001, 'Bench', 1) on conflict do nothing`);
  await db.execute(
    `insert into shops (user_id, name) select ${SHOPPERS} + g, 'Bench Shop ' || g from generate_series(1, ${SHOPS}) g`,
  );
  await db.execute(`insert into goods (shop_id, category_id, title, image, price_minor, freight_minor, stock)
    select s.id, 9001, 'Bench goods ' || s.id, '/uploads/public/x.webp', 500 + (s.id * 37) % 4500, (s.id % 3) * 100, ${STOCK}
    from shops s`);
  await db.execute(`insert into shipping_addresses (user_id, name, mobile, mobile_code, country, country_code, province, city, zip_code, address, is_default)
    select g, 'Buyer ' || g, '15112345678', '49', 'Germany', 'DE', 'Berlin', 'Berlin', '10115', 'Street ' || g, true from generate_series(1, ${SHOPPERS}) g`);
  const tokens: string[] = [];
  for (let id = 1; id <= SHOPPERS; id++) {
    const token = randomBytes(24).toString("base64url");
    tokens.push(token);
    await db.execute(
      `insert into user_tokens (user_id, token_hash, expires_at) values (${id}, '${sha256(token)}', now() + interval '1 day')`,
    );
    await db.transaction((tx) =>
      moveMoney(tx, {
        type: "recharge",
        reference: `bench-fund:${id}`,
        actor: "bench",
        postings: [
          { account: "external:recharge", amount: -100_000_000n },
          { account: walletOf(id), amount: 100_000_000n },
        ],
      }),
    );
  }
  const goods = await pgRows<{ id: number }>(url.toString(), "select id from goods order by id");

  const { app } = await build(config, { database, logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const port = (app.server.address() as { port: number }).port;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const call = (p: string, token: string, body: unknown, key?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const headers: Record<string, string | number> = {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(payload),
        token,
      };
      if (key) headers["idempotency-key"] = key;
      const req = http.request({ host: "127.0.0.1", port, path: p, method: "POST", agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve(JSON.parse(Buffer.concat(chunks).toString("utf8"))));
      });
      req.on("error", reject);
      req.end(payload);
    });

  const latencies: number[] = [];
  const placeMs: number[] = [];
  const payMs: number[] = [];
  const failures = new Map<string, number>();
  let paidOrders = 0;
  let seq = 0;
  let placedOnly = 0;
  let end = 0;
  const worker = async (w: number, payToo: boolean) => {
    while (Date.now() < end) {
      const n = seq++;
      // each connection buys as its own set of shoppers, so two connections rarely share a wallet
      const shopper = 1 + ((w + CONNECTIONS * n) % SHOPPERS);
      const token = tokens[shopper - 1] as string;
      const t0 = performance.now();
      let placed: Answer;
      if (PER_CHECKOUT === 1) {
        const g = goods[n % goods.length]?.id;
        placed = await call("/api/wanlshop/order/addOrder", token, { goods_id: g, number: 1 + (n % 2) });
      } else {
        const ids: number[] = [];
        for (let k = 0; k < PER_CHECKOUT; k++) {
          const g = goods[(n * PER_CHECKOUT + k) % goods.length]?.id;
          const added = await call("/api/wanlshop/cart/add", token, { goods_id: g, number: 1 });
          ids.push(added.data?.id);
        }
        placed = await call("/api/wanlshop/order/addOrder", token, { cart_ids: ids });
      }
      const t1 = performance.now();
      placeMs.push(t1 - t0);
      if (placed.code !== 1) {
        failures.set(`addOrder: ${placed.msg}`, (failures.get(`addOrder: ${placed.msg}`) ?? 0) + 1);
        continue;
      }
      if (!payToo) {
        placedOnly += placed.data.order_ids.length;
        continue;
      }
      const paid = await call(
        "/api/wanlshop/pay/payment",
        token,
        { order_ids: placed.data.order_ids, pay_password: PAY_PASSWORD },
        `bench-${n}`,
      );
      payMs.push(performance.now() - t1);
      if (paid.code !== 1) {
        failures.set(`payment: ${paid.msg}`, (failures.get(`payment: ${paid.msg}`) ?? 0) + 1);
        continue;
      }
      paidOrders += placed.data.order_ids.length;
      latencies.push(performance.now() - t0);
    }
  };
  // what one payment's password check costs here: argon2id verifications per second, 32 at a time
  let verified = 0;
  const verifyEnd = Date.now() + 3000;
  const verifyStarted = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < verifyEnd) if (await verifyPin(payHash, PAY_PASSWORD, payKey)) verified++;
    }),
  );
  const verifyRate = verified / ((performance.now() - verifyStarted) / 1000);

  const queries = countQueries();
  end = Date.now() + SECONDS * 1000;
  const started = performance.now();
  const q0 = queries.read();
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, w) => worker(w, true)));
  const elapsed = (performance.now() - started) / 1000;
  const paidRunQueries = queries.read() - q0;
  const paidPlaceMs = placeMs.splice(0);

  // placing alone (no payment, so no password check), for comparison
  end = Date.now() + (SECONDS / 2) * 1000;
  const placeStarted = performance.now();
  const q1 = queries.read();
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, w) => worker(w, false)));
  const placeQueries = queries.read() - q1;
  const placeRate = placedOnly / ((performance.now() - placeStarted) / 1000);
  agent.destroy();
  await app.close();

  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    (latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0).toFixed(0);
  const books = await checkLedger(db);
  const [stock] = await pgRows<{ bad: number; paid: number }>(
    url.toString(),
    `select (select count(*)::int from goods g where g.stock + coalesce((select sum(l.number) from order_goods l
               join orders o on o.id = l.order_id where l.goods_id = g.id and o.state <> 7), 0) <> ${STOCK}) as bad,
            (select count(*)::int from orders where state = 2) as paid`,
  );
  const rate = paidOrders / elapsed;
  console.log(
    `bench/checkout: ${CONNECTIONS} connections (database pool ${poolSize}), ${SHOPPERS} shoppers, ${SHOPS} shops, ${PER_CHECKOUT} shop(s) per checkout, ${elapsed.toFixed(1)} s`,
  );
  console.log(
    `  checkouts placed and paid: ${latencies.length}; paid orders: ${paidOrders} (${stock?.paid} in the database)`,
  );
  console.log(`  paid orders per second: ${rate.toFixed(0)}   (budget >= ${BUDGET_ORDERS_PER_S})`);
  console.log(`  place-and-pay latency ms: p50 ${pct(50)}  p95 ${pct(95)}  p99 ${pct(99)}`);
  const mean = (xs: number[]) => (xs.reduce((a, x) => a + x, 0) / Math.max(1, xs.length)).toFixed(0);
  console.log(`  mean ms: addOrder ${mean(paidPlaceMs)}, payment ${mean(payMs)}`);
  console.log(
    `  payment password checks (keyed argon2id) per second here: ${verifyRate.toFixed(0)}: the ceiling for payments`,
  );
  console.log(`  orders placed per second without paying (addOrder only): ${placeRate.toFixed(0)}`);
  console.log(
    `  round trips (statements sent): ${(paidRunQueries / Math.max(1, latencies.length)).toFixed(1)} per checkout placed and paid, ${(placeQueries / Math.max(1, placedOnly)).toFixed(1)} per order placed alone`,
  );
  for (const [what, n] of failures) console.log(`  refused: ${n} x ${what}`);
  console.log(
    `  books after: ${books.ok ? "balanced" : `NOT balanced: ${books.problems.join("; ")}`} (${books.entries} entries)`,
  );
  console.log(`  stock after: ${stock?.bad === 0 ? "correct for every goods" : `WRONG for ${stock?.bad} goods`}`);
  failed =
    !books.ok || stock?.bad !== 0 || stock?.paid !== paidOrders || failures.size > 0 || rate < BUDGET_ORDERS_PER_S;
  console.log(failed ? "bench/checkout: FAILED its budget" : "bench/checkout: within budget");
} finally {
  await database.close().catch(() => {});
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

interface Answer {
  code: number;
  msg: string;
  data: { order_ids: number[]; id: number };
}

async function pgRows<T>(connectionString: string, q: string): Promise<T[]> {
  const c = new pg.Client({ connectionString });
  await c.connect();
  try {
    return (await c.query(q)).rows as T[];
  } finally {
    await c.end();
  }
}
