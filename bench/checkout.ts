/**
 * bench/checkout: place-and-pay through the real HTTP API on PostgreSQL, against a bare anchor
 * measured in the same run. The app is built and listens on a free port in this process; a load
 * generator of its own (bench/checkout-load.ts, a child process) holds 32
 * keep-alive connections each loop: `order/addOrder` (buy now, one product of one of 200 shops)
 * then `pay/payment` with the six-digit payment password (keyed argon2id) and an Idempotency-Key.
 * The anchor (bench/checkout-bare.ts) sends the same SQL transactions a paid order makes, with
 * the texts captured from an API checkout in this run, straight through a pg.Pool of the server's
 * pool size from 32 loops: no HTTP, no session, no password hash. Phases of half BENCH_SECONDS
 * (10) each run API, bare, bare with the two try-limit statements, bare, API, so drift falls on
 * all alike (the budget compares the API with the bare; the third shows what those two cost).
 * Then it checks the books (`checkLedger`) and the stock (every goods' stock + what paid or unpaid
 * orders hold = the starting stock).
 *
 * Budget: the API pays at least half the paid orders per second of the bare anchor, nothing is
 * refused, the books balance, the stock is right.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:checkout
 *
 * It creates and drops its own database on that server. BENCH_SHOPS_PER_CHECKOUT=n (default 1)
 * makes each API checkout a cart with goods of n shops: n orders paid with one password check;
 * the anchor is defined for one shop only, so such a run has no ratio and no budget.
 */
