/**
 * bench:storefront: the three storefront reads shoppers make most (listing, search, product page)
 * against the real server, started as a child process on the seed:bench data, next to a bare
 * anchor server (bench/storefront-anchor.ts, its own process) measured in the same run. Prints
 * each case's requests/s, latency, failures and ratio to the anchor; exits 1 when a budget is
 * missed (bench/README.md, Storefront).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/mp_bench npm run bench:storefront
 *   BENCH_MODE=cold|cached|both   cold (default): random parameters, no URL twice within the server's 10 s cache
 *   BENCH_DB=postgres|pglite      pglite: the server on a PGlite copy of DATABASE_URL's data (BENCH_PGLITE_DIR)
 *   BENCH_CONNECTIONS=32 BENCH_SECONDS=20 BENCH_WARMUP_SECONDS=3 BENCH_SEED=1 BENCH_ANCHOR_AFTER=1
 */
import type { ChildProcess } from "node:child_process";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { latencyLine, scrapeRouteLatencies } from "./metrics-scrape.js";
import { anchorPath, type Case, cachedCases, coldCases, prng, readCatalogue } from "./storefront-cases.js";
import { freePort, startAnchor, startServer, stop, workerPoolSize } from "./storefront-children.js";
import { type LoadOptions, type Measured, measure, waitQuiet } from "./storefront-load.js";
import { copyToPglite, DEFAULT_PGLITE_DATA_DIR, pgliteCopyOf } from "./storefront-pglite.js";
import { anchorLine, misses, type Row, table } from "./storefront-report.js";

const env = process.env;
const MODE = env.BENCH_MODE ?? "cold";
const DB = env.BENCH_DB ?? "postgres";
const opts: LoadOptions = {
  connections: Number(env.BENCH_CONNECTIONS ?? 32),
  seconds: Number(env.BENCH_SECONDS ?? 20),
  warmupSeconds: Number(env.BENCH_WARMUP_SECONDS ?? 3),
};
const SEED = Number(env.BENCH_SEED ?? 1);
const ANCHOR_AFTER = env.BENCH_ANCHOR_AFTER !== "0";
const POOL = Number(env.DATABASE_POOL_SIZE || 10);
/** `BENCH_CASES=detail,search`: only those cases (all when unset) */
const CASES = env.BENCH_CASES?.split(",").map((c) => c.trim());
const only = (cases: Case[]) => (CASES ? cases.filter((c) => CASES.includes(c.name)) : cases);
/** server processes on the one port (bench/cluster-server.ts); PostgreSQL only */
const PROCESSES = Number(env.BENCH_PROCESSES ?? 1);

const url = env.DATABASE_URL;
if (!url) {
  console.error("bench:storefront needs DATABASE_URL pointing at a database filled by `npm run seed:bench`");
  process.exit(2);
}
if (!["cold", "cached", "both"].includes(MODE) || !["postgres", "pglite"].includes(DB)) {
  console.error("BENCH_MODE is cold, cached or both; BENCH_DB is postgres or pglite");
  process.exit(2);
}
const dbName = new URL(url).pathname.slice(1);

const pool = new pg.Pool({ connectionString: url, max: 1 });
const cat = await readCatalogue(pool);
// goods asks autovacuum to run after 2% of its rows change (migration 0024), so that lists read
// their covering index alone; where the server has autovacuum off (this machine's PostgreSQL), the
// earlier runs' view and sales updates would stay unvacuumed, so the run does that vacuum itself
const { rows: autovacuum } = await pool.query<{ autovacuum: string }>("show autovacuum");
if (autovacuum[0]?.autovacuum !== "on") {
  console.log("autovacuum is off on this PostgreSQL server: vacuum analyze goods, as autovacuum would");
  await pool.query("vacuum analyze goods");
}
await pool.end();
if (cat.goods < 10_000) {
  console.error(`bench:storefront: only ${cat.goods} goods. Run \`npm run seed:bench\` on an empty database first.`);
  process.exit(2);
}

let dataDir = path.resolve(import.meta.dirname, "../apps/server/data/bench");
const eachPool =
  workerPoolSize(PROCESSES) < POOL
    ? ` shared by ${PROCESSES} processes (${workerPoolSize(PROCESSES)} each)`
    : ` in each of ${PROCESSES} processes`;
let where = `PostgreSQL ${dbName}, server pool ${POOL}${PROCESSES > 1 ? `${eachPool} on the one port` : ""}`;
if (PROCESSES > 1 && DB === "pglite")
  throw new Error("BENCH_PROCESSES > 1 needs PostgreSQL: an embedded database belongs to one process");
if (DB === "pglite") {
  dataDir = path.resolve(env.BENCH_PGLITE_DIR ?? DEFAULT_PGLITE_DATA_DIR);
  let copy = await pgliteCopyOf(dataDir);
  if (!copy) {
    console.log(`no PGlite copy in ${dataDir}: copying ${dbName} (a few minutes)`);
    copy = await copyToPglite(url, dataDir);
  } else if (copy.database !== dbName || copy.goods !== cat.goods)
    console.warn(`warning: the PGlite copy in ${dataDir} is of ${copy.database} (${copy.goods} goods), not ${dbName}`);
  where = `PGlite in ${path.join(dataDir, "pglite")} (copy of ${copy.database}, ${copy.copiedAt}); requests and anchor from PostgreSQL ${dbName}`;
}

