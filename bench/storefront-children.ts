/** bench:storefront's child processes: the real server and the bare anchor, each on a free port. */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { BENCH_METRICS_TOKEN } from "./metrics-scrape.js";

const ROOT = path.resolve(import.meta.dirname, "..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Starts `node --import tsx <script>` in cwd and resolves once its stdout shows `ready`. */
async function startChild(
  what: string,
  cwd: string,
  script: string,
  env: NodeJS.ProcessEnv,
  ready: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", script], { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  child.stderr?.on("data", (d: Buffer) => process.stderr.write(d));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start within 120 s`)), 120_000);
    let out = "";
    const onData = (d: Buffer) => {
      out += d.toString();
      if (out.includes(ready)) {
        clearTimeout(timer);
        child.stdout?.off("data", onData);
        child.stdout?.resume();
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with ${code}`));
    });
  });
  return child;
}

export interface ServerDb {
  /** PostgreSQL: the database URL; PGlite: the DATA_DIR whose pglite/ folder holds the data */
  databaseUrl?: string;
  dataDir: string;
}

/**
 * The pool of each of `processes` server processes: `DATABASE_POOL_SIZE` (10 by default) each, or,
 * with `BENCH_SPLIT_POOL=1`, that one size shared among them, so PostgreSQL sees as many
 * connections at once as with one process (a deployment with a fixed connection budget divides it).
 */
export function workerPoolSize(processes: number): number {
  const size = Number(process.env.DATABASE_POOL_SIZE || 10);
  return process.env.BENCH_SPLIT_POOL === "1" ? Math.max(1, Math.floor(size / processes)) : size;
}

/**
 * The real server (apps/server/src/server.ts): SEED=none, LOG_LEVEL=warn, rate limit lifted,
 * `/metrics` on; as `processes` processes on the one port (bench/cluster-server.ts) when more than 1.
 */
export function startServer(port: number, db: ServerDb, processes = 1): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SEED: "none",
    LOG_LEVEL: "warn",
    PORT: String(port),
    HOST: "127.0.0.1",
    RATE_LIMIT_PER_MINUTE: "100000000",
    DATA_DIR: db.dataDir,
    // the benchmark reads the server's own route latencies after each case (metrics-scrape.ts)
    METRICS_TOKEN: BENCH_METRICS_TOKEN,
  };
  if (db.databaseUrl) env.DATABASE_URL = db.databaseUrl;
  else delete env.DATABASE_URL;
  const cwd = path.join(ROOT, "apps/server");
  if (processes <= 1) return startChild("the server", cwd, "src/server.ts", env, "Marketplace is running at");
  env.BENCH_PROCESSES = String(processes);
  env.DATABASE_POOL_SIZE = String(workerPoolSize(processes));
  return startChild(`the server (${processes} processes)`, cwd, "../../bench/cluster-server.ts", env, "cluster ready");
}

/** The bare anchor (bench/storefront-anchor.ts) on PostgreSQL. */
export function startAnchor(port: number, databaseUrl: string): Promise<ChildProcess> {
  const env = { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) };
  return startChild("the anchor", ROOT, "bench/storefront-anchor.ts", env, "anchor listening");
}

/**
 * SIGTERM (the server finishes what is in flight, for at most 10 s), then SIGKILL after 15 s;
 * resolves once the process is gone.
 */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}
