/**
 * `BENCH_PROCESSES=n` (n > 1): the real server as n processes on one port, through Node's
 * `cluster` (the primary accepts connections and hands them to the workers in turn), the way a
 * process manager runs several behind one address. Each worker is apps/server/src/server.ts as it
 * runs alone; this primary only forks them, says "ready" once every one is listening, and on
 * SIGTERM passes it on and exits when they have.
 * Each worker's pool is `DATABASE_POOL_SIZE` as given (storefront-children.ts `workerPoolSize`).
 */
import cluster from "node:cluster";

const n = Number(process.env.BENCH_PROCESSES ?? 2);

if (cluster.isPrimary) {
  let listening = 0;
  for (let i = 0; i < n; i++) cluster.fork();
  cluster.on("listening", () => {
    listening += 1;
    if (listening === n) console.log(`cluster ready: ${n} processes`);
  });
  cluster.on("exit", (worker, code, signal) => {
    if (!stopping) console.error(`worker ${worker.process.pid} ended (${signal ?? code})`);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
  let stopping = false;
  process.on("SIGTERM", () => {
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill("SIGTERM");
  });
} else {
  await import("../apps/server/src/server.js");
}
