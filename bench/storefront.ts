/**
 * bench:storefront: the three storefront reads shoppers make most, against the real server on
 * PostgreSQL filled by seed:bench. Starts the server as a child process, warms it up, runs
 * autocannon (50 connections, 10 s) on each, prints requests/s and latency, and exits 1 when a
 * budget is missed.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/mp_bench npm run bench:storefront
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import autocannon, { type Result } from "autocannon";
import pg from "pg";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 3;

interface Budget {
  rps: number;
  p99?: number;
}
const BUDGETS: Record<string, Budget> = {
  listing: { rps: 1_500, p99: 50 },
  search: { rps: 500, p99: 100 },
  detail: { rps: 2_000 },
};

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("bench:storefront needs DATABASE_URL pointing at a database filled by `npm run seed:bench`");
  process.exit(2);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** What to ask for: the top category with the most goods below it, live goods ids, common title words. */
async function pickTargets() {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const { rows: count } = await pool.query<{ n: string }>("select count(*) as n from goods");
  if (Number(count[0]?.n) < 10_000) {
    console.error(
      `bench:storefront: only ${count[0]?.n} goods. Run \`npm run seed:bench\` on an empty database first.`,
    );
    process.exit(2);
  }
  const { rows: tops } = await pool.query<{ top: number; n: string }>(`
    with recursive tree(top, id) as (
      select id, id from categories where parent_id is null
      union all select tree.top, c.id from tree join categories c on c.parent_id = tree.id
    )
    select tree.top, count(g.id) as n from tree join goods g on g.category_id = tree.id
    where tree.top not in (15, 16, 20) group by tree.top order by n desc limit 1`);
  const { rows: ids } = await pool.query<{ id: number }>(
    "select id from goods where status = 'on' order by md5(id::text) limit 2000",
  );
  await pool.end();
  return {
    top: tops[0]?.top ?? 1,
    topGoods: Number(tops[0]?.n ?? 0),
    ids: ids.map((r) => r.id),
    words: ["wireless", "leather", "sweater", "coffee", "backpack", "organic", "watch", "lamp"],
  };
}

async function startServer(port: number): Promise<ChildProcess> {
  const cwd = path.resolve(import.meta.dirname, "../apps/server");
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd,
    env: {
      ...process.env,
      DATABASE_URL: url,
      SEED: "none",
      LOG_LEVEL: "warn",
      PORT: String(port),
      HOST: "127.0.0.1",
      RATE_LIMIT_PER_MINUTE: "100000000",
      DATA_DIR: path.join(cwd, "data", "bench"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stderr?.on("data", (d: Buffer) => process.stderr.write(d));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("server did not start within 60 s")), 60_000);
    let out = "";
    child.stdout?.on("data", (d: Buffer) => {
      out += d.toString();
      if (out.includes("Marketplace is running at")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return child;
}

/** A request whose path changes on every call (pages, words, ids) so caches and plans see variety. */
function varying(paths: () => string) {
  return [{ method: "GET", setupRequest: (req: { path?: string }) => ({ ...req, path: paths() }) }];
}

async function run(base: string, makePath: () => string): Promise<Result> {
  const requests = varying(makePath);
  await autocannon({ url: base, connections: 10, duration: WARMUP_SECONDS, requests });
  return autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, requests, timeout: 10 });
}

async function check(base: string, p: string) {
  const res = await fetch(base + p);
  const body = (await res.json()) as { code: number; msg: string; data: unknown };
  if (res.status !== 200 || body.code !== 1) throw new Error(`${p} answered ${res.status} ${body.code} ${body.msg}`);
  return body.data;
}

const targets = await pickTargets();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
console.log(`starting the server on ${base} (PostgreSQL: ${new URL(url).pathname.slice(1)})`);
const server = await startServer(port);

let n = 0;
const next = () => n++;
const q = encodeURIComponent;
const cases: Record<string, () => string> = {
  listing: () =>
    `/api/wanlshop/product/lists?type=goods&filter=${q(JSON.stringify({ category_id: targets.top, "shop_goods.price": "10,200" }))}&op=${q(JSON.stringify({ category_id: "in", "shop_goods.price": "between" }))}&sort=sales&order=desc&page=${(next() % 5) + 1}`,
  search: () =>
    `/api/wanlshop/product/lists?type=goods&search=${q(targets.words[next() % targets.words.length] as string)}&page=${(next() % 3) + 1}`,
  detail: () => `/api/wanlshop/product/goods?id=${targets.ids[next() % targets.ids.length]}`,
};

let failed = false;
const rows: string[] = [];
try {
  for (const [name, makePath] of Object.entries(cases)) {
    const sample = (await check(base, makePath())) as { total?: number };
    console.log(
      `${name}: ${SECONDS} s, ${CONNECTIONS} connections${sample?.total !== undefined ? ` (first page: ${sample.total} matches)` : ""}`,
    );
    const r = await run(base, makePath);
    const budget = BUDGETS[name] as Budget;
    const misses: string[] = [];
    if (r.requests.average < budget.rps) misses.push(`rps < ${budget.rps}`);
    if (budget.p99 !== undefined && r.latency.p99 >= budget.p99) misses.push(`p99 >= ${budget.p99} ms`);
    if (r.non2xx > 0 || r.errors > 0 || r.timeouts > 0) misses.push("failed requests");
    if (misses.length) failed = true;
    rows.push(
      [
        name.padEnd(8),
        r.requests.average.toFixed(0).padStart(7),
        `${r.latency.p50}`.padStart(7),
        `${r.latency.p99}`.padStart(7),
        `${r.non2xx}/${r.errors + r.timeouts}`.padStart(9),
        `>= ${budget.rps} rps${budget.p99 ? `, p99 < ${budget.p99} ms` : ""}`.padEnd(28),
        misses.length ? `MISSED (${misses.join(", ")})` : "ok",
      ].join("  "),
    );
  }
} finally {
  server.kill("SIGTERM");
}
console.log(
  `\ncatalogue: top category ${targets.top} has ${targets.topGoods} goods below it\n` +
    `name          rps   p50ms   p99ms  non2xx/err  budget                        result\n${rows.join("\n")}`,
);
process.exit(failed ? 1 : 0);
