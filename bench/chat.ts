/**
 * bench/chat: one server process holding many idle authenticated websockets while it stores and
 * pushes chat messages between connected pairs.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:chat
 *
 * It creates its own database on that server (dropped at the end), starts the real server as a
 * child process (`node --import tsx apps/server/src/server.ts`, rate limits lifted), seeds users,
 * merchants' shops and session tokens with SQL, and opens the sockets from two client processes
 * (bench/chat-clients.ts; a process here may open at most 20,000 files). Every socket is bound
 * with chat/shake. Then it sends chat messages through `POST /api/wanlshop/chat/send` at a fixed
 * rate from shoppers to merchants (the receivers' sockets are among the idle ones) and measures
 * from the send call to the receiving socket. Budgets (bench/README.md): >= 15,000 sockets,
 * 1,000 messages/s delivered, p99 < 50 ms.
 */
import { type ChildProcess, fork, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 15_000);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 1_000);
const RATE = Number(process.env.BENCH_RATE ?? 1_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WORKERS = 2;
const BUDGET = { sockets: 15_000, rate: 1_000, p99: 50 };

const root = path.resolve(import.meta.dirname, "..");
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

const base = process.env.DATABASE_URL;
if (!base) {
  console.error("bench:chat needs DATABASE_URL (a PostgreSQL server it may create a database on)");
  process.exit(2);
}
if (SOCKETS < 2 * PAIRS) throw new Error("BENCH_SOCKETS must be at least twice BENCH_PAIRS");

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function rssKiB(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(m?.[1] ?? 0);
}

function pct(sorted: number[], p: number): number {
  return sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) : 0;
}

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  let log = "";
  // BENCH_CPU_PROF=<dir> writes a CPU profile of the server (for finding where a send's time goes)
  const prof = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  // the query counter answers SIGUSR2 with "queries N" on stderr (round trips per message)
  const counter = ["--import", path.join(root, "bench/query-count-hook.ts")];
  const child = spawn(process.execPath, [...prof, "--import", "tsx", ...counter, "src/server.ts"], {
    cwd: path.join(root, "apps/server"),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      SEED: "none",
      RATE_LIMIT_PER_MINUTE: "100000000",
      AUTH_RATE_LIMIT_PER_MINUTE: "100000000",
      // every socket comes from 127.0.0.1 (docs/rules.md: 50 per address by default)
      WS_MAX_PER_ADDRESS: "1000000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (c) => {
    log += c;
  });
  child.stderr.on("data", (c) => {
    log += c;
  });
  const deadline = Date.now() + 90_000;
  while (!log.includes("Marketplace is running at")) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await sleep(100);
  }
  return { child, url: `http://127.0.0.1:${port}`, log: () => log };
}

/** The server's PostgreSQL statement count so far (its preloaded counter answers SIGUSR2). */
async function serverQueries(server: { child: ChildProcess; log: () => string }): Promise<number> {
  const before = server.log().length;
  server.child.kill("SIGUSR2");
  for (let i = 0; i < 100; i++) {
    const m = /queries (\d+)\n/.exec(server.log().slice(before));
    if (m) return Number(m[1]);
    await sleep(20);
  }
  throw new Error("the server did not report its query count");
}

/** Users 1..SOCKETS; the first PAIRS own shops (the receivers); the next PAIRS write to them. */
async function seed(client: pg.Client): Promise<string[]> {
  const ids = Array.from({ length: SOCKETS }, (_, i) => i + 1);
  await client.query(
    `insert into users (id, email, nickname, password_hash, invite_code)
     select g, 'c' || g || '@bench.test', 'c' || g, 'x', 'CINV' || g from unnest($1::int[]) g`,
    [ids],
  );
  await client.query("select setval(pg_get_serial_sequence('users', 'id'), $1)", [SOCKETS]);
  await client.query(
    `insert into shops (user_id, name) select g, 'Chat Bench Shop ' || g from generate_series(1, $1::int) g`,
    [PAIRS],
  );
  const tokens = ids.map(() => randomBytes(24).toString("hex"));
  await client.query(
    `insert into user_tokens (user_id, token_hash, expires_at)
     select u, h, now() + interval '1 day' from unnest($1::int[], $2::text[]) as t(u, h)`,
    [ids, tokens.map(sha256)],
  );
  return tokens;
}

type WorkerMsg = { ready?: true; progress?: number; bound?: number; latencies?: number[]; open?: number };

function startWorker(): { child: ChildProcess; next: (key: keyof WorkerMsg) => Promise<WorkerMsg> } {
  const child = fork(path.join(root, "bench/chat-clients.ts"), [], { execArgv: ["--import", "tsx"] });
  const waiting: { key: keyof WorkerMsg; resolve: (m: WorkerMsg) => void }[] = [];
  child.on("message", (m: WorkerMsg) => {
    const i = waiting.findIndex((w) => m[w.key] !== undefined);
    if (i >= 0) waiting.splice(i, 1)[0]?.resolve(m);
  });
  return { child, next: (key) => new Promise((resolve) => waiting.push({ key, resolve })) };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });

/** One chat/send call; resolves with whether the envelope said code 1. */
function sendOne(url: URL, token: string, body: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: "/api/wanlshop/chat/send",
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), token },
      },
      (res) => {
        let data = "";
        res.setEncoding("utf8");
        res.on("data", (c) => {
          data += c;
        });
        res.on("end", () => resolve(data.startsWith('{"code":1')));
      },
    );
    req.on("error", () => resolve(false));
    req.end(body);
  });
}

