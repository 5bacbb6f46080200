/**
 * bench/wallet: concurrent wallet debits on PostgreSQL through the ledger's one move function.
 * 32 connections, each running transactions that debit a shopper's wallet into a shop's
 * settlement account (an order payment), for a fixed time; reports debits per second and
 * latency percentiles, then checks the books. Budget: at least 1,000 debits per second.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:wallet
 *
 * It creates and drops its own database on that server.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { checkLedger, moveMoney, settlementOf, walletOf } from "../apps/server/src/modules/wallet/index.js";
import { openDatabase } from "../apps/server/src/platform/db/index.js";
import { countQueries } from "./query-count.js";

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WALLETS = 2000;
/** payments spread over many shops, as in a real marketplace (one hot shop would serialise on its row) */
const SHOPS = 200;
const BUDGET_TPS = 1000;

const base = process.env.DATABASE_URL;
if (!base) {
  console.error("bench:wallet needs DATABASE_URL (a PostgreSQL server it may create a database on)");
  process.exit(2);
}
const name = `mp_bench_wallet_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: "unused", poolSize: CONNECTIONS });
let failed = false;
try {
  await database.migrate();
  const db = database.db;
  await db.execute(`insert into users (email, nickname, password_hash, invite_code)
    select 'b' || g || '@bench.test', 'b' || g, 'x', 'INV' || g from generate_series(1, ${WALLETS}) g`);
  await db.execute(
    `insert into shops (user_id, name) select g, 'Bench Shop ' || g from generate_series(1, ${SHOPS}) g`,
  );
  for (let id = 1; id <= WALLETS; id++) {
    await db.transaction((tx) =>
      moveMoney(tx, {
        type: "recharge",
        reference: `bench-fund:${id}`,
        actor: "bench",
        postings: [
          { account: "external:recharge", amount: -1_000_000n },
          { account: walletOf(id), amount: 1_000_000n },
        ],
      }),
    );
  }

  const latencies: number[] = [];
  let refused = 0;
  let seq = 0;
  const end = Date.now() + SECONDS * 1000;
  const worker = async () => {
    while (Date.now() < end) {
      const user = 1 + Math.floor(Math.random() * WALLETS);
      const n = seq++;
      const t0 = performance.now();
      try {
        await db.transaction((tx) =>
          moveMoney(tx, {
            type: "pay",
            reference: `bench-pay:${n}`,
            actor: `user:${user}`,
            postings: [
              { account: walletOf(user), amount: -(100n + BigInt(n % 900)) },
              { account: settlementOf(1 + (n % SHOPS)), amount: 100n + BigInt(n % 900) },
            ],
          }),
        );
        latencies.push(performance.now() - t0);
      } catch {
        refused++;
      }
    }
  };
  const queries = countQueries();
  const started = performance.now();
  const q0 = queries.read();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const sent = queries.read() - q0;
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    (latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0).toFixed(1);
  const tps = latencies.length / elapsed;
  const books = await checkLedger(db);
  console.log(
    `bench/wallet: ${CONNECTIONS} connections, ${WALLETS} wallets paying ${SHOPS} shops, ${elapsed.toFixed(1)} s`,
  );
  console.log(`  debits committed: ${latencies.length} (${refused} refused)`);
  console.log(`  debits per second: ${tps.toFixed(0)}   (budget >= ${BUDGET_TPS})`);
  console.log(
    `  latency ms: p50 ${pct(50)}  p95 ${pct(95)}  p99 ${pct(99)}  max ${(latencies.at(-1) ?? 0).toFixed(1)}`,
  );
  console.log(
    `  round trips (statements sent) per debit: ${(sent / Math.max(1, latencies.length + refused)).toFixed(1)}`,
  );
  console.log(
    `  books after: ${books.ok ? "balanced" : `NOT balanced: ${books.problems.join("; ")}`} (${books.entries} entries)`,
  );
  failed = !books.ok || tps < BUDGET_TPS || refused > 0;
  console.log(failed ? "bench/wallet: FAILED its budget" : "bench/wallet: within budget");
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
process.exit(failed ? 1 : 0);