const [port, anchorPort] = [await freePort(), await freePort()];
const base = `http://127.0.0.1:${port}`;
const anchorBase = `http://127.0.0.1:${anchorPort}`;
console.log(
  `server: ${base}, ${where}\nanchor: ${anchorBase}, bare Fastify + pg on PostgreSQL ${dbName}, pool ${POOL}\n` +
    `machine: ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(2)} at the start\n` +
    `load: ${opts.connections} connections, ${opts.seconds} s per case after a ${opts.warmupSeconds} s warm-up (10 connections), seed ${SEED}\n` +
    `catalogue: ${cat.goods} goods (${cat.liveIds.length} live), ${cat.tops.length} visible top categories, ` +
    `${cat.words.length} title words (${cat.words.slice(0, 8).join(", ")}, ...), ${cat.leafCategories.length} leaf categories with goods`,
);

const children: ChildProcess[] = [];
const stopAll = () => Promise.all(children.map(stop));
process.on("SIGINT", () => void stopAll().then(() => process.exit(130)));

async function check(p: string) {
  const res = await fetch(base + p);
  const body = (await res.json()) as { code: number; msg: string };
  if (res.status !== 200 || body.code !== 1) throw new Error(`${p} answered ${res.status} ${body.code} ${body.msg}`);
}

const probeRng = prng(SEED + 1000);
const probe = () => `/api/wanlshop/product/goods?id=${probeRng.pick(cat.liveIds)}`;

/**
 * Each case gets a server of its own, started before it and stopped after it: requests the load
 * generator gave up on (timeouts) keep running in the server, and on PGlite, which runs one query
 * at a time, a slow case leaves minutes of them behind. The new server first waits until fresh
 * product pages answer quickly (PostgreSQL may still be finishing the old server's queries).
 */
async function runCases(label: string, cases: Case[], repeats?: (name: string) => number) {
  const out: { c: Case; m: Measured }[] = [];
  for (const c of cases) {
    const server = await startServer(port, { databaseUrl: DB === "postgres" ? url : undefined, dataDir }, PROCESSES);
    children.push(server);
    try {
      const waited = await waitQuiet(base, probe);
      if (waited > 2_000) console.log(`  waited ${(waited / 1000).toFixed(1)} s for the database to drain`);
      await check(c.path());
      console.log(`${label} ${c.name}: measuring`);
      const m = await measure(base, c.path, opts, c.list);
      const r = m.result;
      const again = repeats ? `, URLs repeated within 11 s: ${repeats(c.name)}` : "";
      console.log(
        `  ${r.requests.total} requests, ${r.requests.average.toFixed(0)}/s, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors} (timeouts ${r.timeouts})${again}`,
      );
      // what the server's own metrics saw of the case (warm-up and probes included)
      // (with several processes, the one that answers the scrape: its share of the load)
      const whose = PROCESSES > 1 ? " (one process's)" : "";
      for (const route of (await scrapeRouteLatencies(base)).slice(0, 2))
        console.log(`  /metrics${whose} ${latencyLine(route)}`);
      out.push({ c, m });
    } finally {
      await stop(server);
    }
  }
  return out;
}

let failed = false;
try {
  children.push(await startAnchor(anchorPort, url));
  const anchorNext = anchorPath(cat, SEED);
  console.log("anchor: measuring");
  const before = await measure(anchorBase, anchorNext, opts, false);
  console.log(`  ${anchorLine("before", before)}`);

  const results: { mode: string; rows: { c: Case; m: Measured }[] }[] = [];
  if (MODE !== "cached") {
    const cold = coldCases(cat, SEED);
    results.push({ mode: "cold", rows: await runCases("cold", only(cold.cases), cold.repeats) });
  }
  if (MODE !== "cold") results.push({ mode: "cached", rows: await runCases("cached", only(cachedCases(cat, SEED))) });

  let after: Measured | undefined;
  if (ANCHOR_AFTER) {
    // PostgreSQL may still be finishing the last server's queries
    const waited = await waitQuiet(anchorBase, anchorNext);
    if (waited > 2_000) console.log(`  waited ${(waited / 1000).toFixed(1)} s for the database to drain`);
    console.log("anchor: measuring again");
    after = await measure(anchorBase, anchorNext, opts, false);
    console.log(`  ${anchorLine("after", after)}`);
  }

  console.log(`machine: load average ${os.loadavg()[0]?.toFixed(2)} at the end`);
  const anchor = { before: before.result.requests.average, after: after?.result.requests.average };
  console.log(`\n${anchorLine("before the cases", before)}`);
  if (after) console.log(anchorLine("after the cases", after));
  if (before.result.non2xx + before.result.errors + before.result.timeouts > 0) {
    console.log("the anchor itself failed requests: its figure is not a reference");
    failed = true;
  }
  for (const { mode, rows } of results) {
    const db = DB === "pglite" ? "PGlite, no budget; anchor on PostgreSQL" : "PostgreSQL";
    console.log(`\n${mode} (${db}; ratio = case requests/s / anchor requests/s before the cases)\n`);
    const reported: Row[] = rows.map(({ c, m }) => ({
      name: c.name,
      m,
      anchor,
      budget: DB === "pglite" ? undefined : c.budget,
    }));
    console.log(table(reported));
    if (reported.some((row) => misses(row).length > 0)) failed = true;
  }
  if (MODE !== "cold")
    console.log(
      `\ncached listing: top category ${cat.biggestTop.id} has ${cat.biggestTop.goods} goods below it (price 10 to 200 only)`,
    );
} finally {
  await stopAll();
}
console.log(failed ? "\nbench:storefront: MISSED (see the result column)" : "\nbench:storefront: every budget met");
process.exit(failed ? 1 : 0);