/**
 * Sends RATE messages a second for `seconds` (keep-alive connections), round-robin over the
 * pairs; each body carries the time of its send call.
 */
async function load(base: string, tokens: string[], seconds: number, tag: string) {
  const url = new URL(base);
  let prepared = 0;
  let answered = 0;
  let failed = 0;
  const inflight: Promise<void>[] = [];
  const start = now();
  const total = Math.round(RATE * seconds);
  while (prepared < total) {
    const due = Math.min(total, Math.floor(((now() - start) / 1000) * RATE));
    while (prepared < due) {
      const pair = prepared % PAIRS;
      prepared++;
      const body = JSON.stringify({
        to_id: pair + 1,
        message: { type: "text", content: { text: `bench ${now()} ${tag}` } },
      });
      inflight.push(
        sendOne(url, tokens[PAIRS + pair] as string, body).then((good) => {
          answered++;
          if (!good) failed++;
        }),
      );
    }
    await sleep(1);
  }
  await Promise.all(inflight);
  return { sent: answered, prepared, failed, seconds: (now() - start) / 1000 };
}

const dbName = `mp_bench_chat_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database ${dbName}`);
const dbUrl = new URL(base);
dbUrl.pathname = `/${dbName}`;
const dataDir = await mkdtemp(path.join(os.tmpdir(), "mp-bench-chat-"));
const workers: ReturnType<typeof startWorker>[] = [];
/** asks a worker for its latencies and waits for them */
function askReport(w: ReturnType<typeof startWorker>) {
  w.child.send({ cmd: "report" });
  return w.next("latencies");
}
let server: Awaited<ReturnType<typeof startServer>> | null = null;
let ok = false;
try {
  server = await startServer({ DATABASE_URL: dbUrl.toString(), DATA_DIR: dataDir });
  const client = new pg.Client({ connectionString: dbUrl.toString() });
  await client.connect();
  const tokens = await seed(client);
  await client.end();
  const pid = server.child.pid as number;
  // warm the server's paths once before the baseline
  await load(server.url, tokens, 0.2, "warm");
  await sleep(2000);
  const rss0 = rssKiB(pid);

  const t0 = now();
  for (let w = 0; w < WORKERS; w++) workers.push(startWorker());
  await Promise.all(workers.map((w) => w.next("ready")));
  const bound = await Promise.all(
    workers.map((w, i) => {
      const mine = tokens
        .map((token, idx) => ({ token, measure: idx < PAIRS }))
        .filter((_, idx) => idx % WORKERS === i);
      w.child.send({ base: server?.url, tokens: mine });
      return w.next("bound");
    }),
  );
  const sockets = bound.reduce((n, m) => n + (m.bound ?? 0), 0);
  const bindSeconds = (now() - t0) / 1000;
  await sleep(5000);
  const rss1 = rssKiB(pid);
  const perSocket = (rss1 - rss0) / sockets;
  console.log(
    `sockets: ${sockets} bound in ${bindSeconds.toFixed(1)} s; server RSS ${(rss0 / 1024).toFixed(0)} MiB -> ${(rss1 / 1024).toFixed(0)} MiB, ${perSocket.toFixed(1)} KiB per socket`,
  );

  // first contact (the shops' welcome messages) and JIT warm-up, not measured
  await load(server.url, tokens, 2, "warm");
  await sleep(1000);
  await Promise.all(workers.map((w) => askReport(w)));

  const q0 = await serverQueries(server);
  const run = await load(server.url, tokens, SECONDS, "run");
  await sleep(2000);
  const sentQueries = (await serverQueries(server)) - q0;
  const reports = await Promise.all(workers.map((w) => askReport(w)));
  const lat = reports.flatMap((r) => r.latencies ?? []).sort((a, b) => a - b);
  const open = reports.reduce((n, r) => n + (r.open ?? 0), 0);
  const rate = run.prepared / SECONDS;
  const p = (q: number) => pct(lat, q).toFixed(1);
  console.log(
    `messages: ${run.prepared} sent (${run.sent} answered) in ${run.seconds.toFixed(1)} s (${rate.toFixed(0)}/s), ${run.failed} failed, ${lat.length} delivered; ` +
      `send call -> receiving socket p50 ${p(50)} ms, p95 ${p(95)} ms, p99 ${p(99)} ms, max ${(lat.at(-1) ?? 0).toFixed(1)} ms; ` +
      `${open} sockets still open; server RSS ${(rssKiB(pid) / 1024).toFixed(0)} MiB`,
  );
  console.log(
    `round trips (statements the server sent) per message: ${(sentQueries / Math.max(1, run.prepared)).toFixed(2)}`,
  );
  const checks = [
    [`sockets >= ${BUDGET.sockets}`, sockets >= BUDGET.sockets && open >= BUDGET.sockets],
    [
      `>= ${BUDGET.rate} messages/s sent, all stored and delivered`,
      rate >= BUDGET.rate * 0.98 && run.failed === 0 && lat.length === run.prepared,
    ],
    [`p99 < ${BUDGET.p99} ms`, pct(lat, 99) < BUDGET.p99],
  ] as const;
  for (const [name, pass] of checks) console.log(`${pass ? "ok  " : "MISS"} ${name}`);
  ok = checks.every(([, pass]) => pass);
} finally {
  for (const w of workers) w.child.send({ cmd: "close" }, () => undefined);
  await sleep(500);
  for (const w of workers) w.child.kill();
  if (server) {
    const exited = new Promise((r) => server?.child.once("exit", r));
    server.child.kill("SIGTERM");
    await Promise.race([exited, sleep(10_000)]);
  }
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
