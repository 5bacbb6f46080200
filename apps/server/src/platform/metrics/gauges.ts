import { Gauge, type Registry } from "prom-client";
import type { Database, Db } from "../db/index.js";
import { localSocketCount } from "../realtime/index.js";
import { within } from "./within.js";

/** What the metrics read from modules, handed in by app.ts (platform code imports no module). */
export interface OperationsProbes {
  /** seconds the oldest due order timer is past its due time (orders) */
  orderJobLagSeconds(db: Db): Promise<number>;
  /** the last recorded ledger check (wallet); `checked_at` 0 when none ran yet */
  lastLedgerCheck(db: Db): Promise<{ checked_at: number; ok: boolean; problem_count: number }>;
}

/** The last ledger check is read at most this often per process (a scrape in between reuses it). */
export const LEDGER_READ_EVERY_MS = 60_000;
/** A gauge whose database read takes longer than this keeps its last value for this scrape. */
const READ_TIMEOUT_MS = 1_000;

/**
 * The gauges read when Prometheus scrapes: the pool's connections, this process's open
 * websockets, the order timers' lag and the last ledger check. A read that fails (the database
 * is away) leaves the gauge at its last value; `/readyz` is what says the database is away.
 */
export function registerGauges(registry: Registry, database: Database, probes: OperationsProbes): void {
  const registers = [registry];
  new Gauge({
    name: "db_pool_connections",
    help: "PostgreSQL pool connections of this process: total open, idle, requests waiting for one, and the maximum",
    labelNames: ["state"] as const,
    registers,
    collect() {
      const s = database.poolStats();
      if (!s) return;
      this.set({ state: "total" }, s.total);
      this.set({ state: "idle" }, s.idle);
      this.set({ state: "waiting" }, s.waiting);
      this.set({ state: "max" }, s.max);
    },
  });
  new Gauge({
    name: "websocket_connections",
    help: "Websockets open on this process",
    registers,
    collect() {
      this.set(localSocketCount());
    },
  });
  new Gauge({
    name: "order_job_lag_seconds",
    help: "Seconds the oldest due order timer (unpaid cancel, auto-confirm, settlement) is past its due time; 0 when none is due",
    registers,
    async collect() {
      try {
        this.set(await within(READ_TIMEOUT_MS, probes.orderJobLagSeconds(database.db), "order job lag"));
      } catch {
        // keeps the last value
      }
    },
  });

  // the three ledger gauges share one read, taken at most once a minute
  type LastCheck = Awaited<ReturnType<OperationsProbes["lastLedgerCheck"]>>;
  let last: LastCheck | null = null;
  let reading: Promise<void> | null = null;
  let readAt = 0;
  const readLedger = (): Promise<void> => {
    if (Date.now() - readAt < LEDGER_READ_EVERY_MS) return Promise.resolve();
    reading ??= within(READ_TIMEOUT_MS, probes.lastLedgerCheck(database.db), "ledger check")
      .then((r) => {
        last = r;
        readAt = Date.now();
      })
      // read again at the next scrape
      .catch(() => {})
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  const ledgerGauge = (name: string, help: string, value: (l: LastCheck) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        await readLedger();
        if (last) this.set(value(last));
      },
    });
  ledgerGauge(
    "ledger_check_ok",
    "1 when the last ledger check found the books balanced, 0 when it found problems or none ran yet",
    (l) => (l.checked_at > 0 && l.ok ? 1 : 0),
  );
  ledgerGauge("ledger_check_problems", "Problems the last ledger check found", (l) => l.problem_count);
  ledgerGauge(
    "ledger_check_timestamp_seconds",
    "When the last ledger check ran (Unix seconds; 0 when none ran yet)",
    (l) => l.checked_at,
  );
}