import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import inspector from "node:inspector/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { build } from "../apps/server/src/app.js";
import { loadConfig } from "../apps/server/src/config.js";
import { checkLedger, moveMoney, walletOf } from "../apps/server/src/modules/wallet/index.js";
import { hashPin, pinKeyOf, sha256, verifyPin } from "../apps/server/src/platform/auth/index.js";
import { openDatabase } from "../apps/server/src/platform/db/index.js";
import { apiCaller } from "./api-call.js";
import { BareCheckout, differences, Refused, statementsOf } from "./checkout-bare.js";
import type { LoadMode, LoadResult } from "./checkout-load.js";
import { captureQueries, countQueries } from "./query-count.js";
import { freePort, startServer, stop } from "./storefront-children.js";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** server processes for the API phases (bench/cluster-server.ts); 1: the app in this process */
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 1);
const PER_CHECKOUT = Math.max(1, Number(process.env.BENCH_SHOPS_PER_CHECKOUT ?? 1));
const SHOPPERS = 2000;
const SHOPS = 200;
const STOCK = 1_000_000;
const PAY_PASSWORD = "135790";
/** clock ticks per second in /proc/stat */
const TICKS = 100;
/** the API pays at least this share of the bare anchor's paid orders per second */
const BUDGET_RATIO = 0.5;

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
/** BENCH_PROCESSES > 1: the server processes the API phases are sent to */
let cluster: { child: ChildProcess; port: number } | null = null;
let apiPort: number | undefined;
/** CPU ticks of the cluster's primary and workers (0 without one) */
const clusterTicks = () => {
  const pid = cluster?.child.pid;
  if (!pid) return 0;
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {}
  return [pid, ...children].reduce((n, p) => n + processTicks(p), 0);
};
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
  // every shop's settlement account opened before the run, so no measured payment opens one
  await db.execute(`insert into ledger_accounts (code, kind, owner_id)
    select 'settlement:' || id, 'settlement', id from shops`);
  // order ids far from every other id here, so the probes below can tell them apart in parameters
  await db.execute(`select setval(pg_get_serial_sequence('orders', 'id'), 1000000)`);
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
  // BENCH_PROCESSES=n: the API phases go to the real server as n processes on one port
  // (bench/cluster-server.ts), each with its own pool of DATABASE_POOL_SIZE; the app in this
  // process then only answers the probe checkouts the anchor is captured from
  if (PROCESSES > 1) {
    const clusterPort = await freePort();
    const child = await startServer(clusterPort, { databaseUrl: url.toString(), dataDir }, PROCESSES);
    cluster = { child, port: clusterPort };
    apiPort = clusterPort;
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const call = apiCaller(port, agent);

  // the bare anchor: its own pool, as large and configured as the server's (platform/db/client.ts)
  const barePool = new pg.Pool({
    connectionString: url.toString(),
    max: poolSize,
    keepAlive: true,
    options: "-c pg_trgm.word_similarity_threshold=0.45",
  });
  barePool.on("error", () => {});

  // one API checkout captured (its statement texts are the anchor's), then one bare checkout with
  // the same inputs, compared statement by statement
  const probeShopper = SHOPPERS;
  const probeGoods = goods[0]?.id as number;
  let apiProbe = { orderId: 0, key: "probe-api" };
  const apiSql = await captureQueries(async () => {
    const placed = await call("/api/wanlshop/order/addOrder", tokens[probeShopper - 1] as string, {
      goods_id: probeGoods,
      number: 1,
    });
    const paid = await call(
      "/api/wanlshop/pay/payment",
      tokens[probeShopper - 1] as string,
      { order_ids: placed.data.order_ids, pay_password: PAY_PASSWORD },
      apiProbe.key,
    );
    if (paid.code !== 1) throw new Error(`the probe checkout was refused: ${paid.msg}`);
    apiProbe = { ...apiProbe, orderId: placed.data.order_ids[0] as number };
  });
  const bare = new BareCheckout(barePool, statementsOf(apiSql));
  let bareProbe = { orderId: 0, key: "probe-bare" };
  const bareSql = await captureQueries(async () => {
    bareProbe = {
      ...bareProbe,
      orderId: await bare.run({
        userId: probeShopper,
        goodsId: probeGoods,
        number: 1,
        key: bareProbe.key,
        withTries: true,
      }),
    };
  });
  const mismatch = differences(apiSql, bareSql, { api: apiProbe, bare: bareProbe });
  if (process.env.BENCH_SHOW_SQL === "1")
    for (const [i, q] of apiSql.entries())
      console.log(
        `${i + 1}. [connection ${q.client}] ${q.text.replace(/\s+/g, " ")}\n   ${JSON.stringify(q.values, (_k, v) => (typeof v === "bigint" ? `${v}n` : v))}`,
      );
  if (mismatch.length) {
    console.log("bench/checkout: the bare checkout does not send what the API sends:");
    for (const m of mismatch) console.log(`  ${m}`);
    throw new Error("anchor out of step with the product");
  }
  const probeOrders = 2;

  const latencies: number[] = [];
  const bareLatencies: number[] = [];
  const placeMs: number[] = [];
  const payMs: number[] = [];
  const failures = new Map<string, number>();
  const fail = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);
  let paidOrders = 0;
  let bareOrders = 0;
  let triesOrders = 0;
  let seq = 0;
  let placedOnly = 0;
  let end = 0;
  const pick = (w: number, n: number) => ({
    // each connection buys as its own set of shoppers, so two connections rarely share a wallet
    shopper: 1 + ((w + CONNECTIONS * n) % SHOPPERS),
    goodsId: goods[n % goods.length]?.id as number,
    number: 1 + (n % 2),
  });
  // the API's load generator runs in a process of its own (bench/checkout-load.ts), so the
  // server's event loop here spends nothing on making the calls
  const load = fork(path.join(import.meta.dirname, "checkout-load.ts"), { stdio: "inherit" });
  const fromLoad = () =>
    new Promise<{ type: string; result?: LoadResult; message?: string }>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`the load generator exited (${code})`));
      load.once("exit", onExit);
      load.once("message", (m: { type: string; result?: LoadResult; message?: string }) => {
        load.off("exit", onExit);
        if (m.type === "error") reject(new Error(`the load generator failed: ${m.message}`));
        else resolve(m);
      });
    });
  load.send({
    type: "init",
    init: {
      port: apiPort ?? port,
      tokens,
      goods: goods.map((g) => g.id),
      connections: CONNECTIONS,
      perCheckout: PER_CHECKOUT,
      payPassword: PAY_PASSWORD,
    },
  });
  await fromLoad();
  /** the load generator's CPU ms, by phase */
  const loadCpu: number[] = [];
  let empties = 0;
  const runLoad = async (mode: LoadMode, seconds: number) => {
    load.send({ type: "run", mode, seconds });
    const r = (await fromLoad()).result as LoadResult;
    paidOrders += r.paidOrders;
    placedOnly += r.placedOnly;
    empties += r.empties;
    latencies.push(...r.latencies);
    placeMs.push(...r.placeMs);
    payMs.push(...r.payMs);
    for (const [what, n] of r.failures) failures.set(what, (failures.get(what) ?? 0) + n);
    loadCpu.push(r.cpuMs);
  };
  const bareWorker = async (w: number, withTries: boolean) => {
    while (Date.now() < end) {
      const n = seq++;
      const { shopper, goodsId, number } = pick(w, n);
      const t0 = performance.now();
      try {
        await bare.run({ userId: shopper, goodsId, number, key: `bench-${n}`, withTries });
        if (withTries) triesOrders++;
        else {
          bareOrders++;
          bareLatencies.push(performance.now() - t0);
        }
      } catch (err) {
        if (!(err instanceof Refused)) throw err;
        fail(`bare: ${err.message}`);
      }
    }
  };
  // what one payment's password check costs here: argon2id verifications per second, 32 at a time
  let verified = 0;
  const verifyEnd = Date.now() + 3000;
  const verifyStarted = performance.now();
  const verifyCpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < verifyEnd) if (await verifyPin(payHash, PAY_PASSWORD, payKey)) verified++;
    }),
  );
  const verifyRate = verified / ((performance.now() - verifyStarted) / 1000);
  const verifyCpuMs = cpuMs(process.cpuUsage(verifyCpu)) / Math.max(1, verified);

  const queries = countQueries();
  /** one measured phase: wall time, statements sent, CPU of this process and of the whole machine */
  /** CPU ticks of this database's PostgreSQL backends (both pools), by pid */
  const backends = async () => {
    const { rows } = await admin.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1", [name]);
    return new Map(rows.map((r) => [r.pid, processTicks(r.pid)]));
  };
  const phase = async (seconds: number, run: () => Promise<unknown>, profile?: string) => {
    const pg0 = await backends();
    end = Date.now() + seconds * 1000;
    const q0 = queries.read();
    const cpu0 = process.cpuUsage();
    const cluster0 = clusterTicks();
    const m0 = machineCpu();
    const t0 = performance.now();
    const profiler = profile ? await startProfile() : null;
    await run();
    if (profiler) await profiler.stop(profile as string);
    const s = (performance.now() - t0) / 1000;
    const m1 = machineCpu();
    const used = process.cpuUsage(cpu0);
    // with BENCH_PROCESSES, the server's processes as well (this one is nearly idle then)
    const processMs = cpuMs(used) + ((clusterTicks() - cluster0) / TICKS) * 1000;
    const sent = queries.read() - q0;
    let pgTicks = 0;
    for (const [pid, ticks] of await backends()) pgTicks += ticks - (pg0.get(pid) ?? 0);
    return {
      s,
      queries: sent,
      processMs,
      systemMs: used.system / 1000,
      postgresMs: (pgTicks / TICKS) * 1000,
      machineMs: ((m1.busy - m0.busy) / TICKS) * 1000,
      idle: (m1.idle - m0.idle) / Math.max(1, m1.busy - m0.busy + m1.idle - m0.idle),
    };
  };
  const apiPhase = (profile?: string) => phase(SECONDS / 2, () => runLoad("pay", SECONDS / 2), profile);
  const a1 = await apiPhase();
  const a1Orders = paidOrders;
  const barePhase = (withTries: boolean) =>
    phase(SECONDS / 2, () => Promise.all(Array.from({ length: CONNECTIONS }, (_, w) => bareWorker(w, withTries))));
  const b1 = await barePhase(false);
  const b1Orders = bareOrders;
  const t = await barePhase(true);
  const b2 = await barePhase(false);
  const b = sum(b1, b2);
  // BENCH_CPU_PROF=<dir>: a CPU profile of this process during the second API phase
  const profileDir = process.env.BENCH_CPU_PROF;
  const a2 = await apiPhase(profileDir ? path.join(profileDir, `checkout-api-${Date.now()}.cpuprofile`) : undefined);
  const paidPlaceMs = placeMs.splice(0);
  const api = sum(a1, a2);
  const apiLoadCpuMs = (loadCpu[0] ?? 0) + (loadCpu[1] ?? 0);

  // placing alone (no payment, so no password check), for comparison
  const placeStarted = performance.now();
  const q1 = queries.read();
  await runLoad("place", SECONDS / 2);
  const placeQueries = queries.read() - q1;
  const placeRate = placedOnly / ((performance.now() - placeStarted) / 1000);
  // the HTTP part alone: a signed-in call that the server refuses at its body check, before any
  // SQL (session from the cache, JSON in and out, the hooks, the load generator's side)
  const empty = await phase(2, () => runLoad("empty", 2));
  const emptyLoadCpuMs = loadCpu[3] ?? 0;
  load.send({ type: "stop" });
  agent.destroy();
  await app.close();
  await barePool.end();

  const pct = (xs: number[], p: number) => {
    const sorted = [...xs].sort((x, y) => x - y);
    return (sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0).toFixed(0);
  };
  const books = await checkLedger(db);
  const [stock] = await pgRows<{ bad: number; paid: number }>(
    url.toString(),
    `select (select count(*)::int from goods g where g.stock + coalesce((select sum(l.number) from order_goods l
               join orders o on o.id = l.order_id where l.goods_id = g.id and o.state <> 7), 0) <> ${STOCK}) as bad,
            (select count(*)::int from orders where state = 2) as paid`,
  );
  const per = (x: number, n: number) => (x / Math.max(1, n)).toFixed(2);
  const rate = paidOrders / api.s;
  const bareRate = bareOrders / b.s;
  const ratio = rate / Math.max(1e-9, bareRate);
  const expectedPaid = paidOrders + bareOrders + triesOrders + probeOrders;
  console.log(
    `bench/checkout: ${CONNECTIONS} connections (database pool ${poolSize}${PROCESSES > 1 ? `; the API on ${PROCESSES} server processes, a pool of ${poolSize} each` : ""}), ${SHOPPERS} shoppers, ${SHOPS} shops, ${PER_CHECKOUT} shop(s) per checkout; API ${api.s.toFixed(1)} s (${a1.s.toFixed(1)} + ${a2.s.toFixed(1)}), bare ${b.s.toFixed(1)} s (${b1.s.toFixed(1)} + ${b2.s.toFixed(1)}) between them, bare with tries ${t.s.toFixed(1)} s in the middle`,
  );
  console.log(
    `  the anchor sends the API checkout's own statements (${apiSql.length} captured, compared with a bare checkout's: equal)`,
  );
  console.log(
    `  API:  checkouts placed and paid: ${latencies.length}; paid orders: ${paidOrders}; ${rate.toFixed(0)} paid orders/s (first half ${(a1Orders / a1.s).toFixed(0)}, second ${((paidOrders - a1Orders) / a2.s).toFixed(0)})`,
  );
  console.log(
    `  bare: checkouts placed and paid: ${bareOrders}; ${bareRate.toFixed(0)} paid orders/s (first half ${(b1Orders / b1.s).toFixed(0)}, second ${((bareOrders - b1Orders) / b2.s).toFixed(0)})`,
  );
  console.log(
    `  bare with the two try-limit statements: ${triesOrders}; ${(triesOrders / t.s).toFixed(0)} paid orders/s (${per(t.queries, triesOrders)} statements, ${per(t.processMs, triesOrders)} CPU ms in this process and ${per(t.postgresMs, triesOrders)} in PostgreSQL per checkout)`,
  );
  console.log(
    PER_CHECKOUT === 1
      ? `  API / bare: ${ratio.toFixed(2)}   (budget >= ${BUDGET_RATIO})`
      : "  API / bare: none (the anchor is one shop per checkout; no budget for carts)",
  );
  console.log(
    `  place-and-pay latency ms: API p50 ${pct(latencies, 50)}  p95 ${pct(latencies, 95)}  p99 ${pct(latencies, 99)}; bare p50 ${pct(bareLatencies, 50)}  p95 ${pct(bareLatencies, 95)}  p99 ${pct(bareLatencies, 99)}`,
  );
  const mean = (xs: number[]) => (xs.reduce((a, x) => a + x, 0) / Math.max(1, xs.length)).toFixed(0);
  console.log(`  API mean ms: addOrder ${mean(paidPlaceMs)}, payment ${mean(payMs)}`);
  const checkouts = latencies.length;
  console.log(
    `  round trips (statements sent) per paid checkout: API ${PROCESSES > 1 ? "not counted (other processes)" : per(api.queries, checkouts)}, bare ${per(b.queries, bareOrders)}; ${(placeQueries / Math.max(1, placedOnly)).toFixed(1)} per order placed alone`,
  );
  console.log(
    `  CPU ms per paid checkout: API ${per(api.machineMs, checkouts)} on the machine, ${per(api.processMs, checkouts)} of it in this process (the server; ${per(api.systemMs, checkouts)} in the kernel) and ${per(apiLoadCpuMs, checkouts)} in the load generator's; bare ${per(b.machineMs, bareOrders)}, ${per(b.processMs, bareOrders)} in this process (${per(b.systemMs, bareOrders)} in the kernel)`,
  );
  console.log(
    `  PostgreSQL CPU ms per paid checkout (this database's backends): API ${per(api.postgresMs, checkouts)}, bare ${per(b.postgresMs, bareOrders)}`,
  );
  console.log(
    `  machine idle: API ${(api.idle * 100).toFixed(0)}% (${(a1.idle * 100).toFixed(0)}%, ${(a2.idle * 100).toFixed(0)}%), bare ${(b.idle * 100).toFixed(0)}%, with tries ${(t.idle * 100).toFixed(0)}%`,
  );
  console.log(
    `  payment password checks (keyed argon2id) per second here, ${CONNECTIONS} at a time: ${verifyRate.toFixed(0)}, ${verifyCpuMs.toFixed(2)} CPU ms each`,
  );
  console.log(`  orders placed per second without paying (API addOrder only): ${placeRate.toFixed(0)}`);
  console.log(
    `  an HTTP call refused before any SQL: ${(empties / empty.s).toFixed(0)}/s, ${per(empty.processMs, empties)} CPU ms each in this process (the server) and ${per(emptyLoadCpuMs, empties)} in the load generator's (${per(empty.queries, empties)} statements)`,
  );
  for (const [what, n] of failures) console.log(`  refused: ${n} x ${what}`);
  console.log(
    `  books after: ${books.ok ? "balanced" : `NOT balanced: ${books.problems.join("; ")}`} (${books.entries} entries)`,
  );
  console.log(
    `  stock after: ${stock?.bad === 0 ? "correct for every goods" : `WRONG for ${stock?.bad} goods`}; paid orders in the database ${stock?.paid}, paid by the benchmark ${expectedPaid} (API ${paidOrders}, bare ${bareOrders + triesOrders}, probes ${probeOrders})`,
  );
  failed =
    !books.ok ||
    stock?.bad !== 0 ||
    stock?.paid !== expectedPaid ||
    failures.size > 0 ||
    (PER_CHECKOUT === 1 && ratio < BUDGET_RATIO);
  console.log(
    failed
      ? "bench/checkout: FAILED its budget"
      : PER_CHECKOUT === 1
        ? "bench/checkout: within budget"
        : "bench/checkout: checks passed (no ratio, so no budget, for carts)",
  );
} finally {
  if (cluster) await stop(cluster.child);
  await database.close().catch(() => {});
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

async function pgRows<T>(connectionString: string, q: string): Promise<T[]> {
  const c = new pg.Client({ connectionString });
  await c.connect();
  try {
    return (await c.query(q)).rows as T[];
  } finally {
    await c.end();
  }
}

/** the whole machine's CPU time from /proc/stat, in clock ticks: busy (everything but idle and iowait) and idle */
function machineCpu(): { busy: number; idle: number } {
  const [, ...f] = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "").trim().split(/\s+/);
  const n = f.map(Number);
  const idle = (n[3] ?? 0) + (n[4] ?? 0);
  return { busy: n.reduce((a, x) => a + x, 0) - idle, idle };
}

function cpuMs(u: NodeJS.CpuUsage): number {
  return (u.user + u.system) / 1000;
}

interface Phase {
  s: number;
  queries: number;
  processMs: number;
  systemMs: number;
  postgresMs: number;
  machineMs: number;
  idle: number;
}
function sum(x: Phase, y: Phase): Phase {
  const total = x.s + y.s;
  return {
    s: total,
    queries: x.queries + y.queries,
    processMs: x.processMs + y.processMs,
    postgresMs: x.postgresMs + y.postgresMs,
    systemMs: x.systemMs + y.systemMs,
    machineMs: x.machineMs + y.machineMs,
    idle: (x.idle * x.s + y.idle * y.s) / total,
  };
}

/** user + system CPU of a process in clock ticks (0 when it is gone) */
function processTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(f[11]) + Number(f[12]);
  } catch {
    return 0;
  }
}

/** the V8 profiler on this process; `stop` writes a .cpuprofile (Chrome DevTools reads it) */
async function startProfile() {
  const session = new inspector.Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  return {
    stop: async (file: string) => {
      const { profile } = await session.post("Profiler.stop");
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}
